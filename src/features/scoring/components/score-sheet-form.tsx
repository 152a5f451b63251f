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
  return (
    <SheetFormFrame
      sheetForm={sheetForm}
      label={`Score sheet for ${sheet.proposalTitle}`}
      criteriaCount={criteria.length}
      submitText="Submit scores"
      stickyFooter
    >
      {criteria.map((c, i) => (
        <fieldset key={c.id} className="border rounded p-3 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-1">
            {c.name} <span className="text-secondary fw-normal">· weight {c.weight}%</span>
          </legend>
          <p className="small text-secondary mb-2">{c.description}</p>
          <Field
            id={`score-${c.id}`}
            label={`${c.name} score`}
            help={`${c.scaleMin} (weak) to ${c.scaleMax} (excellent)`}
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
                {...register(`scores.${i}.score`)}
              />
            )}
          </Field>
          <Field
            id={`comment-${c.id}`}
            label={`${c.name} comment`}
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
      ))}
      <Field
        id="overall-comment"
        label="Overall comment"
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
