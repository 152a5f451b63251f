import Form from 'react-bootstrap/Form'
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
          <Form.Group controlId={`score-${c.id}`} className="mb-2" style={{ maxWidth: '12rem' }}>
            <Form.Label>{c.name} score</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={c.scaleMin}
              max={c.scaleMax}
              step={1}
              aria-describedby={`score-${c.id}-hint`}
              isInvalid={!!errors.scores?.[i]?.score}
              aria-invalid={!!errors.scores?.[i]?.score}
              {...register(`scores.${i}.score`)}
            />
            <Form.Text id={`score-${c.id}-hint`}>
              {c.scaleMin} (weak) to {c.scaleMax} (excellent)
            </Form.Text>
            <Form.Control.Feedback type="invalid">
              {errors.scores?.[i]?.score?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`comment-${c.id}`}>
            <Form.Label>{c.name} comment</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              isInvalid={!!errors.scores?.[i]?.comment}
              aria-invalid={!!errors.scores?.[i]?.comment}
              {...register(`scores.${i}.comment`)}
            />
            <Form.Control.Feedback type="invalid">
              {errors.scores?.[i]?.comment?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </fieldset>
      ))}
      <Form.Group controlId="overall-comment" className="mb-3">
        <Form.Label>Overall comment</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          isInvalid={!!errors.overallComment}
          aria-invalid={!!errors.overallComment}
          {...register('overallComment')}
        />
        <Form.Control.Feedback type="invalid">
          {errors.overallComment?.message}
        </Form.Control.Feedback>
      </Form.Group>
    </SheetFormFrame>
  )
}
