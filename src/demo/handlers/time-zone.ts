import { AsyncLocalStorage } from 'node:async_hooks'
import { formatInZone, isTimeZone, writeDatesWith } from '@/lib/dates'

/**
 * The clock the demo writes its dates by (docs/api.md, the Time-Zone header). A screen shows a date on its
 * device's clock; a text the API writes (a notification, a refusal's reason, an e-mail) is read
 * elsewhere, so it is written on a named zone's clock, the zone said after a time
 * ("17:00:00 WITA"): the zone the request names in its `Time-Zone` header (the app sends the
 * device's), else the award's. An e-mail is read wherever its reader is: it is written in the
 * award's zone.
 */

/** The award's time zone: its deadlines are set in it (Western Indonesia, WIB, by default). */
export const AWARD_TIME_ZONE = isTimeZone(process.env.AWARD_TIME_ZONE)
  ? process.env.AWARD_TIME_ZONE
  : 'Asia/Jakarta'

const current = new AsyncLocalStorage<string>()

// Outside `inTimeZone` (the app's own code, running beside the demo in tests) dates keep the
// device's clock: every request and every e-mail the demo writes runs inside one.
writeDatesWith((value, format) => {
  const zone = current.getStore()
  return zone ? formatInZone(value, format, zone) : value.format(format)
})

/** The zone a request asks its texts in: its `Time-Zone` header when it names one, else the award's. */
export function requestTimeZone(request: Request): string {
  const asked = request.headers.get('Time-Zone')?.trim()
  return isTimeZone(asked) ? asked : AWARD_TIME_ZONE
}

/** Runs `write` with every date it writes on the wall clock of `zone`. */
export function inTimeZone<T>(zone: string, write: () => T): T {
  return current.run(zone, write)
}

/** Runs `write` in the award's zone: an e-mail, read wherever its reader is. */
export function inAwardTimeZone<T>(write: () => T): T {
  return current.run(AWARD_TIME_ZONE, write)
}
