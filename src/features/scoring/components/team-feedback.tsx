import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import { DataTable, type Column } from '@/components/data/data-table'
import { QueryView } from '@/components/feedback/query-view'
import { criterionColumns } from '@/features/scoring/components/criteria-head'
import { scoringQueries } from '@/features/scoring/api'
import { formatScore } from '@/features/scoring/format'
import type { TeamFeedback } from '@/features/scoring/schemas'
import { formatDateTime } from '@/lib/dates'

/**
 * The judges' feedback on a team's proposal, per phase whose results the committee published:
 * the mean score per criterion and, when the committee shares them, the comments. No judge is named.
 */
export function TeamFeedbackSection({ proposalId }: { proposalId: string }) {
  const feedback = useQuery(scoringQueries.teamFeedback(proposalId))
  return (
    <section aria-labelledby="judges-feedback" className="mt-4">
      <h2 id="judges-feedback" className="h5">
        Judges’ feedback
      </h2>
      <QueryView
        query={feedback}
        loading="Loading the judges’ feedback…"
        errorTitle="The judges’ feedback could not be loaded"
      >
        {(phases) =>
          phases.length === 0 ? (
            <p className="text-secondary">
              The judges’ scores and comments appear here once the committee publishes the results
              of a phase your proposal was scored in.
            </p>
          ) : (
            phases.map((f) => <PhaseFeedback key={f.phase} feedback={f} />)
          )
        }
      </QueryView>
    </section>
  )
}

const commentsColumn: Column<TeamFeedback['criteria'][number]> = {
  key: 'comments',
  header: 'Judges’ comments',
  cell: (c) =>
    c.comments.length ? (
      <ul className="mb-0 ps-3 small">
        {c.comments.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    ) : (
      <span className="small text-secondary">No comment</span>
    ),
}

function PhaseFeedback({ feedback: f }: { feedback: TeamFeedback }) {
  const headingId = `feedback-phase-${f.phase}`
  return (
    <Card as="article" className="mb-3" aria-labelledby={headingId}>
      <Card.Body>
        <h3 id={headingId} className="h6">
          Phase {f.phase}
        </h3>
        <p className="small text-secondary">
          Published {formatDateTime(f.publishedAt)} · {f.judges} judge{f.judges === 1 ? '' : 's'} ·
          overall {formatScore(f.total)} on a {f.scaleMin}–{f.scaleMax} scale (the mean of the
          judges’ weighted totals).
        </p>
        <DataTable
          rows={f.criteria}
          rowKey={(c) => c.criterionId}
          caption={`Your Phase ${f.phase} score per criterion (mean of the judges)`}
          className="mb-2"
          columns={[
            ...criterionColumns<TeamFeedback['criteria'][number]>(),
            {
              key: 'mean',
              header: 'Your score (mean)',
              className: 'text-end',
              cell: (c) => formatScore(c.mean),
            },
            ...(f.shareComments ? [commentsColumn] : []),
          ]}
        />
        {f.shareComments ? (
          f.overallComments.length ? (
            <>
              <h4 className="h6 small fw-semibold">Overall comments</h4>
              <ul className="small mb-0">
                {f.overallComments.map((text, i) => (
                  <li key={i} style={{ whiteSpace: 'pre-wrap' }}>
                    {text}
                  </li>
                ))}
              </ul>
            </>
          ) : null
        ) : (
          <p className="small text-secondary mb-0">
            The committee chose not to share the judges’ comments for this phase.
          </p>
        )}
      </Card.Body>
    </Card>
  )
}
