import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import { Link } from '@/components/layout/links'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { nextAction } from '@/features/proposals/entry-rules'
import type { ProposalSummary } from '@/features/proposals/schemas'
import type { PublicationLike } from '@/domain/award'
import { formatDateTime } from '@/lib/dates'

/** A team's proposals of a year: status per phase and what comes next for each. */
export function MyProposalsTable({
  rows,
  slug,
  year,
  hasTeam,
  closedReason = () => null,
  publications = [],
}: {
  rows: ProposalSummary[]
  slug: string | undefined
  year: number
  hasTeam: boolean
  /** Why a proposal's current entry can no longer be edited, if so (domain/award `editEntryVerdict`). */
  closedReason?: (row: ProposalSummary) => string | null
  /** The year's published results: a proposal still in a published phase did not advance (domain/award `notAdvancedFrom`). */
  publications?: readonly PublicationLike[]
}) {
  const { t } = useLingui()
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={t`My team's proposals of ${year}`}
      emptyTitle={t`No proposals for ${year} yet`}
      emptyText={
        hasTeam
          ? t`Start one, or import one of your earlier proposals or an initiative project.`
          : t`Join or create a team first; then start a proposal.`
      }
      columns={[
        {
          key: 'title',
          header: t`Proposal`,
          part: 'title',
          cell: (r) => {
            const category = categoryName(r.category)
            const updated = formatDateTime(r.updatedAt)
            return (
              <>
                <Link to={paths.participant.proposal.to(r.id, slug)}>{r.title}</Link>
                <div className="small text-secondary">
                  <Trans>
                    {category} · updated {updated}
                  </Trans>
                </div>
              </>
            )
          },
        },
        {
          key: 'status1',
          header: t`Phase 1`,
          cell: (r) => <EntryStatusBadge status={r.status1} />,
        },
        {
          key: 'status2',
          header: t`Phase 2`,
          cell: (r) =>
            r.phase >= 2 ? (
              <EntryStatusBadge status={r.status2} />
            ) : (
              <span className="text-secondary small">
                <Trans>Not reached</Trans>
              </span>
            ),
        },
        {
          key: 'next',
          header: t({ message: 'Next', context: 'what to do next' }),
          cell: (r) => (
            <span className="small">{nextAction(r, closedReason(r), publications)}</span>
          ),
        },
      ]}
    />
  )
}
