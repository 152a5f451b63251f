import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { useSaveRubric } from '@/features/scoring/api'
import {
  rubricFormSchema,
  type Criterion,
  type Phase,
  type RubricFormValues,
} from '@/features/scoring/schemas'
import { describeError } from '@/lib/api-errors'

const FIELDS = ['scaleMin', 'scaleMax', 'weights'] as const

function toValues(criteria: Criterion[]): RubricFormValues {
  return {
    scaleMin: criteria[0]?.scaleMin === 0 ? 0 : 1,
    scaleMax: criteria[0]?.scaleMax ?? 10,
    criteria: criteria.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      weight: c.weight,
    })),
  }
}

/**
 * The committee's editor of one year's phase rubric: criteria with descriptions and weights that
 * must add up to 100, and the score scale. The screen shows it only while the rubric is unlocked.
 */
export function RubricEditor({
  year,
  phase,
  criteria,
}: {
  year: number
  phase: Phase
  criteria: Criterion[]
}) {
  const save = useSaveRubric({ errors: 'inline' })
  const toast = useToast()
  const { t } = useLingui()
  const form = useForm<RubricFormValues>({
    resolver: zodResolver(rubricFormSchema),
    defaultValues: toValues(criteria),
  })
  const { register, control, handleSubmit, setError, reset, formState } = form
  const { errors, isSubmitting, isDirty } = formState
  const rows = useFieldArray({ control, name: 'criteria' })
  const watched = useWatch({ control, name: 'criteria' })
  const sum = (watched ?? []).reduce(
    (a, c) => a + (Number.isFinite(c.weight) ? Number(c.weight) : 0),
    0,
  )
  const weightsError = (errors as { weights?: { message?: string } }).weights?.message

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ phase, input: { ...values, year } })
      toast.success(
        t`The Phase ${phase} rubric of ${year} is saved. Score sheets follow it from now on.`,
      )
      reset(values)
    } catch (error) {
      const described = describeError(error)
      const unmatched: string[] = []
      for (const [field, messages] of Object.entries(described.fieldErrors)) {
        const match = /^criteria\.(\d+)\.(name|description|weight)$/.exec(field)
        if (match)
          setError(`criteria.${Number(match[1])}.${match[2] as 'name'}`, {
            message: messages.join(' '),
          })
        else if ((FIELDS as readonly string[]).includes(field))
          setError(field as 'scaleMax', { message: messages.join(' ') })
        else unmatched.push(...messages)
      }
      if (Object.keys(described.fieldErrors).length === 0) unmatched.push(...described.messages)
      if (unmatched.length) setError('root', { message: unmatched.join(' ') })
    }
  })

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t`Phase ${phase} rubric of ${year}`}
    >
      {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
      <Row className="g-2 mb-3">
        <Col sm={4}>
          <Form.Group controlId={`scale-min-${phase}`}>
            <Form.Label>
              <Trans>Scale starts at</Trans>
            </Form.Label>
            <Form.Select {...register('scaleMin', { valueAsNumber: true })}>
              <option value={1}>1</option>
              <option value={0}>0</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={4}>
          <Field
            id={`scale-max-${phase}`}
            label={t`Scale ends at`}
            error={errors.scaleMax?.message}
          >
            {(control) => (
              <Form.Control
                type="number"
                min={3}
                max={10}
                {...control}
                {...register('scaleMax', { valueAsNumber: true })}
              />
            )}
          </Field>
        </Col>
      </Row>
      {rows.fields.map((field, index) => {
        const number = index + 1
        return (
          <Card key={field.id} className="mb-2">
            <Card.Body className="py-2">
              <Row className="g-2 align-items-start">
                <Col md={4}>
                  <Field
                    id={`criterion-${phase}-${index}-name`}
                    label={t`Criterion ${number}`}
                    labelClassName="small mb-0"
                    error={errors.criteria?.[index]?.name?.message}
                  >
                    {(control) => (
                      <Form.Control {...control} {...register(`criteria.${index}.name`)} />
                    )}
                  </Field>
                </Col>
                <Col md={5}>
                  <Field
                    id={`criterion-${phase}-${index}-description`}
                    label={t`Description of criterion ${number}`}
                    labelClassName="small mb-0"
                    error={errors.criteria?.[index]?.description?.message}
                  >
                    {(control) => (
                      <Form.Control
                        as="textarea"
                        rows={2}
                        {...control}
                        {...register(`criteria.${index}.description`)}
                      />
                    )}
                  </Field>
                </Col>
                <Col md={2}>
                  <Field
                    id={`criterion-${phase}-${index}-weight`}
                    label={t`Weight of criterion ${number} (%)`}
                    labelClassName="small mb-0"
                    error={errors.criteria?.[index]?.weight?.message}
                  >
                    {(control) => (
                      <Form.Control
                        type="number"
                        min={1}
                        max={100}
                        {...control}
                        {...register(`criteria.${index}.weight`, { valueAsNumber: true })}
                      />
                    )}
                  </Field>
                </Col>
                <Col md={1} className="pt-md-4">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    onClick={() => rows.remove(index)}
                    disabled={rows.fields.length <= 1}
                    aria-label={t`Remove criterion ${number}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Col>
              </Row>
            </Card.Body>
          </Card>
        )
      })}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => rows.append({ id: null, name: '', description: '', weight: 0 })}
          disabled={rows.fields.length >= 10}
        >
          <Trans>Add a criterion</Trans>
        </Button>
        <span role="status" className={`small ${sum === 100 ? 'text-success' : 'text-danger'}`}>
          <Trans>Weights add up to {sum} of 100.</Trans>
        </span>
      </div>
      {weightsError ? (
        <Alert variant="danger" className="mt-2 py-2">
          {weightsError}
        </Alert>
      ) : null}
      <div className="mt-3 d-flex gap-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          <Trans>Save the rubric</Trans>
        </Button>
        <Button
          variant="link"
          onClick={() => reset(toValues(criteria))}
          disabled={isSubmitting || !isDirty}
        >
          <Trans>Undo changes</Trans>
        </Button>
      </div>
    </Form>
  )
}
