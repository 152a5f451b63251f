import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Alert from 'react-bootstrap/Alert'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { PageFallback, QueryView } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { LinkButton } from '@/components/layout/link-button'
import { Link, useNavigate } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { useShowsRunningAwardOnly } from '@/components/layout/year-notice'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { EntryReadonly } from '@/features/proposals/components/entry-readonly'
import { proposalQueries } from '@/features/proposals/api'
import { scoringQueries } from '@/features/scoring/api'
import { DeclareConflict } from '@/features/scoring/components/declare-conflict'
import { RubricTable } from '@/features/scoring/components/rubric-table'
import { ScoreSheetForm } from '@/features/scoring/components/score-sheet-form'
import { SheetStatusBadge, SheetView } from '@/features/scoring/components/sheet-view'
import { useScoreVerdict } from '@/app/routes/jury/use-score-verdict'
import { sheetDraftKey } from '@/features/scoring/use-sheet-form'
import { nextOpenSheet } from '@/features/scoring/next-sheet'
import type { ScoreSheet } from '@/features/scoring/schemas'
import { clearDraft } from '@/lib/drafts'
import { formatDateTime } from '@/lib/dates'
import { clearSubmitInterrupted } from '@/lib/interrupted-submit'

/** Once a sheet is submitted while scoring is open: on to the judge's next sheet of the phase, or back to their assignments when all are in. */
function NextSheet({ sheet, slug }: { sheet: ScoreSheet; slug: string | undefined }) {
  const mine = useQuery(scoringQueries.mine(sheet.year, sheet.phase))
  const home = paths.jury.root.to(slug)
  const { t } = useLingui()
  const phase = sheet.phase
  return (
    <QueryView
      query={mine}
      loading={t`Finding your next score sheet…`}
      errorTitle={t`Your other score sheets could not be loaded`}
    >
      {(sheets) => {
        const next = nextOpenSheet(sheets, sheet.juryDetailId)
        const title = next?.proposalTitle
        return next ? (
          <p>
            <Link
              to={paths.jury.proposal.to(next.proposalId, next.juryDetailId, slug)}
              className="btn btn-primary"
            >
              <Trans>Next: {title}</Trans>
            </Link>
          </p>
        ) : (
          <p>
            <Trans>
              All your Phase {phase} score sheets are submitted.{' '}
              <Link to={home}>Back to my assignments</Link>
            </Trans>
          </p>
        )
      }}
    </QueryView>
  )
}

