import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import ListGroup from 'react-bootstrap/ListGroup'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { PageHeader } from '@/components/layout/page-header'
import { voteQueries } from '@/features/votes/api'
import { BallotCard } from '@/features/votes/components/ballot-card'
import { VoteStatusBadge } from '@/features/votes/components/vote-status-badge'
import { VoteTallies } from '@/features/votes/components/vote-tallies'
import type { VoteSession } from '@/features/votes/schemas'
import { formatDateTime, fromNow } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'

/** The results of a closed session: open to everyone once the vote is over. */
function ClosedResult({ session }: { session: VoteSession }) {
  const result = useQuery(voteQueries.result(session.id))
  if (!result.data)
    return (
      <QueryFallback
        query={result}
        loading="Loading the results…"
        errorTitle="The results could not be loaded"
      />
    )
  return <VoteTallies result={result.data} caption={`Results of ${session.name}`} />
}

function SessionTimes({ session }: { session: VoteSession }) {
  return (
    <>
      <time dateTime={session.openAt}>{formatDateTime(session.openAt)}</time> –{' '}
      <time dateTime={session.closeAt}>{formatDateTime(session.closeAt)}</time>
    </>
  )
}

/** What to say when nothing is open: the next session and when it opens, else the last one that closed. */
function NothingOpen({ sessions, year }: { sessions: VoteSession[]; year: number }) {
  const next = sessions
    .filter((s) => s.status === 'Scheduled')
    .sort((a, b) => a.openAt.localeCompare(b.openAt))[0]
  const last = sessions
    .filter((s) => s.status === 'Closed')
    .sort((a, b) => b.closeAt.localeCompare(a.closeAt))[0]
  if (next) {
    return (
      <Alert variant="info">
        <Alert.Heading as="h2" className="h5">
          No vote is open right now
        </Alert.Heading>
        <p className="mb-0">
          "{next.name}" has not opened yet. It opens on{' '}
          <time dateTime={next.openAt}>{formatDateTime(next.openAt)}</time> ({fromNow(next.openAt)})
          and closes on <time dateTime={next.closeAt}>{formatDateTime(next.closeAt)}</time>.
        </p>
      </Alert>
    )
  }
  if (last) {
    return (
      <Alert variant="secondary">
        <Alert.Heading as="h2" className="h5">
          The vote has closed
        </Alert.Heading>
        <p className="mb-0">
          "{last.name}" closed on{' '}
          <time dateTime={last.closeAt}>{formatDateTime(last.closeAt)}</time>. Thank you to everyone
          who voted; the results are below.
        </p>
      </Alert>
    )
  }
  return (
    <EmptyState title="No vote is open">
      The committee has not planned a people's-choice vote for {year} yet. When it opens, you will
      vote here.
    </EmptyState>
  )
}

export default function VoteScreen() {
  const year = useSelectedYear()
  // Refreshed every minute, so a session that opens or closes while the page is shown changes state.
  const active = useQuery({ ...voteQueries.active(), refetchInterval: 60_000 })
  const sessions = useQuery(voteQueries.list(year))

  const others = (sessions.data ?? []).filter((s) => s.status !== 'Open')

  return (
    <>
      <PageHeader
        title="Vote"
        subtitle="People's choice: vote for the proposal you like best. One ballot per person in each vote."
      />
      {!active.data || !sessions.data ? (
        <QueryFallback
          query={[active, sessions]}
          loading="Loading the vote…"
          errorTitle="The vote could not be loaded"
        />
      ) : (
        <>
          {active.data.length ? (
            active.data.map((session) => <BallotCard key={session.id} session={session} />)
          ) : (
            <NothingOpen sessions={sessions.data} year={year} />
          )}
          {others.length ? (
            <section className="mt-4">
              <h2 className="h5">Other votes in {year}</h2>
              <ListGroup className="mb-3">
                {others.map((s) => (
                  <ListGroup.Item
                    key={s.id}
                    className="d-flex flex-wrap justify-content-between gap-2"
                  >
                    <span>
                      <span className="fw-semibold">{s.name}</span>
                      <span className="d-block small text-secondary">
                        <SessionTimes session={s} />
                      </span>
                    </span>
                    <span>
                      <VoteStatusBadge status={s.status} />
                      {s.myBallotProposalId ? (
                        <span className="d-block small text-secondary">
                          You voted for{' '}
                          {s.candidates.find((c) => c.proposalId === s.myBallotProposalId)?.title ??
                            'a candidate'}
                        </span>
                      ) : null}
                    </span>
                  </ListGroup.Item>
                ))}
              </ListGroup>
              {others
                .filter((s) => s.status === 'Closed')
                .map((s) => (
                  <ClosedResult key={s.id} session={s} />
                ))}
            </section>
          ) : null}
        </>
      )}
    </>
  )
}
