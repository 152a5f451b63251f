import { AxiosError, AxiosHeaders } from 'axios'
import { STILL_WAITING_MS } from '@/config/constants'
import { AutosaveController, type ServerCopy } from '@/lib/autosave'
import { ApiShapeError, AuthenticationError, SHAPE_MESSAGES } from '@/lib/api-errors'
import { flushAllDrafts, loadDraft, markDraftClosed, saveDraft } from '@/lib/drafts'
import {
  clearSessionExpired,
  isScreenHeldOnSessionEnd,
  markSessionExpired,
} from '@/lib/session-expiry'

type Values = Record<string, string>
const KEY = 'entry:prop-1:1:user-1'
const FIELDS = ['background', 'solution', 'novelty', 'location', 'estimatedValue']
/** The form's values: every field, empty when the server has nothing. */
const form = (values: Values): Values => ({
  ...Object.fromEntries(FIELDS.map((f) => [f, ''])),
  ...values,
})
/** What the server stores: the non-empty fields. */
const stored = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''))

function httpError(status: number, data: unknown = { title: 'x', status }): AxiosError {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  })
}
const networkError = () =>
  new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() })

/** A fake server for one record: holds fields and version, and can fail on demand. */
function fakeServer(initial: { fields: Values; version: number }) {
  const server = {
    copy: initial,
    failWith: [] as Array<() => Error>,
    calls: [] as Array<{ fields: Values; version: number }>,
    read: (): ServerCopy<Values> => ({
      values: form(server.copy.fields),
      version: server.copy.version,
    }),
    save: async (values: Values, version: number): Promise<ServerCopy<Values>> => {
      const fields = stored(values)
      server.calls.push({ fields, version })
      const fail = server.failWith.shift()
      if (fail) throw fail()
      if (version !== server.copy.version) throw httpError(409)
      server.copy = { fields, version: version + 1 }
      return server.read()
    },
  }
  return server
}

