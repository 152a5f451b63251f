import type { ReactNode } from 'react'
import { PagedDataTable, type Column, type ListPage } from '@/components/data/data-table'
import { Link } from '@/components/layout/links'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import type { FeedbackSummary } from '@/features/feedback/schemas'
import { formatDateTime } from '@/lib/dates'

/**
 * A page of feedback conversations, for the committee (every participant's, with who wrote them)
 * and for a participant (their own): subject linking to the thread, topic, status, last message.
 */
export function FeedbackTable({
  page,
  onPage,
  reader,
  detailTo,
  caption,
  emptyTitle,
  emptyText,
}: {
  page: ListPage<FeedbackSummary>
  onPage: (page: number) => void
  /** Who reads the list: the committee sees who wrote each conversation. */
  reader: 'committee' | 'participant'
  detailTo: (id: string) => string
  caption: string
  emptyTitle: string
  emptyText: ReactNode
}) {
  const lastBy = (row: FeedbackSummary) =>
    reader === 'committee'
      ? row.lastMessageFromCommittee
        ? 'by the committee'
        : `by ${row.authorName}`
      : row.lastMessageFromCommittee
        ? 'from the committee'
        : 'from you'
  const from: Column<FeedbackSummary> = {
    key: 'from',
    header: 'From',
    cell: (row) => (
      <>
        {row.authorName}
        <div className="small text-secondary">{row.authorUnit}</div>
      </>
    ),
  }
  const columns: Column<FeedbackSummary>[] = [
    {
      key: 'subject',
      header: 'Subject',
      part: 'title',
      cell: (row) => <Link to={detailTo(row.id)}>{row.subject}</Link>,
    },
    ...(reader === 'committee' ? [from] : []),
    { key: 'category', header: 'Topic', cell: (row) => row.category ?? '—' },
    { key: 'status', header: 'Status', cell: (row) => <FeedbackStatusBadge status={row.status} /> },
    {
      key: 'last',
      header: 'Last message',
      cell: (row) => (
        <>
          <time dateTime={row.lastMessageAt}>{formatDateTime(row.lastMessageAt)}</time>
          <div className="small text-secondary">{lastBy(row)}</div>
        </>
      ),
    },
    { key: 'count', header: 'Messages', className: 'text-end', cell: (row) => row.messageCount },
  ]
  return (
    <PagedDataTable
      page={page}
      onPage={onPage}
      pagerLabel="Feedback pages"
      rowKey={(row) => row.id}
      columns={columns}
      caption={caption}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
    />
  )
}
