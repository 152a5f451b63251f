import type { ReactNode } from 'react'
import ProgressBar from 'react-bootstrap/ProgressBar'
import { Trans, useLingui } from '@lingui/react/macro'
import { FileList } from '@/components/forms/files-panel'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import { updatePeriodName } from '@/features/innovation-updates/rules'
import type { InnovationUpdate, UpdateFormValues } from '@/features/innovation-updates/schemas'
import { formatDateTime } from '@/lib/dates'
import { formatIdr } from '@/lib/money'

function Paragraphs({ text }: { text: string }) {
  if (!text.trim())
    return (
      <p className="text-body-secondary fst-italic">
        <Trans>Not written.</Trans>
      </p>
    )
  // Text, never HTML: line breaks are kept with CSS.
  return <p style={{ whiteSpace: 'pre-wrap' }}>{text}</p>
}

/** An update read-only, for the committee, the team's view page and printing. */
export function UpdateDetails({ update }: { update: InnovationUpdate }) {
  const { t } = useLingui()
  const submitted = update.submittedAt ? formatDateTime(update.submittedAt) : null
  const period = updatePeriodName(update)
  const start = formatDateTime(update.periodStartAt)
  const end = formatDateTime(update.periodEndAt)
  const progress = update.progress
  const saved = update.updatedAt ? formatDateTime(update.updatedAt) : null
  const savedBy = update.updatedByName
  const reviewer = update.reviewedByName
  const reviewed = update.reviewedAt ? formatDateTime(update.reviewedAt) : null
  return (
    <div>
      <dl className="row mb-3">
        <dt className="col-sm-4">
          <Trans>Status</Trans>
        </dt>
        <dd className="col-sm-8">
          <UpdateStatusBadge status={update.status} />
          {submitted ? (
            <span className="ms-2 small text-body-secondary">
              {/* Beside the badge "Submitted", the date alone: not "Submitted submitted …". */}
              {update.status === 'Submitted' ? (
                <Trans>on {submitted}</Trans>
              ) : (
                <Trans>· submitted {submitted}</Trans>
              )}
            </span>
          ) : null}
        </dd>
        <dt className="col-sm-4">
          <Trans>Team</Trans>
        </dt>
        <dd className="col-sm-8">{update.teamName}</dd>
        <dt className="col-sm-4">
          <Trans>Period</Trans>
        </dt>
        <dd className="col-sm-8">
          <Trans>
            {period} ({start} – {end})
          </Trans>
        </dd>
        <dt className="col-sm-4">
          <Trans>Progress</Trans>
        </dt>
        <dd className="col-sm-8">
          {progress === null ? (
            '—'
          ) : (
            <ProgressBar style={{ maxWidth: 320 }}>
              <ProgressBar
                now={progress}
                label={`${progress}%`}
                aria-label={t`Progress ${progress}%`}
              />
            </ProgressBar>
          )}
        </dd>
        <dt className="col-sm-4">
          <Trans>Value realised so far</Trans>
        </dt>
        <dd className="col-sm-8">{formatIdr(update.valueRealised)}</dd>
        {saved ? (
          <>
            <dt className="col-sm-4">
              <Trans>Last saved</Trans>
            </dt>
            <dd className="col-sm-8">
              {savedBy ? (
                <Trans>
                  {saved} by {savedBy}
                </Trans>
              ) : (
                saved
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className="h5">
        <Trans>Achievements</Trans>
      </h2>
      <Paragraphs text={update.achievements} />
      <h2 className="h5">
        <Trans>Obstacles</Trans>
      </h2>
      <Paragraphs text={update.obstacles} />
      <h2 className="h5">
        <Trans>Next steps</Trans>
      </h2>
      <Paragraphs text={update.nextSteps} />
      <h2 className="h5">
        <Trans>Files</Trans>
      </h2>
      {update.attachments.length ? (
        <FileList files={update.attachments} />
      ) : (
        <p className="text-body-secondary fst-italic">
          <Trans>No files attached.</Trans>
        </p>
      )}
      {update.reviewComment ? (
        <section
          className="border rounded p-3 bg-body-tertiary mt-3"
          aria-labelledby={`review-${update.id}`}
        >
          <h2 className="h5" id={`review-${update.id}`}>
            <Trans>Committee review</Trans>
          </h2>
          <p className="small text-body-secondary mb-1">
            {reviewer === null ? (
              reviewed === null ? (
                <Trans>Committee</Trans>
              ) : (
                <Trans>Committee, {reviewed}</Trans>
              )
            ) : reviewed === null ? (
              reviewer
            ) : (
              `${reviewer}, ${reviewed}`
            )}
          </p>
          <Paragraphs text={update.reviewComment} />
        </section>
      ) : null}
    </div>
  )
}

/**
 * An update's values as typed in its form (a draft never sent), as typed: the fields named in `only`
 * (those the server does not have), an emptied one as not written; without it, each field written.
 */
export function UpdateDraftValues({
  values,
  only,
}: {
  values: UpdateFormValues
  only?: readonly string[]
}) {
  const rows: [keyof UpdateFormValues, ReactNode, string][] = [
    ['progress', <Trans key="progress">Progress (%)</Trans>, values.progress],
    ['valueRealised', <Trans key="value">Value realised so far</Trans>, values.valueRealised],
    ['achievements', <Trans key="achievements">Achievements</Trans>, values.achievements],
    ['obstacles', <Trans key="obstacles">Obstacles</Trans>, values.obstacles],
    ['nextSteps', <Trans key="next">Next steps</Trans>, values.nextSteps],
  ]
  return (
    <dl className="mb-0">
      {rows
        .filter(([name, , text]) => (only ? only.includes(name) : text.trim()))
        .map(([, label, text], i) => (
          <div key={i}>
            <dt>{label}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>
              {text.trim() ? (
                text
              ) : (
                <span className="text-body-secondary fst-italic">
                  <Trans>Not written.</Trans>
                </span>
              )}
            </dd>
          </div>
        ))}
    </dl>
  )
}
