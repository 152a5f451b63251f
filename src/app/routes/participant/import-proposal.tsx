import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import { PageFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { Link, useNavigate } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { entryQueries, useImportProposal } from '@/features/proposals/entry-api'
import { teamQueries } from '@/features/teams/api'
import { currentYear } from '@/lib/dates'

/** import-proposal: copy one of my earlier years' proposals into a new draft of this year. */
export default function ImportProposal() {
  const { t } = useLingui()
  const { event: slug } = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const year = currentYear()
  const teams = useQuery(teamQueries.mine(year))
  const importable = useQuery(entryQueries.importable())
  const run = useImportProposal()
  const team = teams.data?.[0]
  const teamName = team?.name
  const importLabel = (title: string) => t`Import ${title}`

  if (!teams.data || !importable.data) {
    return <PageFallback title={t`Import a proposal`} query={[teams, importable]} />
  }

  return (
    <>
      <PageHeader
        title={t`Import a proposal`}
        subtitle={t`Copy one of your earlier proposals into a new ${year} draft; its Phase 1 text comes along.`}
      />
      {!team ? (
        <EmptyState title={t`You have no team for ${year}`}>
          <Trans>
            <Link to={paths.participant.root.to(slug)}>Create or join a team</Link> first; the
            import goes to your team.
          </Trans>
        </EmptyState>
      ) : (
        <DataTable
          rows={importable.data}
          rowKey={(r) => r.id}
          caption={t`Your proposals of earlier years — imported into team ${teamName}`}
          emptyTitle={t`No earlier proposals`}
          emptyText={t`You were not in a team with a proposal in an earlier year. Start a new proposal instead.`}
          columns={[
            { key: 'year', header: t`Year`, cell: (r) => r.year },
            {
              key: 'title',
              header: t`Proposal`,
              part: 'title',
              cell: (r) => (
                <>
                  {r.title}
                  <div className="small text-secondary">
                    {categoryName(r.category)} · {r.teamName}
                  </div>
                </>
              ),
            },
            {
              key: 'status',
              header: t`Phase 1`,
              cell: (r) => <EntryStatusBadge status={r.status1} />,
            },
            {
              key: 'action',
              header: (
                <span className="visually-hidden">
                  <Trans>Action</Trans>
                </span>
              ),
              part: 'action',
              cell: (r) => (
                <Button
                  size="sm"
                  disabled={run.isPending}
                  aria-label={importLabel(r.title)}
                  onClick={() =>
                    run.mutate(
                      { proposalId: r.id, teamId: team.id },
                      {
                        onSuccess: (proposal) => {
                          const title = proposal.title
                          toast.success(t`"${title}" is now a ${year} draft.`)
                          navigate(paths.participant.entry.to(1, proposal.id, slug), {
                            replace: true,
                          })
                        },
                      },
                    )
                  }
                >
                  <Trans>Import</Trans>
                </Button>
              ),
            },
          ]}
        />
      )}
    </>
  )
}
