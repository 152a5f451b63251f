import { DataTable } from '@/components/data/data-table'
import { Link } from '@/components/layout/links'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { nextAction } from '@/features/proposals/entry-rules'
import type { ProposalSummary } from '@/features/proposals/schemas'
import { formatDateTime } from '@/lib/dates'

/** A team's proposals of a year: status per phase and what comes next for each. */
export function MyProposalsTable({
  rows,
  slug,
  year,
  hasTeam,
}: {
  rows: ProposalSummary[]
  slug: string | undefined
  year: number
  hasTeam: boolean
}) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={`My team's proposals of ${year}`}
      emptyTitle={`No proposals for ${year} yet`}
      emptyText={
        hasTeam
          ? 'Start one, or import one of your earlier proposals or an initiative project.'
          : 'Join or create a team first; then start a proposal.'
      }
      columns={[
        {
          key: 'title',
          header: 'Proposal',
          part: 'title',
          cell: (r) => (
            <>
              <Link to={paths.participant.proposal.to(r.id, slug)}>{r.title}</Link>
              <div className="small text-secondary">
                {categoryName(r.category)} · updated {formatDateTime(r.updatedAt)}
              </div>
            </>
          ),
        },
        { key: 'status1', header: 'Phase 1', cell: (r) => <EntryStatusBadge status={r.status1} /> },
        {
          key: 'status2',
          header: 'Phase 2',
          cell: (r) =>
            r.phase >= 2 ? (
              <EntryStatusBadge status={r.status2} />
            ) : (
              <span className="text-secondary small">Not reached</span>
            ),
        },
        {
          key: 'next',
          header: 'Next',
          cell: (r) => <span className="small">{nextAction(r)}</span>,
        },
      ]}
    />
  )
}
