import { plural } from '@lingui/core/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { LinkButton } from '@/components/layout/link-button'
import { PhoneDisclosure } from '@/components/layout/phone-disclosure'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { proposalQueries } from '@/features/proposals/api'
import { scoringQueries } from '@/features/scoring/api'
import { SheetStatusBadge, SheetView } from '@/features/scoring/components/sheet-view'
import { mean } from '@/features/scoring/fairness'
import { formatScore } from '@/features/scoring/format'
import type { Phase } from '@/features/scoring/schemas'

const PHASES = [1, 2, 3] as const

export default function ProposalScores() {
  const { id = '', event } = useParams()
  const { t } = useLingui()
  const proposal = useQuery(proposalQueries.detail(id))
  const sheets = useQuery(scoringQueries.byProposal(id))
  // The proposal's year's rubrics (the committee may have edited them for that year).
  const rubrics = useQueries({
    queries: PHASES.map((p) => ({
      ...scoringQueries.rubric(p, proposal.data?.year),
      enabled: !!proposal.data,
    })),
  })

  const proposalTitle = proposal.data?.title
  const title = proposal.data ? t`Scores: ${proposalTitle}` : t`Proposal scores`
  const subtitle = proposal.data
    ? `${proposal.data.team.name} · ${proposal.data.team.unit} · ${categoryName(proposal.data.category)} · ${proposal.data.year}`
    : undefined

  const body = () => {
    if (!proposal.data || !sheets.data || rubrics.some((r) => !r.data)) {
      return (
        <QueryFallback query={[proposal, sheets, ...rubrics]} loading={t`Loading the scores…`} />
      )
    }
    if (sheets.data.length === 0) {
      return (
        <EmptyState title={t`No judge has been assigned to this proposal yet`}>
          <Trans>Scores appear here once judges are assigned and start scoring.</Trans>
        </EmptyState>
      )
    }
    return PHASES.filter((p) => sheets.data.some((s) => s.phase === p)).map((phase: Phase) => {
      const mine = sheets.data.filter((s) => s.phase === phase)
      const criteria = rubrics[phase - 1]!.data!
      const submitted = mine
        .filter((s) => s.status === 'Submitted' && s.total !== null)
        .map((s) => s.total!)
      const done = submitted.length
      const judges = mine.length
      const meanScore = formatScore(mean(submitted))
      return (
        <section key={phase} aria-labelledby={`phase-${phase}`} className="mb-4">
          <h2 id={`phase-${phase}`} className="h5">
            <Trans>Phase {phase}</Trans>
          </h2>
          <p className="text-secondary">
            {t`${plural(judges, {
              one: `${done} of # judge submitted · mean weighted score ${meanScore}`,
              other: `${done} of # judges submitted · mean weighted score ${meanScore}`,
            })}`}
          </p>
          {mine.map((sheet) => {
            const total = formatScore(sheet.total)
            const juryName = sheet.juryName
            return (
              <Card key={sheet.juryDetailId} className="mb-3">
                <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                  <h3 className="h6 mb-0">{sheet.juryName}</h3>
                  <SheetStatusBadge status={sheet.status} removed={sheet.removed} />
                </Card.Header>
                <Card.Body>
                  {/* On a phone a judge's card shows their total; the per-criterion detail opens on demand. */}
                  <PhoneDisclosure
                    title={t`Scores per criterion · weighted total ${total}`}
                    headingLevel={4}
                    titleShown={false}
                  >
                    <SheetView
                      sheet={sheet}
                      criteria={criteria}
                      caption={t`${juryName}'s Phase ${phase} scores`}
                    />
                  </PhoneDisclosure>
                </Card.Body>
              </Card>
            )
          })}
        </section>
      )
    })
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <LinkButton to={paths.committee.proposalDetail.to(1, id, event)}>
              <Trans>Phase 1 entry</Trans>
            </LinkButton>
            <LinkButton to={paths.committee.voteResult.to(event)}>
              <Trans context="committee menu">Results</Trans>
            </LinkButton>
          </>
        }
      />
      {body()}
    </>
  )
}
