import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { BusyButton } from '@/components/forms/busy-button'
import { showServerErrors } from '@/components/forms/server-errors'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { Field } from '@/components/forms/field'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries, useReviewUpdate } from '@/features/innovation-updates/api'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { updatePeriodName } from '@/features/innovation-updates/rules'
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

function ReviewForm({ update }: { update: InnovationUpdate }) {
  const { t } = useLingui()
  const review = useReviewUpdate(update.id, { errors: 'inline' })
  const toast = useToast()
  const form = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { comment: update.reviewComment ?? '' },
  })
  const error = form.formState.errors.comment

  const onSubmit = form.handleSubmit((values) =>
    review.mutateAsync(values.comment).then(
      () => toast.success(t`The review was saved.`),
      // The form has one field: whatever the server says lands under it, and the comment is kept.
      (e: unknown) => showServerErrors(e, form.setError, ['comment'], 'comment'),
    ),
  )

  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">
          {update.status === 'Reviewed'
            ? t`Change the review`
            : t({ message: 'Review', context: 'heading' })}
        </h2>
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
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