export default function ScoreSheetScreen() {
  // A sheet is scored in its own phase's jury period: the year in the address does not change it.
  useShowsRunningAwardOnly()
  const { id = '', juryDetailId = '', event: slug } = useParams()
  const sheet = useQuery(scoringQueries.sheet(juryDetailId))
  const proposal = useQuery(proposalQueries.detail(id))
  const phase = sheet.data?.phase ?? 1
  const rubric = useQuery({
    ...scoringQueries.rubric(phase, sheet.data?.year),
    enabled: !!sheet.data,
  })
  // domain/award/scoring.ts: open during the phase's jury period, until its end or the publication of its results.
  const {
    verdict: scoring,
    frozen,
    queries: scoringLoad,
  } = useScoreVerdict(sheet.data?.year, sheet.data?.phase)
  const navigate = useNavigate()
  const toast = useToast()
  const { t } = useLingui()

  const submitted = sheet.data?.status === 'Submitted'
  useEffect(() => {
    // A locked sheet has nothing left to save or submit: forget any local draft of it.
    if (submitted) {
      clearDraft(sheetDraftKey(juryDetailId))
      clearSubmitInterrupted(sheetDraftKey(juryDetailId))
    }
  }, [submitted, juryDetailId])
  // Submitted while open here: the focus goes to what says so (and the way to the next sheet
  // below it), in view. The form it replaces had the focus; without this it went to the rubric's
  // heading above, and a phone showed the rubric with the result out of sight.
  const outcome = useRef<HTMLDivElement>(null)
  // The sheet shown and whether it was submitted when last seen: another sheet (Next, Back) starts
  // afresh, so opening one already submitted does not take the focus.
  const seen = useRef<{ id: string; submitted: boolean } | null>(null)
  const loadedId = sheet.data?.juryDetailId
  useEffect(() => {
    if (!loadedId) return
    if (seen.current?.id === loadedId && !seen.current.submitted && submitted)
      outcome.current?.focus()
    seen.current = { id: loadedId, submitted }
  }, [loadedId, submitted])

  const back = (
    <LinkButton to={paths.jury.root.to(slug)}>
      <Trans>My assignments</Trans>
    </LinkButton>
  )

  if (!sheet.data || !proposal.data || !rubric.data || !scoring || !frozen) {
    return (
      <PageFallback
        title={t`Score sheet`}
        actions={back}
        query={[sheet, proposal, rubric, ...scoringLoad]}
        loading={t`Loading the proposal and its score sheet…`}
        errorTitle={t`The score sheet could not be loaded`}
      />
    )
  }

  const s = sheet.data
  const p = proposal.data
  if (s.proposalId !== p.id) {
    return (
      <>
        <PageHeader title={t`Score sheet`} actions={back} />
        <Alert variant="warning">
          <Trans>
            This score sheet belongs to another proposal. Open it from your assignments.
          </Trans>
        </Alert>
      </>
    )
  }
  const proposalTitle = p.title
  const sheetTitle = s.proposalTitle
  const entryPhase: 1 | 2 = s.phase >= 2 && p.entries[2] ? 2 : 1

  const submittedOn = formatDateTime(s.submittedAt)
  const lockedReason = submitted
    ? t`You submitted these scores on ${submittedOn}. Submitted scores are locked.`
    : s.removed
      ? t`The committee has taken you off this proposal. Your scores are kept, but you can no longer change them.`
      : !scoring.ok
        ? scoring.reason
        : null

  return (
    <>
      <PageHeader
        title={t`Score: ${proposalTitle}`}
        subtitle={
          <>
            {t`Phase ${phase}`} ·{' '}
            {s.blind ? t`Blind judging: the team is not shown` : `${p.team.name} · ${p.team.unit}`}{' '}
            · {categoryName(p.category)} <SheetStatusBadge status={s.status} removed={s.removed} />
          </>
        }
        actions={
          <div className="d-flex flex-wrap gap-2">
            {/* A conflict releases the sheet: not once submitted, nor once the phase's results are published (the sheet says why). */}
            {!submitted && !s.removed && frozen.ok ? (
              <DeclareConflict
                juryDetailId={s.juryDetailId}
                proposalTitle={s.proposalTitle}
                onDeclared={() => {
                  clearDraft(sheetDraftKey(s.juryDetailId))
                  const title = s.proposalTitle
                  toast.success(
                    t`Your conflict of interest with "${title}" is recorded. The committee will assign another judge.`,
                  )
                  void navigate(paths.jury.root.to(slug))
                }}
              />
            ) : null}
            {back}
          </div>
        }
      />
      <Row className="g-4">
        <Col lg={6}>
          <section aria-labelledby="proposal-heading">
            <h2 id="proposal-heading" className="h5">
              <Trans>Proposal</Trans>
            </h2>
            <EntryReadonly proposal={p} phase={entryPhase} headingLevel={3} />
          </section>
        </Col>
        <Col lg={6}>
          <section aria-labelledby="sheet-heading">
            <h2 id="sheet-heading" className="h5">
              <Trans>Score sheet</Trans>
            </h2>
            <RubricTable criteria={rubric.data} phase={s.phase} headingLevel={3} />
            {lockedReason ? (
              <>
                <Alert ref={outcome} tabIndex={-1} variant={submitted ? 'success' : 'secondary'}>
                  {lockedReason}
                </Alert>
                {submitted && scoring.ok ? <NextSheet sheet={s} slug={slug} /> : null}
                <SheetView
                  sheet={s}
                  criteria={rubric.data}
                  caption={t`Your Phase ${phase} scores for ${sheetTitle}`}
                />
              </>
            ) : (
              <ScoreSheetForm key={s.juryDetailId} sheet={s} criteria={rubric.data} />
            )}
          </section>
        </Col>
      </Row>
    </>
  )
}
