import { signInNeededAtStart } from '@/app/sign-in-start'

const at = (pathname: string, hash = '', search = '') => ({ pathname, hash, search })

function storageWith(entries: Record<string, string>): Storage {
  const keys = Object.keys(entries)
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  }
}

describe('when the sign-in client must start before the first screen', () => {
  const empty = storageWith({})

  it('not for a signed-out visit of the public screens', () => {
    expect(signInNeededAtStart(at('/'), empty)).toBe(false)
    expect(signInNeededAtStart(at('/login'), empty)).toBe(false)
    expect(signInNeededAtStart(at('/test'), empty)).toBe(false)
    expect(signInNeededAtStart(at('/'), null)).toBe(false)
  })

  it('for a returning sign-in redirect, in the fragment or the query', () => {
    expect(signInNeededAtStart(at('/', '#code=abc&client_info=x&state=s'), empty)).toBe(true)
    expect(signInNeededAtStart(at('/', '#error=access_denied&state=s'), empty)).toBe(true)
    expect(signInNeededAtStart(at('/', '', '?code=abc&state=s'), empty)).toBe(true)
  })

  it('for /loginSPA and every guarded area', () => {
    expect(signInNeededAtStart(at('/loginSPA'), empty)).toBe(true)
    expect(signInNeededAtStart(at('/registration'), empty)).toBe(true)
    expect(signInNeededAtStart(at('/innovation-award/commitee'), empty)).toBe(true)
  })

  it('when MSAL keeps an account in local storage', () => {
    expect(signInNeededAtStart(at('/'), storageWith({ 'msal.3.account.keys': '["k"]' }))).toBe(true)
    expect(
      signInNeededAtStart(
        at('/'),
        storageWith({ 'msal.3.account.keys': '[]', 'msal.version': '5' }),
      ),
    ).toBe(false)
  })
})
