import { useQuery } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import { QueryFallback } from '@/components/feedback/query-view'
import { categoryName } from '@/config/constants'
import { reviewQueries, type ReviewSummary as Summary } from '@/features/proposals/review-api'
import { ENTRY_STATUSES } from '@/features/proposals/schemas'
import { ENTRY_STATUS_LABELS } from '@/features/proposals/status-labels'

const CATEGORY_COUNTS = [
  ['total', msg`Proposals`],
  ['approved', msg({ message: 'Approved', context: 'entry status' })],
  ['semiFinalists', msg`Semi-finalists`],
  ['finalists', msg`Finalists`],
] as const

/** The year's proposals counted by entry status per phase and by category (GET /report/summary). */
export function ReviewSummary({ year }: { year: number }) {
  const { i18n, t } = useLingui()
  const summary = useQuery(reviewQueries.summary(year))
  if (!summary.data)
    return (
      <QueryFallback
        query={summary}
        loading={t`Loading the counts…`}
        errorTitle={t`The counts could not be loaded`}
      />
    )
  const s = summary.data
  return (
    <Row className="g-4">
      <Col md={6}>
        <h3 className="h6">
          <Trans>By status</Trans>
        </h3>
        <DataTable
          rows={[...ENTRY_STATUSES]}
          rowKey={(status) => status}
          caption={t`Entries by status and phase, ${year}`}
          columns={[
            {
              key: 'status',
              header: t`Status`,
              part: 'title',
              cell: (status) => i18n._(ENTRY_STATUS_LABELS[status]),
            },
            {
              key: 'phase1',
              header: t`Phase 1`,
              className: 'text-end',
              cell: (status) => s.byStatus[1][status] ?? 0,
            },
            {
              key: 'phase2',
              header: t`Phase 2`,
              className: 'text-end',
              cell: (status) => s.byStatus[2][status] ?? 0,
            },
          ]}
          footer={{ status: t`All proposals`, phase1: s.total, phase2: s.semiFinalists }}
        />
      </Col>
      <Col md={6}>
        <h3 className="h6">
          <Trans>By category</Trans>
        </h3>
        <DataTable
          rows={s.byCategory}
          rowKey={(row) => String(row.category)}
          caption={t`Proposals by category, ${year}`}
          columns={[
            {
              key: 'category',
              header: t`Category`,
              part: 'title',
              cell: (row) => categoryName(row.category),
            },
            ...CATEGORY_COUNTS.map(([key, header]) => ({
              key,
              header: i18n._(header),
              className: 'text-end',
              cell: (row: Summary['byCategory'][number]) => row[key],
            })),
          ]}
        />
      </Col>
    </Row>
  )
}
