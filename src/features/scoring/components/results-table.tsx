import type { ReactNode } from 'react'
import Badge from 'react-bootstrap/Badge'
import Form from 'react-bootstrap/Form'
import Table from 'react-bootstrap/Table'
import { categoryName } from '@/config/constants'
import { Scrollable } from '@/components/data/scrollable'
import { EmptyState } from '@/components/feedback/states'
import { formatScore, formatZ } from '@/features/scoring/format'
import type { ResultRow } from '@/features/scoring/schemas'

export interface ResultsTableProps {
  rows: ResultRow[]
  threshold: number
  phase: number
  /** Selection for bulk actions (advance); omitted = no checkboxes. */
  selection?: { selected: ReadonlySet<string>; onToggle: (proposalId: string) => void; canSelect: (row: ResultRow) => boolean }
  renderTitle?: (row: ResultRow) => ReactNode
  renderActions?: (row: ResultRow) => ReactNode
  renderStage?: (row: ResultRow) => ReactNode
}

/** A phase's results (docs/api.md "Results and fairness"): raw and normalised side by side, disagreements and rank differences marked. */
export function ResultsTable({ rows, threshold, phase, selection, renderTitle, renderActions, renderStage }: ResultsTableProps) {
  if (rows.length === 0) {
    return <EmptyState title={`No results for Phase ${phase} yet`}>Results appear once approved proposals have judges and the judges submit scores.</EmptyState>
  }
  return (
    <Scrollable label={`Phase ${phase} results`} className="mb-2">
    <Table bordered size="sm" striped hover className="align-middle mb-0">
      <caption className="visually-hidden">Phase {phase} results: rank by mean weighted score and by mean z-score</caption>
      <thead>
        <tr>
          {selection ? (
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
          ) : null}
          <th scope="col" className="text-end">
            Rank (weighted)
          </th>
          <th scope="col" className="text-end">
            Rank (z-score)
          </th>
          <th scope="col">Proposal</th>
          <th scope="col" className="text-end">
            Judges done
          </th>
          <th scope="col" className="text-end">
            Mean weighted
          </th>
          <th scope="col" className="text-end">
            Mean z
          </th>
          <th scope="col" className="text-end">
            Spread
          </th>
          {renderStage ? <th scope="col">Stage</th> : null}
          {renderActions ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.proposalId}>
            {selection ? (
              <td>
                <Form.Check
                  id={`select-${row.proposalId}`}
                  aria-label={`Select ${row.title}`}
                  checked={selection.selected.has(row.proposalId)}
                  disabled={!selection.canSelect(row)}
                  onChange={() => selection.onToggle(row.proposalId)}
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
            </td>
            <td className="text-end">
              {row.judgesDone} of {row.judgesAssigned}
            </td>
            <td className="text-end">{formatScore(row.meanWeighted)}</td>
            <td className="text-end">{formatZ(row.meanZ)}</td>
            <td className="text-end">
              {formatScore(row.spread)}
              {row.disagree ? (
                <Badge bg="warning" text="dark" className="ms-1" title={`Spread above ${threshold}`}>
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

/** What the columns mean, in a sentence each: shown under the table. */
export function ResultsLegend({ threshold }: { threshold: number }) {
  return (
    <ul className="small text-secondary ps-3">
      <li>Mean weighted: the average of the judges’ weighted totals (1–10).</li>
      <li>
        Mean z: each judge’s totals standardised against that judge’s own average and spread in this phase, then averaged, so a harsh or lenient
        judge does not decide the ranking. A judge with a single score, or with all scores equal, counts as average (z = 0).
      </li>
      <li>Spread: the standard deviation of the judges’ totals for the proposal; “Judges disagree” above {threshold}.</li>
      <li>Equal values share a rank (1, 1, 3). Proposals with no submitted score are listed last, unranked.</li>
    </ul>
  )
}
