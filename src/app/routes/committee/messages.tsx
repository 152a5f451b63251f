import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import Spinner from 'react-bootstrap/Spinner'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PagedDataTable } from '@/components/data/data-table'
import { QueryView } from '@/components/feedback/query-view'
import { DayFilter } from '@/components/forms/day-filter'
import { SearchForm } from '@/components/forms/search-field'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { AUDIENCE_KINDS, HISTORY_KINDS } from '@/domain/award'
import { messageQueries, type MessageFilters } from '@/features/messages/api'
import { useExportMessages } from '@/features/messages/export-messages'
import {
  ownWords,
  AUDIENCE_KIND_LABELS,
  HISTORY_KIND_LABELS,
  historyKindLabel,
} from '@/features/messages/labels'
import type { MessageSummary } from '@/features/messages/schemas'
import { useAddressFilters } from '@/lib/table-params'
import { formatDateTime } from '@/lib/dates'

/**
 * The message history: every message sent (reminders, period e-mails, automatic reminders, and
 * the e-mails notifications caused), newest first, filtered in the address so a view can be
 * shared, each opening its text, recipients and delivery.
 */
export default function MessageHistory() {
  const { event } = useParams()
  const { t, i18n } = useLingui()
  const { search: params, update } = useAddressFilters()
  const filters: MessageFilters = {
    page: Number(params.get('page')) || 1,
    keyword: params.get('keyword') ?? '',
    kind: params.get('kind') ?? '',
    audience: params.get('audience') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const list = useQuery(messageQueries.list(filters, i18n.locale))
  const { exporting, exportCsv } = useExportMessages(filters)
  const total = (count: number) => t`${plural(count, { one: '# message', other: '# messages' })}`
  const delivery = (m: MessageSummary) =>
    m.failed
      ? t`${m.delivered} delivered, ${m.failed} failed`
      : t`${plural(m.delivered, { one: '# delivered', other: '# delivered' })}`

  return (
    <>
      <PageHeader
        title={t`Message history`}
        subtitle={t`Every e-mail the award sent, newest first: reminders, period e-mails, automatic reminders and notifications.`}
        actions={
          <Button
            variant="outline-primary"
            onClick={() => void exportCsv()}
            disabled={exporting || !list.data || list.data.totalCount === 0}
          >
            {exporting ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : null}
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <SearchForm className="mb-3" onSearch={(keyword) => update({ keyword })}>
        <Row className="g-2 align-items-start">
          <Col xs={12} md={4}>
            <Form.Label htmlFor="messages-keyword">
              <Trans>Recipient</Trans>
            </Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                id="messages-keyword"
                name="keyword"
                defaultValue={filters.keyword}
                placeholder={t`Name or e-mail address`}
                key={filters.keyword}
              />
              <Button type="submit" variant="outline-primary">
                <Trans>Search</Trans>
              </Button>
            </div>
          </Col>
          <Col xs={12} sm={6} md={2}>
            <Form.Label htmlFor="messages-kind">
              <Trans>Kind</Trans>
            </Form.Label>
            <Form.Select
              id="messages-kind"
              value={filters.kind}
              onChange={(e) => update({ kind: e.target.value })}
            >
              <option value="">{t`Every kind`}</option>
              {HISTORY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {i18n._(HISTORY_KIND_LABELS[kind])}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} sm={6} md={2}>
            <Form.Label htmlFor="messages-audience">
              <Trans>Sent to</Trans>
            </Form.Label>
            <Form.Select
              id="messages-audience"
              value={filters.audience}
              onChange={(e) => update({ audience: e.target.value })}
            >
              <option value="">{t`Anyone`}</option>
              {AUDIENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {i18n._(AUDIENCE_KIND_LABELS[kind])}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} sm={6} md={2}>
            <Form.Label htmlFor="messages-from">
              <Trans context="first day">From</Trans>
            </Form.Label>
            <DayFilter
              id="messages-from"
              what={t`the first day`}
              value={filters.from}
              onChange={(from) => update({ from })}
            />
          </Col>
          <Col xs={12} sm={6} md={2}>
            <Form.Label htmlFor="messages-to">
              <Trans context="last day">To</Trans>
            </Form.Label>
            <DayFilter
              id="messages-to"
              what={t`the last day`}
              value={filters.to}
              onChange={(to) => update({ to })}
            />
          </Col>
        </Row>
      </SearchForm>

      <QueryView query={list}>
        {(data) => (
          <>
            <p className="text-secondary small" aria-live="polite">
              {total(data.totalCount)}
            </p>
            <PagedDataTable<MessageSummary>
              page={data}
              onPage={(page) => update({ page: String(page) })}
              pagerLabel={t`Message history pages`}
              rowKey={(m) => m.id}
              caption={t`Message history`}
              emptyTitle={t`No message matches`}
              emptyText={t`Messages appear here as soon as the award sends one: a reminder, a period's e-mail, a notification by e-mail.`}
              columns={[
                {
                  key: 'at',
                  header: t`Sent`,
                  cell: (m) => <time dateTime={m.at}>{formatDateTime(m.at)}</time>,
                  className: 'text-nowrap',
                },
                {
                  key: 'subject',
                  header: t`Subject`,
                  part: 'title',
                  cell: (m) => (
                    <>
                      <Link to={paths.committee.messageDetail.to(m.id, event)}>{m.subject}</Link>
                      {m.wordsOf ? (
                        <span className="d-block small text-secondary">{ownWords(m.wordsOf)}</span>
                      ) : null}
                    </>
                  ),
                },
                { key: 'kind', header: t`Kind`, cell: (m) => historyKindLabel(m.kind) },
                {
                  key: 'to',
                  header: t({ message: 'To', context: 'recipients of a message' }),
                  cell: (m) => m.audienceText,
                },
                {
                  key: 'by',
                  header: t`Sent by`,
                  cell: (m) => m.senderName ?? t`The app, automatically`,
                },
                {
                  key: 'delivery',
                  header: t`Delivery`,
                  cell: (m) => (
                    <span className={m.failed ? 'text-danger' : undefined}>{delivery(m)}</span>
                  ),
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </>
  )
}
