import Badge from 'react-bootstrap/Badge'
import { DataTable } from '@/components/data/data-table'
import { criterionColumns } from '@/features/scoring/components/criteria-head'
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
  const scoreOf = (c: Criterion) => sheet.scores.find((x) => x.criterionId === c.id)
  return (
    <>
      <DataTable
        rows={criteria}
        rowKey={(c) => c.id}
        caption={caption}
        className="mb-2"
        columns={[
          ...criterionColumns<Criterion>(),
          {
            key: 'score',
            header: 'Score',
            className: 'text-end fw-semibold',
            cell: (c) => scoreOf(c)?.score ?? '—',
          },
          {
            key: 'comment',
            header: 'Comment',
            className: 'text-break',
            cell: (c) => (
              <span style={{ whiteSpace: 'pre-wrap' }}>
                {scoreOf(c)?.comment || <span className="text-secondary">No comment</span>}
              </span>
            ),
          },
        ]}
        footer={{ criterion: 'Weighted total', score: formatScore(sheet.total) }}
      />
      <p className="small text-secondary mb-1">
        {sheet.submittedAt
          ? `Submitted ${formatDateTime(sheet.submittedAt)}`
          : sheet.updatedAt
            ? `Last saved ${formatDateTime(sheet.updatedAt)}`
            : 'Not scored yet'}
      </p>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        <span className="fw-semibold">Overall comment: </span>
        {sheet.overallComment || <span className="text-secondary">None</span>}
      </p>
    </>
  )
}
