import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import { PageFallback, QueryView } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { BusyButton } from '@/components/forms/busy-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { recipientCountWords } from '@/domain/award'
import { messageQueries, useRetryMessage } from '@/features/messages/api'
import { deliveryLabel, historyKindLabel, ownWords } from '@/features/messages/labels'
import type { MessageRecipient } from '@/features/messages/schemas'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'

/** One message of the history: its words, who it went to and how each e-mail went; retry the failed. */
export default function MessageDetail() {
  const { event, id = '' } = useParams()
  const { t, i18n } = useLingui()
  const toast = useToast()
  const detail = useQuery(messageQueries.detail(id, i18n.locale))
  const retry = useRetryMessage()
  const [failure, setFailure] = useState<string | null>(null)

  const retryFailed = async () => {
    setFailure(null)
    try {
      const after = await retry.mutateAsync(id)
      if (after.failed === 0) toast.success(t`Every e-mail of this message is delivered now.`)
      else
        setFailure(
          t`${plural(after.failed, {
            one: '# e-mail still failed: put its address right, then retry.',
            other: '# e-mails still failed: put their addresses right, then retry.',
          })}`,
        )
    } catch (error) {
      setFailure(describeError(error).messages.join(' '))
    }
  }

  const back = (
    <p className="mb-2">
      <Link to={paths.committee.messages.to(event)}>
        <Trans>← All messages</Trans>
      </Link>
    </p>
  )
  // Until the message is in (or when it cannot be), the page still has its heading.
  if (!detail.data)
    return (
      <>
        {back}
        <PageFallback
          title={t`Message`}
          query={detail}
          loading={t`Loading the message…`}
          errorTitle={t`This message could not be loaded`}
        />
      </>
    )
  return (
    <>
      {back}
      <QueryView query={detail}>
        {(data) => (
          <>
            <PageHeader
              title={data.subject}
              subtitle={`${historyKindLabel(data.kind)} · ${formatDateTime(data.at)}`}
            />
            {data.wordsOf ? <p className="text-secondary">{ownWords(data.wordsOf)}</p> : null}
            <Card body className="mb-3">
              <dl className="row mb-0">
                <dt className="col-sm-3">
                  <Trans context="recipients of a message">To</Trans>
                </dt>
                <dd className="col-sm-9">
                  {data.audienceText} · {recipientCountWords(data.recipientCount)}
                </dd>
                <dt className="col-sm-3">
                  <Trans>Sent by</Trans>
                </dt>
                <dd className="col-sm-9">{data.senderName ?? t`The app, automatically`}</dd>
                {data.personalLine ? (
                  <>
                    <dt className="col-sm-3">
                      <Trans>Personal line</Trans>
                    </dt>
                    <dd className="col-sm-9 text-break">{data.personalLine}</dd>
                  </>
                ) : null}
                <dt className="col-sm-3">
                  <Trans>Text</Trans>
                </dt>
                <dd className="col-sm-9 mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {data.text}
                </dd>
              </dl>
            </Card>
            <h2 className="h5">
              <Trans>Recipients and delivery</Trans>
            </h2>
            {failure ? (
              <Alert variant="danger" role="alert">
                {failure}
              </Alert>
            ) : null}
            {data.failed ? (
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <span className="text-danger">
                  {t`${plural(data.failed, {
                    one: '# e-mail failed.',
                    other: '# e-mails failed.',
                  })}`}
                </span>
                <BusyButton
                  size="sm"
                  variant="primary"
                  busy={retry.isPending}
                  busyText={t`Retrying…`}
                  onClick={() => void retryFailed()}
                >
                  <Trans>Retry the failed e-mails</Trans>
                </BusyButton>
              </div>
            ) : null}
            <DataTable<MessageRecipient>
              rows={data.recipients}
              rowKey={(r) => r.id}
              caption={t`Recipients and delivery`}
              emptyTitle={t`Nobody received this message`}
              columns={[
                { key: 'name', header: t`Name`, part: 'title', cell: (r) => r.name },
                {
                  key: 'email',
                  header: t`E-mail`,
                  cell: (r) => <span className="text-break">{r.email || '—'}</span>,
                },
                { key: 'team', header: t`Team`, cell: (r) => r.teamName ?? '—' },
                {
                  key: 'state',
                  header: t`Delivery`,
                  cell: (r) =>
                    r.state === 'failed' ? (
                      <span className="text-danger">
                        {deliveryLabel(r.state)}: {r.problem}
                      </span>
                    ) : (
                      deliveryLabel(r.state)
                    ),
                },
                {
                  key: 'at',
                  header: t`When`,
                  cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time>,
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </>
  )
}
