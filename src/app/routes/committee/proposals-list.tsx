import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Nav from 'react-bootstrap/Nav'
import Spinner from 'react-bootstrap/Spinner'
import { useParams } from 'react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TablePager } from '@/components/data/table-filters'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { NavLink } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import {
  activePeriod,
  advanceMissing,
  entriesFinalVerdict,
  entryPeriodId,
  resultsFinalVerdict,
  reviewVerdicts,
  winnerMissing,
  type ScoringProgress,
} from '@/domain/award'
import { useEvent } from '@/features/event/api'
import { useScoresFrozen } from '@/app/routes/use-scores-frozen'
import { RemindButton } from '@/features/messages/components/remind-button'
import { periodQueries } from '@/features/periods/api'
import { proposalQueries } from '@/features/proposals/api'
import { BulkReviewToolbar } from '@/features/proposals/components/bulk-review-toolbar'
import { ProposalFilters } from '@/features/proposals/components/proposal-filters'
import { ReviewTable, type ReviewOffer } from '@/features/proposals/components/review-table'
import { StatusTotals } from '@/features/proposals/components/status-totals'
import { useReviewActions } from '@/features/proposals/components/use-review-actions'
import { WinnerSelect } from '@/features/proposals/components/winner-select'
import { useExportProposals } from '@/features/proposals/export-proposals'
import type { ProposalSummary } from '@/features/proposals/schemas'
import { useListFilters } from '@/features/proposals/use-list-filters'
import { scoringQueries } from '@/features/scoring/api'
import type { PhaseResults } from '@/features/scoring/schemas'

type Phase = 1 | 2 | 3
const SUBTITLE: Record<Phase, MessageDescriptor> = {
  1: msg`review entries and choose semi-finalists`,
  2: msg`review semi-finalist entries and choose finalists`,
  3: msg`finalists and winners`,
}

function toPhase(raw: string | undefined): Phase | null {
  return raw === '1' ? 1 : raw === '2' ? 2 : raw === '3' ? 3 : null
}

export default function ProposalsList() {
  const params = useParams()
  const { t } = useLingui()
  const phase = toPhase(params.phase)
  if (!phase) {
    return (
      <>
        <PageHeader title={t`Proposals`} />
        <EmptyState title={t`There is no such phase`}>
          <Trans>Choose Phase 1, 2 or 3 from the menu.</Trans>
        </EmptyState>
      </>
    )
  }
  return <PhaseList key={phase} phase={phase} slug={params.event} />
}

