import Table from 'react-bootstrap/Table'
import { Scrollable } from '@/components/data/scrollable'
import { getConfig } from '@/config/env'
import type { Criterion } from '@/features/scoring/schemas'

/** The phase's rubric: what each criterion means and weighs, with the full rubrics page one click away. */
export function RubricTable({
  criteria,
  phase,
  headingLevel = 2,
}: {
  criteria: Criterion[]
  phase: number
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const scale = criteria[0] ? `${criteria[0].scaleMin}–${criteria[0].scaleMax}` : '1–10'
  const totalWeight = criteria.reduce((sum, c) => sum + c.weight, 0)
  return (
    <section aria-labelledby={`rubric-${phase}`} className="mb-3">
      <Heading id={`rubric-${phase}`} className="h6">
        Phase {phase} rubric
      </Heading>
      <Scrollable label={`Criteria of the Phase ${phase} rubric`} className="mb-1">
        <Table bordered size="sm" striped className="align-middle mb-0">
          <caption className="visually-hidden">
            Criteria of the Phase {phase} rubric with their weights
          </caption>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">What it means</th>
              <th scope="col" className="text-end">
                Weight
              </th>
            </tr>
          </thead>
          <tbody>
            {criteria.map((c) => (
              <tr key={c.id}>
                <td className="fw-semibold">{c.name}</td>
                <td>{c.description}</td>
                <td className="text-end">{c.weight}%</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scrollable>
      <p className="small text-secondary mb-0">
        Each criterion is scored from {scale}; the weights sum to {totalWeight}.{' '}
        <a href={getConfig().assessmentRubricsUrl} target="_blank" rel="noreferrer">
          Assessment rubrics (opens in a new tab)
        </a>
      </p>
    </section>
  )
}
