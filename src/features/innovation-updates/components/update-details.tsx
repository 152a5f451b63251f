import ProgressBar from 'react-bootstrap/ProgressBar'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import type { InnovationUpdate } from '@/features/innovation-updates/schemas'
import { formatDateTime } from '@/lib/dates'
import { formatIdr } from '@/lib/money'

function Paragraphs({ text }: { text: string }) {
  if (!text.trim()) return <p className="text-body-secondary fst-italic">Not written.</p>
  // Text, never HTML: line breaks are kept with CSS.
  return <p style={{ whiteSpace: 'pre-wrap' }}>{text}</p>
}

/** An update read-only, for the committee, the team's view page and printing. */
export function UpdateDetails({ update }: { update: InnovationUpdate }) {
  return (
    <div>
      <dl className="row mb-3">
        <dt className="col-sm-4">Status</dt>
        <dd className="col-sm-8">
          <UpdateStatusBadge status={update.status} />
          {update.submittedAt ? (
            <span className="ms-2 small text-body-secondary">
              submitted {formatDateTime(update.submittedAt)}
            </span>
          ) : null}
        </dd>
        <dt className="col-sm-4">Team</dt>
        <dd className="col-sm-8">{update.teamName}</dd>
        <dt className="col-sm-4">Period</dt>
        <dd className="col-sm-8">
          {update.periodDescription} ({formatDateTime(update.periodStartAt)} –{' '}
          {formatDateTime(update.periodEndAt)})
        </dd>
        <dt className="col-sm-4">Progress</dt>
        <dd className="col-sm-8">
          {update.progress === null ? (
            '—'
          ) : (
            <ProgressBar style={{ maxWidth: 320 }}>
              <ProgressBar
                now={update.progress}
                label={`${update.progress}%`}
                aria-label={`Progress ${update.progress}%`}
              />
            </ProgressBar>
          )}
        </dd>
        <dt className="col-sm-4">Value realised so far</dt>
        <dd className="col-sm-8">{formatIdr(update.valueRealised)}</dd>
        {update.updatedAt ? (
          <>
            <dt className="col-sm-4">Last saved</dt>
            <dd className="col-sm-8">
              {formatDateTime(update.updatedAt)}
              {update.updatedByName ? ` by ${update.updatedByName}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className="h5">Achievements</h2>
      <Paragraphs text={update.achievements} />
      <h2 className="h5">Obstacles</h2>
      <Paragraphs text={update.obstacles} />
      <h2 className="h5">Next steps</h2>
      <Paragraphs text={update.nextSteps} />
      {update.reviewComment ? (
        <section
          className="border rounded p-3 bg-body-tertiary mt-3"
          aria-labelledby={`review-${update.id}`}
        >
          <h2 className="h5" id={`review-${update.id}`}>
            Committee review
          </h2>
          <p className="small text-body-secondary mb-1">
            {update.reviewedByName ?? 'Committee'}
            {update.reviewedAt ? `, ${formatDateTime(update.reviewedAt)}` : ''}
          </p>
          <Paragraphs text={update.reviewComment} />
        </section>
      ) : null}
    </div>
  )
}