function PhaseList({ phase, slug }: { phase: Phase; slug: string | undefined }) {
  const { t, i18n } = useLingui()
  const { filters, filtered, update } = useListFilters(phase)
  const { year } = filters
  const list = useQuery(proposalQueries.list(filters))
  // The phase's judging per proposal, so advancing (Phases 1 and 2) and marking a winner (Phase 3) can name what is missing.
  const scoring = useQuery(scoringQueries.result(year, phase))
  // The year's winners as they stand: a rank already held is refused before anything is asked.
  const winners = useQuery({ ...scoringQueries.winnerRanks(year), enabled: phase === 3 })
  // Who advances from a published phase is final (resultsFinalVerdict).
  const { publishedAt, query: publications } = useScoresFrozen(year, phase)
  // A published phase's entries are no longer reviewed (entriesFinalVerdict): the list says why.
  const entriesFinal =
    phase === 3 ? null : entriesFinalVerdict({ phase, publishedAt: publishedAt ?? null })
  // Read on the Phase 3 list, the only one with winner ranks (publishedAt is then Phase 3's).
  const winnersOpen = resultsFinalVerdict({ phase: 3, publishedAt: publishedAt ?? null }).ok
  const { exporting, exportCsv } = useExportProposals(filters)
  const event = useEvent(slug ?? '')
  const periods = useQuery(periodQueries.list(event.data?.id ?? null))
  const active = activePeriod(periods.data)
  // Teams are reminded to finalize only while the phase's entries are open: its period is active.
  const entryPhase = phase === 3 ? null : phase
  const entriesOpen =
    entryPhase !== null &&
    active?.periodId === entryPeriodId(entryPhase) &&
    active.year === String(year)
  // Selection is per visible page: ids no longer shown drop out on their own.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const review = useReviewActions(phase === 3 ? 2 : phase, () => setSelected(new Set()))

  const rows = list.data?.items ?? []
  const chosen = rows.filter((r) => selected.has(r.id))
  // domain/award/stages.ts decides; a Phase 3 list only chooses winners.
  const offer = (row: ProposalSummary): ReviewOffer => {
    if (phase === 3) return { approve: false, return: false, advance: false }
    const verdicts = reviewVerdicts(
      { stage: row.phase, status1: row.status1, status2: row.status2 },
      phase,
      publishedAt,
    )
    // Advance waits for the scores, which its confirmation names when some are missing.
    return {
      approve: verdicts.approve.ok,
      return: verdicts.return.ok,
      advance: verdicts.advance.ok && !!scoring.data,
    }
  }
  const toAdvance = (items: ProposalSummary[]) =>
    items.map((r) => ({
      id: r.id,
      title: r.title,
      missing: advanceMissing(progressOf(scoring, r.id), phase === 2 ? 2 : 1),
    }))
  const eligible = {
    approve: chosen.filter((r) => offer(r).approve),
    return: chosen.filter((r) => offer(r).return),
    advance: chosen.filter((r) => offer(r).advance),
  }
  const changeFilters = (changes: Record<string, string | number>) => {
    update(changes)
    setSelected(new Set())
  }
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <>
      <PageHeader
        title={t`Phase ${phase} proposals`}
        subtitle={`${year} · ${i18n._(SUBTITLE[phase])}`}
        actions={
          <Button
            variant="outline-primary"
            onClick={() => void exportCsv()}
            disabled={exporting || !list.data || list.data.totalCount === 0}
          >
            {exporting ? (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            ) : null}
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      {entriesOpen ? (
        <RemindButton
          className="mb-3"
          audience={{ kind: 'unfinalized', year, phase: entryPhase }}
          publications={publications.data}
          label={t`Remind teams whose entry is not finalized`}
        />
      ) : null}

      <Nav variant="tabs" className="mb-3" aria-label={t`Phases`}>
        {([1, 2, 3] as const).map((p) => (
          <Nav.Item key={p}>
            <Nav.Link as={NavLink} to={paths.committee.proposals.to(p, slug)}>
              <Trans>Phase {p}</Trans>
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>

      {list.data ? <StatusTotals totals={list.data.totals} /> : null}
      <ProposalFilters
        keyword={filters.keyword}
        category={filters.category}
        status={filters.status}
        onChange={changeFilters}
      />
      {entriesFinal && !entriesFinal.ok ? (
        <p className="small text-secondary mb-2">{entriesFinal.reason}</p>
      ) : null}
      {phase !== 3 ? (
        <BulkReviewToolbar
          selected={chosen.length}
          eligible={eligible}
          busy={review.busy}
          oneRow={review.running.size === 1}
          onApprove={() => void review.approve(eligible.approve)}
          onReturn={() => review.giveBack(eligible.return)}
          onAdvance={() => void review.advance(toAdvance(eligible.advance))}
        />
      ) : null}

      <QueryView
        query={list}
        loading={t`Loading proposals…`}
        errorTitle={t`The proposals could not be loaded`}
      >
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              title={
                filtered
                  ? t`No proposals match these filters`
                  : t`No Phase ${phase} proposals in ${year} yet`
              }
            >
              {filtered
                ? t`Change or clear the filters.`
                : phase === 1
                  ? t`Proposals appear here as teams create them.`
                  : t`Proposals appear here once they advance.`}
            </EmptyState>
          ) : (
            <>
              <ReviewTable
                rows={page.items}
                phase={phase}
                year={year}
                slug={slug}
                selection={
                  phase !== 3
                    ? {
                        selected,
                        onToggle: toggle,
                        onToggleAll: () =>
                          setSelected(
                            chosen.length === rows.length
                              ? new Set()
                              : new Set(rows.map((r) => r.id)),
                          ),
                      }
                    : undefined
                }
                review={{
                  offer,
                  busy: review.busy,
                  // One row's action is said in its row; several rows' in the toolbar above.
                  running: review.running.size === 1 ? review.running : undefined,
                  approve: (row) => void review.approve([row]),
                  giveBack: (row) => review.giveBack([row]),
                  advance: (row) => void review.advance(toAdvance([row])),
                }}
                winner={
                  phase === 3
                    ? (row) => (
                        <WinnerSelect
                          proposal={row}
                          missing={scoring.data ? winnerMissing(progressOf(scoring, row.id)) : null}
                          ranked={winners.data}
                          disabled={!winnersOpen}
                        />
                      )
                    : undefined
                }
              />
              <TablePager
                page={page}
                shown={page.items.length}
                update={changeFilters}
                label={t`Pages`}
                className=""
              />
            </>
          )
        }
      </QueryView>
      {review.returnDialog}
    </>
  )
}

/** A proposal's judging in the phase, as its result row counts it (none assigned when it has no row). */
function progressOf(scoring: UseQueryResult<PhaseResults>, proposalId: string): ScoringProgress {
  const row = scoring.data?.rows.find((x) => x.proposalId === proposalId)
  return row
    ? { assigned: row.judgesAssigned, submitted: row.judgesDone }
    : { assigned: 0, submitted: 0 }
}
