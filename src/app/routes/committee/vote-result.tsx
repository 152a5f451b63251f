import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Tab from 'react-bootstrap/Tab'
import Tabs from 'react-bootstrap/Tabs'
import { useParams, useSearchParams } from 'react-router'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageCheckbox, SelectionBar } from '@/components/data/selection-bar'
import { TableFilters, TablePager } from '@/components/data/table-filters'
import { QueryFallback, StaleNote } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { CATEGORIES, categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import {
  advanceMissing,
  publishScoringNote,
  resultsFinalVerdict,
  winnerMissing,
} from '@/domain/award'
import { useScoresFrozen } from '@/app/routes/use-scores-frozen'
import { useEvent } from '@/features/event/api'
import { periodQueries } from '@/features/periods/api'
import { RANK_LABEL, WinnerSelect } from '@/features/proposals/components/winner-select'
import { scoringQueries } from '@/features/scoring/api'
import { AdvanceSelected, NEXT_STAGE } from '@/features/scoring/components/advance-selected'
import { NormalisationThresholds } from '@/features/scoring/components/normalisation-thresholds'
import { PublishResults } from '@/features/scoring/components/publish-results'
import {
  HowResultsAreComputed,
  JudgesTable,
  ResultsTable,
} from '@/features/scoring/components/results-table'
import { useExportResults } from '@/features/scoring/export-results'
import {
  RESULT_FLAG_LABELS,
  RESULT_FLAGS,
  RESULT_SORT_LABELS,
  RESULT_SORTS,
  RESULT_STAGE_LABELS,
  RESULT_STAGES,
} from '@/features/scoring/result-filters'
import type { Phase, ResultRow } from '@/features/scoring/schemas'
import { voteQueries } from '@/features/votes/api'
import { PeoplesChoice } from '@/features/votes/components/peoples-choice'
import { useRowSelection } from '@/lib/row-selection'
import { useSelectedYear } from '@/lib/selected-year'
import { useTableParams, type TableParamsSpec } from '@/lib/table-params'
import { useNow } from '@/lib/use-now'

const PHASES = [1, 2, 3] as const

function Stage({ row, phase }: { row: ResultRow; phase: Phase }) {
  const { t } = useLingui()
  const rank = row.winnerRank
  const reached = row.reachedPhase
  if (rank) {
    const place = RANK_LABEL[rank] ?? t`rank ${rank}`
    return (
      <Badge bg="success" className="text-wrap text-start">
        <Trans>Winner: {place}</Trans>
      </Badge>
    )
  }
  if (reached > phase)
    return <Badge bg="primary">{reached === 2 ? t`Semi-finalist` : t`Finalist`}</Badge>
  return (
    <span className="text-secondary small">
      <Trans>Phase {reached}</Trans>
    </span>
  )
}

const RESULT_TABLE: TableParamsSpec = {
  filters: {
    category: CATEGORIES.map((c) => String(c.id)),
    stage: RESULT_STAGES,
    flag: RESULT_FLAGS,
  },
  sorts: RESULT_SORTS,
  defaultSort: 'rankWeighted',
}

function PhaseResults({ year, phase }: { year: number; phase: Phase }) {
  const { event } = useParams()
  const table = useTableParams(RESULT_TABLE)
  const result = useQuery(scoringQueries.resultPage(year, phase, table.params))
  const selection = useRowSelection(
    `${year}-${phase}-${table.filtersKey}`,
    result.data?.counts?.selectable ?? 0,
  )
  const { exporting, exportCsv } = useExportResults(year, phase)
  // The timeline and the year's votes, for the publish confirmation to say what is still open.
  const eventInfo = useEvent(event ?? '')
  const periods = useQuery(periodQueries.list(eventInfo.data?.id ?? null))
  const votes = useQuery(voteQueries.list(year))
  const now = useNow()
  const { publishedAt } = useScoresFrozen(year, phase)
  // The year's winners as they stand: a rank already held is refused before anything is asked.
  const winners = useQuery({ ...scoringQueries.winnerRanks(year), enabled: phase === 3 })
  const { t, i18n } = useLingui()
  // The scoring feature's labels, in the language shown (kept as messages or read as words).
  const shown = (label: string | MessageDescriptor) =>
    typeof label === 'string' ? label : i18n._(label)

  if (!result.data)
    return (
      <QueryFallback
        query={result}
        loading={t`Loading the Phase ${phase} results…`}
        errorTitle={t`The Phase ${phase} results could not be loaded`}
      />
    )
  const { rows, rules, judges, page } = result.data
  const total = result.data.counts?.total ?? rows.length
  // Published results are final (resultsFinalVerdict, the rule the API enforces): who advanced, or
  // the winners' ranks, no longer change.
  const final = resultsFinalVerdict({ phase, publishedAt: publishedAt ?? null })
  const canAdvance = phase !== 3 && final.ok
  const canSelect = (r: ResultRow) => final.ok && r.reachedPhase === phase
  const pageRows = rows.filter(canSelect).map((r) => ({ id: r.proposalId, title: r.title }))
  const nextStage = phase === 3 ? '' : shown(NEXT_STAGE[phase])

  return (
    <>
      <TableFilters
        table={table}
        idPrefix={`results-${phase}`}
        label={t`Filter the Phase ${phase} results`}
        keywordPlaceholder={t`Title, team or unit`}
        selects={[
          {
            name: 'category',
            label: t`Category`,
            anyLabel: t`All categories`,
            options: CATEGORIES.map((c) => ({ value: String(c.id), label: categoryName(c.id) })),
          },
          {
            name: 'stage',
            label: t`Stage`,
            anyLabel: t`Any stage`,
            options: RESULT_STAGES.map((v) => ({ value: v, label: shown(RESULT_STAGE_LABELS[v]) })),
          },
          {
            name: 'flag',
            label: t`Scores`,
            anyLabel: t({ message: 'Any', context: 'scores filter' }),
            options: RESULT_FLAGS.map((v) => ({ value: v, label: shown(RESULT_FLAG_LABELS[v]) })),
          },
        ]}
        sorts={RESULT_SORTS.map((v) => ({ value: v, label: shown(RESULT_SORT_LABELS[v]) }))}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
        <span className="small text-secondary me-auto">
          {!final.ok
            ? final.reason
            : canAdvance
              ? t`Select proposals still in Phase ${phase} to advance them to ${nextStage}.`
              : t`Mark up to three winners per category with the rank in the last column.`}
        </span>
        <Button
          variant="outline-primary"
          onClick={() => void exportCsv({ ...table.listFilters, sort: table.sort })}
          disabled={exporting || rows.length === 0}
        >
          <Trans>Export CSV</Trans>
        </Button>
        <Button
          variant="outline-secondary"
          onClick={() => window.print()}
          disabled={rows.length === 0}
        >
          <Trans>Print</Trans>
        </Button>
      </div>
      <PublishResults
        year={year}
        phase={phase}
        note={publishScoringNote({
          phase,
          progress: result.data.counts?.sheets ?? { assigned: 0, submitted: 0 },
          periods: (periods.data ?? []).filter((p) => Number(p.year) === year),
          now,
          votes: votes.isError && !votes.data ? null : (votes.data ?? []),
        })}
      />
      <NormalisationThresholds year={year} phase={phase} />
      <HowResultsAreComputed rules={rules} />
      {canAdvance ? (
        <SelectionBar
          selection={selection}
          pageRows={pageRows}
          noun={t`proposal`}
          label={t`Bulk actions`}
        >
          <AdvanceSelected
            year={year}
            phase={phase as 1 | 2}
            selection={selection}
            listFilters={table.listFilters}
            missingOf={(r) =>
              advanceMissing(
                { assigned: r.judgesAssigned, submitted: r.judgesDone },
                phase as 1 | 2,
              )
            }
          />
        </SelectionBar>
      ) : null}
      {result.isError ? <StaleNote error={result.error} /> : null}
      {rows.length === 0 && total > 0 ? (
        <EmptyState title={t`No results match these filters`}>
          <Trans>Change or clear the filters.</Trans>
        </EmptyState>
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
                  header: (
                    <PageCheckbox
                      selection={selection}
                      pageRows={pageRows}
                      label={t`Select every proposal on this page still in the phase`}
                    />
                  ),
                  headerLabel: t`Select every proposal on this page`,
                }
              : undefined
          }
          renderTitle={(r) => (
            <Link to={paths.committee.proposalScore.to(r.proposalId, event)}>{r.title}</Link>
          )}
          renderStage={(r) => <Stage row={r} phase={phase} />}
          renderActions={
            phase === 3
              ? (r) => (
                  <WinnerSelect
                    proposal={{
                      id: r.proposalId,
                      title: r.title,
                      category: r.category,
                      winnerRank: r.winnerRank,
                    }}
                    missing={winnerMissing({ assigned: r.judgesAssigned, submitted: r.judgesDone })}
                    ranked={winners.data}
                    disabled={!final.ok || r.reachedPhase < 3}
                  />
                )
              : undefined
          }
        />
      )}
      <TablePager
        page={page}
        shown={rows.length}
        update={table.update}
        label={t`Pages of the Phase ${phase} results`}
      />
      <JudgesTable judges={judges} rules={rules} phase={phase} />
    </>
  )
}

