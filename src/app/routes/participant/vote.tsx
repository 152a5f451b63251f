import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import ListGroup from 'react-bootstrap/ListGroup'
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const result = useQuery(voteQueries.result(session.id))
  if (!result.data)
    return (
      <QueryFallback
        query={result}
        loading={t`Loading the results…`}
        errorTitle={t`The results could not be loaded`}
      />
    )
  const name = session.name
  return <VoteTallies result={result.data} caption={t`Results of ${name}`} />
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
  const { t } = useLingui()
  const next = sessions
    .filter((s) => s.status === 'Scheduled')
    .sort((a, b) => a.openAt.localeCompare(b.openAt))[0]
  const last = sessions
    .filter((s) => s.status === 'Closed')
    .sort((a, b) => b.closeAt.localeCompare(a.closeAt))[0]
  if (next) {
    const name = next.name
    const opens = formatDateTime(next.openAt)
    const when = fromNow(next.openAt)
    const closes = formatDateTime(next.closeAt)
    return (
      <Alert variant="info">
        <Alert.Heading as="h2" className="h5">
          <Trans>No vote is open right now</Trans>
        </Alert.Heading>
        <p className="mb-0">
          <Trans>
            "{name}" has not opened yet. It opens on <time dateTime={next.openAt}>{opens}</time> (
            {when}) and closes on <time dateTime={next.closeAt}>{closes}</time>.
          </Trans>
        </p>
      </Alert>
    )
  }
  if (last) {
    const name = last.name
    const closed = formatDateTime(last.closeAt)
    return (
      <Alert variant="secondary">
        <Alert.Heading as="h2" className="h5">
          <Trans>The vote has closed</Trans>
        </Alert.Heading>
        <p className="mb-0">
          <Trans>
            "{name}" closed on <time dateTime={last.closeAt}>{closed}</time>. Thank you to everyone
            who voted; the results are below.
          </Trans>
        </p>
      </Alert>
    )
  }
  return (
    <EmptyState title={t`No vote is open`}>
      <Trans>
        The committee has not planned a people's-choice vote for {year} yet. When it opens, you will
        vote here.
      </Trans>
    </EmptyState>
  )
}

export default function VoteScreen() {
  const { t } = useLingui()
  const year = useSelectedYear()
  // Refreshed every minute, so a session that opens or closes while the page is shown changes state.
  const active = useQuery({ ...voteQueries.active(), refetchInterval: 60_000 })
  const sessions = useQuery(voteQueries.list(year))

  const others = (sessions.data ?? []).filter((s) => s.status !== 'Open')
  const votedFor = (title: string) => t`You voted for ${title}`

  return (
    <>
      <PageHeader
        title={t({ message: 'Vote', context: 'menu' })}
        subtitle={t`People's choice: vote for the proposal you like best. One ballot per person in each vote.`}
      />
      {!active.data || !sessions.data ? (
        <QueryFallback
          query={[active, sessions]}
          loading={t`Loading the vote…`}
          errorTitle={t`The vote could not be loaded`}
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
              <h2 className="h5">
                <Trans>Other votes in {year}</Trans>
              </h2>
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
                          {votedFor(
                            s.candidates.find((c) => c.proposalId === s.myBallotProposalId)
                              ?.title ?? t`a candidate`,
                          )}
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
