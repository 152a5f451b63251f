import Button from 'react-bootstrap/Button'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()

  const change = async ({ status, done }: { status: FeedbackStatus; done: string }) => {
    try {
      await setStatus.mutateAsync(status)
      toast.success(done)
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }
  const close = async () => {
    const subject = thread.subject
    const author = thread.authorName
    const ok = await confirm({
      title: t`Close this question?`,
      message: t`"${subject}" will be closed: ${author} can read it but can no longer reply, and would ask a new question instead. You can reopen it later.`,
      variant: 'warning',
    })
    if (ok) await change({ status: 'Closed', done: t`The question is closed.` })
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {thread.status === 'Open' ? (
        <Button
          variant="outline-success"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void change({ status: 'Answered', done: t`Marked as answered.` })}
        >
          <Trans>Mark answered</Trans>
        </Button>
      ) : null}
      {thread.status === 'Closed' ? (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void change({ status: 'Open', done: t`The question is open again.` })}
        >
          <Trans>Reopen</Trans>
        </Button>
      ) : (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void close()}
        >
          <Trans>Close question</Trans>
        </Button>
      )}
    </div>
  )
}

export default function CommitteeFeedbackThread() {
  const { event, id = '' } = useParams()
  const { t } = useLingui()
  return (
    <FeedbackThreadPage
      id={id}
      loadingTitle={t`Feedback thread`}
      back={
        <LinkButton to={paths.committee.feedback.to(event)}>
          <Trans>All feedback</Trans>
        </LinkButton>
      }
      asker={(thread) => (
        <>
          {thread.authorName}
          {thread.authorUnit ? `, ${thread.authorUnit}` : ''} ·{' '}
        </>
      )}
      actions={(thread) => <StatusActions thread={thread} />}
      reply={{
        heading: t`Answer`,
        label: ({ authorName }) => t`Your answer to ${authorName}`,
        submitText: t`Send answer`,
        draftKey: (threadId) => `feedback-answer:${threadId}`,
        closed: t`This question is closed. Reopen it to answer again.`,
      }}
    />
  )
}
