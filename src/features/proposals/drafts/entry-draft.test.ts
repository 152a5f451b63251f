import { AxiosError, AxiosHeaders } from 'axios'
import { loadDraft, saveDraft } from '@/lib/drafts'
import { toApiFields, toFormValues } from '@/features/proposals/entry-fields'
import { EntryDraftController, entryDraftKey, type ServerCopy } from '@/features/proposals/drafts/entry-draft'

const KEY = entryDraftKey('prop-1', 1, 'user-1')

function httpError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', headers: {}, config, data: { title: 'x', status } })
}
const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() })

/** A fake server for one entry: holds fields and version, and can fail on demand. */
function fakeServer(initial: ServerCopy) {
  const server = {
    copy: initial,
    failWith: [] as Array<() => Error>,
    calls: [] as Array<{ fields: Record<string, unknown>; version: number }>,
    save: async (fields: Record<string, unknown>, version: number): Promise<ServerCopy> => {
      server.calls.push({ fields, version })
      const fail = server.failWith.shift()
      if (fail) throw fail()
      if (version !== server.copy.version) throw httpError(409)
      server.copy = { fields, version: version + 1 }
      return server.copy
    },
  }
  return server
}

function controllerFor(server: ReturnType<typeof fakeServer>, editable = true) {
  const controller = new EntryDraftController({
    key: KEY,
    server: server.copy,
    editable,
    debounceMs: 5,
    handlers: {
      save: server.save,
      fetchServer: async () => server.copy,
      toFields: (v) => toApiFields(1, v),
      toValues: (f) => toFormValues(1, f),
    },
  })
  const stop = controller.start()
  return { controller, stop }
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

describe('entry drafts (never lose a word)', () => {
  it('writes every change to this device at once, autosaves with the version and clears only when the server has it', async () => {
    const server = fakeServer({ fields: { background: 'A' }, version: 3 })
    const { controller, stop } = controllerFor(server)
    controller.change({ ...controller.initialValues, background: 'A longer text' })
    expect(loadDraft(KEY)).toMatchObject({ value: { background: 'A longer text' }, baseVersion: 3 })
    expect(controller.getSnapshot().state).toBe('pending')
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.calls).toEqual([{ fields: { background: 'A longer text' }, version: 3 }])
    expect(server.copy.version).toBe(4)
    expect(loadDraft(KEY)).toBeNull()
    stop()
  })

  it('keeps the draft offline and sends it when the connection returns', async () => {
    const server = fakeServer({ fields: {}, version: 1 })
    const { controller, stop } = controllerFor(server)
    setOnline(false)
    controller.change({ ...controller.initialValues, solution: 'Typed on the train' })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('offline'))
    expect(server.calls).toHaveLength(0)
    expect(loadDraft(KEY)?.value).toMatchObject({ solution: 'Typed on the train' })
    setOnline(true)
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy.fields).toEqual({ solution: 'Typed on the train' })
    expect(loadDraft(KEY)).toBeNull()
    stop()
  })

  it('retries after a 500 or a dropped connection and says so meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const server = fakeServer({ fields: {}, version: 1 })
      server.failWith.push(() => httpError(500), () => networkError())
      const { controller, stop } = controllerFor(server)
      controller.change({ ...controller.initialValues, novelty: 'First of its kind' })
      await vi.advanceTimersByTimeAsync(10)
      expect(controller.getSnapshot().state).toBe('retrying')
      expect(loadDraft(KEY)?.value).toMatchObject({ novelty: 'First of its kind' })
      await vi.advanceTimersByTimeAsync(2000)
      expect(controller.getSnapshot().state).toBe('offline')
      await vi.advanceTimersByTimeAsync(4000)
      expect(controller.getSnapshot().state).toBe('saved')
      expect(server.calls).toHaveLength(3)
      expect(loadDraft(KEY)).toBeNull()
      stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('restores a kept draft after a reload and sends it', async () => {
    const server = fakeServer({ fields: { background: 'Server' }, version: 2 })
    saveDraft(KEY, toFormValues(1, { background: 'Server, and what I typed before the reload' }), 2)
    const { controller, stop } = controllerFor(server)
    expect(controller.initialValues.background).toBe('Server, and what I typed before the reload')
    expect(controller.getSnapshot()).toMatchObject({ restored: true, state: 'pending' })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy).toEqual({ fields: { background: 'Server, and what I typed before the reload' }, version: 3 })
    stop()
  })

  it('never overwrites a newer server version silently: the person chooses', async () => {
    const server = fakeServer({ fields: { background: 'Written by a teammate' }, version: 5 })
    saveDraft(KEY, toFormValues(1, { background: 'Mine, based on version 4' }), 4)
    const first = controllerFor(server)
    expect(first.controller.getSnapshot()).toMatchObject({ state: 'conflict', conflict: { version: 5, values: { background: 'Written by a teammate' } } })
    // Typing during the conflict stays on this device, still based on version 4.
    first.controller.change({ ...first.controller.initialValues, background: 'Mine, based on version 4, more' })
    await new Promise((r) => setTimeout(r, 20))
    expect(server.calls).toHaveLength(0)
    expect(loadDraft(KEY)).toMatchObject({ baseVersion: 4 })
    first.controller.keepMine()
    await vi.waitFor(() => expect(first.controller.getSnapshot().state).toBe('saved'))
    expect(server.copy).toEqual({ fields: { background: 'Mine, based on version 4, more' }, version: 6 })
    first.stop()

    saveDraft(KEY, toFormValues(1, { background: 'Stale text' }), 1)
    const second = controllerFor(server)
    expect(second.controller.getSnapshot().state).toBe('conflict')
    expect(second.controller.takeServer()).toMatchObject({ background: 'Mine, based on version 4, more' })
    expect(loadDraft(KEY)).toBeNull()
    expect(second.controller.getSnapshot().state).toBe('saved')
    second.stop()
  })

  it('shows a conflict when a save meets a newer version, and adopts the server copy when it says the same', async () => {
    const server = fakeServer({ fields: {}, version: 1 })
    const { controller, stop } = controllerFor(server)
    server.copy = { fields: { location: 'Changed elsewhere' }, version: 2 }
    controller.change({ ...controller.initialValues, location: 'Mine' })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('conflict'))
    expect(loadDraft(KEY)?.value).toMatchObject({ location: 'Mine' })
    stop()

    const again = controllerFor(fakeServer({ fields: {}, version: 1 }))
    again.controller.change({ ...again.controller.initialValues, location: 'Same' })
    expect(await again.controller.flush()).toBe(true)
    again.stop()
  })

  it('keeps a rejected text on this device and reports the reason', async () => {
    const server = fakeServer({ fields: {}, version: 1 })
    server.failWith.push(() => httpError(400))
    const { controller, stop } = controllerFor(server)
    controller.change({ ...controller.initialValues, estimatedValue: 'abc' })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('rejected'))
    expect(loadDraft(KEY)?.value).toMatchObject({ estimatedValue: 'abc' })
    stop()
  })

  it('sends nothing when the entry is read-only, and leaves a kept draft alone', async () => {
    const server = fakeServer({ fields: { background: 'Final' }, version: 9 })
    saveDraft(KEY, toFormValues(1, { background: 'Kept' }), 9)
    const { controller, stop } = controllerFor(server, false)
    expect(controller.initialValues.background).toBe('Final')
    controller.change({ ...controller.initialValues, background: 'x' })
    await new Promise((r) => setTimeout(r, 20))
    expect(server.calls).toHaveLength(0)
    expect(loadDraft(KEY)?.value).toMatchObject({ background: 'Kept' })
    stop()
  })
})
