import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PagedDataTable, type Column, type ListPage } from '@/components/data/data-table'
import { Link } from '@/components/layout/links'
import { FeedbackStatusBadge } from '@/features/feedback/components/feedback-status-badge'
import { feedbackCategoryLabel, type FeedbackSummary } from '@/features/feedback/schemas'
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
  const { t } = useLingui()
  const lastBy = (row: FeedbackSummary) => {
    const author = row.authorName
    return reader === 'committee'
      ? row.lastMessageFromCommittee
        ? t`by the committee`
        : t`by ${author}`
      : row.lastMessageFromCommittee
        ? t`from the committee`
        : t`from you`
  }
  const from: Column<FeedbackSummary> = {
    key: 'from',
    header: t`From`,
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
      header: t`Subject`,
      part: 'title',
      cell: (row) => <Link to={detailTo(row.id)}>{row.subject}</Link>,
    },
    ...(reader === 'committee' ? [from] : []),
    {
      key: 'category',
      header: t`Topic`,
      cell: (row) => (row.category === null ? '—' : feedbackCategoryLabel(row.category)),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => <FeedbackStatusBadge status={row.status} />,
    },
    {
      key: 'last',
      header: t`Last message`,
      cell: (row) => (
        <>
          <time dateTime={row.lastMessageAt}>{formatDateTime(row.lastMessageAt)}</time>
          <div className="small text-secondary">{lastBy(row)}</div>
        </>
      ),
    },
    { key: 'count', header: t`Messages`, className: 'text-end', cell: (row) => row.messageCount },
  ]
  return (
    <PagedDataTable
      page={page}
      onPage={onPage}
      pagerLabel={t`Feedback pages`}
      rowKey={(row) => row.id}
      columns={columns}
      caption={caption}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
    />
  )
}
