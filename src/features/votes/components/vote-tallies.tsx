import { DataTable } from '@/components/data/data-table'
import type { VoteResult } from '@/features/votes/schemas'

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`

/** People's-choice tallies of one session, most votes first (ties share a rank). */
export function VoteTallies({ result, caption }: { result: VoteResult; caption?: string }) {
  return (
    <DataTable
      rows={result.tallies}
      rowKey={(t) => t.proposalId}
      caption={`${caption ?? result.name}: ${result.totalBallots === 1 ? '1 ballot' : `${result.totalBallots} ballots`}`}
      captionShown
      emptyTitle="No candidates in this session"
      columns={[
        { key: 'rank', header: 'Rank', className: 'text-end', cell: (t) => t.rank },
        {
          key: 'proposal',
          header: 'Proposal',
          part: 'title',
          cell: (t) => (
            <>
              {t.title}
              <div className="small text-secondary">{t.teamName}</div>
            </>
          ),
        },
        { key: 'votes', header: 'Votes', className: 'text-end', cell: (t) => t.votes },
        {
          key: 'share',
          header: 'Share',
          className: 'vote-share',
          cell: (t) => (
            <>
              {/* Decorative: the percentage beside it says the same in words. */}
              <div className="progress mb-1" style={{ height: '0.5rem' }} aria-hidden="true">
                <div className="progress-bar" style={{ width: `${t.share * 100}%` }} />
              </div>
              <span className="small text-secondary">{percent(t.share)}</span>
            </>
          ),
        },
      ]}
    />
  )
}
