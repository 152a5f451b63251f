import { zodResolver } from '@hookform/resolvers/zod'
import { isAxiosError } from 'axios'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { describeError } from '@/lib/api-errors'
import { useAutoAssign } from '@/features/judges/api'
import { autoAssignFormSchema, type AutoAssignFormValues } from '@/features/judges/schemas'
import type { SelectionBody } from '@/lib/row-selection'

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
  const { t, i18n } = useLingui()
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
    // The proposals the judges go to, then how many judges each gets: two counts, two messages.
    const chosen = selected?.count ?? 0
    const target = onlySelected
      ? t`${plural(chosen, { one: '# selected proposal', other: '# selected proposals' })}`
      : t`${plural(proposalCount, {
          one: `# approved Phase ${phase} proposal`,
          other: `# approved Phase ${phase} proposals`,
        })}`
    const ok = await confirm({
      title: t`Assign judges automatically?`,
      message: t`${plural(judgesPerProposal, {
        one: `Give each of the ${target} # judge? Judges already assigned stay; the least-loaded judges without a conflict are added.`,
        other: `Give each of the ${target} # judges? Judges already assigned stay; the least-loaded judges without a conflict are added.`,
      })}`,
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
      const created = result.created
      toast.success(
        created
          ? t`${plural(created, { one: '# assignment added.', other: '# assignments added.' })}`
          : t`Every proposal already had enough judges.`,
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

  const allCount = i18n.number(proposalCount)
  const selectedCount = i18n.number(selected?.count ?? 0)
  return (
    <Card body className="mb-4">
      <h2 className="h5">
        <Trans>Automatic assignment</Trans>
      </h2>
      <Form noValidate onSubmit={onSubmit} className="d-flex flex-wrap align-items-start gap-2">
        <Field
          id="judges-per-proposal"
          label={t`Judges per proposal`}
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
            <Form.Label>
              <Trans>Proposals</Trans>
            </Form.Label>
            <Form.Select
              value={scope}
              onChange={(e) => setScope(e.target.value === 'selected' ? 'selected' : 'all')}
            >
              <option value="all">{t`All ${allCount} in Phase ${phase}`}</option>
              <option value="selected">{t`The ${selectedCount} selected`}</option>
            </Form.Select>
          </Form.Group>
        ) : null}
        {phase > 1 && (
          <Form.Check
            id="prefer-new-judges"
            className="align-self-end mb-2"
            label={t`Prefer judges who have not judged the proposal in an earlier phase`}
            {...form.register('preferNewJudges')}
          />
        )}
        <Button
          type="submit"
          className="align-self-end"
          disabled={autoAssign.isPending || proposalCount === 0}
        >
          <Trans>Assign automatically</Trans>
        </Button>
      </Form>
      <p className="small text-secondary mt-2 mb-0">
        <Trans>
          Never a judge from the proposal’s team or unit. Existing assignments and scores are kept.
        </Trans>
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
