import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { DataTable, type Column } from '@/components/data/data-table'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import type { InnovationUpdate } from '@/features/innovation-updates/schemas'
import { periodQueries } from '@/features/periods/api'
import { isParticipantPeriod } from '@/features/periods/rules'
import { useSelectedYear } from '@/lib/selected-year'

interface Row {
  proposalId: string
  title: string
  teamName: string
  byPeriod: Map<string, InnovationUpdate>
}

/** Proposals taking part (approved in Phase 1) with their update status in each participant period of the year. */
export default function CommitteeUpdateProposals() {
  const event = useEvent(getConfig().defaultEventSlug)
  const eventId = event.data?.id ?? null
  const year = useSelectedYear()
  const periods = useQuery(periodQueries.byYear(eventId, year))
  const updatePeriods = [...(periods.data ?? [])].filter((p) => isParticipantPeriod(p.periodId - 1)).sort((a, b) => a.periodId - b.periodId)
  const lists = useQueries({ queries: updatePeriods.map((p) => innovationUpdateQueries.byPeriod(eventId, p.id)) })
  const base = paths.updateCommittee.proposals.to()

  const rows = new Map<string, Row>()
  lists.forEach((q) => {
    for (const u of q.data ?? []) {
      const row = rows.get(u.proposalId) ?? { proposalId: u.proposalId, title: u.proposalTitle, teamName: u.teamName, byPeriod: new Map() }
      row.byPeriod.set(u.periodId, u)
      rows.set(u.proposalId, row)
    }
  })

  const columns: Column<Row>[] = [
    { key: 'title', header: 'Proposal', cell: (r) => r.title },
    { key: 'team', header: 'Team', cell: (r) => r.teamName },
    ...updatePeriods.map<Column<Row>>((p) => ({
      key: p.id,
      header: <Link to={paths.updateCommittee.period.to(p.id)}>{p.description}</Link>,
      cell: (r) => {
        const u = r.byPeriod.get(p.id)
        if (!u) return '—'
        return (
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            <UpdateStatusBadge status={u.status} />
            {u.status === 'Submitted' || u.status === 'Reviewed' ? (
              <Link to={paths.updateCommittee.detail.to(p.id, u.id)} aria-label={`Open the update on ${r.title}, ${p.description}`}>
                {u.progress === null ? 'Open' : `${u.progress}%`}
              </Link>
            ) : null}
          </span>
        )
      },
    })),
  ]

  let body
  if (!periods.data || lists.some((q) => !q.data)) body = <QueryFallback query={[event, periods, ...lists]} loading="Loading the proposals taking part…" />
  else if (updatePeriods.length === 0) body = <EmptyState title={`No periods for ${year}`}>The timeline of {year} has no participant periods yet.</EmptyState>
  else
    body = (
      <DataTable
        rows={[...rows.values()].sort((a, b) => a.title.localeCompare(b.title))}
        columns={columns}
        rowKey={(r) => r.proposalId}
        caption={`Proposals taking part in ${year} and their updates per period`}
        emptyTitle="No proposals taking part yet"
        emptyText="Proposals take part once their Phase 1 entry is approved."
      />
    )

  return (
    <>
      <PageHeader
        title="Proposals taking part"
        subtitle={`Innovation updates of ${year}: every proposal approved in Phase 1, per participant period.`}
        actions={
          <div className="d-flex gap-2">
            <Link to={`${base}?year=${year - 1}`} className="btn btn-outline-secondary btn-sm">
              ‹ {year - 1}
            </Link>
            <Link to={`${base}?year=${year + 1}`} className="btn btn-outline-secondary btn-sm">
              {year + 1} ›
            </Link>
          </div>
        }
      />
      {body}
    </>
  )
}