export default function VoteResult() {
  const year = useSelectedYear()
  const [search, setSearch] = useSearchParams()
  const { t } = useLingui()
  const raw = Number(search.get('phase'))
  const phase: Phase = raw === 2 || raw === 3 ? raw : 1
  // The people's choice, below the ranking, shows once the ranking's first answer is in (or has
  // failed): shown at once, it was pushed far down the page when the ranking filled in. Once shown
  // it stays, when another phase's ranking loads.
  const ranking = useQuery(
    scoringQueries.resultPage(year, phase, useTableParams(RESULT_TABLE).params),
  )
  const [rankingShown, setRankingShown] = useState(false)
  if (!rankingShown && (ranking.data !== undefined || ranking.fetchStatus !== 'fetching'))
    setRankingShown(true)
  // The wrapper prints the screen on A4 landscape (styles/screens.scss): the results' columns need the width.
  return (
    <div className="print-landscape">
      <PageHeader
        title={t({ message: 'Results', context: 'committee menu' })}
        subtitle={t`Scores per phase, fair to harsh and lenient judges, and the people’s choice of ${year}.`}
      />
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
          <Tab key={p} eventKey={String(p)} title={t`Phase ${p}`}>
            <h2 className="h5">
              <Trans>Phase {p} ranking</Trans>
            </h2>
            <PhaseResults year={year} phase={p} />
          </Tab>
        ))}
      </Tabs>
      {rankingShown ? <PeoplesChoice year={year} /> : null}
    </div>
  )
}
