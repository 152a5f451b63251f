import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { QueryView } from '@/components/feedback/query-view'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { feedbackQueries } from '@/features/feedback/api'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import { Pager } from '@/components/data/pager'
import type { FeedbackSummary } from '@/features/feedback/schemas'
import { formatDateTime } from '@/lib/dates'

export default function ParticipantFeedbackList() {
  const { event } = useParams()
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
  const list = useQuery(feedbackQueries.list({ page, perPage: 20 }))
  const p = paths.participant

  const goTo = (next: number) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous)
      params.set('page', String(next))
      return params
    })

  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle="Your questions to the committee and their answers."
        actions={
          <Link to={p.feedbackCreate.to(event)} className="btn btn-primary">
            Ask a question
          </Link>
        }
      />
      <QueryView query={list} loading="Loading your feedback…" errorTitle="Your feedback could not be loaded">
        {(data) => (
          <>
            <DataTable<FeedbackSummary>
              rows={data.items}
              rowKey={(row) => row.id}
              caption="Your questions to the committee"
              emptyTitle="You have not asked anything yet"
              emptyText="Questions about the rules, the timeline, your submission or this site go to the committee from here."
              columns={[
                { key: 'subject', header: 'Subject', cell: (row) => <Link to={p.feedbackDetail.to(row.id, event)}>{row.subject}</Link> },
                { key: 'category', header: 'Topic', cell: (row) => row.category ?? '—' },
                { key: 'status', header: 'Status', cell: (row) => <FeedbackStatusBadge status={row.status} /> },
                {
                  key: 'last',
                  header: 'Last message',
                  cell: (row) => (
                    <>
                      <time dateTime={row.lastMessageAt}>{formatDateTime(row.lastMessageAt)}</time>
                      <div className="small text-secondary">{row.lastMessageFromCommittee ? 'from the committee' : 'from you'}</div>
                    </>
                  ),
                },
                { key: 'count', header: 'Messages', className: 'text-end', cell: (row) => row.messageCount },
              ]}
            />
            <Pager page={data.currentPage} pageCount={data.pageCount} onChange={goTo} label="Feedback pages" />
          </>
        )}
      </QueryView>
    </>
  )
}
