import Table from 'react-bootstrap/Table'
import { numeric, TableHead } from '@/components/data/table-head'
import type { VoteResult } from '@/features/votes/schemas'

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`

/** People's-choice tallies of one session, most votes first (ties share a rank). */
export function VoteTallies({ result, caption }: { result: VoteResult; caption?: string }) {
  return (
    <Table bordered size="sm" striped responsive className="align-middle mb-0">
      <caption className="caption-top">
        {caption ?? result.name}:{' '}
        {result.totalBallots === 1 ? '1 ballot' : `${result.totalBallots} ballots`}
      </caption>
      <TableHead
        columns={[
          numeric('Rank'),
          'Proposal',
          numeric('Votes'),
          { label: 'Share', style: { minWidth: '8rem' } },
        ]}
      />
      <tbody>
        {result.tallies.map((t) => (
          <tr key={t.proposalId}>
            <td className="text-end">{t.rank}</td>
            <td>
              {t.title}
              <div className="small text-secondary">{t.teamName}</div>
            </td>
            <td className="text-end">{t.votes}</td>
            <td>
              {/* Decorative: the percentage beside it says the same in words. */}
              <div className="progress mb-1" style={{ height: '0.5rem' }} aria-hidden="true">
                <div className="progress-bar" style={{ width: `${t.share * 100}%` }} />
              </div>
              <span className="small text-secondary">{percent(t.share)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
