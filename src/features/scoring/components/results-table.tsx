import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import type { ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Form from 'react-bootstrap/Form'
import { categoryName } from '@/config/constants'
import { DataTable, type Column } from '@/components/data/data-table'
import { PhoneDisclosure } from '@/components/layout/phone-disclosure'
import { explainRow, howResultsAreComputed } from '@/features/scoring/explain'
import { formatScore, formatZ } from '@/features/scoring/format'
import type { PhaseResults, ResultRow } from '@/features/scoring/schemas'

export interface ResultsTableProps {
  rows: ResultRow[]
  rules: PhaseResults['rules']
  phase: number
  /**
   * Selection for bulk actions (advance); omitted = no checkboxes. `header` is the select-the-page
   * checkbox, and `headerLabel` the words shown beside it on a phone (part of its accessible name).
   */
  selection?: {
    isSelected: (proposalId: string) => boolean
    onToggle: (row: ResultRow) => void
    canSelect: (row: ResultRow) => boolean
    header?: ReactNode
    headerLabel?: string
  }
  renderTitle?: (row: ResultRow) => ReactNode
  renderActions?: (row: ResultRow) => ReactNode
  renderStage?: (row: ResultRow) => ReactNode
}

/**
 * A phase's results (docs/api.md "Results and fairness"): raw and normalised side by side, disagreements
 * and rank differences marked. A row's warnings are always shown; the notes on how its numbers were
 * reached open on demand, so a row stays a few lines tall and the title column keeps its width.
 */
export function ResultsTable({
  rows,
  rules,
  phase,
  selection,
  renderTitle,
  renderActions,
  renderStage,
}: ResultsTableProps) {
  const { t } = useLingui()
  const disagreement = formatScore(rules.disagreement)
  const columns: Column<ResultRow>[] = [
    {
      key: 'rankWeighted',
      header: t`Rank (weighted)`,
      className: 'text-end',
      cell: (row) => <span className="fw-semibold">{row.rankWeighted ?? '—'}</span>,
    },
    {
      key: 'rankZ',
      header: t`Rank (normalised)`,
      className: 'text-end',
      cell: (row) => (
        <>
          {row.rankZ ?? '—'}
          {row.rankDiffers ? (
            <Badge
              bg="info"
              text="dark"
              className="ms-1"
              title={t`The two methods rank this proposal differently`}
            >
              <Trans>Ranks differ</Trans>
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      key: 'proposal',
      header: t`Proposal and how its numbers were reached`,
      part: 'title',
      cell: (row) => (
        <>
          <div className="fw-semibold">{renderTitle ? renderTitle(row) : row.title}</div>
          <div className="small text-secondary">
            {row.teamName} · {row.unit} · {categoryName(row.category)}
          </div>
          <RowExplanation row={row} rules={rules} />
        </>
      ),
    },
    {
      key: 'judges',
      header: t`Judges counted (weighted / normalised)`,
      className: 'text-end',
      cell: (row) => {
        const assigned = row.judgesAssigned
        return (
          <>
            {row.judgesDone} / {row.judgesNormalised}
            {/* On its own line under the counts in the table; on a phone's card, on the same line. */}
            <span className="d-inline d-md-block small text-secondary">
              {' '}
              <Trans>of {assigned} assigned</Trans>
            </span>
          </>
        )
      },
    },
    {
      key: 'meanWeighted',
      header: t`Mean weighted`,
      className: 'text-end',
      cell: (row) => formatScore(row.meanWeighted),
    },
    {
      key: 'spread',
      header: t`Raw spread`,
      className: 'text-end',
      cell: (row) => formatScore(row.spread),
    },
    { key: 'meanZ', header: t`Mean z`, className: 'text-end', cell: (row) => formatZ(row.meanZ) },
    {
      key: 'spreadZ',
      header: t`Normalised spread`,
      className: 'text-end',
      cell: (row) => (
        <>
          {formatScore(row.spreadZ)}
          {row.disagree ? (
            <Badge
              bg="warning"
              text="dark"
              className="ms-1"
              title={t`Normalised spread above ${disagreement}`}
            >
              <Trans>Judges disagree</Trans>
            </Badge>
          ) : null}
        </>
      ),
    },
  ]
  if (selection)
    columns.unshift({
      key: 'select',
      header: selection.header ?? (
        <span className="visually-hidden">
          <Trans>Select</Trans>
        </span>
      ),
      label: selection.header ? selection.headerLabel : undefined,
      part: 'select',
      cell: (row) => {
        const title = row.title
        return (
          <Form.Check
            id={`select-${row.proposalId}`}
            aria-label={t`Select ${title}`}
            checked={selection.canSelect(row) && selection.isSelected(row.proposalId)}
            disabled={!selection.canSelect(row)}
            onChange={() => selection.onToggle(row)}
          />
        )
      },
    })
  if (renderStage) columns.push({ key: 'stage', header: t`Stage`, cell: renderStage })
  if (renderActions)
    columns.push({ key: 'actions', header: t`Actions`, part: 'action', cell: renderActions })
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.proposalId}
      caption={t`Phase ${phase} results: rank by mean weighted score and by normalised mean z-score`}
      className="mb-2"
      emptyTitle={t`No results for Phase ${phase} yet`}
      emptyText={t`Results appear once approved proposals have judges and the judges submit scores.`}
    />
  )
}

function RowExplanation({ row, rules }: { row: ResultRow; rules: PhaseResults['rules'] }) {
  // The explanation's sentences are worded in the language shown: re-rendered when it changes.
  useLinguiContext()
  const { notes, warnings } = explainRow(row, rules)
  return (
    <>
      {warnings.length ? (
        <ul className="list-unstyled small mb-0 mt-1">
          {warnings.map((w) => (
            <li key={w} className="text-warning-emphasis fw-semibold">
              ⚠ {w}
            </li>
          ))}
        </ul>
      ) : null}
      {notes.length ? (
        <details className="small mt-1 d-print-none">
          <summary className="text-secondary">
            <Trans>How these numbers were reached</Trans>
          </summary>
          <ul className="list-unstyled mb-0">
            {notes.map((n) => (
              <li key={n} className="text-secondary">
                {n}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  )
}

/** The "how results are computed" panel: the formulas of docs/api.md with the rules' values. */
export function HowResultsAreComputed({ rules }: { rules: PhaseResults['rules'] }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="how-results" className="border rounded p-2 mb-3">
      <PhoneDisclosure title={t`How results are computed`} headingId="how-results">
        <ul className="small mb-0 ps-3">
          {howResultsAreComputed(rules).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PhoneDisclosure>
    </section>
  )
}

/** Each judge's submitted scores in the phase, and whether the normalised method uses them. */
export function JudgesTable({
  judges,
  rules,
  phase,
}: {
  judges: PhaseResults['judges']
  rules: PhaseResults['rules']
  phase: number
}) {
  const { t } = useLingui()
  if (judges.length === 0) return null
  const { minScores } = rules
  const sdFloor = formatScore(rules.sdFloor)
  return (
    <section aria-labelledby={`judges-${phase}`} className="mt-3">
      <PhoneDisclosure title={t`Judges in Phase ${phase}`} headingId={`judges-${phase}`}>
        <DataTable
          rows={judges}
          rowKey={(j) => j.juryId}
          caption={t`Each judge's submitted scores in Phase ${phase}`}
          columns={[
            { key: 'name', header: t`Judge`, part: 'title', cell: (j) => j.name },
            {
              key: 'count',
              header: t`Scores submitted`,
              className: 'text-end',
              cell: (j) => j.count,
            },
            {
              key: 'mean',
              header: t`Their mean`,
              className: 'text-end',
              cell: (j) => formatScore(j.mean),
            },
            {
              key: 'sd',
              header: t`Their spread`,
              className: 'text-end',
              cell: (j) => formatScore(j.sd),
            },
            {
              key: 'normalised',
              header: t`In the normalised mean`,
              cell: (j) =>
                j.leftOut === null
                  ? t`Yes`
                  : j.leftOut === 'few-scores'
                    ? t`No: fewer than ${minScores} scores`
                    : t`No: spread not above ${sdFloor}`,
            },
          ]}
        />
      </PhoneDisclosure>
    </section>
  )
}
