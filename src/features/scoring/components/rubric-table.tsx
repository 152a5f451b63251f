import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
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
  const rubricsUrl = getConfig().assessmentRubricsUrl
  const { t } = useLingui()
  return (
    <section aria-labelledby={`rubric-${phase}`} className="mb-3">
      <Heading id={`rubric-${phase}`} className="h6">
        <Trans>Phase {phase} rubric</Trans>
      </Heading>
      <DataTable
        rows={criteria}
        rowKey={(c) => c.id}
        caption={t`Criteria of the Phase ${phase} rubric with their weights`}
        className="mb-1"
        columns={[
          {
            key: 'name',
            header: t`Criterion`,
            part: 'title',
            cell: (c) => <span className="fw-semibold">{c.name}</span>,
          },
          { key: 'description', header: t`What it means`, cell: (c) => c.description },
          {
            key: 'weight',
            header: t`Weight`,
            part: 'aside',
            className: 'text-end',
            cell: (c) => `${c.weight}%`,
          },
        ]}
      />
      <p className="small text-secondary mb-0">
        <Trans>
          Each criterion is scored from {scale}; the weights sum to {totalWeight}.{' '}
          <a href={rubricsUrl} target="_blank" rel="noreferrer">
            Assessment rubrics (opens in a new tab)
          </a>
        </Trans>
      </p>
    </section>
  )
}
