import { zodResolver } from '@hookform/resolvers/zod'
import { isAxiosError } from 'axios'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { describeError } from '@/lib/api-errors'
import { useAutoAssign } from '@/features/judges/api'
import { autoAssignFormSchema, type AutoAssignFormValues } from '@/features/judges/schemas'
import { countOf, type SelectionBody } from '@/lib/row-selection'

/** Automatic assignment: N judges per proposal, least-loaded first, conflicts never, existing assignments kept. */
export function AutoAssignForm({
  year,
  phase,
  proposalCount,
  selected,
}: {
  year: number
  phase: number
  proposalCount: number
  /** The board's bulk selection: the form may fill only those proposals. */
  selected?: { count: number; body: () => SelectionBody }
}) {
  const form = useForm<AutoAssignFormValues>({
    resolver: zodResolver(autoAssignFormSchema),
    defaultValues: { judgesPerProposal: 2, preferNewJudges: true },
  })
  const autoAssign = useAutoAssign({ errors: 'inline' })
  const confirm = useConfirm()
  const toast = useToast()
  const [problem, setProblem] = useState<string[]>([])
  const [warnings, setWarnings] = useState<string[]>([])
  const errors = form.formState.errors
  const [scope, setScope] = useState<'all' | 'selected'>('all')
  const onlySelected = scope === 'selected' && !!selected && selected.count > 0

  const onSubmit = form.handleSubmit(async ({ judgesPerProposal, preferNewJudges }) => {
    setProblem([])
    setWarnings([])
    const target = onlySelected
      ? `${countOf(selected.count, 'selected proposal')}`
      : `${countOf(proposalCount, `approved Phase ${phase} proposal`)}`
    const ok = await confirm({
      title: 'Assign judges automatically?',
      message: `Give each of the ${target} ${judgesPerProposal} judge${judgesPerProposal === 1 ? '' : 's'}? Judges already assigned stay; the least-loaded judges without a conflict are added.`,
    })
    if (!ok) return
    try {
      const result = await autoAssign.mutateAsync({
        year,
        phase,
        judgesPerProposal,
        preferNewJudges,
        ...(onlySelected ? { selection: selected.body() } : {}),
      })
      setWarnings(result.warnings)
      toast.success(
        result.created
          ? `${result.created} assignment${result.created === 1 ? '' : 's'} added.`
          : 'Every proposal already had enough judges.',
      )
    } catch (error) {
      const described = describeError(error)
      const field =
        described.fieldErrors.judgesPerProposal ?? described.fieldErrors.JudgesPerProposal
      if (field) form.setError('judgesPerProposal', { type: 'server', message: field.join(' ') })
      const detail = described.messages.filter((m) => !field?.includes(m))
      // A problem detail (e.g. which proposal lacks judges) explains the field error: show it too.
      const body: unknown = isAxiosError(error) ? error.response?.data : undefined
      const explained =
        typeof body === 'object' &&
        body !== null &&
        'detail' in body &&
        typeof body.detail === 'string'
          ? body.detail
          : null
      setProblem(explained ? [explained] : detail)
    }
  })

  return (
    <Card body className="mb-4">
      <h2 className="h5">Automatic assignment</h2>
      <Form noValidate onSubmit={onSubmit} className="d-flex flex-wrap align-items-start gap-2">
        <Field
          id="judges-per-proposal"
          label="Judges per proposal"
          error={errors.judgesPerProposal?.message}
          style={{ maxWidth: '14rem' }}
        >
          {(control) => (
            <Form.Control
              type="number"
              min={1}
              max={10}
              step={1}
              {...control}
              {...form.register('judgesPerProposal', { valueAsNumber: true })}
            />
          )}
        </Field>
        {selected && selected.count > 0 ? (
          <Form.Group controlId="auto-assign-scope">
            <Form.Label>Proposals</Form.Label>
            <Form.Select
              value={scope}
              onChange={(e) => setScope(e.target.value === 'selected' ? 'selected' : 'all')}
            >
              <option value="all">
                All {countOf(proposalCount, `in Phase ${phase}`, `in Phase ${phase}`)}
              </option>
              <option value="selected">
                The {countOf(selected.count, 'selected', 'selected')}
              </option>
            </Form.Select>
          </Form.Group>
        ) : null}
        {phase > 1 && (
          <Form.Check
            id="prefer-new-judges"
            className="align-self-end mb-2"
            label="Prefer judges who have not judged the proposal in an earlier phase"
            {...form.register('preferNewJudges')}
          />
        )}
        <Button
          type="submit"
          className="align-self-end"
          disabled={autoAssign.isPending || proposalCount === 0}
        >
          Assign automatically
        </Button>
      </Form>
      <p className="small text-secondary mt-2 mb-0">
        Never a judge from the proposal’s team or unit. Existing assignments and scores are kept.
      </p>
      <MessagesAlert variant="warning" messages={warnings} />
      <MessagesAlert variant="danger" messages={problem} />
    </Card>
  )
}

/** The assignment's warnings or what stopped it, a paragraph each; nothing when there are none. */
function MessagesAlert({
  variant,
  messages,
}: {
  variant: 'warning' | 'danger'
  messages: readonly string[]
}) {
  if (messages.length === 0) return null
  return (
    <Alert variant={variant} className="mt-3 mb-0">
      {messages.map((m) => (
        <p key={m} className="mb-1">
          {m}
        </p>
      ))}
    </Alert>
  )
}
