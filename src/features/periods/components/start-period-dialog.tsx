import { useConfirm } from '@/components/feedback/confirm'
import { audienceLabel, describeChange, planStart, type PeriodChange } from '@/domain/award'
import type { Period } from '@/features/periods/schemas'

/**
 * Asks the committee to confirm starting a period. It shows first which periods' times change,
 * from the same plan the server applies, so the neighbours that move are no surprise.
 */
export function useConfirmStartPeriod(): (period: Period, periods: Period[]) => Promise<boolean> {
  const confirm = useConfirm()
  return (period, periods) => {
    const plan = planStart(periods, period.id, Date.now())
    return confirm({
      title: 'Start period',
      message: <StartPeriodMessage period={period} moves={plan.ok ? plan.changes : []} />,
    })
  }
}

function StartPeriodMessage({ period, moves }: { period: Period; moves: PeriodChange[] }) {
  return (
    <>
      <p>
        Start &quot;{period.description}&quot;? It becomes the only active period from now: the
        screens for {audienceLabel(period.periodId).toLowerCase() || 'everyone'} open and close
        accordingly.
      </p>
      {moves.length > 0 ? (
        <>
          <p className="mb-1">These times change:</p>
          <ul className="mb-0" aria-label="Periods that move">
            {moves.map((c) => (
              <li key={c.id}>{describeChange(c)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mb-0">No period's times change.</p>
      )}
    </>
  )
}
