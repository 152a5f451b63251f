import { sendOnceCallSites, writeCalls, writeOf } from '@/testing/double-submit'
import { COMMITTEE_ADMIN_CASES, COMMITTEE_REVIEW_CASES } from '@/testing/send-once-cases/committee'
import { JURY_CASES } from '@/testing/send-once-cases/jury'
import { PARTICIPANT_CASES } from '@/testing/send-once-cases/participant'

const CASES = [
  ...PARTICIPANT_CASES,
  ...COMMITTEE_REVIEW_CASES,
  ...COMMITTEE_ADMIN_CASES,
  ...JURY_CASES,
]

/**
 * Writes that no button sends: the autosaves of the entry, the score sheet and the innovation update.
 * They carry the version they are based on (a repeat is refused with 409), not an Idempotency-Key.
 */
const AUTOSAVES = ['PUT /proposal/{}/phase/{}', 'PUT /score/{}', 'PUT /innovation-update/{}']

/**
 * Writes sent by a choice that takes effect at once rather than by a button that asks to be sent:
 * the language switch remembers the language for the account, a notification (or all of them) is
 * marked read, the profile's e-mail choices are saved as they stand. Sending the same choice twice
 * leaves the same state, so it needs no send-once guard.
 */
const PREFERENCES = [
  'PUT /auth/language',
  'POST /notification/read-all',
  'POST /notification/{}/read',
  'PUT /notification/email-preferences',
]

/** POSTs that only ask (a dry run of an e-mail or a reminder): they change nothing, so nothing is sent twice. */
const DRY_RUNS = ['POST /period/{}/email/recipients', 'POST /messages/recipients']

describe('the double-submit table covers the app', () => {
  it('has a case for every place that calls a send-once hook, and none for a place that no longer does', () => {
    const sites = sendOnceCallSites()
    const cased = [...new Set(CASES.map((c) => `${c.hook} @ ${c.site}`))].sort()
    expect(sites.length).toBeGreaterThan(35)
    expect(sites.filter((site) => !cased.includes(site))).toEqual([])
    expect(cased.filter((site) => !sites.includes(site))).toEqual([])
  })

  it('has a case for every write the app sends, other than the autosaves', () => {
    const writes = writeCalls()
    const covered = new Set(CASES.map((c) => writeOf(c.request)))
    const unguarded = [...AUTOSAVES, ...PREFERENCES, ...DRY_RUNS]
    expect(writes.filter((write) => !covered.has(write) && !unguarded.includes(write))).toEqual([])
    expect(unguarded.filter((write) => !writes.includes(write))).toEqual([])
  })
})
