import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@/components/layout/links'
import { newProposalSchema, type NewProposalInput } from '@/features/proposals/schemas'
import { PageFallback, StaleNote } from '@/components/feedback/query-view'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { applyServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { PageHeader } from '@/components/layout/page-header'
import { Field } from '@/components/forms/field'
import { CATEGORIES, categoryDescription, categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { useCreateProposal } from '@/features/proposals/entry-api'
import { teamQueries } from '@/features/teams/api'
import { currentYear } from '@/lib/dates'

type Values = NewProposalInput
const EMPTY: Values = { category: '', title: '' }

/** newproposal/{teamId}: a category and a title; the entry comes next. */
export default function NewProposal() {
  const { t } = useLingui()
  const { event: slug, id: teamId = '' } = useParams()
  const navigate = useNavigate()
  const teams = useQuery(teamQueries.mine(currentYear()))
  const create = useCreateProposal({ errors: 'inline' })
  const [formError, setFormError] = useState<string[]>([])
  const draft = useAutosave<Values>({
    key: `new-proposal:${teamId}`,
    server: { values: EMPTY, version: 0 },
  })
  const form = useForm<Values>({
    resolver: zodResolver(newProposalSchema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const { errors, isSubmitting } = form.formState
  const team = teams.data?.find((t) => t.id === teamId)

  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      const proposal = await create.mutateAsync({
        teamId,
        category: Number(values.category),
        title: values.title,
      })
      draft.complete()
      // In place of the form: Back never offers it again to start the same proposal twice.
      navigate(paths.participant.entry.to(1, proposal.id, slug), { replace: true })
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['category', 'title']))
    }
  })

  // Until the teams are known: loading, or why they could not be; a failed refresh keeps the form (with a note).
  if (!teams.data)
    return (
      <PageFallback
        title={t`New proposal`}
        query={teams}
        errorTitle={t`Your team could not be loaded`}
      />
    )

  const teamName = team?.name
  const unit = team?.unit
  const year = currentYear()
  return (
    <>
      <PageHeader
        title={t`New proposal`}
        subtitle={team ? t`For team ${teamName} (${unit})` : undefined}
      />
      {teams.isError ? <StaleNote error={teams.error} /> : null}
      {!team ? (
        <Alert variant="warning">
          <Trans>
            This team is not one of your teams of {year}. Only its members can start its proposals.{' '}
            <Link to={paths.participant.root.to(slug)}>Back to my home</Link>
          </Trans>
        </Alert>
      ) : null}
      <Form noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: '48rem' }}>
        {formError.length ? (
          <Alert variant="danger" role="alert">
            {formError.join(' ')}
          </Alert>
        ) : null}
        <AutosavePanel
          draft={draft}
          noun={t({ message: 'proposal', context: 'noun in a sentence' })}
        />
        <fieldset className="mb-3">
          <legend className="h5">
            <Trans>Category</Trans>
          </legend>
          {CATEGORIES.map((c) => (
            <Form.Check
              key={c.id}
              type="radio"
              id={`category-${c.id}`}
              className="mb-2 p-3 ps-5 border rounded"
            >
              <Form.Check.Input
                type="radio"
                value={String(c.id)}
                {...form.register('category')}
                isInvalid={!!errors.category}
                aria-describedby={`category-${c.id}-help`}
              />
              <Form.Check.Label className="fw-semibold">{categoryName(c.id)}</Form.Check.Label>
              <div id={`category-${c.id}-help`} className="small text-secondary">
                {categoryDescription(c.id)}
              </div>
            </Form.Check>
          ))}
          {errors.category ? (
            <div className="text-danger small">{errors.category.message}</div>
          ) : null}
        </fieldset>
        <Field
          className="mb-3"
          id="proposal-title"
          label={t`Title`}
          error={errors.title?.message}
          help={t`A short name for the idea; you can change the entry text as often as you like until the leader finalizes it.`}
        >
          {(control) => <Form.Control {...control} {...form.register('title')} />}
        </Field>
        <div className="d-flex gap-2">
          <BusyButton type="submit" busy={create.isPending || isSubmitting} busyText={t`Starting…`}>
            <Trans>Start proposal</Trans>
          </BusyButton>
          <Link className="btn btn-outline-secondary" to={paths.participant.root.to(slug)}>
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </Form>
    </>
  )
}
