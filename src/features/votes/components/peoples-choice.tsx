import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
import type { VoteStatus } from '@/features/votes/schemas'
import { formatDateTime } from '@/lib/dates'

const STATUS: Record<VoteStatus, MessageDescriptor> = {
  Scheduled: msg({ message: 'Scheduled', context: 'vote status' }),
  Open: msg({ message: 'Open', context: 'vote status' }),
  Closed: msg({ message: 'Closed', context: 'vote status' }),
}

function SessionTallies({ sessionId }: { sessionId: string }) {
  const result = useQuery(voteQueries.result(sessionId))
  const { t, i18n } = useLingui()
  if (!result.data)
    return (
      <QueryFallback
        query={result}
        loading={t`Loading the tallies…`}
        errorTitle={t`The tallies could not be loaded`}
      />
    )
  const r = result.data
  const status = i18n._(STATUS[r.status])
  const opens = formatDateTime(r.openAt)
  const closes = formatDateTime(r.closeAt)
  const ballots = r.totalBallots
  const name = r.name
  return (
    <Card as="section" className="mb-3" aria-labelledby={`session-${r.sessionId}`}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h3 id={`session-${r.sessionId}`} className="h6 mb-0">
            {r.name}
          </h3>
          <span className="small text-secondary">
            {t`${status} · ${opens} – ${closes} · ${plural(ballots, { one: '# ballot', other: '# ballots' })}`}
          </span>
        </div>
        <DataTable
          rows={r.tallies}
          rowKey={(t) => t.proposalId}
          caption={t`People's choice tallies of ${name}`}
          emptyTitle={t`No candidates in this session`}
          columns={[
            { key: 'rank', header: t`Rank`, className: 'text-end', cell: (tally) => tally.rank },
            {
              key: 'title',
              header: t`Proposal`,
              part: 'title',
              cell: (tally) => `${tally.title} (${tally.teamName})`,
            },
            {
              key: 'category',
              header: t`Category`,
              cell: (tally) => categoryName(tally.category),
            },
            {
              key: 'votes',
              header: t`Votes`,
              className: 'text-end',
              cell: (tally) => tally.votes,
            },
            {
              key: 'share',
              header: t`Share`,
              className: 'text-end',
              cell: (tally) => `${Math.round(tally.share * 100)}%`,
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
  const { t } = useLingui()
  return (
    <section aria-labelledby="peoples-choice" className="mt-4">
      <h2 id="peoples-choice" className="h5">
        <Trans>People’s choice</Trans>
      </h2>
      {!sessions.data ? (
        <QueryFallback
          query={sessions}
          loading={t`Loading vote sessions…`}
          errorTitle={t`The vote sessions could not be loaded`}
        />
      ) : sessions.data.length === 0 ? (
        <EmptyState title={t`No vote sessions in ${year}`}>
          <Trans>
            <Link to={paths.committee.vote.to(undefined, event)}>Create a vote session</Link> for
            the people’s choice.
          </Trans>
        </EmptyState>
      ) : (
        sessions.data.map((s) => <SessionTallies key={s.id} sessionId={s.id} />)
      )}
    </section>
  )
}
