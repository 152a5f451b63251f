import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { Link } from '@/components/layout/links'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { voteQueries } from '@/features/votes/api'
import { formatDateTime } from '@/lib/dates'

function SessionTallies({ sessionId }: { sessionId: string }) {
  const result = useQuery(voteQueries.result(sessionId))
  if (!result.data)
    return (
      <QueryFallback
        query={result}
        loading="Loading the tallies…"
        errorTitle="The tallies could not be loaded"
      />
    )
  const r = result.data
  return (
    <Card as="section" className="mb-3" aria-labelledby={`session-${r.sessionId}`}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h3 id={`session-${r.sessionId}`} className="h6 mb-0">
            {r.name}
          </h3>
          <span className="small text-secondary">
            {r.status} · {formatDateTime(r.openAt)} – {formatDateTime(r.closeAt)} · {r.totalBallots}{' '}
            ballot(s)
          </span>
        </div>
        <DataTable
          rows={r.tallies}
          rowKey={(t) => t.proposalId}
          caption={`People's choice tallies of ${r.name}`}
          emptyTitle="No candidates in this session"
          columns={[
            { key: 'rank', header: 'Rank', className: 'text-end', cell: (t) => t.rank },
            {
              key: 'title',
              header: 'Proposal',
              part: 'title',
              cell: (t) => `${t.title} (${t.teamName})`,
            },
            { key: 'category', header: 'Category', cell: (t) => categoryName(t.category) },
            { key: 'votes', header: 'Votes', className: 'text-end', cell: (t) => t.votes },
            {
              key: 'share',
              header: 'Share',
              className: 'text-end',
              cell: (t) => `${Math.round(t.share * 100)}%`,
            },
          ]}
        />
      </Card.Body>
    </Card>
  )
}

/** The committee's view of the people's choice of a year: every vote session with its tallies. */
export function PeoplesChoice({ year }: { year: number }) {
  const { event } = useParams()
  const sessions = useQuery(voteQueries.list(year))
  return (
    <section aria-labelledby="peoples-choice" className="mt-4">
      <h2 id="peoples-choice" className="h5">
        People’s choice
      </h2>
      {!sessions.data ? (
        <QueryFallback
          query={sessions}
          loading="Loading vote sessions…"
          errorTitle="The vote sessions could not be loaded"
        />
      ) : sessions.data.length === 0 ? (
        <EmptyState title={`No vote sessions in ${year}`}>
          <Link to={paths.committee.vote.to(undefined, event)}>Create a vote session</Link> for the
          people’s choice.
        </EmptyState>
      ) : (
        sessions.data.map((s) => <SessionTallies key={s.id} sessionId={s.id} />)
      )}
    </section>
  )
}
