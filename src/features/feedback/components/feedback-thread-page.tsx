import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { PageHeader } from '@/components/layout/page-header'
import { feedbackQueries } from '@/features/feedback/api'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import { FeedbackThreadView } from '@/features/feedback/components/feedback-thread-view'
import { ReplyForm } from '@/features/feedback/components/reply-form'
import { feedbackCategoryLabel, type FeedbackThread } from '@/features/feedback/schemas'
import { formatDateTime } from '@/lib/dates'

/** How one side of the conversation (the person who asked, or the committee) answers in it. */
export interface ThreadReply {
  heading: string
  label: (thread: FeedbackThread) => string
  submitText: string
  /** The draft's key on this device, per thread. */
  draftKey: (threadId: string) => string
  /** Said instead of the reply box once the question is closed. */
  closed: ReactNode
}

/**
 * One question's page, for the person who asked and for the committee alike: subject, who asked and
 * when, the status (with the committee's actions), the messages and a reply box.
 */
export function FeedbackThreadPage({
  id,
  loadingTitle,
  back,
  asker,
  actions,
  reply,
}: {
  id: string
  loadingTitle: string
  back: ReactNode
  /** Who asked, before the category and date (the committee sees it; the person who asked does not). */
  asker?: (thread: FeedbackThread) => ReactNode
  actions?: (thread: FeedbackThread) => ReactNode
  reply: ThreadReply
}) {
  const { t } = useLingui()
  const thread = useQuery(feedbackQueries.detail(id))

  if (!thread.data) {
    return (
      <>
        <PageHeader title={loadingTitle} actions={back} />
        <QueryFallback
          query={thread}
          loading={t`Loading the conversation…`}
          errorTitle={t`This conversation could not be loaded`}
        />
      </>
    )
  }

  const data = thread.data
  const category = data.category ? feedbackCategoryLabel(data.category) : null
  const date = formatDateTime(data.createdAt)
  return (
    <>
      <PageHeader
        title={data.subject}
        subtitle={
          <>
            {asker?.(data)}
            {category ? (
              <Trans>
                {category} · asked <time dateTime={data.createdAt}>{date}</time>
              </Trans>
            ) : (
              <Trans>
                asked <time dateTime={data.createdAt}>{date}</time>
              </Trans>
            )}
          </>
        }
        actions={back}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <FeedbackStatusBadge status={data.status} />
        {actions?.(data)}
      </div>
      <FeedbackThreadView thread={data} />
      <Card body className="mt-4">
        <h2 className="h5">{reply.heading}</h2>
        {data.status === 'Closed' ? (
          <Alert variant="secondary" className="mb-0">
            {reply.closed}
          </Alert>
        ) : (
          <ReplyForm
            threadId={data.id}
            draftKey={reply.draftKey(data.id)}
            label={reply.label(data)}
            submitText={reply.submitText}
          />
        )}
      </Card>
    </>
  )
}
