import { clearDraft, loadDraft, registerDraftFlusher, saveDraft } from '@/lib/drafts'
import { describeError } from '@/lib/api-errors'
import { contentKey, type EntryFormValues } from '@/features/proposals/entry-fields'

/**
 * What the person is told about their text (PRODUCT.md §6). `pending` and `saving` both read
 * "Saving…"; `offline` and `retrying` say the text is kept on this device.
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'retrying' | 'rejected' | 'conflict'

export interface ServerCopy {
  fields: Record<string, unknown>
  version: number
}

export interface DraftSnapshot {
  state: SaveState
  /** When the server last confirmed the text (ms), or null. */
  savedAt: number | null
  /** The server's newer copy when it differs from the draft kept here: the person chooses. */
  conflict: { values: EntryFormValues; version: number } | null
  /** A draft kept on this device was put back into the form. */
  restored: boolean
  /** Why the server refused the last save (validation, closed period). */
  message: string | null
}

export interface DraftHandlers {
  save: (fields: Record<string, unknown>, version: number) => Promise<ServerCopy>
  fetchServer: () => Promise<ServerCopy>
  toFields: (values: EntryFormValues) => Record<string, unknown>
  toValues: (fields: Record<string, unknown>) => EntryFormValues
  onRejected?: (error: unknown) => void
}

export interface DraftOptions {
  key: string
  server: ServerCopy
  /** False when the entry is read-only: nothing is sent, and a kept draft stays untouched. */
  editable: boolean
  debounceMs?: number
  handlers: DraftHandlers
}

const RETRY_DELAYS = [2000, 4000, 8000, 16000, 30000]

export function entryDraftKey(proposalId: string, phase: 1 | 2, userId: string): string {
  return `entry:${proposalId}:${phase}:${userId}`
}

/**
 * Keeps one entry's text safe: every change is written to this device at once (synchronously),
 * then sent to the server debounced, with the version it was based on. A draft is cleared only
 * when the server has confirmed the same content, and never overwrites a newer server copy.
 */
export class EntryDraftController {
  readonly initialValues: EntryFormValues
  private handlers: DraftHandlers
  private readonly key: string
  private readonly editable: boolean
  private readonly debounceMs: number
  private latest: EntryFormValues
  private baseVersion: number
  /** contentKey of what the server is known to hold. */
  private confirmed: string
  private snapshot: DraftSnapshot
  private listeners = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private inFlight: Promise<void> | null = null
  private again = false
  private started = false

  constructor(options: DraftOptions) {
    this.handlers = options.handlers
    this.key = options.key
    this.editable = options.editable
    this.debounceMs = options.debounceMs ?? 1500
    this.baseVersion = options.server.version
    this.confirmed = contentKey(options.server.fields)
    const serverValues = options.handlers.toValues(options.server.fields)
    const local = loadDraft<EntryFormValues>(this.key)
    let state: SaveState = 'saved'
    let conflict: DraftSnapshot['conflict'] = null
    let restored = false
    this.latest = serverValues
    if (local && options.editable && contentKey(options.handlers.toFields(local.value)) !== this.confirmed) {
      this.latest = local.value
      restored = true
      const base = typeof local.baseVersion === 'number' ? local.baseVersion : 0
      if (base >= options.server.version) state = 'pending'
      else {
        // The server moved on since this draft was started and says something else: ask.
        state = 'conflict'
        conflict = { values: serverValues, version: options.server.version }
        // Until the person chooses, the kept draft stays based on the version it was started from.
        this.baseVersion = base
      }
    }
    this.initialValues = this.latest
    this.snapshot = { state, savedAt: null, conflict, restored, message: null }
  }

  setHandlers(handlers: DraftHandlers): void {
    this.handlers = handlers
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): DraftSnapshot => this.snapshot

