import { STILL_WAITING_MS } from '@/config/constants'
import { describeError, isSessionFailure } from '@/lib/api-errors'
import { clearDraft, loadDraft, registerDraftFlusher, registerDraftSender, saveDraft } from '@/lib/drafts'
import { holdScreenOnSessionEnd, isSessionExpired, subscribeSessionExpiry } from '@/lib/session-expiry'

/**
 * The one autosave of every form a person types into (PRODUCT.md §6, issue 8). What the person is
 * told about their text: `pending` and `saving` both read "Saving…"; `offline` and `retrying` say the
 * text is kept on this device; `expired` asks them to sign in again; `local` is a form with no server
 * draft whose text is kept on this device until it is sent.
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'retrying' | 'rejected' | 'conflict' | 'expired' | 'local'

/** What the server holds: the form's values and the version they are. */
export interface ServerCopy<V> {
  values: V
  version: number
}

export interface AutosaveSnapshot<V> {
  state: SaveState
  /** When the server last confirmed the text (ms), or null. */
  savedAt: number | null
  /** The server's newer copy when it differs from the draft kept here: the person chooses. */
  conflict: ServerCopy<V> | null
  /** A draft kept on this device was put back into the form. */
  restored: boolean
  /** Why the server refused the last save (validation, closed period). */
  message: string | null
  /** A save has been on its way for a few seconds without an answer (it is not cut; the text stays kept here). */
  waiting: boolean
}

export interface AutosaveHandlers<V> {
  /** Sends the values, based on `version`; resolves with what the server then holds. */
  save: (values: V, version: number) => Promise<ServerCopy<V>>
  /** The server's current copy, asked for when a save answers 409. */
  fetchServer: () => Promise<ServerCopy<V>>
  /** The server refused the text (4xx other than a version conflict): put its field errors on the fields. */
  onRejected?: (error: unknown) => void
  /** Checks the text before it is sent: a message when it cannot be sent as it is (it stays here). */
  check?: (values: V) => string | null
}

export interface AutosaveOptions<V> {
  /** Where the draft is kept on this device (one key per form, record and person). */
  key: string
  /** The server's copy to start from; for a form with no server draft, its empty values (version 0). */
  server: ServerCopy<V>
  /** Without handlers the form has no server draft: its text is only kept here until it is sent. */
  handlers?: AutosaveHandlers<V>
  /** False when the form is read-only: nothing is sent, and a kept draft stays untouched. */
  editable?: boolean
  debounceMs?: number
  /** Two values are the same text when their keys are equal (default: JSON). */
  contentKey?: (values: V) => string
  /** Turns a kept draft back into values, or null when it no longer fits the form (default: merged over the server's values). */
  restore?: (stored: unknown, server: V) => V | null
}

const RETRY_DELAYS = [2000, 4000, 8000, 16000, 30000]

function defaultRestore<V>(stored: unknown, server: V): V | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null
  return typeof server === 'object' && server !== null ? { ...server, ...stored } : (stored as V)
}

function isAuthError(error: unknown): boolean {
  return isSessionFailure(error) || describeError(error).kind === 'auth'
}

/**
 * Keeps one form's text safe: every change is written to this device at once (synchronously), then
 * sent to the server debounced, with the version it was based on. A draft is cleared only when the
 * server has confirmed the same text, and never overwrites a newer server copy: the person chooses.
 * Offline it waits for the connection; a server failure is retried; an expired session waits for the
 * person to sign in again (the draft stays here and is sent when the form opens again).
 */
export class AutosaveController<V> {
  readonly initialValues: V
  private handlers: AutosaveHandlers<V> | undefined
  private readonly key: string
  private readonly editable: boolean
  private readonly debounceMs: number
  private readonly contentKey: (values: V) => string
  private latest: V
  private baseVersion: number
  /** contentKey of what the server is known to hold. */
  private confirmed: string
  private snapshot: AutosaveSnapshot<V>
  private listeners = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private inFlight: Promise<void> | null = null
  private again = false
  private started = false
  private readonly keptMatchesServer: boolean

  constructor(options: AutosaveOptions<V>) {
    this.handlers = options.handlers
    this.key = options.key
    this.editable = options.editable ?? true
    this.debounceMs = options.debounceMs ?? 1500
    this.contentKey = options.contentKey ?? ((values) => JSON.stringify(values))
    this.baseVersion = options.server.version
    this.confirmed = this.contentKey(options.server.values)
    const local = loadDraft<unknown>(this.key)
    const kept = local ? (options.restore ?? defaultRestore)(local.value, options.server.values) : null
    let state: SaveState = 'saved'
    let conflict: ServerCopy<V> | null = null
    let restored = false
    this.latest = options.server.values
    if (local && kept !== null && this.editable && this.contentKey(kept) !== this.confirmed) {
      this.latest = kept
      restored = true
      const base = typeof local.baseVersion === 'number' ? local.baseVersion : 0
      if (!this.handlers) state = 'local'
      else if (base >= options.server.version) {
        state = 'pending'
        // The copy on screen may be older than the draft's base (opened offline from what this device
        // kept): the draft goes on top of the version it was started from, not the older one.
        this.baseVersion = base
      } else {
        // The server moved on since this draft was started and says something else: ask.
        state = 'conflict'
        conflict = options.server
        // Until the person chooses, the kept draft stays based on the version it was started from.
        this.baseVersion = base
      }
    }
    this.keptMatchesServer = kept !== null && this.contentKey(kept) === this.confirmed
    this.initialValues = this.latest
    this.snapshot = { state, savedAt: null, conflict, restored, message: null, waiting: false }
  }

