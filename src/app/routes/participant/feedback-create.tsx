import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { Link, useNavigate } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { FeedbackForm } from '@/features/feedback/components/feedback-form'

export default function ParticipantFeedbackCreate() {
  const { event } = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  const p = paths.participant

  return (
    <>
      <PageHeader
        title={t`Ask the committee`}
        subtitle={t`The committee answers here; you will find the answer under Feedback.`}
      />
      <Card body style={{ maxWidth: '48rem' }}>
        {user.data ? (
          // One draft per person, so a shared computer never shows someone else's question.
          <FeedbackForm
            draftKey={`feedback-create:${user.data.id}`}
            onCreated={(thread) => {
              toast.success(t`Your question has been sent to the committee.`)
              void navigate(p.feedbackDetail.to(thread.id, event), { replace: true })
            }}
            cancel={
              <Link to={p.feedback.to(event)} className="btn btn-outline-secondary">
                <Trans>Back to my feedback</Trans>
              </Link>
            }
          />
        ) : (
          <QueryFallback query={user} errorTitle={t`Your account could not be loaded`} />
        )}
      </Card>
    </>
  )
}
