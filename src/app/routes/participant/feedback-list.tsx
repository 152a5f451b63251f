import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryView } from '@/components/feedback/query-view'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { feedbackQueries } from '@/features/feedback/api'
import { FeedbackTable } from '@/features/feedback/components/feedback-table'
import { pageParam, useAddressFilters } from '@/lib/table-params'

export default function ParticipantFeedbackList() {
  const { event } = useParams()
  const { search, update } = useAddressFilters({ replace: false })
  const page = pageParam(search)
  const list = useQuery(feedbackQueries.list({ page, perPage: 20 }))
  const { t } = useLingui()
  const p = paths.participant

  return (
    <>
      <PageHeader
        title={t`Feedback`}
        subtitle={t`Your questions to the committee and their answers.`}
        actions={
          <Link to={p.feedbackCreate.to(event)} className="btn btn-primary">
            <Trans>Ask a question</Trans>
          </Link>
        }
      />
      <QueryView
        query={list}
        loading={t`Loading your feedback…`}
        errorTitle={t`Your feedback could not be loaded`}
      >
        {(data) => (
          <FeedbackTable
            page={data}
            onPage={(next) => update({ page: String(next) })}
            reader="participant"
            detailTo={(id) => p.feedbackDetail.to(id, event)}
            caption={t`Your questions to the committee`}
            emptyTitle={t`You have not asked anything yet`}
            emptyText={t`Questions about the rules, the timeline, your submission or this site go to the committee from here.`}
          />
        )}
      </QueryView>
    </>
  )
}
