import { decideAccess, type AccessDecision, type Area } from '@/app/guards/access'
import { periodIndex } from '@/domain/award'
import type { RoleName } from '@/features/auth/schemas'

type Who = 'signed-out' | RoleName | 'unregistered' | 'load-failed' | 'loading'

const AREAS: Area[] = [
  'committee',
  'update-committee',
  'jury',
  'jury-score',
  'participant',
  'update-participant',
]
const WHO: Who[] = [
  'signed-out',
  'Commitee',
  'Jury',
  'Participant',
  'unregistered',
  'load-failed',
  'loading',
]
// The active period's periodId; null when none is active or the periods could not be loaded.
const PERIODS = [null, 1, 2, 3, 4, 5, 6]

const PATH = '/innovation-award/commitee/proposals/phase/1'
const SEARCH = '?year=2026'

/** The expected decision, written out from requirements R6 independently of the implementation. */
function expected(area: Area, who: Who, period: number | null): AccessDecision {
  const allow: AccessDecision = { kind: 'allow' }
  const home: AccessDecision = { kind: 'redirect', to: '/' }
  if (who === 'signed-out') {
    if (area === 'committee' || area === 'update-committee')
      return { kind: 'redirect', to: `/login?r=${encodeURIComponent(PATH + SEARCH)}` }
    if (area === 'jury' || area === 'jury-score')
      return { kind: 'redirect', to: `/login?r=${encodeURIComponent(PATH)}` }
    // The project's choice where R6.3 is silent: an e-mail's link to a participant screen survives sign-in.
    return { kind: 'redirect', to: `/login?r=${encodeURIComponent(PATH + SEARCH)}` }
  }
  if (area === 'jury-score') return allow
  if (who === 'loading') return { kind: 'wait' }
  if (who === 'load-failed' || who === 'unregistered') return home
  if (area === 'committee' || area === 'update-committee') return who === 'Commitee' ? allow : home
  // The specification names the jury periods by their index: 1, 3, 4 and 5 (-1 when unknown).
  if (area === 'jury')
    return who === 'Jury' && [1, 3, 4, 5].includes(periodIndex(period)) ? allow : home
  return allow
}

const cases = AREAS.flatMap((area) =>
  WHO.flatMap((who) => PERIODS.map((period) => [area, who, period] as const)),
)

describe('area access (requirements R6): every area × role × period × signed-in state', () => {
  it.each(cases)('%s as %s in period %s', (area, who, period) => {
    const user =
      who === 'loading'
        ? undefined
        : who === 'load-failed'
          ? null
          : { roleName: who === 'unregistered' || who === 'signed-out' ? null : who }
    const decision = decideAccess({
      area,
      signedIn: who !== 'signed-out',
      user,
      periodId: period,
      pathname: PATH,
      search: SEARCH,
      cameFrom: null,
    })
    expect(decision).toEqual(expected(area, who, period))
  })

  it('waits for the periods before deciding a jury area', () => {
    expect(
      decideAccess({
        area: 'jury',
        signedIn: true,
        user: { roleName: 'Jury' },
        periodId: undefined,
        pathname: '/x/jury',
        search: '',
        cameFrom: null,
      }),
    ).toEqual({
      kind: 'wait',
    })
  })

  it('the committee login carries r only when the visitor came from "/"', () => {
    const base = {
      area: 'committee' as const,
      signedIn: false,
      user: undefined,
      periodId: 1,
      pathname: '/e/commitee',
      search: '?year=2025',
    }
    expect(decideAccess({ ...base, cameFrom: '/' })).toEqual({
      kind: 'redirect',
      to: '/login?r=%2Fe%2Fcommitee%3Fyear%3D2025',
    })
    expect(decideAccess({ ...base, cameFrom: '/e/participant' })).toEqual({
      kind: 'redirect',
      to: '/login',
    })
  })
})
