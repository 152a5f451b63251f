import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import { useConfirm } from '@/components/feedback/confirm'
import {
  activePeriod,
  describeChange,
  entriesClosedByStart,
  periodAudience,
  planStart,
  type PeriodChange,
} from '@/domain/award'
import { periodTitle } from '@/features/periods/period-name'
import { periodQueries } from '@/features/periods/api'
import { useNow } from '@/lib/use-now'
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
      message: (
        <StartPeriodMessage period={period} periods={periods} moves={plan.ok ? plan.changes : []} />
      ),
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

/**
 * Said before a period is started while a later one runs (the timeline goes back: Phase 1 started
 * again during its scoring): the running period closes now for its people, which the list of
 * moved times alone does not say.
 */
export function GoingBackNotice({ period, periods }: { period: Period; periods: Period[] }) {
  const active = activePeriod(periods)
  const audience = useAudienceWords(active?.periodId ?? period.periodId)
  if (
    !active ||
    active.id === period.id ||
    Date.parse(active.startAt) <= Date.parse(period.startAt)
  )
    return null
  const running = periodTitle(active)
  const name = periodTitle(period)
  return (
    <Alert variant="warning">
      <Trans>
        &quot;{running}&quot; is running now. Starting &quot;{name}&quot;, an earlier period, ends
        it now: its screens close for {audience} until it is started again.
      </Trans>{' '}
      {periodAudience(active.periodId).jury ? (
        <Trans>Judges cannot score until then; what they saved is kept.</Trans>
      ) : null}
    </Alert>
  )
}

/**
 * Starting a later period while a participants' period runs closes its entries now, maybe weeks
 * before its planned end: the entries not finalized yet (drafts, returned, not started) can then no
 * longer be finalized, nor reviewed. The committee reads how many before it confirms; started
 * before that end, the server tells those teams (docs/api.md "Notifications").
 */
export function ClosingEntriesNotice({ period, periods }: { period: Period; periods: Period[] }) {
  const { t } = useLingui()
  const now = useNow()
  const closes = entriesClosedByStart(periods, period.id, now)
  const phase = closes?.phase ?? 1
  const openEntries = useQuery({
    ...periodQueries.openEntries(Number(closes?.period.year), phase),
    enabled: closes !== null,
  })
  if (!closes) return null
  if (openEntries.isPending)
    return (
      <p className="small text-secondary" role="status">
        {t`Checking which Phase ${phase} entries are not finalized yet…`}
      </p>
    )
  const open = openEntries.data ?? 0
  if (openEntries.isSuccess && open === 0) return null
  const running = periodTitle(closes.period)
  const name = periodTitle(period)
  return (
    <Alert variant="warning">
      {openEntries.isError
        ? t`Phase ${phase} entries that are not finalized yet could not be counted.`
        : t`${plural(open, {
            one: `# Phase ${phase} entry is not finalized yet.`,
            other: `# Phase ${phase} entries are not finalized yet.`,
          })}`}{' '}
      {closes.early
        ? t`Starting "${name}" closes "${running}" now, before its planned end: their teams can no longer finalize them, so they will not be reviewed.`
        : t`Starting "${name}" closes "${running}": their teams can no longer finalize them, so they will not be reviewed.`}
      {closes.early ? ` ${t`Their teams are told so, in the app and by e-mail.`}` : null}
    </Alert>
  )
}

function StartPeriodMessage({
  period,
  periods,
  moves,
}: {
  period: Period
  periods: Period[]
  moves: PeriodChange[]
}) {
  const { t } = useLingui()
  const name = periodTitle(period)
  const end = moves.find((c) => c.id === period.id)?.to.endAt ?? period.endAt
  const endText = formatDateTime(end)
  const endFromNow = fromNow(end)
  const audience = useAudienceWords(period.periodId)
  return (
    <>
      <GoingBackNotice period={period} periods={periods} />
      <ClosingEntriesNotice period={period} periods={periods} />
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
