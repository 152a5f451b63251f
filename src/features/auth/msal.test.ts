import {
  BrowserAuthError,
  InteractionRequiredAuthError,
  type AccountInfo,
  type IPublicClientApplication,
} from '@azure/msal-browser'
import { loadConfigFile } from '@/config/env'
import { createMsalAdapter, msalConfiguration } from '@/features/auth/msal'
import { AuthenticationError, NetworkFailure, SignedOutOnThisDeviceOnly } from '@/lib/api-errors'
import { loadDraft, registerDraftFlusher, saveDraft } from '@/lib/drafts'

const config = loadConfigFile({ demo: true }, 'http://localhost:4173')
const account = {
  homeAccountId: 'home-1',
  username: 'siti@example.test',
  name: 'Siti',
} as AccountInfo

function fakeMsal(overrides: Partial<Record<keyof IPublicClientApplication, unknown>> = {}) {
  const calls: Record<string, unknown[]> = {}
  const record = (name: string, result?: unknown) => async (arg: unknown) => {
    ;(calls[name] ??= []).push(arg)
    if (result instanceof Error) throw result
    return result
  }
  const instance = {
    getActiveAccount: () => account,
    getAllAccounts: () => [account],
    clearCache: record('clearCache'),
    addEventCallback: () => 'cb',
    acquireTokenSilent: record('acquireTokenSilent', { accessToken: 'at-1' }),
    acquireTokenRedirect: record('acquireTokenRedirect'),
    loginRedirect: record('loginRedirect'),
    logoutRedirect: record('logoutRedirect'),
    ...overrides,
  } as unknown as IPublicClientApplication
  return { instance, calls }
}

describe('sign-in over MSAL (requirements R4, R6, R8)', () => {
  it('configures redirects to the site root, tokens in local storage, OIDC for the demo', () => {
    const c = msalConfiguration(config)
    expect(c.auth.redirectUri).toBe('http://localhost:4173/')
    expect(c.auth.postLogoutRedirectUri).toBe('http://localhost:4173/')
    expect(c.cache?.cacheLocation).toBe('localStorage')
    expect(c.system?.protocolMode).toBe('OIDC')
  })

  it('asks for a token for the access_as_user scope of the active account', async () => {
    const { instance, calls } = fakeMsal()
    const adapter = createMsalAdapter(instance, config)
    expect(await adapter.getAccessToken()).toBe('at-1')
    expect(calls.acquireTokenSilent![0]).toEqual({
      scopes: ['api://innovation-award-demo/access_as_user'],
      account,
    })
  })

  it('rejects with "no auth" when nobody is signed in', async () => {
    const { instance } = fakeMsal({ getActiveAccount: () => null })
    await expect(createMsalAdapter(instance, config).getAccessToken()).rejects.toThrow('no auth')
  })

  it('reports interaction-required without redirecting: the sign-in page starts it, once, after drafts are written', async () => {
    const { instance, calls } = fakeMsal({
      acquireTokenSilent: async () => {
        throw new InteractionRequiredAuthError('interaction_required', 'correlation-1')
      },
    })
    let flushed = 0
    const unregister = registerDraftFlusher(() => {
      flushed += 1
      saveDraft('entry', 'the last words')
    })
    const adapter = createMsalAdapter(instance, config)
    const failure = await adapter.getAccessToken().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AuthenticationError)
    expect((failure as AuthenticationError).interactionRequired).toBe(true)
    expect(calls.acquireTokenRedirect).toBeUndefined()
    await Promise.all([adapter.reauthenticate(), adapter.reauthenticate()])
    unregister()
    expect(calls.acquireTokenRedirect).toEqual([
      { scopes: ['api://innovation-award-demo/access_as_user'], account },
    ])
    expect(flushed).toBe(1)
    expect(loadDraft('entry')?.value).toBe('the last words')
  })

  it('another failed silent request is an ended session, not interaction', async () => {
    const { instance } = fakeMsal({
      acquireTokenSilent: async () => Promise.reject(new Error('network')),
    })
    const failure = await createMsalAdapter(instance, config)
      .getAccessToken()
      .catch((error: unknown) => error)
    expect((failure as AuthenticationError).interactionRequired).toBe(false)
  })

  it('an expired token that cannot be renewed offline is a network failure, not an ended session', async () => {
    const { instance } = fakeMsal({
      acquireTokenSilent: async () =>
        Promise.reject(new BrowserAuthError('no_network_connectivity', '')),
    })
    const failure = await createMsalAdapter(instance, config)
      .getAccessToken()
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NetworkFailure)
  })

  it('signs in with account selection and signs out through the identity provider', async () => {
    const { instance, calls } = fakeMsal()
    const adapter = createMsalAdapter(instance, config)
    await adapter.login()
    expect(calls.loginRedirect![0]).toMatchObject({
      prompt: 'select_account',
      scopes: ['api://innovation-award-demo/access_as_user'],
    })
    await adapter.logout()
    expect(calls.logoutRedirect![0]).toEqual({
      account,
      postLogoutRedirectUri: 'http://localhost:4173/',
    })
    expect(calls.clearCache).toBeUndefined()
  })

  it('offline, signs out on this device only (no redirect to an unreachable page) and says so', async () => {
    const { instance, calls } = fakeMsal()
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await expect(createMsalAdapter(instance, config).logout()).rejects.toBeInstanceOf(
        SignedOutOnThisDeviceOnly,
      )
    } finally {
      online.mockRestore()
    }
    expect(calls.logoutRedirect).toBeUndefined()
    expect(calls.clearCache).toEqual([{ account }])
  })

  it('signing out leaves nobody signed in: another account the device still knows is removed first', async () => {
    const earlier = { ...account, homeAccountId: 'home-0', name: 'Andi' } as AccountInfo
    const { instance, calls } = fakeMsal({ getAllAccounts: () => [earlier, account] })
    await createMsalAdapter(instance, config).logout()
    expect(calls.clearCache).toEqual([{ account: earlier }])
    expect(calls.logoutRedirect![0]).toMatchObject({ account })
  })
})
