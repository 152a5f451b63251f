import { useQueries, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { TimelineYearSteps } from '@/app/layouts/year-control'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { DataTable, type Column } from '@/components/data/data-table'
import { TableFilters, TablePager } from '@/components/data/table-filters'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { isParticipantPeriod } from '@/domain/award'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import { type InnovationUpdate, UPDATE_SORT_LABELS } from '@/features/innovation-updates/schemas'
import { periodQueries } from '@/features/periods/api'
import { useSelectedYear } from '@/lib/selected-year'
import { type TableParamsSpec, useTableParams } from '@/lib/table-params'
import { periodTitle } from '@/features/periods/period-name'

interface Row {
  proposalId: string
  title: string
  teamName: string
  byPeriod: Map<string, InnovationUpdate>
}

const PROPOSAL_SORTS = ['title', 'team'] as const
const PROPOSALS_TABLE: TableParamsSpec = {
  filters: {},
  sorts: PROPOSAL_SORTS,
  defaultSort: 'title',
}

/**
 * Proposals taking part (approved in Phase 1) with their update status in each participant period of
 * the year, a page at a time: each period's list is asked for the same page, keyword and sort, and
 * every period of a year has the same proposals taking part, so the pages hold the same proposals.
 */
export default function CommitteeUpdateProposals() {
  const { t } = useLingui()
  const event = useEvent(getConfig().defaultEventSlug)
  const eventId = event.data?.id ?? null
  const year = useSelectedYear()
  const periods = useQuery(periodQueries.byYear(eventId, year))
  const updatePeriods = [...(periods.data ?? [])]
    .filter((p) => isParticipantPeriod(p.periodId))
    .sort((a, b) => a.periodId - b.periodId)
  const table = useTableParams(PROPOSALS_TABLE)
  const lists = useQueries({
    queries: updatePeriods.map((p) =>
      innovationUpdateQueries.byPeriod(eventId, p.id, table.params),
    ),
  })

  // Each link's name starts with its visible words (WCAG 2.5.3): "Open", or the progress shown.
  const openLabel = (title: string, period: string, progress: number | null) =>
    progress === null
      ? t`Open the update on ${title}, ${period}`
      : t`${progress}%: open the update on ${title}, ${period}`

  const rows = new Map<string, Row>()
  lists.forEach((q) => {
    for (const u of q.data?.items ?? []) {
      const row = rows.get(u.proposalId) ?? {
        proposalId: u.proposalId,
        title: u.proposalTitle,
        teamName: u.teamName,
        byPeriod: new Map(),
      }
      row.byPeriod.set(u.periodId, u)
      rows.set(u.proposalId, row)
    }
  })

  const columns: Column<Row>[] = [
    { key: 'title', header: t`Proposal`, part: 'title', cell: (r) => r.title },
    { key: 'team', header: t`Team`, cell: (r) => r.teamName },
    ...updatePeriods.map<Column<Row>>((p) => ({
      key: p.id,
      header: <Link to={paths.updateCommittee.period.to(p.id)}>{periodTitle(p)}</Link>,
      label: periodTitle(p),
      cell: (r) => {
        const u = r.byPeriod.get(p.id)
        if (!u) return '—'
        return (
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            <UpdateStatusBadge status={u.status} />
            {u.status === 'Submitted' || u.status === 'Reviewed' ? (
              <Link
                to={paths.updateCommittee.detail.to(p.id, u.id)}
                aria-label={openLabel(r.title, periodTitle(p), u.progress)}
              >
                {u.progress === null
                  ? t({ message: 'Open', context: 'link to an update' })
                  : `${u.progress}%`}
              </Link>
            ) : null}
          </span>
        )
      },
    })),
  ]

  let body
  if (!periods.data || lists.some((q) => !q.data))
    body = (
      <QueryFallback
        query={[event, periods, ...lists]}
        loading={t`Loading the proposals taking part…`}
      />
    )
  else if (updatePeriods.length === 0)
    body = (
      <EmptyState title={t`No periods for ${year}`}>
        <Trans>The timeline of {year} has no participant periods yet.</Trans>
      </EmptyState>
    )
  else
    body = (
      <>
        <TableFilters
          table={table}
          idPrefix="update-proposals"
          label={t`Filter the proposals taking part in ${year}`}
          keywordPlaceholder={t`Proposal or team`}
          selects={[]}
          sorts={PROPOSAL_SORTS.map((v) => ({ value: v, label: UPDATE_SORT_LABELS[v] }))}
        />
        <DataTable
          rows={[...rows.values()]}
          columns={columns}
          rowKey={(r) => r.proposalId}
          caption={t`Proposals taking part in ${year} and their updates per period`}
          emptyTitle={
            table.filtered ? t`No proposals match these filters` : t`No proposals taking part yet`
          }
          emptyText={
            table.filtered
              ? t`Change or clear the filters.`
              : t`Proposals take part once their Phase 1 entry is approved.`
          }
        />
        <TablePager
          page={lists[0]?.data}
          shown={rows.size}
          update={table.update}
          label={t`Pages of the proposals taking part in ${year}`}
        />
      </>
    )

  return (
    <>
      <PageHeader
        title={t`Proposals taking part`}
        subtitle={t`Innovation updates of ${year}: every proposal approved in Phase 1, per participant period.`}
        actions={<TimelineYearSteps />}
      />
      {body}
    </>
  )
}
