import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { showServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { Field } from '@/components/forms/field'
import { CATEGORIES, categoryDescription, categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { publishedAtOf, startProposalVerdict } from '@/domain/award'
import { publicationsQuery } from '@/features/scoring/publications'
import { currentYear } from '@/lib/dates'
import { useCreateProposal } from '@/features/proposals/entry-api'
import {
  newProposalSchema,
  type NewProposalInput,
  type Proposal,
} from '@/features/proposals/schemas'

type NewProposalForm = NewProposalInput
const FIELDS = ['category', 'title'] as const
const EMPTY: NewProposalForm = { category: '', title: '' }

/** Committee mode: start a proposal for any team, whatever the period (no deadline). */
export default function NewProposalCommittee() {
  const { id: teamId = '', event: slug } = useParams()
  const { t } = useLingui()
  const create = useCreateProposal({ errors: 'inline' })
  // No deadline applies, but once the Phase 1 results are published no proposal can join the year
  // (domain/award startProposalVerdict; the API refuses it the same way).
  const year = currentYear()
  const publications = useQuery(publicationsQuery(year))
  const startable = publications.data
    ? startProposalVerdict({
        // The committee is held to no period: the clock and the timeline do not matter.
        periods: [],
        now: 0,
        role: 'Commitee',
        hasTeam: true,
        phase1PublishedAt: publishedAtOf(publications.data, year, 1),
      })
    : null
  const [created, setCreated] = useState<Proposal | null>(null)
  // Whatever is typed survives a reload or a failed save (requirements R15.1).
  const draft = useAutosave<NewProposalForm>({
    key: `committee-new-proposal:${teamId}`,
    server: { values: EMPTY, version: 0 },
  })
  const form = useForm<NewProposalForm>({
    resolver: zodResolver(newProposalSchema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const { register, handleSubmit, setError, reset } = form
  const { errors, isSubmitting } = form.formState

  const submit = handleSubmit(async (values) => {
    try {
      const proposal = await create.mutateAsync({
        teamId,
        category: Number(values.category),
        title: values.title.trim(),
      })
      draft.discard(EMPTY)
      reset(EMPTY)
      setCreated(proposal)
    } catch (error) {
      showServerErrors(error, setError, FIELDS)
    }
  })

  if (created) {
    const title = created.title
    const team = created.team.name
    const unit = created.team.unit
    return (
      <>
        <PageHeader title={t`New proposal (committee)`} subtitle={t`For team ${team}`} />
        <Alert variant="success">
          <Alert.Heading as="h2" className="h5">
            <Trans>Proposal created</Trans>
          </Alert.Heading>
          <p>
            <Trans>
              "{title}" was created for {team} ({unit}) as a Phase 1 draft.
            </Trans>
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to={paths.participant.entry.to(1, created.id, slug)} className="btn btn-primary">
              <Trans>Fill in the Phase 1 entry</Trans>
            </Link>
            <Link
              to={paths.committee.proposalDetail.to(1, created.id, slug)}
              className="btn btn-outline-primary"
            >
              <Trans>Open the review page</Trans>
            </Link>
            <Button variant="link" onClick={() => setCreated(null)}>
              <Trans>Create another for this team</Trans>
            </Button>
          </div>
        </Alert>
      </>
    )
  }

  return (
    <>
      <PageHeader
        title={t`New proposal (committee)`}
        subtitle={t`For team ${teamId}. Committee mode: no deadline applies, whichever period is active.`}
      />
      <Card className="mx-auto" style={{ maxWidth: '40rem' }}>
        <Card.Body>
          <Form noValidate onSubmit={(e) => void submit(e)}>
            {errors.root ? (
              <Alert variant="danger" role="alert">
                {errors.root.message}
              </Alert>
            ) : null}
            {startable && !startable.ok ? (
              <Alert variant="warning" id="new-proposal-closed">
                {startable.reason}
              </Alert>
            ) : null}
            <AutosavePanel draft={draft} noun={t`proposal`} />
            <fieldset className="mb-3">
              <legend className="form-label fs-6">
                <Trans>Category</Trans>
              </legend>
              {CATEGORIES.map((c) => (
                <Form.Check
                  key={c.id}
                  type="radio"
                  id={`category-${c.id}`}
                  value={String(c.id)}
                  isInvalid={!!errors.category}
                  label={
                    <>
                      <span className="fw-semibold">{categoryName(c.id)}</span>
                      <span className="d-block small text-secondary">
                        {categoryDescription(c.id)}
                      </span>
                    </>
                  }
                  {...register('category')}
                />
              ))}
              {errors.category ? (
                <div className="invalid-feedback d-block">{errors.category.message}</div>
              ) : null}
            </fieldset>
            <Field
              className="mb-3"
              id="new-proposal-title"
              label={t`Title`}
              error={errors.title?.message}
            >
              {(control) => <Form.Control type="text" {...control} {...register('title')} />}
            </Field>
            <div className="d-flex flex-wrap gap-2">
              <BusyButton
                type="submit"
                busy={create.isPending || isSubmitting}
                busyText={t`Creating…`}
                disabled={startable?.ok === false}
                aria-describedby={startable?.ok === false ? 'new-proposal-closed' : undefined}
              >
                <Trans>Create proposal</Trans>
              </BusyButton>
              <Link to={paths.committee.root.to(slug)} className="btn btn-outline-secondary">
                <Trans>Cancel</Trans>
              </Link>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </>
  )
}