function controllerFor(server: ReturnType<typeof fakeServer>, editable = true) {
  const controller = new AutosaveController<Values>({
    key: KEY,
    server: server.read(),
    editable,
    debounceMs: 5,
    contentKey: (v) => JSON.stringify(stored(v)),
    handlers: { save: server.save, fetchServer: async () => server.read() },
  })
  const stop = controller.start()
  return { controller, stop }
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

describe('the autosave (never lose a word)', () => {
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

  it('holds back only a field that cannot be sent: the rest is saved once (no save after save), the field stays here until corrected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const server = fakeServer({ fields: { estimatedValue: '5' }, version: 2 })
      const controller = new AutosaveController<Values>({
        key: KEY,
        server: server.read(),
        debounceMs: 5,
        contentKey: (v) => JSON.stringify(stored(v)),
        handlers: {
          save: server.save,
          fetchServer: async () => server.read(),
          heldBack: (v): Record<string, string> =>
            /^\d*$/.test(v.estimatedValue ?? '') ? {} : { estimatedValue: 'Not an amount.' },
        },
      })
      const stop = controller.start()
      controller.change({ ...controller.initialValues, estimatedValue: 'lots', solution: 'S' })
      await vi.advanceTimersByTimeAsync(100)
      // Sent once, with the field as the server had it; nothing more to send while it is held.
      expect(server.calls).toEqual([{ fields: { estimatedValue: '5', solution: 'S' }, version: 2 }])
      expect(controller.getSnapshot()).toMatchObject({
        state: 'held',
        held: { estimatedValue: 'Not an amount.' },
      })
      expect(loadDraft(KEY)?.value).toMatchObject({ estimatedValue: 'lots', solution: 'S' })
      expect(await controller.flush()).toBe(false)
      expect(server.calls).toHaveLength(1)
      // Typing elsewhere is saved as usual, still without the held field.
      controller.change({ ...controller.initialValues, estimatedValue: 'lots', solution: 'S2' })
      await vi.advanceTimersByTimeAsync(100)
      expect(server.copy.fields).toEqual({ estimatedValue: '5', solution: 'S2' })
      expect(controller.getSnapshot().state).toBe('held')
      // Corrected: saved, and the draft here is done with.
      controller.change({ ...controller.initialValues, estimatedValue: '7', solution: 'S2' })
      await vi.advanceTimersByTimeAsync(100)
      expect(server.copy.fields).toEqual({ estimatedValue: '7', solution: 'S2' })
      expect(controller.getSnapshot()).toMatchObject({ state: 'saved', held: {} })
      expect(loadDraft(KEY)).toBeNull()
      stop()
    } finally {
      vi.useRealTimers()
    }
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
      server.failWith.push(
        () => httpError(500),
        () => networkError(),
      )
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

  it('says "still waiting" when a save goes unanswered for a few seconds, keeps the text here, and carries on once the request ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const server = fakeServer({ fields: {}, version: 1 })
      // The first request hangs until the connection finally drops (no request timeout:
      // requirements R9.8).
      let drop: ((error: Error) => void) | null = null
      const hangOnce: typeof server.save = (values, version) => {
        if (drop) return server.save(values, version)
        server.calls.push({ fields: stored(values), version })
        return new Promise((_, reject) => (drop = reject))
      }
      const { controller, stop } = controllerFor({ ...server, save: hangOnce })
      controller.change(form({ benefits: 'Typed as the server went quiet' }))
      await vi.advanceTimersByTimeAsync(10)
      expect(controller.getSnapshot()).toMatchObject({ state: 'saving', waiting: false })
      await vi.advanceTimersByTimeAsync(STILL_WAITING_MS - 100)
      expect(controller.getSnapshot().waiting).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      expect(controller.getSnapshot()).toMatchObject({ state: 'saving', waiting: true })
      // More typing while it waits: kept here at once, nothing more is sent alongside the hung request.
      controller.change(form({ benefits: 'Typed as the server went quiet, and after' }))
      expect(loadDraft(KEY)?.value).toMatchObject({
        benefits: 'Typed as the server went quiet, and after',
      })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(server.calls).toHaveLength(1)
      expect(controller.getSnapshot()).toMatchObject({ state: 'saving', waiting: true })

      drop!(networkError())
      await vi.advanceTimersByTimeAsync(0)
      expect(controller.getSnapshot().waiting).toBe(false)
      await vi.advanceTimersByTimeAsync(2000)
      expect(controller.getSnapshot().state).toBe('saved')
      expect(server.copy.fields).toEqual({ benefits: 'Typed as the server went quiet, and after' })
      expect(loadDraft(KEY)).toBeNull()
      stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('restores a kept draft after a reload and sends it', async () => {
    const server = fakeServer({ fields: { background: 'Server' }, version: 2 })
    saveDraft(KEY, form({ background: 'Server, and what I typed before the reload' }), 2)
    const { controller, stop } = controllerFor(server)
    expect(controller.initialValues.background).toBe('Server, and what I typed before the reload')
    expect(controller.getSnapshot()).toMatchObject({ restored: true, state: 'pending' })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy).toEqual({
      fields: { background: 'Server, and what I typed before the reload' },
      version: 3,
    })
    stop()
  })

  it('sends a kept draft on the version it was based on when the form opens from an older kept (offline) copy', async () => {
    // Saved online as version 4, more typed offline; the screen then opened from the copy this device kept of version 3.
    const server = fakeServer({ fields: { background: 'Typed online' }, version: 4 })
    saveDraft(KEY, form({ background: 'Typed online, then offline' }), 4)
    const controller = new AutosaveController<Values>({
      key: KEY,
      server: { values: form({ background: 'Older' }), version: 3 },
      debounceMs: 5,
      contentKey: (v) => JSON.stringify(stored(v)),
      handlers: { save: server.save, fetchServer: async () => server.read() },
    })
    const stop = controller.start()
    expect(controller.getSnapshot()).toMatchObject({
      restored: true,
      state: 'pending',
      conflict: null,
    })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.calls).toEqual([
      { fields: { background: 'Typed online, then offline' }, version: 4 },
    ])
    expect(server.copy.version).toBe(5)
    stop()
  })

  it('never overwrites a newer server version silently: the person chooses', async () => {
    const server = fakeServer({ fields: { background: 'Written by a teammate' }, version: 5 })
    saveDraft(KEY, form({ background: 'Mine, based on version 4' }), 4)
    const first = controllerFor(server)
    expect(first.controller.getSnapshot()).toMatchObject({
      state: 'conflict',
      conflict: { version: 5, values: { background: 'Written by a teammate' } },
    })
    // Typing during the conflict stays on this device, still based on version 4.
    first.controller.change({
      ...first.controller.initialValues,
      background: 'Mine, based on version 4, more',
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(server.calls).toHaveLength(0)
    expect(loadDraft(KEY)).toMatchObject({ baseVersion: 4 })
    first.controller.keepMine()
    await vi.waitFor(() => expect(first.controller.getSnapshot().state).toBe('saved'))
    expect(server.copy).toEqual({
      fields: { background: 'Mine, based on version 4, more' },
      version: 6,
    })
    first.stop()

    saveDraft(KEY, form({ background: 'Stale text' }), 1)
    const second = controllerFor(server)
    expect(second.controller.getSnapshot().state).toBe('conflict')
    expect(second.controller.takeServer()).toMatchObject({
      background: 'Mine, based on version 4, more',
    })
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
    saveDraft(KEY, form({ background: 'Kept' }), 9)
    const { controller, stop } = controllerFor(server, false)
    expect(controller.initialValues.background).toBe('Final')
    controller.change({ ...controller.initialValues, background: 'x' })
    await new Promise((r) => setTimeout(r, 20))
    expect(server.calls).toHaveLength(0)
    expect(loadDraft(KEY)?.value).toMatchObject({ background: 'Kept' })
    stop()
  })

  it('a draft its closed screen marked as no longer sendable is sendable again once its form opens (an entry returned)', () => {
    const server = fakeServer({ fields: { background: 'Final' }, version: 9 })
    saveDraft(KEY, form({ background: 'Typed before it closed' }), 9)
    markDraftClosed(KEY, ['Typed before it closed'])
    setOnline(false)
    const readOnly = controllerFor(server, false)
    expect(loadDraft(KEY)?.closed?.unsent).toEqual(['Typed before it closed'])
    readOnly.stop()
    const { stop } = controllerFor(server)
    expect(loadDraft(KEY)?.closed).toBeUndefined()
    expect(loadDraft(KEY)?.value).toMatchObject({ background: 'Typed before it closed' })
    stop()
  })

  it('asks the person to sign in again when the session expired, keeps the draft, and sends it once they are back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const server = fakeServer({ fields: {}, version: 1 })
      server.failWith.push(
        () => new AuthenticationError(),
        () => httpError(401),
      )
      const { controller, stop } = controllerFor(server)
      controller.change(form({ background: 'Typed as the token ran out' }))
      await vi.advanceTimersByTimeAsync(10)
      expect(controller.getSnapshot().state).toBe('expired')
      // No retry loop: nothing is sent until the person is signed in again.
      controller.change(form({ background: 'Typed as the token ran out, and more' }))
      await vi.advanceTimersByTimeAsync(60_000)
      expect(server.calls).toHaveLength(1)
      expect(controller.getSnapshot().state).toBe('expired')
      expect(loadDraft(KEY)?.value).toMatchObject({
        background: 'Typed as the token ran out, and more',
      })
      // A 401 says the same.
      void controller.flush()
      await vi.advanceTimersByTimeAsync(10)
      expect(controller.getSnapshot().state).toBe('expired')
      stop()
    } finally {
      vi.useRealTimers()
    }
    // After the sign-in round trip the form opens again from the kept draft and sends it.
    const server = fakeServer({ fields: {}, version: 1 })
    const again = controllerFor(server)
    expect(again.controller.initialValues.background).toBe('Typed as the token ran out, and more')
    await vi.waitFor(() => expect(again.controller.getSnapshot().state).toBe('saved'))
    expect(server.copy.fields).toEqual({ background: 'Typed as the token ran out, and more' })
    again.stop()
  })

  it('sends what waited as soon as the session is back without a reload (the API client lowers the signal)', async () => {
    const server = fakeServer({ fields: {}, version: 1 })
    const { controller, stop } = controllerFor(server)
    markSessionExpired()
    controller.change(form({ background: 'Typed while the session ended' }))
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('expired'))
    expect(server.calls).toHaveLength(0)
    clearSessionExpired()
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy.fields).toEqual({ background: 'Typed while the session ended' })
    stop()
  })

  it('when any call finds the session ended, an open form says so at once, keeps its text here and holds the screen (no redirect)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const server = fakeServer({ fields: {}, version: 1 })
      const { controller, stop } = controllerFor(server)
      expect(isScreenHeldOnSessionEnd()).toBe(true)
      controller.change(form({ background: 'Half a sentence' }))
      // Another call on the screen got the 401 before this form's debounced save went out.
      markSessionExpired()
      expect(controller.getSnapshot().state).toBe('expired')
      controller.change(form({ background: 'Half a sentence, and the rest of it' }))
      await vi.advanceTimersByTimeAsync(60_000)
      expect(server.calls).toHaveLength(0)
      expect(loadDraft(KEY)?.value).toMatchObject({
        background: 'Half a sentence, and the rest of it',
      })
      stop()
      // Closed, the form no longer holds the screen: an ended session goes to the sign-in page again.
      expect(isScreenHeldOnSessionEnd()).toBe(false)
    } finally {
      clearSessionExpired()
      vi.useRealTimers()
    }
  })

  it('a read-only form and a form kept only on this device do not hold the screen when the session ends', () => {
    const server = fakeServer({ fields: {}, version: 1 })
    const readOnly = controllerFor(server, false)
    const local = new AutosaveController<Values>({
      key: 'feedback:new',
      server: { values: form({}), version: 0 },
    })
    const stopLocal = local.start()
    expect(isScreenHeldOnSessionEnd()).toBe(false)
    markSessionExpired()
    expect(readOnly.controller.getSnapshot().state).toBe('saved')
    clearSessionExpired()
    readOnly.stop()
    stopLocal()
  })

  it('retries a save whose answer was not understood, and sees that the server stored it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const server = fakeServer({ fields: {}, version: 1 })
      const save = server.save
      let garbled = true
      server.save = async (values, version) => {
        const stored = await save(values, version)
        if (!garbled) return stored
        garbled = false
        throw new ApiShapeError(SHAPE_MESSAGES.noBody)
      }
      const { controller, stop } = controllerFor(server)
      controller.change(form({ novelty: 'Stored, then garbled on the way back' }))
      await vi.advanceTimersByTimeAsync(10)
      expect(controller.getSnapshot().state).toBe('retrying')
      await vi.advanceTimersByTimeAsync(2500)
      expect(controller.getSnapshot().state).toBe('saved')
      expect(server.copy).toEqual({
        fields: { novelty: 'Stored, then garbled on the way back' },
        version: 2,
      })
      expect(loadDraft(KEY)).toBeNull()
      stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('treats a 409 without a newer version (a closed period, a locked record) as a refusal, not a conflict', async () => {
    const server = fakeServer({ fields: {}, version: 1 })
    server.failWith.push(() =>
      httpError(409, {
        title: 'Period closed',
        status: 409,
        detail: 'The update period has ended.',
      }),
    )
    const { controller, stop } = controllerFor(server)
    controller.change(form({ solution: 'Late' }))
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('rejected'))
    expect(controller.getSnapshot()).toMatchObject({
      conflict: null,
      message: 'The update period has ended.',
    })
    expect(loadDraft(KEY)?.value).toMatchObject({ solution: 'Late' })
    stop()
  })

  it('does not send a text its check refuses, and sends it once fixed', async () => {
    const server = fakeServer({ fields: {}, version: 1 })
    const controller = new AutosaveController<Values>({
      key: KEY,
      server: server.read(),
      debounceMs: 5,
      handlers: {
        save: server.save,
        fetchServer: async () => server.read(),
        check: (v) => (/^\d*$/.test(v.estimatedValue ?? '') ? null : 'Fix the marked fields.'),
      },
    })
    const stop = controller.start()
    controller.change(form({ estimatedValue: 'abc' }))
    await vi.waitFor(() =>
      expect(controller.getSnapshot()).toMatchObject({
        state: 'rejected',
        message: 'Fix the marked fields.',
      }),
    )
    expect(server.calls).toHaveLength(0)
    controller.change(form({ estimatedValue: '1500' }))
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy.fields).toEqual({ estimatedValue: '1500' })
    stop()
  })

  it('keeps a form with no server draft on this device until it is sent, across a reload', () => {
    const empty = { subject: '', message: '' }
    const first = new AutosaveController({
      key: 'feedback-create:u1',
      server: { values: empty, version: 0 },
    })
    const stop = first.start()
    expect(first.getSnapshot().state).toBe('saved')
    first.change({ subject: 'Poster size', message: '' })
    expect(first.getSnapshot().state).toBe('local')
    stop()

    const reloaded = new AutosaveController({
      key: 'feedback-create:u1',
      server: { values: empty, version: 0 },
    })
    expect(reloaded.initialValues).toEqual({ subject: 'Poster size', message: '' })
    expect(reloaded.getSnapshot()).toMatchObject({ state: 'local', restored: true })
    // Sent: the draft is done with.
    reloaded.complete()
    expect(loadDraft('feedback-create:u1')).toBeNull()
    expect(
      new AutosaveController({ key: 'feedback-create:u1', server: { values: empty, version: 0 } })
        .initialValues,
    ).toEqual(empty)
  })

  it('writes the latest text before the page goes away (version reload, sign-in redirect)', () => {
    const server = fakeServer({ fields: {}, version: 1 })
    const { controller, stop } = controllerFor(server)
    controller.change(form({ novelty: 'Last words' }))
    window.localStorage.clear()
    flushAllDrafts()
    expect(loadDraft(KEY)).toMatchObject({ value: { novelty: 'Last words' }, baseVersion: 1 })
    stop()
  })

  it('merges a newer server copy that changed other fields: both edits are kept and sent on top of it, without asking', async () => {
    const server = fakeServer({ fields: { background: 'A', solution: 'B' }, version: 1 })
    const { controller, stop } = controllerFor(server)
    const shown: Values[] = []
    controller.setApply((values) => shown.push(values))
    // A teammate saves another field meanwhile.
    server.copy = { fields: { background: 'A', solution: 'B, improved by a teammate' }, version: 2 }
    controller.change(form({ background: 'A, and mine', solution: 'B' }))
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(controller.getSnapshot().conflict).toBeNull()
    expect(server.copy).toEqual({
      fields: { background: 'A, and mine', solution: 'B, improved by a teammate' },
      version: 3,
    })
    expect(server.calls.map((c) => c.version)).toEqual([1, 2])
    // The form was given the teammate's text.
    expect(shown.at(-1)).toMatchObject({
      background: 'A, and mine',
      solution: 'B, improved by a teammate',
    })
    expect(loadDraft(KEY)).toBeNull()
    stop()
  })

  it('asks only about a field changed on both sides, with both texts, and saves the chosen one on top of the newer version', async () => {
    const server = fakeServer({ fields: { background: 'A', solution: 'B' }, version: 1 })
    const { controller, stop } = controllerFor(server)
    server.copy = {
      fields: { background: 'Theirs', solution: 'B', location: 'Plant 2' },
      version: 2,
    }
    controller.change(form({ background: 'Mine', solution: 'B, mine' }))
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('conflict'))
    expect(controller.getSnapshot().conflict?.fields).toEqual([
      { path: ['background'], name: 'background', base: 'A', mine: 'Mine', theirs: 'Theirs' },
    ])
    // Nothing is sent while the person chooses; typing shows in the choice.
    controller.change(form({ background: 'Mine, more', solution: 'B, mine', location: 'Plant 2' }))
    expect(controller.getSnapshot().conflict?.fields[0]).toMatchObject({
      mine: 'Mine, more',
      theirs: 'Theirs',
    })
    expect(server.calls).toHaveLength(1)
    expect(controller.resolve({ background: 'theirs' })).toEqual(
      form({ background: 'Theirs', solution: 'B, mine', location: 'Plant 2' }),
    )
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy).toEqual({
      fields: { background: 'Theirs', solution: 'B, mine', location: 'Plant 2' },
      version: 3,
    })
    stop()
  })

  it('merges a kept draft with the newer server copy when the form opens (the draft keeps the values it started from)', async () => {
    const server = fakeServer({
      fields: { background: 'A', solution: 'Saved by a teammate' },
      version: 2,
    })
    saveDraft(
      KEY,
      form({ background: 'A, typed before the reload', solution: 'B' }),
      1,
      form({ background: 'A', solution: 'B' }),
    )
    const { controller, stop } = controllerFor(server)
    expect(controller.initialValues).toMatchObject({
      background: 'A, typed before the reload',
      solution: 'Saved by a teammate',
    })
    expect(controller.getSnapshot()).toMatchObject({
      state: 'pending',
      conflict: null,
      restored: true,
    })
    await vi.waitFor(() => expect(controller.getSnapshot().state).toBe('saved'))
    expect(server.copy).toEqual({
      fields: { background: 'A, typed before the reload', solution: 'Saved by a teammate' },
      version: 3,
    })
    stop()
  })

  it("two tabs of one person: neither drops the other tab's unsent fields from the shared draft, and one tab's save leaves the other's text there", async () => {
    const server = fakeServer({ fields: { background: 'A', solution: 'B' }, version: 1 })
    setOnline(false)
    const tabA = controllerFor(server)
    const tabB = controllerFor(server)
    const shownInA: Values[] = []
    tabA.controller.setApply((values) => shownInA.push(values))
    tabA.controller.change(form({ background: 'A, typed in tab A', solution: 'B' }))
    // Tab B writes the shared draft: tab A's field is folded in, not overwritten.
    tabB.controller.change(form({ background: 'A', solution: 'B, typed in tab B' }))
    expect(loadDraft(KEY)?.value).toMatchObject({
      background: 'A, typed in tab A',
      solution: 'B, typed in tab B',
    })
    // The browser tells tab A that the draft changed: it takes tab B's field too.
    window.dispatchEvent(new StorageEvent('storage'))
    expect(shownInA.at(-1)).toMatchObject({
      background: 'A, typed in tab A',
      solution: 'B, typed in tab B',
    })

    setOnline(true)
    await vi.waitFor(() =>
      expect(server.copy.fields).toEqual({
        background: 'A, typed in tab A',
        solution: 'B, typed in tab B',
      }),
    )
    await vi.waitFor(() =>
      expect([tabA.controller.getSnapshot().state, tabB.controller.getSnapshot().state]).toEqual([
        'saved',
        'saved',
      ]),
    )
    expect(tabA.controller.getSnapshot().conflict).toBeNull()
    expect(tabB.controller.getSnapshot().conflict).toBeNull()
    expect(loadDraft(KEY)).toBeNull()

    // Tab A is done (its text reached the server another way) while tab B holds unsent text in the
    // draft: the draft stays for tab B (or the next opening of the form).
    setOnline(false)
    tabB.controller.change(
      form({ background: 'A, typed in tab A', solution: 'B, typed in tab B, and offline' }),
    )
    tabA.controller.complete()
    expect(loadDraft(KEY)?.value).toMatchObject({ solution: 'B, typed in tab B, and offline' })
    tabA.stop()
    tabB.stop()
  })

  it('drops a kept draft that no longer fits the form', () => {
    saveDraft('score:jd-1', { scores: [{ criterionId: 'old' }] }, 1)
    const controller = new AutosaveController({
      key: 'score:jd-1',
      server: { values: { scores: [{ criterionId: 'new' }] }, version: 1 },
      restore: (kept) =>
        (kept as { scores: Array<{ criterionId: string }> }).scores[0]?.criterionId === 'new'
          ? (kept as { scores: Array<{ criterionId: string }> })
          : null,
    })
    expect(controller.initialValues).toEqual({ scores: [{ criterionId: 'new' }] })
    expect(controller.getSnapshot().restored).toBe(false)
  })
})
