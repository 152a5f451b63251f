import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { FeedbackThreadPage } from '@/features/feedback/components/feedback-thread-page'

export default function ParticipantFeedbackThread() {
  const { event, id = '' } = useParams()
  const { t } = useLingui()
  const p = paths.participant
  return (
    <FeedbackThreadPage
      id={id}
      loadingTitle={t`Feedback`}
      back={
        <LinkButton to={p.feedback.to(event)}>
          <Trans>All my feedback</Trans>
        </LinkButton>
      }
      reply={{
        heading: t`Reply`,
        label: () => t`Your reply`,
        submitText: t`Send reply`,
        draftKey: (threadId) => `feedback-reply:${threadId}`,
        closed: (
          <Trans>
            The committee has closed this question, so it takes no more replies. If you need more
            help, <Link to={p.feedbackCreate.to(event)}>ask a new question</Link>.
          </Trans>
        ),
      }}
    />
  )
}
