import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { Link } from '@/components/layout/links'
import { useShowsRunningAwardOnly } from '@/components/layout/year-notice'
import { Progress } from '@/features/scoring/components/progress'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { activePeriod, periodTitle, phaseScoredIn } from '@/domain/award'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { scoringQueries } from '@/features/scoring/api'
import { SheetStatusBadge } from '@/features/scoring/components/sheet-view'
import { formatScore } from '@/features/scoring/format'
import type { Phase, ScoreSheet } from '@/features/scoring/schemas'
import { useScoreVerdict } from '@/app/routes/jury/use-score-verdict'
import { formatDateTime, fromNow } from '@/lib/dates'

function Assignments({ year, phase }: { year: number; phase: Phase }) {
  const sheets = useQuery(scoringQueries.mine(year, phase))
  // domain/award/scoring.ts: the sheets open only while the phase can be scored (its period runs, its results are not published).
  const scoring = useScoreVerdict(year, phase)
  const { t } = useLingui()
  return (
    <QueryView
      query={[sheets, ...scoring.queries]}
      loading={t`Loading your assignments…`}
      errorTitle={t`Your assignments could not be loaded`}
    >
      {([rows]) => (
        <>
          {scoring.verdict && !scoring.verdict.ok ? (
            <Alert variant="secondary">{scoring.verdict.reason}</Alert>
          ) : null}
          <AssignmentList rows={rows} phase={phase} open={scoring.verdict?.ok ?? false} />
        </>
      )}
    </QueryView>
  )
}

/** `open`: the phase can be scored now; otherwise every sheet is only for reading. */
function AssignmentList({
  rows,
  phase,
  open,
}: {
  rows: ScoreSheet[]
  phase: Phase
  open: boolean
}) {
  const { event } = useParams()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  const done = rows.filter((s) => s.status === 'Submitted').length
  const total = rows.length
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 className="h5 mb-0">
          <Trans>My Phase {phase} assignments</Trans>
        </h2>
        {rows.length ? (
          <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '24rem' }}>
            <div className="small">
              <Trans>
                Done {done} of {total}
              </Trans>
            </div>
            <Progress done={done} total={rows.length} />
          </div>
        ) : null}
        {phase === 3 && user.data ? (
          <Link
            className="btn btn-outline-primary btn-sm"
            to={paths.jury.newScore.to(user.data.id, event)}
          >
            <Trans>Open the grand-final sheet</Trans>
          </Link>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t`No assignments yet`}>
          <Trans>
            The committee has not assigned you any Phase {phase} proposals. They will appear here.
          </Trans>
        </EmptyState>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(s) => s.juryDetailId}
          caption={t`My Phase ${phase} assignments`}
          columns={[
            {
              key: 'title',
              header: t`Proposal`,
              part: 'title',
              cell: (s) => <span className="fw-semibold">{s.proposalTitle}</span>,
            },
            { key: 'team', header: t`Team`, cell: (s) => s.teamName },
            { key: 'category', header: t`Category`, cell: (s) => categoryName(s.category) },
            {
              key: 'status',
              header: t`Status`,
              cell: (s) => <SheetStatusBadge status={s.status} />,
            },
            {
              key: 'total',
              header: t`Total`,
              className: 'text-end',
              cell: (s) => formatScore(s.total),
            },
            {
              key: 'open',
              header: t`Score sheet`,
              part: 'action',
              cell: (s) => {
                const readOnly = !open || s.status === 'Submitted'
                const title = s.proposalTitle
                // The name starts with the word shown, for voice control and screen readers alike.
                return (
                  <Link
                    to={paths.jury.proposal.to(s.proposalId, s.juryDetailId, event)}
                    aria-label={
                      readOnly
                        ? t`View ${title}`
                        : s.status === 'Draft'
                          ? t`Continue ${title}`
                          : t`Score ${title}`
                    }
                  >
                    {readOnly
                      ? t`View`
                      : s.status === 'Draft'
                        ? t`Continue`
                        : t({ message: 'Score', context: 'verb' })}
                  </Link>
                )
              },
            },
          ]}
        />
      )}
    </>
  )
}

function Deadline({ endAt }: { endAt: string }) {
  const date = formatDateTime(endAt)
  const relative = fromNow(endAt)
  return (
    <p className="mb-0">
      <Trans>
        Deadline <time dateTime={endAt}>{date}</time>{' '}
        <span className="text-secondary">({relative})</span>
      </Trans>
    </p>
  )
}

export default function JuryHome() {
  // The assignments are those of the active period, whatever year the address names.
  useShowsRunningAwardOnly()
  const { event: slug } = useParams()
  const event = useEvent(slug ?? '')
  const { user } = useCurrentUser()
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const active = activePeriod(periods.data)
  const phase = phaseScoredIn(active?.periodId)
  const { t } = useLingui()
  const name = user.data?.name ?? ''

  return (
    <>
      <PageHeader title={t`Jury`} subtitle={t`Welcome, ${name}.`} />
      <QueryView
        query={periods}
        loading={t`Loading the timeline…`}
        errorTitle={t`The timeline could not be loaded`}
      >
        {() =>
          !active || !phase ? (
            <EmptyState title={t`No scoring period is active`}>
              <Trans>Your assignments open when the committee starts a scoring period.</Trans>
            </EmptyState>
          ) : (
            <>
              <Card body className="mb-4 border-primary">
                <h2 className="h6 text-secondary mb-1">
                  <Trans>Active period</Trans>
                </h2>
                <p className="h5 mb-1">{periodTitle(active)}</p>
                <Deadline endAt={active.endAt} />
              </Card>
              <Assignments year={Number(active.year)} phase={phase} />
            </>
          )
        }
      </QueryView>
    </>
  )
}
