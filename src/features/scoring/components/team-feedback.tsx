import { plural } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  return (
    <section aria-labelledby="judges-feedback" className="mt-4">
      <h2 id="judges-feedback" className="h5">
        <Trans>Judges’ feedback</Trans>
      </h2>
      <QueryView
        query={feedback}
        loading={t`Loading the judges’ feedback…`}
        errorTitle={t`The judges’ feedback could not be loaded`}
      >
        {(phases) =>
          phases.length === 0 ? (
            <p className="text-secondary">
              <Trans>
                No judges’ feedback yet: it appears here once the committee has published the
                results of a phase in which judges scored your proposal.
              </Trans>
            </p>
          ) : (
            phases.map((f) => <PhaseFeedback key={f.phase} feedback={f} />)
          )
        }
      </QueryView>
    </section>
  )
}

const commentsColumn = (header: string): Column<TeamFeedback['criteria'][number]> => ({
  key: 'comments',
  header,
  cell: (c) =>
    c.comments.length ? (
      <ul className="mb-0 ps-3 small">
        {c.comments.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    ) : (
      <span className="small text-secondary">
        <Trans>No comment</Trans>
      </span>
    ),
})

function PhaseFeedback({ feedback: f }: { feedback: TeamFeedback }) {
  const headingId = `feedback-phase-${f.phase}`
  const { t } = useLingui()
  const phase = f.phase
  const published = formatDateTime(f.publishedAt)
  const judges = f.judges
  const overall = formatScore(f.total)
  const { scaleMin, scaleMax } = f
  return (
    <Card as="article" className="mb-3" aria-labelledby={headingId}>
      <Card.Body>
        <h3 id={headingId} className="h6">
          <Trans>Phase {phase}</Trans>
        </h3>
        <p className="small text-secondary">
          {t`${plural(judges, {
            one: `Published ${published} · # judge · overall ${overall} on a ${scaleMin}–${scaleMax} scale (the mean of the judges’ weighted totals).`,
            other: `Published ${published} · # judges · overall ${overall} on a ${scaleMin}–${scaleMax} scale (the mean of the judges’ weighted totals).`,
          })}`}
        </p>
        <DataTable
          rows={f.criteria}
          rowKey={(c) => c.criterionId}
          caption={t`Your Phase ${phase} score per criterion (mean of the judges)`}
          className="mb-2"
          columns={[
            ...criterionColumns<TeamFeedback['criteria'][number]>(),
            {
              key: 'mean',
              header: t`Your score (mean)`,
              className: 'text-end',
              cell: (c) => formatScore(c.mean),
            },
            ...(f.shareComments ? [commentsColumn(t`Judges’ comments`)] : []),
          ]}
        />
        {f.shareComments ? (
          f.overallComments.length ? (
            <>
              <h4 className="h6 small fw-semibold">
                <Trans>Overall comments</Trans>
              </h4>
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
            <Trans>The committee chose not to share the judges’ comments for this phase.</Trans>
          </p>
        )}
      </Card.Body>
    </Card>
  )
}
