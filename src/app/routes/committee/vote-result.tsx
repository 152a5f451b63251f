import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Tab from 'react-bootstrap/Tab'
import Tabs from 'react-bootstrap/Tabs'
import { Link, useParams, useSearchParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { PageCheckbox, SelectionBar } from '@/components/data/selection-bar'
import { TableFilters, TablePager } from '@/components/data/table-filters'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryFallback, StaleNote } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { PageHeader } from '@/components/layout/page-header'
import { CATEGORIES, categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { winnerMissing } from '@/features/award/lifecycle'
import { RANK_LABEL, WinnerSelect } from '@/features/proposals/components/winner-select'
import { scoringQueries, useAdvanceResults } from '@/features/scoring/api'
import { NormalisationThresholds } from '@/features/scoring/components/normalisation-thresholds'
import { PublishResults } from '@/features/scoring/components/publish-results'
import { HowResultsAreComputed, JudgesTable, ResultsTable } from '@/features/scoring/components/results-table'
import { resultCsvColumns } from '@/features/scoring/explain'
import { RESULT_FLAG_LABELS, RESULT_FLAGS, RESULT_SORT_LABELS, RESULT_SORTS, RESULT_STAGE_LABELS, RESULT_STAGES } from '@/features/scoring/result-filters'
import type { Phase, ResultRow } from '@/features/scoring/schemas'
import { voteQueries } from '@/features/votes/api'
import { formatDateTime } from '@/lib/dates'
import { downloadText, toCsv } from '@/lib/csv'
import { countOf, useRowSelection } from '@/lib/row-selection'
import { useSelectedYear } from '@/lib/selected-year'
import { useTableParams, type TableParamsSpec } from '@/lib/table-params'

const PHASES = [1, 2, 3] as const
const NEXT_STAGE: Record<1 | 2, string> = { 1: 'the semi-finals (Phase 2)', 2: 'the final (Phase 3)' }

function Stage({ row, phase }: { row: ResultRow; phase: Phase }) {
  if (row.winnerRank) return <Badge bg="success">Winner: {RANK_LABEL[row.winnerRank] ?? `rank ${row.winnerRank}`}</Badge>
  if (row.reachedPhase > phase) return <Badge bg="primary">{row.reachedPhase === 2 ? 'Semi-finalist' : 'Finalist'}</Badge>
  return <span className="text-secondary small">Phase {row.reachedPhase}</span>
}

const RESULT_TABLE: TableParamsSpec = {
  filters: { category: CATEGORIES.map((c) => String(c.id)), stage: RESULT_STAGES, flag: RESULT_FLAGS },
  sorts: RESULT_SORTS,
  defaultSort: 'rankWeighted',
}
/** Titles listed in a confirmation; beyond this the count says it. */
const LISTED = 10

function PhaseResults({ year, phase }: { year: number; phase: Phase }) {
  const { event } = useParams()
  const table = useTableParams(RESULT_TABLE)
  const result = useQuery(scoringQueries.resultPage(year, phase, table.params))
  const selection = useRowSelection(`${year}-${phase}-${table.filtersKey}`, result.data?.counts?.selectable ?? 0)
  const advance = useAdvanceResults()
  const confirm = useConfirm()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [exporting, setExporting] = useState(false)

  if (!result.data)
    return <QueryFallback query={result} loading={`Loading the Phase ${phase} results…`} errorTitle={`The Phase ${phase} results could not be loaded`} />
  const { rows, rules, judges, page } = result.data
  const total = result.data.counts?.total ?? rows.length
  const canAdvance = phase !== 3
  const canSelect = (r: ResultRow) => r.reachedPhase === phase
  const pageRows = rows.filter(canSelect).map((r) => ({ id: r.proposalId, title: r.title }))

  const advanceChosen = async () => {
    const titles = selection.pickedTitles()
    const what = countOf(selection.count, 'proposal')
    const ok = await confirm({
      title: 'Advance the selected proposals?',
      message: (
        <>
          <p>
            Advance {selection.selection.kind === 'all' ? `all ${what} matching the filters` : `these ${what}`} to {NEXT_STAGE[phase as 1 | 2]}?
          </p>
          {titles.length > 0 && titles.length <= LISTED ? (
            <ul className="mb-0">
              {titles.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    })
    if (!ok) return
    try {
      const outcome = await advance.mutateAsync({ year, phase: phase as 1 | 2, selection: selection.body(table.listFilters) })
      selection.clear()
      if (outcome.advanced) toast.success(`${outcome.advanced} proposal(s) advanced to ${NEXT_STAGE[phase as 1 | 2]}.`)
      outcome.failures.forEach((f) => toast.error(`"${f.title}": ${f.reason}`, 'Not advanced'))
    } catch (error) {
      toast.apiError(error)
    }
  }

  /** Every row matching the filters, in the list's order: one unpaged answer, only when asked for. */
  const exportCsv = async () => {
    setExporting(true)
    try {
      const all = await queryClient.fetchQuery(scoringQueries.result(year, phase, { ...table.listFilters, sort: table.sort }))
      downloadText(`results-phase-${phase}-${year}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(all.rows, resultCsvColumns(rules, categoryName)))
    } catch (error) {
      toast.apiError(error)
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <TableFilters
        table={table}
        idPrefix={`results-${phase}`}
        label={`Filter the Phase ${phase} results`}
        keywordPlaceholder="Title, team or unit"
        selects={[
          { name: 'category', label: 'Category', anyLabel: 'All categories', options: CATEGORIES.map((c) => ({ value: String(c.id), label: c.name })) },
          { name: 'stage', label: 'Stage', anyLabel: 'Any stage', options: RESULT_STAGES.map((v) => ({ value: v, label: RESULT_STAGE_LABELS[v] })) },
          { name: 'flag', label: 'Scores', anyLabel: 'Any', options: RESULT_FLAGS.map((v) => ({ value: v, label: RESULT_FLAG_LABELS[v] })) },
        ]}
        sorts={RESULT_SORTS.map((v) => ({ value: v, label: RESULT_SORT_LABELS[v] }))}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
        <span className="small text-secondary me-auto">
          {canAdvance
            ? `Select proposals still in Phase ${phase} to advance them to ${NEXT_STAGE[phase as 1 | 2]}.`
            : 'Mark up to three winners per category with the rank in the last column.'}
        </span>
        <Button variant="outline-primary" onClick={() => void exportCsv()} disabled={exporting || rows.length === 0}>
          Export CSV
        </Button>
        <Button variant="outline-secondary" onClick={() => window.print()} disabled={rows.length === 0}>
          Print
        </Button>
      </div>
      <PublishResults year={year} phase={phase} />
      <NormalisationThresholds year={year} phase={phase} />
      <HowResultsAreComputed rules={rules} />
      {canAdvance ? (
        <SelectionBar selection={selection} pageRows={pageRows} noun="proposal" label="Bulk actions">
          <Button size="sm" onClick={() => void advanceChosen()} disabled={selection.count === 0 || advance.isPending}>
            Advance selected ({selection.count})
          </Button>
        </SelectionBar>
      ) : null}
      {result.isError ? <StaleNote error={result.error} /> : null}
      {rows.length === 0 && total > 0 ? (
        <EmptyState title="No results match these filters">Change or clear the filters.</EmptyState>
      ) : (
        <ResultsTable
          rows={rows}
          rules={rules}
          phase={phase}
          selection={
            canAdvance
              ? {
                  isSelected: selection.isSelected,
                  onToggle: (r) => selection.toggle({ id: r.proposalId, title: r.title }),
                  canSelect,
                  header: <PageCheckbox selection={selection} pageRows={pageRows} label="Select every proposal on this page still in the phase" />,
                }
              : undefined
          }
          renderTitle={(r) => <Link to={paths.committee.proposalScore.to(r.proposalId, event)}>{r.title}</Link>}
          renderStage={(r) => <Stage row={r} phase={phase} />}
          renderActions={
            phase === 3
              ? (r) => (
                  <WinnerSelect
                    proposal={{ id: r.proposalId, title: r.title, category: r.category, winnerRank: r.winnerRank }}
                    missing={winnerMissing({ assigned: r.judgesAssigned, submitted: r.judgesDone })}
                    disabled={r.reachedPhase < 3}
                    onSettled={() => void queryClient.invalidateQueries({ queryKey: scoringQueries.all() })}
                  />
                )
              : undefined
          }
        />
      )}
      <TablePager page={page} shown={rows.length} table={table} label={`Pages of the Phase ${phase} results`} />
      <JudgesTable judges={judges} rules={rules} phase={phase} />
    </>
  )
}

function SessionTallies({ sessionId }: { sessionId: string }) {
  const result = useQuery(voteQueries.result(sessionId))
  if (!result.data) return <QueryFallback query={result} loading="Loading the tallies…" errorTitle="The tallies could not be loaded" />
  const r = result.data
  return (
    <Card as="section" className="mb-3" aria-labelledby={`session-${r.sessionId}`}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h3 id={`session-${r.sessionId}`} className="h6 mb-0">
            {r.name}
          </h3>
          <span className="small text-secondary">
            {r.status} · {formatDateTime(r.openAt)} – {formatDateTime(r.closeAt)} · {r.totalBallots} ballot(s)
          </span>
        </div>
        <DataTable
          rows={r.tallies}
          rowKey={(t) => t.proposalId}
          caption={`People's choice tallies of ${r.name}`}
          emptyTitle="No candidates in this session"
          columns={[
            { key: 'rank', header: 'Rank', className: 'text-end', cell: (t) => t.rank },
            { key: 'title', header: 'Proposal', cell: (t) => `${t.title} (${t.teamName})` },
            { key: 'category', header: 'Category', cell: (t) => categoryName(t.category) },
            { key: 'votes', header: 'Votes', className: 'text-end', cell: (t) => t.votes },
            { key: 'share', header: 'Share', className: 'text-end', cell: (t) => `${Math.round(t.share * 100)}%` },
          ]}
        />
      </Card.Body>
    </Card>
  )
}

function PeoplesChoice({ year }: { year: number }) {
  const { event } = useParams()
  const sessions = useQuery(voteQueries.list(year))
  return (
    <section aria-labelledby="peoples-choice" className="mt-4">
      <h2 id="peoples-choice" className="h5">
        People’s choice
      </h2>
      {!sessions.data ? (
        <QueryFallback query={sessions} loading="Loading vote sessions…" errorTitle="The vote sessions could not be loaded" />
      ) : sessions.data.length === 0 ? (
        <EmptyState title={`No vote sessions in ${year}`}>
          <Link to={paths.committee.vote.to(undefined, event)}>Create a vote session</Link> for the people’s choice.
        </EmptyState>
      ) : (
        sessions.data.map((s) => <SessionTallies key={s.id} sessionId={s.id} />)
      )}
    </section>
  )
}

export default function VoteResult() {
  const year = useSelectedYear()
  const [search, setSearch] = useSearchParams()
  const raw = Number(search.get('phase'))
  const phase: Phase = raw === 2 || raw === 3 ? raw : 1
  return (
    <>
      <PageHeader title="Results" subtitle={`Scores per phase, fair to harsh and lenient judges, and the people’s choice of ${year}.`} />
      <Tabs
        activeKey={String(phase)}
        onSelect={(key) =>
          setSearch(
            (prev) => {
              const next = new URLSearchParams(prev)
              next.set('phase', key ?? '1')
              next.delete('page')
              return next
            },
            { replace: true },
          )
        }
        className="mb-3 d-print-none"
        mountOnEnter
        unmountOnExit
        transition={false}
      >
        {PHASES.map((p) => (
          <Tab key={p} eventKey={String(p)} title={`Phase ${p}`}>
            <h2 className="h5">Phase {p} ranking</h2>
            <PhaseResults year={year} phase={p} />
          </Tab>
        ))}
      </Tabs>
      <PeoplesChoice year={year} />
    </>
  )
}
