import { useQuery } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import Table from 'react-bootstrap/Table'
import { numeric, TableHead } from '@/components/data/table-head'
import { QueryFallback } from '@/components/feedback/query-view'
import { categoryName } from '@/config/constants'
import { reviewQueries } from '@/features/proposals/review-api'
import { ENTRY_STATUSES } from '@/features/proposals/schemas'

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
        <Table bordered size="sm" striped className="align-middle">
          <caption className="visually-hidden">Entries by status and phase, {year}</caption>
          <TableHead columns={['Status', numeric('Phase 1'), numeric('Phase 2')]} />
          <tbody>
            {ENTRY_STATUSES.map((status) => (
              <tr key={status}>
                <th scope="row" className="fw-normal">
                  {status}
                </th>
                <td className="text-end">{s.byStatus[1][status] ?? 0}</td>
                <td className="text-end">{s.byStatus[2][status] ?? 0}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All proposals</th>
              <td className="text-end fw-semibold">{s.total}</td>
              <td className="text-end fw-semibold">{s.semiFinalists}</td>
            </tr>
          </tfoot>
        </Table>
      </Col>
      <Col md={6}>
        <h3 className="h6">By category</h3>
        <Table bordered size="sm" striped responsive className="align-middle">
          <caption className="visually-hidden">Proposals by category, {year}</caption>
          <TableHead
            columns={[
              'Category',
              ...['Proposals', 'Approved', 'Semi-finalists', 'Finalists'].map(numeric),
            ]}
          />
          <tbody>
            {s.byCategory.map((row) => (
              <tr key={row.category}>
                <th scope="row" className="fw-normal">
                  {categoryName(row.category)}
                </th>
                <td className="text-end">{row.total}</td>
                <td className="text-end">{row.approved}</td>
                <td className="text-end">{row.semiFinalists}</td>
                <td className="text-end">{row.finalists}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Col>
    </Row>
  )
}
