import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useLingui } from '@lingui/react/macro'
import type { Page } from '@/lib/api-client'

/** The paging headers' status totals (requirements R7.4): drafts and returned, finalized, approved. */
export function StatusTotals({ totals }: { totals: Page<unknown>['totals'] }) {
  const { t } = useLingui()
  const cards = [
    {
      key: 'proposal',
      label: t`Proposal (draft or returned)`,
      value: totals.proposal,
      tone: 'secondary',
    },
    {
      key: 'finalized',
      label: t({ message: 'Finalized', context: 'entry status' }),
      value: totals.finalized,
      tone: 'info',
    },
    {
      key: 'approved',
      label: t({ message: 'Approved', context: 'entry status' }),
      value: totals.approved,
      tone: 'success',
    },
  ]
  return (
    <Row
      xs={1}
      sm={3}
      className="g-2 mb-3 list-unstyled ps-0"
      as="ul"
      aria-label={t`Status totals`}
      role="list"
    >
      {cards.map((card) => (
        <Col as="li" key={card.key} className="list-unstyled">
          <Card body className={`h-100 border-${card.tone} border-start border-4`}>
            <div className="small text-secondary">{card.label}</div>
            <div className="fs-4 fw-semibold">{card.value}</div>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
