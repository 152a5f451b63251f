import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { describeChange, periodAudience, planStart, type PeriodChange } from '@/domain/award'
import { periodTitle } from '@/features/periods/period-name'
import type { Period } from '@/features/periods/schemas'
import { formatDateTime, fromNow } from '@/lib/dates'

/**
 * Asks the committee to confirm starting a period that keeps its planned end. It shows first which
 * periods' times change, from the same plan the server applies, so the neighbours that move are no
 * surprise. A period whose planned end has passed is started again with a new end the committee
 * chooses instead (restart-period-dialog.tsx).
 */
export function useConfirmStartPeriod(): (period: Period, periods: Period[]) => Promise<boolean> {
  const confirm = useConfirm()
  const { t } = useLingui()
  return (period, periods) => {
    const plan = planStart(periods, period.id, Date.now())
    return confirm({
      title: t`Start period`,
      message: <StartPeriodMessage period={period} moves={plan.ok ? plan.changes : []} />,
    })
  }
}

/** Whose screens a period opens, said inside a sentence (lower case in both languages). */
export function useAudienceWords(periodId: number): string {
  const { t } = useLingui()
  const { participants, jury } = periodAudience(periodId)
  return participants && jury
    ? t`participants and jury`
    : participants
      ? t`participants`
      : jury
        ? t`jury`
        : t`everyone`
}

function StartPeriodMessage({ period, moves }: { period: Period; moves: PeriodChange[] }) {
  const { t } = useLingui()
  const name = periodTitle(period)
  const end = moves.find((c) => c.id === period.id)?.to.endAt ?? period.endAt
  const endText = formatDateTime(end)
  const endFromNow = fromNow(end)
  const audience = useAudienceWords(period.periodId)
  return (
    <>
      <p>
        <Trans>
          Start &quot;{name}&quot;? It becomes the only active period from now: the screens for{' '}
          {audience} open and close accordingly.
        </Trans>
      </p>
      {end ? (
        <p>
          {/* A period keeps its planned end: started early, it may run for weeks. */}
          <Trans>
            It runs until <time dateTime={end}>{endText}</time> ({endFromNow}), its planned end;
            edit its times to change that.
          </Trans>
        </p>
      ) : null}
      {moves.length > 0 ? (
        <>
          <p className="mb-1">
            <Trans>These times change:</Trans>
          </p>
          <ul className="mb-0" aria-label={t`Periods that move`}>
            {moves.map((c) => (
              <li key={c.id}>{describeChange(c)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mb-0">
          <Trans>No period's times change.</Trans>
        </p>
      )}
    </>
  )
}
