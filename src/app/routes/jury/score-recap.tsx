import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'react-bootstrap/Button'
import Nav from 'react-bootstrap/Nav'
import { DataTable } from '@/components/data/data-table'
import { useParams } from 'react-router'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { Link, NavLink } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { scoringQueries } from '@/features/scoring/api'
import { SheetStatusBadge } from '@/features/scoring/components/sheet-view'
import { formatScore } from '@/features/scoring/format'
import type { Phase, ScoreSheet } from '@/features/scoring/schemas'
import { useSelectedYear } from '@/lib/selected-year'

const PHASES = [1, 2, 3] as const

export default function ScoreRecap() {
  const params = useParams()
  const userId = params.user ?? ''
  const raw = Number(params.phase)
  const phase = (PHASES as readonly number[]).includes(raw) ? (raw as Phase) : null
  const year = useSelectedYear()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  const sheets = useQuery({
    ...scoringQueries.byJury(userId, year, phase ?? 1),
    enabled: phase !== null,
  })
  const rubric = useQuery({ ...scoringQueries.rubric(phase ?? 1, year), enabled: phase !== null })

  const own = user.data?.id === userId
  const judgeName = (own ? user.data?.name : sheets.data?.[0]?.juryName) ?? ''
  const phaseName = phase ? t`Phase ${phase}` : ''
  const subtitle = `${judgeName ? `${judgeName} · ` : ''}${phaseName} · ${year}`

  const phaseNav = (
    <Nav variant="pills" as="nav" aria-label={t`Phases`} className="mb-3 d-print-none">
      {PHASES.map((p) => (
        <Nav.Item key={p}>
          <Nav.Link as={NavLink} to={paths.jury.score.to(p, userId, params.event)}>
            <Trans>Phase {p}</Trans>
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  )

  const body = () => {
    if (!phase) {
      const asked = params.phase ?? ''
      return (
        <EmptyState title={t`There is no phase "${asked}"`}>
          <Trans>Choose Phase 1, 2 or 3.</Trans>
        </EmptyState>
      )
    }
    if (!sheets.data || !rubric.data)
      return <QueryFallback query={[sheets, rubric]} loading={t`Loading the scores…`} />
    if (sheets.data.length === 0)
      return (
        <EmptyState title={t`No Phase ${phase} scores in ${year}`}>
          <Trans>Score sheets appear here once the committee assigns proposals.</Trans>
        </EmptyState>
      )
    const criteria = rubric.data
    const done = sheets.data.filter((s) => s.status === 'Submitted').length
    const total = sheets.data.length
    const weights = criteria.map((c) => `${c.name} ${c.weight}%`).join(', ')
    return (
      <>
        <p className="text-secondary">
          <Trans>
            Submitted {done} of {total}. Weights: {weights}.
          </Trans>
        </p>
        <DataTable
          rows={sheets.data}
          rowKey={(s) => s.juryDetailId}
          caption={t`Phase ${phase} scores per proposal and criterion`}
          columns={[
            {
              key: 'proposal',
              header: t`Proposal`,
              part: 'title',
              cell: (s) => (
                <>
                  {/* A judge's own sheet opens from here: one not yet scored is a step away. */}
                  {own ? (
                    <Link
                      className="fw-semibold"
                      to={paths.jury.proposal.to(s.proposalId, s.juryDetailId, params.event)}
                    >
                      {s.proposalTitle}
                    </Link>
                  ) : (
                    <span className="fw-semibold">{s.proposalTitle}</span>
                  )}
                  <div className="small text-secondary">
                    {s.teamName} · {categoryName(s.category)}
                  </div>
                </>
              ),
            },
            ...criteria.map((c) => ({
              key: `criterion-${c.id}`,
              header: c.name,
              className: 'text-end',
              cell: (s: ScoreSheet) => s.scores.find((x) => x.criterionId === c.id)?.score ?? '—',
            })),
            {
              key: 'total',
              header: t`Weighted total`,
              className: 'text-end fw-semibold',
              cell: (s) => formatScore(s.total),
            },
            {
              key: 'status',
              header: t`Status`,
              part: 'aside',
              cell: (s) => <SheetStatusBadge status={s.status} removed={s.removed} />,
            },
          ]}
        />
        <h2 className="h5 mt-4">
          <Trans>Comments</Trans>
        </h2>
        {sheets.data.map((s) => (
          <section
            key={s.juryDetailId}
            className="mb-3 recap-comments"
            aria-labelledby={`comments-${s.juryDetailId}`}
          >
            <h3 id={`comments-${s.juryDetailId}`} className="h6 mb-1">
              {s.proposalTitle}
            </h3>
            {s.scores.some((x) => x.comment) ? (
              <ul className="mb-1">
                {criteria.map((c) => {
                  const comment = s.scores.find((x) => x.criterionId === c.id)?.comment
                  return comment ? (
                    <li key={c.id} style={{ whiteSpace: 'pre-wrap' }}>
                      <span className="fw-semibold">{c.name}:</span> {comment}
                    </li>
                  ) : null
                })}
              </ul>
            ) : null}
            <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
              <span className="fw-semibold">
                <Trans>Overall:</Trans>{' '}
              </span>
              {s.overallComment || (
                <span className="text-secondary">
                  <Trans>No overall comment</Trans>
                </span>
              )}
            </p>
          </section>
        ))}
      </>
    )
  }

  return (
    <>
      <PageHeader
        title={t`Score recap`}
        subtitle={subtitle}
        actions={
          <Button
            variant="outline-secondary"
            size="sm"
            className="d-print-none"
            onClick={() => window.print()}
          >
            <Trans>Print</Trans>
          </Button>
        }
      />
      {phaseNav}
      {body()}
    </>
  )
}
