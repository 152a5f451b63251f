import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import Badge from 'react-bootstrap/Badge'
import { DataTable } from '@/components/data/data-table'
import { criterionColumns } from '@/features/scoring/components/criteria-head'
import { formatDateTime } from '@/lib/dates'
import { formatScore } from '@/features/scoring/format'
import type { Criterion, ScoreSheet, SheetStatus } from '@/features/scoring/schemas'

const STATUS_VARIANT: Record<SheetStatus, string> = {
  Assigned: 'secondary',
  Draft: 'warning',
  Submitted: 'success',
}
const STATUS_LABEL: Record<SheetStatus, MessageDescriptor> = {
  Assigned: msg({ message: 'Not started', context: 'score sheet status' }),
  Draft: msg({ message: 'Draft', context: 'score sheet status' }),
  Submitted: msg({ message: 'Submitted', context: 'score sheet status' }),
}

export function SheetStatusBadge({
  status,
  removed = false,
}: {
  status: SheetStatus
  removed?: boolean
}) {
  const { i18n } = useLingui()
  return (
    <>
      <Badge bg={STATUS_VARIANT[status]} text={status === 'Draft' ? 'dark' : undefined}>
        {i18n._(STATUS_LABEL[status])}
      </Badge>
      {removed ? (
        <Badge bg="light" text="dark" className="ms-1 border">
          <Trans>Judge removed, score kept</Trans>
        </Badge>
      ) : null}
    </>
  )
}

/** One sheet, read-only: each criterion's score and comment, the overall comment and the weighted total. */
export function SheetView({
  sheet,
  criteria,
  caption,
}: {
  sheet: ScoreSheet
  criteria: Criterion[]
  caption: string
}) {
  const { t } = useLingui()
  const scoreOf = (c: Criterion) => sheet.scores.find((x) => x.criterionId === c.id)
  const submittedAt = sheet.submittedAt ? formatDateTime(sheet.submittedAt) : null
  const updatedAt = sheet.updatedAt ? formatDateTime(sheet.updatedAt) : null
  return (
    <>
      <DataTable
        rows={criteria}
        rowKey={(c) => c.id}
        caption={caption}
        className="mb-2"
        columns={[
          ...criterionColumns<Criterion>(),
          {
            key: 'score',
            header: t({ message: 'Score', context: 'noun' }),
            className: 'text-end fw-semibold',
            cell: (c) => scoreOf(c)?.score ?? '—',
          },
          {
            key: 'comment',
            header: t`Comment`,
            className: 'text-break',
            cell: (c) => (
              <span style={{ whiteSpace: 'pre-wrap' }}>
                {scoreOf(c)?.comment || (
                  <span className="text-secondary">
                    <Trans>No comment</Trans>
                  </span>
                )}
              </span>
            ),
          },
        ]}
        footer={{ criterion: t`Weighted total`, score: formatScore(sheet.total) }}
      />
      <p className="small text-secondary mb-1">
        {submittedAt
          ? t`Submitted ${submittedAt}`
          : updatedAt
            ? t`Last saved ${updatedAt}`
            : t`Not scored yet`}
      </p>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        <span className="fw-semibold">
          <Trans>Overall comment:</Trans>{' '}
        </span>
        {sheet.overallComment || (
          <span className="text-secondary">
            <Trans>None</Trans>
          </span>
        )}
      </p>
    </>
  )
}
