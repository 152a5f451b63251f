import Badge from 'react-bootstrap/Badge'
import Table from 'react-bootstrap/Table'
import { Scrollable } from '@/components/data/scrollable'
import { numeric } from '@/components/data/table-head'
import { CriteriaHead, CriterionCells } from '@/features/scoring/components/criteria-head'
import { formatDateTime } from '@/lib/dates'
import { formatScore } from '@/features/scoring/format'
import type { Criterion, ScoreSheet, SheetStatus } from '@/features/scoring/schemas'

const STATUS_VARIANT: Record<SheetStatus, string> = {
  Assigned: 'secondary',
  Draft: 'warning',
  Submitted: 'success',
}
const STATUS_LABEL: Record<SheetStatus, string> = {
  Assigned: 'Not started',
  Draft: 'Draft',
  Submitted: 'Submitted',
}

export function SheetStatusBadge({
  status,
  removed = false,
}: {
  status: SheetStatus
  removed?: boolean
}) {
  return (
    <>
      <Badge bg={STATUS_VARIANT[status]} text={status === 'Draft' ? 'dark' : undefined}>
        {STATUS_LABEL[status]}
      </Badge>
      {removed ? (
        <Badge bg="light" text="dark" className="ms-1 border">
          Judge removed, score kept
        </Badge>
      ) : null}
    </>
  )
}

/** One sheet, read-only: each criterion's score and comment, the overall comment and the weighted total. */
export function SheetView({
  sheet,
  criteria,
  caption,
}: {
  sheet: ScoreSheet
  criteria: Criterion[]
  caption: string
}) {
  return (
    <>
      <Scrollable label={caption} className="mb-2">
        <Table bordered size="sm" striped className="align-middle mb-0">
          <caption className="visually-hidden">{caption}</caption>
          <CriteriaHead columns={[numeric('Score'), 'Comment']} />
          <tbody>
            {criteria.map((c) => {
              const s = sheet.scores.find((x) => x.criterionId === c.id)
              return (
                <tr key={c.id}>
                  <CriterionCells criterion={c} />
                  <td className="text-end fw-semibold">{s?.score ?? '—'}</td>
                  <td className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {s?.comment || <span className="text-secondary">No comment</span>}
                  </td>
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Weighted total
              </th>
              <td className="text-end fw-bold">{formatScore(sheet.total)}</td>
              <td className="text-secondary small">
                {sheet.submittedAt
                  ? `Submitted ${formatDateTime(sheet.submittedAt)}`
                  : sheet.updatedAt
                    ? `Last saved ${formatDateTime(sheet.updatedAt)}`
                    : 'Not scored yet'}
              </td>
            </tr>
          </tfoot>
        </Table>
      </Scrollable>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        <span className="fw-semibold">Overall comment: </span>
        {sheet.overallComment || <span className="text-secondary">None</span>}
      </p>
    </>
  )
}
