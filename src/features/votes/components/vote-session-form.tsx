import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useForm } from 'react-hook-form'
import { DateField } from '@/components/forms/date-field'
import { applyServerErrors } from '@/components/forms/server-errors'
import { Field } from '@/components/forms/field'
import { categoryName } from '@/config/constants'
import { parseDateText, toDateTimeInputText } from '@/lib/dates'
import { useSaveVoteSession } from '@/features/votes/api'
import {
  voteSessionFormSchema,
  type VoteSession,
  type VoteSessionFormValues,
} from '@/features/votes/schemas'

export interface CandidateOption {
  id: string
  title: string
  teamName: string
  category: number
}

const FIELDS = ['name', 'candidateIds', 'openAt', 'closeAt'] as const

/**
 * Creates (no `session`) or edits a vote session: a name, candidates from the published proposals
 * of the year, and the opening and closing time in the person's local time (seed format).
 */
export function VoteSessionForm({
  session,
  year,
  options,
  onSaved,
}: {
  session?: VoteSession
  year: number
  options: CandidateOption[]
  onSaved: (saved: VoteSession) => void
}) {
  const save = useSaveVoteSession(session?.id, { errors: 'inline' })
  const [formError, setFormError] = useState<string[]>([])
  const locked = (session?.ballotCount ?? 0) > 0
  const empty: VoteSessionFormValues = { name: '', candidateIds: [], openAt: '', closeAt: '' }
  const form = useForm<VoteSessionFormValues>({
    resolver: zodResolver(voteSessionFormSchema),
    defaultValues: session
      ? {
          name: session.name,
          candidateIds: session.candidateIds,
          openAt: toDateTimeInputText(session.openAt),
          closeAt: toDateTimeInputText(session.closeAt),
        }
      : empty,
  })
  const { errors } = form.formState
  const idPrefix = session ? `vote-${session.id}` : 'vote-new'
  const { t } = useLingui()
  const candidateYear = session?.year ?? year

  // A candidate that is no longer published stays listed, so editing never drops it silently.
  const missing = (session?.candidates ?? [])
    .filter((c) => !options.some((o) => o.id === c.proposalId))
    .map((c) => ({ id: c.proposalId, title: c.title, teamName: c.teamName, category: c.category }))
  const choices = [...options, ...missing]

  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      const saved = await save.mutateAsync({
        name: values.name.trim(),
        year: session?.year ?? year,
        // Once people have voted the candidates cannot change: send them as they are.
        candidateIds: locked && session ? session.candidateIds : values.candidateIds,
        // The schema has checked both parse.
        openAt: parseDateText(values.openAt, { withTime: true })!.toISOString(),
        closeAt: parseDateText(values.closeAt, { withTime: true })!.toISOString(),
      })
      if (!session) form.reset(empty)
      onSaved(saved)
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, FIELDS))
    }
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      {formError.length ? (
        <Alert variant="danger" role="alert">
          {formError.join(' ')}
        </Alert>
      ) : null}
      <Field className="mb-3" id={`${idPrefix}-name`} label={t`Name`} error={errors.name?.message}>
        {(control) => (
          <Form.Control
            {...control}
            {...form.register('name')}
            placeholder={t`For example: People's choice (grand final)`}
          />
        )}
      </Field>

      <fieldset className="mb-3" aria-describedby={`${idPrefix}-candidates-help`}>
        <legend className="form-label fs-6 mb-1">
          <Trans>Candidates</Trans>
        </legend>
        <Form.Text id={`${idPrefix}-candidates-help`} className="d-block mb-2">
          {locked
            ? t`People have already voted in this session, so its candidates are locked. You can still change its name and times.`
            : t`Published proposals of ${candidateYear}. Choose at least two.`}
        </Form.Text>
        {locked && session ? (
          <ul className="mb-0">
            {session.candidates.map((c) => (
              <li key={c.proposalId}>
                {c.title} <span className="text-secondary small">· {c.teamName}</span>
              </li>
            ))}
          </ul>
        ) : choices.length === 0 ? (
          <Alert variant="warning" className="mb-0">
            <Trans>
              No proposals of {candidateYear} are published yet. Publish proposals for the gallery
              first; they become candidates here.
            </Trans>
          </Alert>
        ) : (
          <div className={`border rounded p-2 ${errors.candidateIds ? 'border-danger' : ''}`}>
            {choices.map((o) => (
              <Form.Check
                key={o.id}
                type="checkbox"
                id={`${idPrefix}-candidate-${o.id}`}
                value={o.id}
                {...form.register('candidateIds')}
                label={
                  <>
                    {o.title}{' '}
                    <span className="text-secondary small">
                      · {o.teamName} · {categoryName(o.category)}
                    </span>
                  </>
                }
              />
            ))}
          </div>
        )}
        {errors.candidateIds ? (
          <div className="invalid-feedback d-block">{errors.candidateIds.message}</div>
        ) : null}
      </fieldset>

      <Row className="g-3 mb-3">
        <Col sm={6}>
          <DateField
            control={form.control}
            name="openAt"
            id={`${idPrefix}-open`}
            label={t`Opens`}
            what={t`the opening date`}
            withTime
            error={errors.openAt?.message}
          />
        </Col>
        <Col sm={6}>
          <DateField
            control={form.control}
            name="closeAt"
            id={`${idPrefix}-close`}
            label={t`Closes`}
            what={t`the closing date`}
            withTime
            error={errors.closeAt?.message}
          />
        </Col>
      </Row>

      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting
          ? t`Saving…`
          : session
            ? t`Save changes`
            : t`Create vote session`}
      </Button>
    </Form>
  )
}
