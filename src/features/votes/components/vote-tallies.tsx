import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import type { VoteResult } from '@/features/votes/schemas'

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`

/** People's-choice tallies of one session, most votes first (ties share a rank). */
export function VoteTallies({ result, caption }: { result: VoteResult; caption?: string }) {
  const { t } = useLingui()
  const name = caption ?? result.name
  const ballots = result.totalBallots
  return (
    <DataTable
      rows={result.tallies}
      rowKey={(tally) => tally.proposalId}
      caption={t`${plural(ballots, {
        one: `${name}: # ballot`,
        other: `${name}: # ballots`,
      })}`}
      captionShown
      emptyTitle={t`No candidates in this session`}
      columns={[
        { key: 'rank', header: t`Rank`, className: 'text-end', cell: (tally) => tally.rank },
        {
          key: 'proposal',
          header: t`Proposal`,
          part: 'title',
          cell: (tally) => (
            <>
              {tally.title}
              <div className="small text-secondary">{tally.teamName}</div>
            </>
          ),
        },
        { key: 'votes', header: t`Votes`, className: 'text-end', cell: (tally) => tally.votes },
        {
          key: 'share',
          header: t`Share`,
          className: 'vote-share',
          cell: (tally) => (
            <>
              {/* Decorative: the percentage beside it says the same in words. */}
              <div className="progress mb-1" style={{ height: '0.5rem' }} aria-hidden="true">
                <div className="progress-bar" style={{ width: `${tally.share * 100}%` }} />
              </div>
              <span className="small text-secondary">{percent(tally.share)}</span>
            </>
          ),
        },
      ]}
    />
  )
}