  setHandlers(handlers: AutosaveHandlers<V> | undefined): void {
    this.handlers = handlers
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): AutosaveSnapshot<V> => this.snapshot

  /** The server version the text on screen is based on (to send with a submit). */
  getVersion = (): number => this.baseVersion

  private set(change: Partial<AutosaveSnapshot<V>>): void {
    this.snapshot = { ...this.snapshot, ...change }
    this.listeners.forEach((listener) => listener())
  }

  private keepLocal(): void {
    saveDraft(this.key, this.latest, this.baseVersion)
  }

  private isDirty(): boolean {
    return this.contentKey(this.latest) !== this.confirmed
  }

  private canSend(): boolean {
    return this.editable && !!this.handlers && !this.snapshot.conflict
  }

  /** Attaches the page listeners; returns the cleanup. */
  start = (): (() => void) => {
    this.started = true
    // A draft that says what the server already has is done with.
    if (this.keptMatchesServer) clearDraft(this.key)
    const online = () => {
      if (this.isDirty() && this.canSend() && this.snapshot.state !== 'expired') {
        this.attempt = 0
        void this.run()
      }
    }
    const offline = () => {
      if (this.isDirty() && this.canSend() && this.snapshot.state !== 'saving' && this.snapshot.state !== 'expired') this.set({ state: 'offline' })
    }
    const flushLocal = () => {
      if (this.isDirty() && this.editable) this.keepLocal()
    }
    // The session ended (this form's save or any other call got a 401): the person is told here and
    // the screen stays (holdScreenOnSessionEnd). It is back without a reload (a token renewed, a
    // sign-in in another tab): send what waited.
    const sessionChanged = () => {
      if (isSessionExpired()) {
        if (this.canSend() && !this.snapshot.conflict && this.snapshot.state !== 'expired') {
          clearTimeout(this.timer)
          clearTimeout(this.retryTimer)
          this.timer = undefined
          if (this.isDirty()) this.keepLocal()
          this.set({ state: 'expired' })
        }
      } else if (this.snapshot.state === 'expired' && this.canSend()) void this.flush()
    }
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    window.addEventListener('pagehide', flushLocal)
    const unregister = registerDraftFlusher(flushLocal)
    // Before signing out, the text goes to the server while it still can (a form with no server draft has nothing to send).
    const unregisterSender = registerDraftSender(() => (this.handlers && this.editable && this.isDirty() ? this.flush() : Promise.resolve(true)))
    const unsubscribeSession = subscribeSessionExpiry(sessionChanged)
    const release = holdScreenOnSessionEnd(() => this.canSend())
    if (this.snapshot.state === 'pending' && this.canSend()) this.schedule(0)
    return () => {
      this.started = false
      release()
      unsubscribeSession()
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      window.removeEventListener('pagehide', flushLocal)
      unregister()
      unregisterSender()
      clearTimeout(this.retryTimer)
      // Leaving the screen: what is typed is on this device already; send it once more if it waits.
      if (this.timer !== undefined) {
        clearTimeout(this.timer)
        this.timer = undefined
        if (this.canSend()) void this.run()
      }
    }
  }

