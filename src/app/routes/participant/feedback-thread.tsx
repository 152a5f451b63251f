import { useParams } from 'react-router'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { FeedbackThreadPage } from '@/features/feedback/components/feedback-thread-page'

export default function ParticipantFeedbackThread() {
  const { event, id = '' } = useParams()
  const p = paths.participant
  return (
    <FeedbackThreadPage
      id={id}
      loadingTitle="Feedback"
      back={<LinkButton to={p.feedback.to(event)}>All my feedback</LinkButton>}
      reply={{
        heading: 'Reply',
        label: () => 'Your reply',
        submitText: 'Send reply',
        draftKey: (threadId) => `feedback-reply:${threadId}`,
        closed: (
          <>
            The committee has closed this question, so it takes no more replies. If you need more
            help, <Link to={p.feedbackCreate.to(event)}>ask a new question</Link>.
          </>
        ),
      }}
    />
  )
}
