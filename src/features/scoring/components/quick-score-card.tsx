import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import { Field } from '@/components/forms/field'
import { categoryName } from '@/config/constants'
import { SheetFormFrame } from '@/features/scoring/components/sheet-form-frame'
import { SheetStatusBadge, SheetView } from '@/features/scoring/components/sheet-view'
import { scoringQueries } from '@/features/scoring/api'
import { SHEET_STATUSES, type Criterion, type ScoreSheet } from '@/features/scoring/schemas'
import { useSheetForm } from '@/features/scoring/use-sheet-form'

function QuickForm({ sheet, criteria }: { sheet: ScoreSheet; criteria: Criterion[] }) {
  const sheetForm = useSheetForm(sheet, criteria)
  const { form } = sheetForm
  const errors = form.formState.errors
  const { t } = useLingui()
  const title = sheet.proposalTitle
  return (
    <SheetFormFrame
      sheetForm={sheetForm}
      label={t`Scores for ${title}`}
      criteriaCount={criteria.length}
      submitText={t`Submit`}
      size="lg"
    >
      {criteria.map((c, i) => (
        <fieldset
          key={c.id}
          className="mb-3"
          aria-describedby={
            errors.scores?.[i]?.score ? `quick-${sheet.juryDetailId}-${c.id}-error` : undefined
          }
        >
          <legend className="fs-6 fw-semibold mb-1">
            {c.name} <span className="text-secondary fw-normal">· {c.weight}%</span>
          </legend>
          <div className="d-flex flex-wrap gap-2">
            {Array.from({ length: c.scaleMax - c.scaleMin + 1 }, (_, k) => c.scaleMin + k).map(
              (n) => {
                const id = `quick-${sheet.juryDetailId}-${c.id}-${n}`
                return (
                  <span key={n}>
                    <input
                      type="radio"
                      className="btn-check"
                      id={id}
                      value={String(n)}
                      {...form.register(`scores.${i}.score`, sheetForm.scoreField(i))}
                    />
                    <label
                      className="btn btn-outline-primary btn-lg quick-score"
                      htmlFor={id}
                      style={{ minWidth: '3rem' }}
                    >
                      {n}
                    </label>
                  </span>
                )
              },
            )}
          </div>
          {errors.scores?.[i]?.score ? (
            <div
              className="text-danger small mt-1"
              id={`quick-${sheet.juryDetailId}-${c.id}-error`}
            >
              {errors.scores[i].score.message}
            </div>
          ) : null}
        </fieldset>
      ))}
      <Field
        id={`quick-overall-${sheet.juryDetailId}`}
        label={t`Overall comment`}
        error={errors.overallComment?.message}
        className="mb-3"
      >
        {(control) => (
          <Form.Control as="textarea" rows={2} {...control} {...form.register('overallComment')} />
        )}
      </Field>
    </SheetFormFrame>
  )
}

/** One finalist on the grand-final sheet: big one-tap scores per criterion, or the submitted scores. */
export function QuickScoreCard({
  sheet,
  criteria,
  position,
  locked = false,
}: {
  sheet: ScoreSheet
  criteria: Criterion[]
  position: number
  locked?: boolean
}) {
  const headingId = `finalist-${sheet.juryDetailId}`
  const { t } = useLingui()
  const title = sheet.proposalTitle
  // The card's form saves into the sheet's own query (the list beside it is read again only when next
  // shown): its badge reads whichever of the two has come further (Assigned → Draft → Submitted).
  const saved = useQuery({ ...scoringQueries.sheet(sheet.juryDetailId), enabled: false }).data
  const status =
    saved && SHEET_STATUSES.indexOf(saved.status) > SHEET_STATUSES.indexOf(sheet.status)
      ? saved.status
      : sheet.status
  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={headingId} className="h5 mb-0">
          {position}. {sheet.proposalTitle}
        </h2>
        <span>
          <span className="text-body-secondary me-2">
            {sheet.teamName} · {categoryName(sheet.category)}
          </span>
          <SheetStatusBadge status={status} />
        </span>
      </Card.Header>
      <Card.Body>
        {sheet.status === 'Submitted' || locked ? (
          <SheetView sheet={sheet} criteria={criteria} caption={t`Your scores for ${title}`} />
        ) : (
          <QuickForm sheet={sheet} criteria={criteria} />
        )}
      </Card.Body>
    </Card>
  )
}
