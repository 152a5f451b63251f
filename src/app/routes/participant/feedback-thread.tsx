import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import { Link, useParams } from 'react-router'
import { QueryFallback } from '@/components/feedback/query-view'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { feedbackQueries } from '@/features/feedback/api'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import { FeedbackThreadView } from '@/features/feedback/components/feedback-thread-view'
import { ReplyForm } from '@/features/feedback/components/reply-form'
import { formatDateTime } from '@/lib/dates'

export default function ParticipantFeedbackThread() {
  const { event, id = '' } = useParams()
  const thread = useQuery(feedbackQueries.detail(id))
  const p = paths.participant
  const back = (
    <Link to={p.feedback.to(event)} className="btn btn-outline-secondary btn-sm">
      All my feedback
    </Link>
  )

  if (!thread.data) {
    return (
      <>
        <PageHeader title="Feedback" actions={back} />
        <QueryFallback query={thread} loading="Loading the conversation…" errorTitle="This conversation could not be loaded" />
      </>
    )
  }

  const t = thread.data
  return (
    <>
      <PageHeader
        title={t.subject}
        subtitle={
          <>
            {t.category ? `${t.category} · ` : ''}asked <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
          </>
        }
        actions={back}
      />
      <p>
        <FeedbackStatusBadge status={t.status} />
      </p>
      <FeedbackThreadView thread={t} />
      <Card body className="mt-4">
        <h2 className="h5">Reply</h2>
        {t.status === 'Closed' ? (
          <Alert variant="secondary" className="mb-0">
            The committee has closed this question, so it takes no more replies. If you need more help,{' '}
            <Link to={p.feedbackCreate.to(event)}>ask a new question</Link>.
          </Alert>
        ) : (
          <ReplyForm threadId={t.id} draftKey={`feedback-reply:${t.id}`} label="Your reply" submitText="Send reply" />
        )}
      </Card>
    </>
  )
}
