import { useQuery } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { DataTable } from '@/components/data/data-table'
import { QueryFallback } from '@/components/feedback/query-view'
import { categoryName } from '@/config/constants'
import { reviewQueries, type ReviewSummary as Summary } from '@/features/proposals/review-api'
import { ENTRY_STATUSES } from '@/features/proposals/schemas'

const CATEGORY_COUNTS = [
  ['total', 'Proposals'],
  ['approved', 'Approved'],
  ['semiFinalists', 'Semi-finalists'],
  ['finalists', 'Finalists'],
] as const

/** The year's proposals counted by entry status per phase and by category (GET /report/summary). */
export function ReviewSummary({ year }: { year: number }) {
  const summary = useQuery(reviewQueries.summary(year))
  if (!summary.data)
    return (
      <QueryFallback
        query={summary}
        loading="Loading the counts…"
        errorTitle="The counts could not be loaded"
      />
    )
  const s = summary.data
  return (
    <Row className="g-4">
      <Col md={6}>
        <h3 className="h6">By status</h3>
        <DataTable
          rows={[...ENTRY_STATUSES]}
          rowKey={(status) => status}
          caption={`Entries by status and phase, ${year}`}
          columns={[
            { key: 'status', header: 'Status', part: 'title', cell: (status) => status },
            {
              key: 'phase1',
              header: 'Phase 1',
              className: 'text-end',
              cell: (status) => s.byStatus[1][status] ?? 0,
            },
            {
              key: 'phase2',
              header: 'Phase 2',
              className: 'text-end',
              cell: (status) => s.byStatus[2][status] ?? 0,
            },
          ]}
          footer={{ status: 'All proposals', phase1: s.total, phase2: s.semiFinalists }}
        />
      </Col>
      <Col md={6}>
        <h3 className="h6">By category</h3>
        <DataTable
          rows={s.byCategory}
          rowKey={(row) => String(row.category)}
          caption={`Proposals by category, ${year}`}
          columns={[
            {
              key: 'category',
              header: 'Category',
              part: 'title',
              cell: (row) => categoryName(row.category),
            },
            ...CATEGORY_COUNTS.map(([key, header]) => ({
              key,
              header,
              className: 'text-end',
              cell: (row: Summary['byCategory'][number]) => row[key],
            })),
          ]}
        />
      </Col>
    </Row>
  )
}
