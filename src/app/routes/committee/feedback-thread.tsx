import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import { Link, useParams } from 'react-router'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryFallback } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { useSetFeedbackStatus, feedbackQueries } from '@/features/feedback/api'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import { FeedbackThreadView } from '@/features/feedback/components/feedback-thread-view'
import { ReplyForm } from '@/features/feedback/components/reply-form'
import type { FeedbackStatus, FeedbackThread } from '@/features/feedback/schemas'
import { formatDateTime } from '@/lib/dates'

function StatusActions({ thread }: { thread: FeedbackThread }) {
  const setStatus = useSetFeedbackStatus(thread.id)
  const confirm = useConfirm()
  const toast = useToast()

  const change = async (status: FeedbackStatus, done: string) => {
    try {
      await setStatus.mutateAsync(status)
      toast.success(done)
    } catch (error) {
      toast.apiError(error)
    }
  }
  const close = async () => {
    const ok = await confirm({
      title: 'Close this question?',
      message: `"${thread.subject}" will be closed: ${thread.authorName} can read it but can no longer reply, and would ask a new question instead. You can reopen it later.`,
      confirmText: 'Close question',
      cancelText: 'Keep it open',
      variant: 'warning',
    })
    if (ok) await change('Closed', 'The question is closed.')
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {thread.status === 'Open' ? (
        <Button variant="outline-success" size="sm" disabled={setStatus.isPending} onClick={() => void change('Answered', 'Marked as answered.')}>
          Mark answered
        </Button>
      ) : null}
      {thread.status === 'Closed' ? (
        <Button variant="outline-primary" size="sm" disabled={setStatus.isPending} onClick={() => void change('Open', 'The question is open again.')}>
          Reopen
        </Button>
      ) : (
        <Button variant="outline-secondary" size="sm" disabled={setStatus.isPending} onClick={() => void close()}>
          Close question
        </Button>
      )}
    </div>
  )
}

export default function CommitteeFeedbackThread() {
  const { event, id = '' } = useParams()
  const thread = useQuery(feedbackQueries.detail(id))
  const back = (
    <Link to={paths.committee.feedback.to(event)} className="btn btn-outline-secondary btn-sm">
      All feedback
    </Link>
  )

  if (!thread.data) {
    return (
      <>
        <PageHeader title="Feedback thread" actions={back} />
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
            {t.authorName}
            {t.authorUnit ? `, ${t.authorUnit}` : ''} · {t.category ? `${t.category} · ` : ''}asked{' '}
            <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
          </>
        }
        actions={back}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <FeedbackStatusBadge status={t.status} />
        <StatusActions thread={t} />
      </div>
      <FeedbackThreadView thread={t} />
      <Card body className="mt-4">
        <h2 className="h5">Answer</h2>
        {t.status === 'Closed' ? (
          <Alert variant="secondary" className="mb-0">
            This question is closed. Reopen it to answer again.
          </Alert>
        ) : (
          <ReplyForm threadId={t.id} draftKey={`feedback-answer:${t.id}`} label={`Your answer to ${t.authorName}`} submitText="Send answer" />
        )}
      </Card>
    </>
  )
}
