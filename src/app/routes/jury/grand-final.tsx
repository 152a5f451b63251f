import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import Alert from 'react-bootstrap/Alert'
import { useParams } from 'react-router'
import { QueryFallback, QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { keepClearOfToasts } from '@/components/feedback/toasts'
import { Link } from '@/components/layout/links'
import { useShowsRunningAwardOnly } from '@/components/layout/year-notice'
import { Progress } from '@/features/scoring/components/progress'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { activePeriod, type Verdict } from '@/domain/award'
import { scoringQueries } from '@/features/scoring/api'
import { QuickScoreCard } from '@/features/scoring/components/quick-score-card'
import { useScoreVerdict } from '@/app/routes/jury/use-score-verdict'
import type { Criterion, ScoreSheet } from '@/features/scoring/schemas'
import { currentYear } from '@/lib/current-year'

/** The grand-final sheet: the judge's finalists in presentation order, one-tap scores on the Phase 3 rubric. */
export default function GrandFinal() {
  const { user: userParam, event: slug } = useParams()
  const event = useEvent(slug ?? '')
  const { user } = useCurrentUser()
  // The grand final is scored in the running award, whatever year the address names.
  useShowsRunningAwardOnly()
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const active = activePeriod(periods.data)
  const year = active ? Number(active.year) : currentYear()
  const isMe = !!user.data && user.data.id === userParam
  const sheets = useQuery({ ...scoringQueries.mine(year, 3), enabled: isMe && !!periods.data })
  const rubric = useQuery(scoringQueries.rubric(3, year))
  const scoring = useScoreVerdict(year, 3)
  const { t } = useLingui()

  const body = () => {
    if (!user.data)
      return (
        <QueryFallback
          query={user}
          loading={t`Loading your account…`}
          errorTitle={t`Your account could not be loaded`}
        />
      )
    if (!isMe) {
      return (
        <Alert variant="warning">
          <Trans>
            This is another judge’s sheet.{' '}
            <Link to={paths.jury.newScore.to(user.data.id, slug)}>
              Open your own grand-final sheet
            </Link>
            .
          </Trans>
        </Alert>
      )
    }
    return (
      <QueryView
        query={[...scoring.queries, sheets, rubric]}
        loading={t`Loading the finalists…`}
        errorTitle={t`The finalists could not be loaded`}
      >
        {([, , finalists, criteria]) => (
          <Finalists sheets={finalists} criteria={criteria} scoring={scoring.verdict!} />
        )}
      </QueryView>
    )
  }

  return (
    <>
      <PageHeader
        title={t`Grand final scoring`}
        subtitle={t`Finalists of ${year} in presentation order.`}
      />
      {body()}
    </>
  )
}

/** domain/award/scoring.ts: scores can be given in the grand final and awarding periods, until their end or the publication of the winners. */
function Finalists({
  sheets,
  criteria,
  scoring,
}: {
  sheets: ScoreSheet[]
  criteria: Criterion[]
  scoring: Verdict
}) {
  const { t } = useLingui()
  if (sheets.length === 0) {
    return (
      <EmptyState title={t`No finalists assigned to you yet`}>
        <Trans>The committee assigns the grand-final judges once the finalists are chosen.</Trans>
      </EmptyState>
    )
  }
  const done = sheets.filter((s) => s.status === 'Submitted').length
  const total = sheets.length
  const rubricsUrl = getConfig().assessmentRubricsUrl
  return (
    <>
      {/* What the judge looks at after each submit: a toast goes where it does not cover it. */}
      <div className="mb-3" style={{ maxWidth: '28rem' }} {...keepClearOfToasts}>
        <div className="small">
          <Trans>
            Done {done} of {total}
          </Trans>
        </div>
        <Progress done={done} total={sheets.length} />
      </div>
      {!scoring.ok ? <Alert variant="secondary">{scoring.reason}</Alert> : null}
      <p className="small text-secondary">
        <Trans>
          Tap a score from 1 to 10 for each criterion. Each choice is saved as you tap it.{' '}
          <a href={rubricsUrl} target="_blank" rel="noreferrer">
            Assessment rubrics (opens in a new tab)
          </a>
        </Trans>
      </p>
      {sheets.map((sheet, index) => (
        <QuickScoreCard
          key={sheet.juryDetailId}
          sheet={sheet}
          criteria={criteria}
          position={index + 1}
          locked={!scoring.ok || sheet.removed}
        />
      ))}
    </>
  )
}
