import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { InterruptedSubmitNotice } from '@/components/forms/interrupted-submit'
import { showServerErrors } from '@/components/forms/server-errors'
import { useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { Field } from '@/components/forms/field'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries, useReviewUpdate } from '@/features/innovation-updates/api'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { updatePeriodName } from '@/features/innovation-updates/rules'
import { isSessionFailure } from '@/lib/api-errors'
import { runSubmit } from '@/lib/interrupted-submit'
import {
  reviewSchema,
  type InnovationUpdate,
  type ReviewValues,
} from '@/features/innovation-updates/schemas'

/** One update, read-only, with the committee's review form. */
export default function CommitteeUpdateDetail() {
  const { t } = useLingui()
  const { periodId = '', id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const update = useQuery(innovationUpdateQueries.detail(event.data?.id ?? null, id))

  let body
  if (!update.data)
    body = <QueryFallback query={[event, update]} loading={t`Loading the update…`} />
  else
    body = (
      <>
        <UpdateDetails update={update.data} />
        {update.data.status === 'NotStarted' || update.data.status === 'Draft' ? (
          <p className="text-body-secondary mt-3">
            <Trans>The team has not submitted this update yet, so it cannot be reviewed.</Trans>
          </p>
        ) : (
          <ReviewForm update={update.data} />
        )}
      </>
    )

  return (
    <>
      <PageHeader
        title={update.data ? update.data.proposalTitle : t`Innovation update`}
        subtitle={
          update.data ? `${updatePeriodName(update.data)} · ${update.data.teamName}` : undefined
        }
        actions={
          <LinkButton to={paths.updateCommittee.period.to(periodId)}>
            <Trans>Back to the period</Trans>
          </LinkButton>
        }
      />
      {body}
    </>
  )
}

/**
 * The committee's review of one update. The comment is kept on this device for this account as it is
 * typed (R15.1), through a reload or while offline, until the server has the review.
 */
function ReviewForm({ update }: { update: InnovationUpdate }) {
  const { t } = useLingui()
  const review = useReviewUpdate(update.id, { errors: 'inline' })
  const toast = useToast()
  const draftKey = `innovation-update-review:${update.id}`
  const draft = useAutosave<ReviewValues>({
    key: draftKey,
    server: { values: { comment: update.reviewComment ?? '' }, version: update.version },
  })
  const form = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: draft.initialValues,
  })
  useAutosaveForm(form, draft)
  const error = form.formState.errors.comment

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await runSubmit(draftKey, () => review.mutateAsync(values.comment))
      draft.discard(values)
      toast.success(t`The review was saved.`)
    } catch (e) {
      // An ended session: the notice says it was not saved, and offers it again once signed in.
      // Otherwise the form has one field: whatever the server says lands under it; the comment is kept.
      if (!isSessionFailure(e)) showServerErrors(e, form.setError, ['comment'], 'comment')
    }
  })

  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">
          {update.status === 'Reviewed'
            ? t`Change the review`
            : t({ message: 'Review', context: 'heading' })}
        </h2>
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <AutosavePanel draft={draft} noun={t`review`} />
          <InterruptedSubmitNotice
            formKey={draftKey}
            notDone={t`Your review was not saved`}
            action={t`Save it now`}
            onSubmit={() => void onSubmit()}
            busy={review.isPending}
          />
          <Field
            className="mb-3"
            id="review-comment"
            label={t`Comment to the team`}
            error={error?.message}
          >
            {(control) => (
              <Form.Control as="textarea" rows={4} {...control} {...form.register('comment')} />
            )}
          </Field>
          <BusyButton type="submit" busy={review.isPending || form.formState.isSubmitting}>
            {update.status === 'Reviewed' ? t`Save review` : t`Mark as reviewed`}
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  )
}