  change = (values: V): void => {
    this.latest = values
    if (!this.editable) return
    if (!this.isDirty()) {
      clearDraft(this.key)
      clearTimeout(this.timer)
      this.timer = undefined
      if (!this.snapshot.conflict && this.snapshot.state !== 'saving' && this.snapshot.state !== 'expired') this.set({ state: 'saved', message: null })
      return
    }
    this.keepLocal()
    if (!this.handlers) {
      if (this.snapshot.state !== 'local') this.set({ state: 'local' })
      return
    }
    if (this.snapshot.conflict || this.snapshot.state === 'expired') return
    if (this.snapshot.state !== 'saving' && this.snapshot.state !== 'offline' && this.snapshot.state !== 'retrying')
      this.set({ state: 'pending', message: null })
    this.schedule(this.debounceMs)
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.run()
    }, delay)
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer)
    const delay = RETRY_DELAYS[Math.min(this.attempt, RETRY_DELAYS.length - 1)]!
    this.attempt += 1
    this.retryTimer = setTimeout(() => void this.run(), delay)
  }

  /** Sends the latest text unless the server already has it. */
  private run(): Promise<void> {
    if (this.inFlight) {
      this.again = true
      return this.inFlight
    }
    if (!this.canSend()) return Promise.resolve()
    if (!this.isDirty()) {
      clearDraft(this.key)
      this.set({ state: 'saved' })
      return Promise.resolve()
    }
    const problem = this.handlers!.check?.(this.latest) ?? null
    if (problem !== null) {
      this.keepLocal()
      this.set({ state: 'rejected', message: problem })
      return Promise.resolve()
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.set({ state: 'offline' })
      return Promise.resolve()
    }
    this.inFlight = this.send().finally(() => {
      this.inFlight = null
      if (this.again) {
        this.again = false
        if (this.started || this.isDirty()) void this.run()
      }
    })
    return this.inFlight
  }

  private async send(): Promise<void> {
    const handlers = this.handlers!
    const values = this.latest
    this.set({ state: 'saving' })
    // A save that hangs is never cut: after a few seconds the person is told it is still on its way
    // (the text is on this device already, and a later answer or failure is handled as usual).
    const late = setTimeout(() => this.set({ waiting: true }), STILL_WAITING_MS)
    try {
      const result = await handlers.save(values, this.baseVersion)
      this.accept(result)
    } catch (error) {
      const described = describeError(error)
      if (isAuthError(error)) {
        // The session expired: keep everything here until the person has signed in again.
        this.keepLocal()
        this.again = false
        this.set({ state: 'expired' })
      } else if (described.status === 409) {
        await this.resolveStale(values, described.messages.join(' '), error)
      } else if (described.kind === 'network' || described.kind === 'timeout') {
        this.set({ state: 'offline' })
        this.scheduleRetry()
      } else if (described.kind === 'client') {
        // The server refused this text (a field's format, a closed period): it stays on this device.
        this.keepLocal()
        this.set({ state: 'rejected', message: described.messages.join(' ') })
        handlers.onRejected?.(error)
      } else {
        // A server failure, or an answer not understood (the text may or may not be stored): send
        // it again; a version conflict then tells whether the server already has it.
        this.set({ state: 'retrying' })
        this.scheduleRetry()
      }
    } finally {
      clearTimeout(late)
      if (this.snapshot.waiting) this.set({ waiting: false })
    }
  }

  private accept(result: ServerCopy<V>): void {
    this.baseVersion = result.version
    this.confirmed = this.contentKey(result.values)
    this.attempt = 0
    clearTimeout(this.retryTimer)
    if (this.isDirty()) {
      // More was typed while this save was on its way: keep it here and send it next.
      this.keepLocal()
      this.set({ state: 'pending' })
      if (this.timer === undefined) this.schedule(this.debounceMs)
    } else {
      clearDraft(this.key)
      this.set({ state: 'saved', savedAt: Date.now(), message: null })
    }
  }

  /**
   * A 409: if the server has a newer version, same text → adopt it, else the person chooses. If it
   * has none (a closed period, a locked record), the save was refused.
   */
  private async resolveStale(sent: V, message: string, error: unknown): Promise<void> {
    let server: ServerCopy<V>
    try {
      server = await this.handlers!.fetchServer()
    } catch (fetchError) {
      if (isAuthError(fetchError)) {
        this.keepLocal()
        this.set({ state: 'expired' })
        return
      }
      this.set({ state: 'retrying' })
      this.scheduleRetry()
      return
    }
    if (this.contentKey(server.values) === this.contentKey(sent)) {
      this.accept(server)
      return
    }
    this.keepLocal()
    if (server.version <= this.baseVersion) {
      this.set({ state: 'rejected', message })
      this.handlers!.onRejected?.(error)
      return
    }
    this.set({ state: 'conflict', conflict: server })
  }

  /** "Keep mine": my text becomes the next version on top of the server's. */
  keepMine = (): void => {
    const conflict = this.snapshot.conflict
    if (!conflict) return
    this.baseVersion = conflict.version
    this.keepLocal()
    this.set({ conflict: null, state: 'pending' })
    this.attempt = 0
    void this.run()
  }

  /** "Use the server's": the local draft is discarded; returns the values to put in the form. */
  takeServer = (): V | null => {
    const conflict = this.snapshot.conflict
    if (!conflict) return null
    this.baseVersion = conflict.version
    this.latest = conflict.values
    this.confirmed = this.contentKey(conflict.values)
    clearDraft(this.key)
    this.set({ conflict: null, state: 'saved', restored: false, message: null })
    return conflict.values
  }

  /** Sends now (before a submit, "Try now", after signing in again); true when the server holds exactly the current text. */
  flush = async (): Promise<boolean> => {
    clearTimeout(this.timer)
    this.timer = undefined
    if (!this.handlers) return !this.isDirty()
    if (this.snapshot.conflict) return false
    if (this.snapshot.state === 'expired' || this.snapshot.state === 'rejected') this.set({ state: 'pending' })
    this.attempt = 0
    await this.run()
    while (this.inFlight) await this.inFlight
    return !this.isDirty()
  }

  /** The text was sent another way (a create, a submit) and the server has it: forget the draft. */
  complete = (): void => {
    clearTimeout(this.timer)
    clearTimeout(this.retryTimer)
    this.timer = undefined
    this.confirmed = this.contentKey(this.latest)
    clearDraft(this.key)
    this.set({ state: 'saved', restored: false, message: null, conflict: null })
  }

  /** Puts the server's (or the empty) values back and forgets the draft kept here. */
  discard = (values: V): void => {
    this.latest = values
    this.complete()
  }
}
