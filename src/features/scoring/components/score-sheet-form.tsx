import { Trans, useLingui } from '@lingui/react/macro'
import Form from 'react-bootstrap/Form'
import { Field } from '@/components/forms/field'
import { SheetFormFrame } from '@/features/scoring/components/sheet-form-frame'
import type { Criterion, ScoreSheet } from '@/features/scoring/schemas'
import { useSheetForm } from '@/features/scoring/use-sheet-form'

/** The full score sheet: a score and a comment per criterion, an overall comment, the live weighted total. */
export function ScoreSheetForm({ sheet, criteria }: { sheet: ScoreSheet; criteria: Criterion[] }) {
  const sheetForm = useSheetForm(sheet, criteria)
  const { register, formState } = sheetForm.form
  const errors = formState.errors
  const { t } = useLingui()
  const title = sheet.proposalTitle
  return (
    <SheetFormFrame
      sheetForm={sheetForm}
      label={t`Score sheet for ${title}`}
      criteriaCount={criteria.length}
      submitText={t`Submit scores`}
      stickyFooter
    >
      {criteria.map((c, i) => {
        const { name, weight, scaleMin, scaleMax } = c
        return (
          <fieldset key={c.id} className="border rounded p-3 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-1">
              {name}{' '}
              <span className="text-secondary fw-normal">
                <Trans>· weight {weight}%</Trans>
              </span>
            </legend>
            <p className="small text-secondary mb-2">{c.description}</p>
            <Field
              id={`score-${c.id}`}
              label={t`${name} score`}
              help={t`${scaleMin} (weak) to ${scaleMax} (excellent)`}
              error={errors.scores?.[i]?.score?.message}
              className="mb-2"
              style={{ maxWidth: '12rem' }}
            >
              {(control) => (
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={c.scaleMin}
                  max={c.scaleMax}
                  step={1}
                  {...control}
                  // A score typed out of the scale says so when the judge leaves the field, not
                  // only at Submit ("75" for a typed "7,5" was left out of the total without a
                  // word), and a message shown follows each change (useSheetForm).
                  {...register(`scores.${i}.score`, sheetForm.scoreField(i))}
                />
              )}
            </Field>
            <Field
              id={`comment-${c.id}`}
              label={t`${name} comment`}
              error={errors.scores?.[i]?.comment?.message}
            >
              {(control) => (
                <Form.Control
                  as="textarea"
                  rows={2}
                  {...control}
                  {...register(`scores.${i}.comment`)}
                />
              )}
            </Field>
          </fieldset>
        )
      })}
      <Field
        id="overall-comment"
        label={t`Overall comment`}
        error={errors.overallComment?.message}
        className="mb-3"
      >
        {(control) => (
          <Form.Control as="textarea" rows={3} {...control} {...register('overallComment')} />
        )}
      </Field>
    </SheetFormFrame>
  )
}