  private set(change: Partial<DraftSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change }
    this.listeners.forEach((listener) => listener())
  }

  private keepLocal(): void {
    saveDraft(this.key, this.latest, this.baseVersion)
  }

  /** Attaches the page listeners; returns the cleanup. */
  start = (): (() => void) => {
    this.started = true
    const local = loadDraft<EntryFormValues>(this.key)
    // A draft that says what the server already has is done with.
    if (local && contentKey(this.handlers.toFields(local.value)) === this.confirmed) clearDraft(this.key)
    const online = () => {
      if (this.isDirty() && !this.snapshot.conflict) {
        this.attempt = 0
        void this.run()
      }
    }
    const offline = () => {
      if (this.isDirty() && !this.snapshot.conflict && this.snapshot.state !== 'saving') this.set({ state: 'offline' })
    }
    const flushLocal = () => {
      if (this.isDirty()) this.keepLocal()
    }
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    window.addEventListener('pagehide', flushLocal)
    const unregister = registerDraftFlusher(flushLocal)
    if (this.snapshot.state === 'pending' && this.editable) this.schedule(0)
    return () => {
      this.started = false
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      window.removeEventListener('pagehide', flushLocal)
      unregister()
      clearTimeout(this.retryTimer)
      // Leaving the screen: what is typed is on this device already; send it once more if it waits.
      if (this.timer !== undefined) {
        clearTimeout(this.timer)
        this.timer = undefined
        if (this.editable && !this.snapshot.conflict) void this.run()
      }
    }
  }

  private isDirty(): boolean {
    return contentKey(this.handlers.toFields(this.latest)) !== this.confirmed
  }

  change = (values: EntryFormValues): void => {
    this.latest = values
    if (!this.editable) return
    if (!this.isDirty()) {
      clearDraft(this.key)
      if (!this.snapshot.conflict && this.snapshot.state !== 'saving') this.set({ state: 'saved', message: null })
      clearTimeout(this.timer)
      this.timer = undefined
      return
    }
    this.keepLocal()
    if (this.snapshot.conflict) return
    if (this.snapshot.state !== 'saving' && this.snapshot.state !== 'offline' && this.snapshot.state !== 'retrying') this.set({ state: 'pending', message: null })
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
    if (!this.editable || this.snapshot.conflict) return Promise.resolve()
    if (!this.isDirty()) {
      clearDraft(this.key)
      this.set({ state: 'saved' })
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
    const fields = this.handlers.toFields(this.latest)
    this.set({ state: 'saving' })
    try {
      const result = await this.handlers.save(fields, this.baseVersion)
      this.accept(result)
    } catch (error) {
      const described = describeError(error)
      if (described.status === 409) {
        await this.resolveStale(fields)
      } else if (described.kind === 'network') {
        this.set({ state: 'offline' })
        this.scheduleRetry()
      } else if (described.kind === 'client') {
        // The server refused this text (a field's format, a closed period): it stays on this device.
        this.set({ state: 'rejected', message: described.messages.join(' ') })
        this.handlers.onRejected?.(error)
      } else {
        this.set({ state: 'retrying' })
        this.scheduleRetry()
      }
    }
  }

  private accept(result: ServerCopy): void {
    this.baseVersion = result.version
    this.confirmed = contentKey(result.fields)
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

  /** The server has a newer version than this draft's base: same text → adopt it; else ask the person. */
  private async resolveStale(sent: Record<string, unknown>): Promise<void> {
    let server: ServerCopy
    try {
      server = await this.handlers.fetchServer()
    } catch {
      this.set({ state: 'retrying' })
      this.scheduleRetry()
      return
    }
    if (contentKey(server.fields) === contentKey(sent)) {
      this.accept(server)
      return
    }
    this.keepLocal()
    this.set({ state: 'conflict', conflict: { values: this.handlers.toValues(server.fields), version: server.version } })
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
  takeServer = (): EntryFormValues | null => {
    const conflict = this.snapshot.conflict
    if (!conflict) return null
    this.baseVersion = conflict.version
    this.latest = conflict.values
    this.confirmed = contentKey(this.handlers.toFields(conflict.values))
    clearDraft(this.key)
    this.set({ conflict: null, state: 'saved', restored: false, message: null })
    return conflict.values
  }

  /** Sends now (before finalizing); true when the server holds exactly the current text. */
  flush = async (): Promise<boolean> => {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.snapshot.conflict) return false
    await this.run()
    while (this.inFlight) await this.inFlight
    return !this.isDirty()
  }
}
