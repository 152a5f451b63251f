import type { ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Form from 'react-bootstrap/Form'
import Table from 'react-bootstrap/Table'
import { categoryName } from '@/config/constants'
import { Scrollable } from '@/components/data/scrollable'
import { DataTable } from '@/components/data/data-table'
import { numeric, TableHead } from '@/components/data/table-head'
import { EmptyState } from '@/components/feedback/states'
import { explainRow, howResultsAreComputed } from '@/features/scoring/explain'
import { formatScore, formatZ } from '@/features/scoring/format'
import type { PhaseResults, ResultRow } from '@/features/scoring/schemas'

export interface ResultsTableProps {
  rows: ResultRow[]
  rules: PhaseResults['rules']
  phase: number
  /** Selection for bulk actions (advance); omitted = no checkboxes. `header` is the select-the-page checkbox. */
  selection?: { isSelected: (proposalId: string) => boolean; onToggle: (row: ResultRow) => void; canSelect: (row: ResultRow) => boolean; header?: ReactNode }
  renderTitle?: (row: ResultRow) => ReactNode
  renderActions?: (row: ResultRow) => ReactNode
  renderStage?: (row: ResultRow) => ReactNode
}

/** A phase's results (docs/api.md "Results and fairness"): raw and normalised side by side, disagreements and rank differences marked. */
export function ResultsTable({ rows, rules, phase, selection, renderTitle, renderActions, renderStage }: ResultsTableProps) {
  if (rows.length === 0) {
    return <EmptyState title={`No results for Phase ${phase} yet`}>Results appear once approved proposals have judges and the judges submit scores.</EmptyState>
  }
  return (
    <Scrollable label={`Phase ${phase} results`} className="mb-2">
      <Table bordered size="sm" striped hover className="align-middle mb-0">
        <caption className="visually-hidden">Phase {phase} results: rank by mean weighted score and by normalised mean z-score</caption>
        <TableHead
          columns={[
            selection ? { label: selection.header ?? <span className="visually-hidden">Select</span> } : null,
            ...['Rank (weighted)', 'Rank (normalised)'].map(numeric),
            'Proposal and how its numbers were reached',
            ...['Judges counted (weighted / normalised)', 'Mean weighted', 'Raw spread', 'Mean z', 'Normalised spread'].map(numeric),
            renderStage ? 'Stage' : null,
            renderActions ? 'Actions' : null,
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.proposalId}>
              {selection ? (
                <td>
                  <Form.Check
                    id={`select-${row.proposalId}`}
                    aria-label={`Select ${row.title}`}
                    checked={selection.canSelect(row) && selection.isSelected(row.proposalId)}
                    disabled={!selection.canSelect(row)}
                    onChange={() => selection.onToggle(row)}
                  />
                </td>
              ) : null}
              <td className="text-end fw-semibold">{row.rankWeighted ?? '—'}</td>
              <td className="text-end">
                {row.rankZ ?? '—'}
                {row.rankDiffers ? (
                  <Badge bg="info" text="dark" className="ms-1" title="The two methods rank this proposal differently">
                    Ranks differ
                  </Badge>
                ) : null}
              </td>
              <td>
                <div className="fw-semibold">{renderTitle ? renderTitle(row) : row.title}</div>
                <div className="small text-secondary">
                  {row.teamName} · {row.unit} · {categoryName(row.category)}
                </div>
                <RowExplanation row={row} rules={rules} />
              </td>
              <td className="text-end">
                {row.judgesDone} / {row.judgesNormalised}
                <div className="small text-secondary">of {row.judgesAssigned} assigned</div>
              </td>
              <td className="text-end">{formatScore(row.meanWeighted)}</td>
              <td className="text-end">{formatScore(row.spread)}</td>
              <td className="text-end">{formatZ(row.meanZ)}</td>
              <td className="text-end">
                {formatScore(row.spreadZ)}
                {row.disagree ? (
                  <Badge bg="warning" text="dark" className="ms-1" title={`Normalised spread above ${formatScore(rules.disagreement)}`}>
                    Judges disagree
                  </Badge>
                ) : null}
              </td>
              {renderStage ? <td>{renderStage(row)}</td> : null}
              {renderActions ? <td>{renderActions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scrollable>
  )
}

function RowExplanation({ row, rules }: { row: ResultRow; rules: PhaseResults['rules'] }) {
  const { notes, warnings } = explainRow(row, rules)
  return (
    <ul className="list-unstyled small mb-0 mt-1">
      {warnings.map((w) => (
        <li key={w} className="text-warning-emphasis fw-semibold">
          ⚠ {w}
        </li>
      ))}
      {notes.map((n) => (
        <li key={n} className="text-secondary">
          {n}
        </li>
      ))}
    </ul>
  )
}

/** The "how results are computed" panel: the formulas of docs/api.md with the rules' values. */
export function HowResultsAreComputed({ rules }: { rules: PhaseResults['rules'] }) {
  return (
    <section aria-labelledby="how-results" className="border rounded p-2 mb-3">
      <h3 id="how-results" className="h6">
        How results are computed
      </h3>
      <ul className="small mb-0 ps-3">
        {howResultsAreComputed(rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}

/** Each judge's submitted scores in the phase, and whether the normalised method uses them. */
export function JudgesTable({ judges, rules, phase }: { judges: PhaseResults['judges']; rules: PhaseResults['rules']; phase: number }) {
  if (judges.length === 0) return null
  return (
    <>
      <h3 className="h6 mt-3">Judges in Phase {phase}</h3>
      <DataTable
        rows={judges}
        rowKey={(j) => j.juryId}
        caption={`Each judge's submitted scores in Phase ${phase}`}
        columns={[
          { key: 'name', header: 'Judge', cell: (j) => j.name },
          { key: 'count', header: 'Scores submitted', className: 'text-end', cell: (j) => j.count },
          { key: 'mean', header: 'Their mean', className: 'text-end', cell: (j) => formatScore(j.mean) },
          { key: 'sd', header: 'Their spread', className: 'text-end', cell: (j) => formatScore(j.sd) },
          {
            key: 'normalised',
            header: 'In the normalised mean',
            cell: (j) =>
              j.leftOut === null
                ? 'Yes'
                : j.leftOut === 'few-scores'
                  ? `No: fewer than ${rules.minScores} scores`
                  : `No: spread not above ${formatScore(rules.sdFloor)}`,
          },
        ]}
      />
    </>
  )
}
