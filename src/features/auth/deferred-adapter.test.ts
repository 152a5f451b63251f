import { createDeferredAdapter } from '@/features/auth/deferred-adapter'
import type { SessionAccount, SignInAdapter } from '@/features/auth/session'
import { NoAuthError } from '@/lib/api-errors'

function fakeClient(account: SessionAccount | null = null) {
  const calls = { login: 0, token: 0 }
  const client: SignInAdapter = {
    getAccount: () => account,
    subscribe: () => () => undefined,
    getAccessToken: async () => {
      calls.token += 1
      return 'token'
    },
    getGraphToken: async () => 'graph',
    login: async () => {
      calls.login += 1
    },
    reauthenticate: async () => undefined,
    logout: async () => undefined,
  }
  return { client, calls }
}

describe('deferred sign-in client', () => {
  it('does not load the client until sign-in is on the way', async () => {
    const load = vi.fn(async () => fakeClient().client)
    const adapter = createDeferredAdapter(load)
    expect(adapter.getAccount()).toBeNull()
    await expect(adapter.getAccessToken()).rejects.toBeInstanceOf(NoAuthError)
    expect(load).not.toHaveBeenCalled()
  })

  it('a sign-in click made while the client is still starting waits for it and is not lost', async () => {
    const { client, calls } = fakeClient()
    let finish: (value: SignInAdapter) => void = () => undefined
    const adapter = createDeferredAdapter(() => new Promise((resolve) => (finish = resolve)))
    adapter.prepare?.()
    const click = adapter.login()
    expect(calls.login).toBe(0)
    finish(client)
    await click
    expect(calls.login).toBe(1)
  })

  it('loads the client once however many actions ask for it', async () => {
    const load = vi.fn(async () => fakeClient().client)
    const adapter = createDeferredAdapter(load)
    await Promise.all([adapter.start(), adapter.login(), adapter.login()])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tells subscribers about an account the client finds when it starts', async () => {
    const adapter = createDeferredAdapter(
      async () => fakeClient({ id: 'a', name: 'Siti', username: 'siti@example.test' }).client,
    )
    const listener = vi.fn()
    adapter.subscribe(listener)
    await adapter.start()
    expect(listener).toHaveBeenCalled()
    expect(adapter.getAccount()?.name).toBe('Siti')
  })

  it('after a failed start, the next action tries again', async () => {
    const { client, calls } = fakeClient()
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(client)
    const adapter = createDeferredAdapter(load)
    await expect(adapter.login()).rejects.toThrow('offline')
    await adapter.login()
    expect(calls.login).toBe(1)
  })
})
