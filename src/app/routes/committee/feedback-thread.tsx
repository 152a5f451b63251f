import Button from 'react-bootstrap/Button'
import { useParams } from 'react-router'
import { LinkButton } from '@/components/layout/link-button'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { paths } from '@/config/paths'
import { useSetFeedbackStatus } from '@/features/feedback/api'
import { FeedbackThreadPage } from '@/features/feedback/components/feedback-thread-page'
import type { FeedbackStatus, FeedbackThread } from '@/features/feedback/schemas'

function StatusActions({ thread }: { thread: FeedbackThread }) {
  const setStatus = useSetFeedbackStatus(thread.id)
  const confirm = useConfirm()
  const toast = useToast()

  const change = async (status: FeedbackStatus, done: string) => {
    try {
      await setStatus.mutateAsync(status)
      toast.success(done)
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }
  const close = async () => {
    const ok = await confirm({
      title: 'Close this question?',
      message: `"${thread.subject}" will be closed: ${thread.authorName} can read it but can no longer reply, and would ask a new question instead. You can reopen it later.`,
      variant: 'warning',
    })
    if (ok) await change('Closed', 'The question is closed.')
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {thread.status === 'Open' ? (
        <Button
          variant="outline-success"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void change('Answered', 'Marked as answered.')}
        >
          Mark answered
        </Button>
      ) : null}
      {thread.status === 'Closed' ? (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void change('Open', 'The question is open again.')}
        >
          Reopen
        </Button>
      ) : (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void close()}
        >
          Close question
        </Button>
      )}
    </div>
  )
}

export default function CommitteeFeedbackThread() {
  const { event, id = '' } = useParams()
  return (
    <FeedbackThreadPage
      id={id}
      loadingTitle="Feedback thread"
      back={<LinkButton to={paths.committee.feedback.to(event)}>All feedback</LinkButton>}
      asker={(t) => (
        <>
          {t.authorName}
          {t.authorUnit ? `, ${t.authorUnit}` : ''} ·{' '}
        </>
      )}
      actions={(t) => <StatusActions thread={t} />}
      reply={{
        heading: 'Answer',
        label: (t) => `Your answer to ${t.authorName}`,
        submitText: 'Send answer',
        draftKey: (threadId) => `feedback-answer:${threadId}`,
        closed: 'This question is closed. Reopen it to answer again.',
      }}
    />
  )
}
