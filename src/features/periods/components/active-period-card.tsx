import Card from 'react-bootstrap/Card'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatDateTime, fromNow } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import { audienceLabel } from '@/domain/award'
import { periodTitle } from '@/features/periods/period-name'
import type { Period } from '@/features/periods/schemas'

/** The active period, its deadline and how long is left. */
export function ActivePeriodCard({ period }: { period: Period | undefined }) {
  const now = useNow()
  // The period's name and audience read in the language shown: re-render when it changes.
  useLingui()
  if (!period) {
    return (
      <Card body className="mb-4">
        <h2 className="h6 text-secondary mb-1">
          <Trans>Active period</Trans>
        </h2>
        <p className="mb-0">
          <Trans>
            No period is active right now. The committee starts each period on the timeline.
          </Trans>
        </p>
      </Card>
    )
  }
  const ended = Date.parse(period.endAt) < now
  const audience = audienceLabel(period.periodId)
  const end = <time dateTime={period.endAt}>{formatDateTime(period.endAt)}</time>
  const left = fromNow(period.endAt)
  return (
    <Card body className="mb-4 border-primary">
      <h2 className="h6 text-secondary mb-1">
        <Trans>Active period</Trans>
      </h2>
      <p className="h5 mb-1">{periodTitle(period)}</p>
      <p className="mb-0">
        {ended ? (
          <Trans>
            {audience} · ended {end} <span className="text-secondary">({left})</span>
          </Trans>
        ) : (
          <Trans>
            {audience} · ends {end} <span className="text-secondary">({left})</span>
          </Trans>
        )}
      </p>
    </Card>
  )
}
