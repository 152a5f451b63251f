import { Link, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { FeedbackThreadPage } from '@/features/feedback/components/feedback-thread-page'

export default function ParticipantFeedbackThread() {
  const { event, id = '' } = useParams()
  const p = paths.participant
  return (
    <FeedbackThreadPage
      id={id}
      loadingTitle="Feedback"
      back={
        <Link to={p.feedback.to(event)} className="btn btn-outline-secondary btn-sm">
          All my feedback
        </Link>
      }
      reply={{
        heading: 'Reply',
        label: () => 'Your reply',
        submitText: 'Send reply',
        draftKey: (threadId) => `feedback-reply:${threadId}`,
        closed: (
          <>
            The committee has closed this question, so it takes no more replies. If you need more help,{' '}
            <Link to={p.feedbackCreate.to(event)}>ask a new question</Link>.
          </>
        ),
      }}
    />
  )
}
