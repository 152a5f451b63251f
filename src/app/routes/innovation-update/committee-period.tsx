import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import ProgressBar from 'react-bootstrap/ProgressBar'
import Spinner from 'react-bootstrap/Spinner'
import { useParams } from 'react-router'
import { DataTable, type Column } from '@/components/data/data-table'
import { TableFilters, TablePager } from '@/components/data/table-filters'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import {
  type InnovationUpdate,
  UPDATE_SORT_LABELS,
  UPDATE_SORTS,
  UPDATE_STATUS_FILTER_LABELS,
  UPDATE_STATUS_FILTERS,
} from '@/features/innovation-updates/schemas'
import { periodQueries, useSendPeriodEmail } from '@/features/periods/api'
import { formatDateTime } from '@/lib/dates'
import { formatIdr } from '@/lib/money'
import { type TableParamsSpec, useTableParams } from '@/lib/table-params'

const posted = (u: InnovationUpdate) => u.status === 'Submitted' || u.status === 'Reviewed'
const UPDATES_TABLE: TableParamsSpec = {
  filters: { status: UPDATE_STATUS_FILTERS },
  sorts: UPDATE_SORTS,
  defaultSort: 'title',
}

/**
 * One participant period: who has and has not posted, a page at a time (filtered and sorted on the
 * server), and a reminder e-mail through the period's send-e-mail action.
 */
export default function CommitteeUpdatePeriod() {
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const eventId = event.data?.id ?? null
  const periods = useQuery(periodQueries.list(eventId))
  const table = useTableParams(UPDATES_TABLE)
  const updates = useQuery(innovationUpdateQueries.byPeriod(eventId, id, table.params))
  const counts = useQuery(innovationUpdateQueries.postedCount(eventId, id))
  const period = periods.data?.find((p) => p.id === id)
  const email = useSendPeriodEmail()
  const confirm = useConfirm()
  const toast = useToast()

  const title = period ? `Updates: ${period.description} ${period.year}` : 'Period updates'
  const rows = updates.data?.items ?? []

  async function onRemind() {
    if (!period || !counts.data) return
    const { total, posted: done } = counts.data
    const again = period.sendEmailAt
      ? ` The period's e-mail was last sent on ${formatDateTime(period.sendEmailAt)}.`
      : ''
    const ok = await confirm({
      title: 'Send reminder e-mail',
      message: `Send the e-mail of "${period.description}" again as a reminder? ${total - done} of ${total} proposals have not posted.${again}`,
    })
    if (!ok) return
    email.mutate(period.id, {
      onSuccess: () => toast.success('The reminder e-mail was sent.'),
    })
  }

  const columns: Column<InnovationUpdate>[] = [
    { key: 'title', header: 'Proposal', part: 'title', cell: (u) => u.proposalTitle },
    { key: 'team', header: 'Team', cell: (u) => u.teamName },
    { key: 'status', header: 'Status', cell: (u) => <UpdateStatusBadge status={u.status} /> },
    {
      key: 'progress',
      header: 'Progress',
      cell: (u) =>
        u.progress === null || !posted(u) ? (
          '—'
        ) : (
          // Stacked form: the name goes on the bar itself, where ARIA wants it.
          <ProgressBar style={{ minWidth: 100 }}>
            <ProgressBar
              now={u.progress}
              label={`${u.progress}%`}
              aria-label={`Progress of ${u.proposalTitle}: ${u.progress}%`}
            />
          </ProgressBar>
        ),
    },
    {
      key: 'value',
      header: 'Value realised',
      cell: (u) => (posted(u) ? formatIdr(u.valueRealised) : '—'),
    },
    {
      key: 'open',
      header: <span className="visually-hidden">Open</span>,
      part: 'action',
      cell: (u) =>
        posted(u) ? (
          <Link
            to={paths.updateCommittee.detail.to(id, u.id)}
            aria-label={`Open the update on ${u.proposalTitle}`}
          >
            {u.status === 'Submitted' ? 'Review' : 'Open'}
          </Link>
        ) : null,
    },
  ]

  let body
  if (!periods.data || !updates.data || !counts.data)
    body = (
      <QueryFallback
        query={[event, periods, updates, counts]}
        loading="Loading the updates of this period…"
      />
    )
  else if (!period)
    body = (
      <EmptyState title="No such period">
        This period does not exist. Choose one from the proposals list.
      </EmptyState>
    )
  else
    body = (
      <>
        <p>
          <strong>{counts.data.posted}</strong> of <strong>{counts.data.total}</strong> proposals
          have posted their update. The period runs {formatDateTime(period.startAt)} –{' '}
          {formatDateTime(period.endAt)}
          {period.isActive ? ' and is active now.' : '.'}
        </p>
        <TableFilters
          table={table}
          idPrefix="updates"
          label={`Filter the updates for ${period.description}`}
          keywordPlaceholder="Proposal or team"
          selects={[
            {
              name: 'status',
              label: 'Status',
              anyLabel: 'Any status',
              options: UPDATE_STATUS_FILTERS.map((v) => ({
                value: v,
                label: UPDATE_STATUS_FILTER_LABELS[v],
              })),
            },
          ]}
          sorts={UPDATE_SORTS.map((v) => ({ value: v, label: UPDATE_SORT_LABELS[v] }))}
        />
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(u) => u.id}
          caption={`Updates for ${period.description}`}
          emptyTitle={
            table.filtered ? 'No updates match these filters' : 'No proposals taking part'
          }
          emptyText={
            table.filtered
              ? 'Change or clear the filters.'
              : 'Proposals take part once their Phase 1 entry is approved.'
          }
        />
        <TablePager
          page={updates.data}
          shown={rows.length}
          update={table.update}
          label={`Pages of the updates for ${period.description}`}
        />
      </>
    )

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="d-flex flex-wrap gap-2">
            <LinkButton to={paths.updateCommittee.proposals.to()}>All proposals</LinkButton>
            {period ? (
              <Button
                size="sm"
                variant="primary"
                disabled={email.isPending || !counts.data}
                onClick={() => void onRemind()}
              >
                {email.isPending ? (
                  <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                ) : null}
                Send reminder e-mail
              </Button>
            ) : null}
          </div>
        }
      />
      {body}
    </>
  )
}
