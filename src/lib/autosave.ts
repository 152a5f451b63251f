import { STILL_WAITING_MS } from '@/config/constants'
import { describeError, isSessionFailure } from '@/lib/api-errors'
import { currentAccount } from '@/lib/device-account'
import {
  clearDraft,
  loadDraft,
  markDraftOpen,
  registerDraftFlusher,
  registerDraftSender,
  saveDraft,
} from '@/lib/drafts'
import {
  mergeValues,
  sameValue,
  UNKNOWN_BASE,
  valueAt,
  withValueAt,
  type FieldConflict,
} from '@/lib/merge'
import {
  holdScreenOnSessionEnd,
  isSessionExpired,
  subscribeSessionExpiry,
} from '@/lib/session-expiry'

/**
 * The one autosave of every form a person types into (requirements R15.1). What the person is
 * told about their text: `pending` and `saving` both read "Saving…"; `offline` and `retrying` say the
 * text is kept on this device; `held`: all of it is saved but the fields in `held`, which cannot be
 * sent as they are and are kept on this device; `expired` asks them to sign in again; `local` is a form with no server
 * draft whose text is kept on this device until it is sent.
 */
export type SaveState =
  | 'saved'
  | 'pending'
  | 'saving'
  | 'offline'
  | 'retrying'
  | 'rejected'
  | 'held'
  | 'conflict'
  | 'expired'
  | 'local'

/** What the server holds: the form's values and the version they are. */
export interface ServerCopy<V> {
  values: V
  version: number
}

/**
 * A newer server copy changed fields that the text here changed too, to something else: the person
 * chooses, field by field. Fields changed on one side only are already merged into the form.
 */
export interface AutosaveConflict<V> extends ServerCopy<V> {
  fields: FieldConflict[]
}

/** For each conflicting field (by its `name`), the text to keep; a field left out keeps mine. */
export type ConflictChoices = Record<string, 'mine' | 'theirs'>

export interface AutosaveSnapshot<V> {
  state: SaveState
  /** When the server last confirmed the text (ms), or null. */
  savedAt: number | null
  /** The server's newer copy when it changed the same fields as the draft kept here: the person chooses. */
  conflict: AutosaveConflict<V> | null
  /** A draft kept on this device was put back into the form. */
  restored: boolean
  /** Why the server refused the last save (validation, closed period). */
  message: string | null
  /** A save has been on its way for a few seconds without an answer (it is not cut; the text stays kept here). */
  waiting: boolean
  /** Fields held back from the server (`AutosaveHandlers.heldBack`): field name → why. Empty when none. */
  held: Record<string, string>
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
  /**
   * Fields of the text that cannot be sent as they are, such as an amount that cannot be read as
   * one: field name (its path, `amount` or `scores.2.score`) → message. The rest is saved as usual; each of these is sent as
   * the version the text is based on has it, and its text stays on this device, marked, until it is
   * put right. One field typed wrong never keeps the others from the server.
   */
  heldBack?: (values: V) => Record<string, string>
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
 * sent to the server debounced, with the version it was based on and that version's values. A draft
 * is cleared only when the server has confirmed the same text. A newer server copy is merged field by
 * field against the version the text started from (src/lib/merge.ts): only a field changed on both
 * sides asks the person which text to keep. Offline it waits for the connection; a server failure is
 * retried; an expired session waits for the person to sign in again (the draft stays here and is sent
 * when the form opens again).
 *
 * Two tabs of one person share the draft kept here. A tab never removes text another tab put there
 * that the server does not hold yet, and a tab with unsent text that finds the other tab's draft
 * (when it writes, or told by the browser's storage event) folds the other tab's fields into its own
 * before it writes, so the draft holds both.
 *
 * The text is the person's who was signed in when the form opened. Should another account be signed
 * in on the page while it is open, the form neither sends that text (it would be sent as someone
 * else) nor writes, reads or removes a draft (it would be the other person's): the text stays in its
 * own person's draft, already written at each change, for them to find when they sign in again.
 */
export class AutosaveController<V> {
  readonly initialValues: V
  /** The account the text belongs to: the one signed in when the form opened. */
  private readonly account: string | null = currentAccount()
  private handlers: AutosaveHandlers<V> | undefined
  private readonly key: string
  private readonly editable: boolean
  private readonly debounceMs: number
  private readonly contentKey: (values: V) => string
  private latest: V
  private baseVersion: number
  /** The values of `baseVersion`: what a newer copy is merged against. */
  private baseValues: V | typeof UNKNOWN_BASE
  private readonly restore: (stored: unknown, server: V) => V | null
  private readonly serverValues: V
  /** JSON of the draft value this tab last wrote (or restored): another value there is another tab's. */
  private lastWritten: string | null = null
  /** Puts values into the form (a merge, a choice); the form's own change events are ignored meanwhile. */
  private apply: ((values: V) => void) | undefined
  private applying = false
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
    this.baseValues = options.server.values
    this.serverValues = options.server.values
    this.restore = options.restore ?? defaultRestore
    this.confirmed = this.contentKey(options.server.values)
    const local = loadDraft<unknown>(this.key)
    let kept = local ? this.restore(local.value, options.server.values) : null
    let state: SaveState = 'saved'
    let conflict: AutosaveConflict<V> | null = null
    let restored = false
    this.latest = options.server.values
    if (local && kept !== null && this.editable && this.contentKey(kept) !== this.confirmed) {
      this.lastWritten = JSON.stringify(local.value)
      const base = typeof local.baseVersion === 'number' ? local.baseVersion : 0
      const keptBase = this.storedBase(local.base)
      if (!this.handlers) {
        this.latest = kept
        restored = true
        state = 'local'
      } else if (base >= options.server.version) {
        this.latest = kept
        restored = true
        state = 'pending'
        // The copy on screen may be older than the draft's base (opened offline from what this device
        // kept): the draft goes on top of the version it was started from, not the older one.
        this.baseVersion = base
        this.baseValues =
          keptBase ?? (base === options.server.version ? options.server.values : UNKNOWN_BASE)
      } else {
        // The server moved on since this draft was started: merge field by field.
        const { merged, conflicts } = mergeValues(
          keptBase ?? UNKNOWN_BASE,
          kept,
          options.server.values,
        )
        kept = merged
        this.latest = merged
        restored = this.contentKey(merged) !== this.confirmed
        if (conflicts.length) {
          // The same fields changed on both sides: ask. Until the person chooses, the kept draft
          // stays based on the version it was started from.
          state = 'conflict'
          conflict = { ...options.server, fields: conflicts }
          this.baseVersion = base
          this.baseValues = keptBase ?? UNKNOWN_BASE
        } else if (restored) state = 'pending'
      }
    }
    this.keptMatchesServer = kept !== null && this.contentKey(kept) === this.confirmed
    this.initialValues = this.latest
    this.snapshot = {
      state,
      savedAt: null,
      conflict,
      restored,
      message: null,
      waiting: false,
      held: {},
    }
  }

  setHandlers(handlers: AutosaveHandlers<V> | undefined): void {
    this.handlers = handlers
  }

  /** How merged or chosen values reach the form (set by the form that shows them). */
  setApply = (apply: ((values: V) => void) | undefined): void => {
    this.apply = apply
  }

  private storedBase(raw: unknown): V | null {
    return raw === undefined || raw === null ? null : this.restore(raw, this.serverValues)
  }

  /** The values become the text here, and the form shows them. */
  private setLatest(values: V): void {
    this.latest = values
    if (!this.apply) return
    this.applying = true
    try {
      this.apply(values)
    } finally {
      this.applying = false
    }
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

  /** The account signed in now is the one the text belongs to. */
  private ownAccount(): boolean {
    return currentAccount() === this.account
  }

  private keepLocal(): void {
    if (!this.ownAccount()) return
    if (!this.snapshot?.conflict) this.foldOtherTab()
    this.write()
  }

  private write(): void {
    if (!this.ownAccount()) return
    saveDraft(
      this.key,
      this.latest,
      this.baseVersion,
      this.baseValues === UNKNOWN_BASE ? undefined : this.baseValues,
    )
    this.lastWritten = JSON.stringify(this.latest)
  }

  /**
   * Another tab of this person wrote the shared draft since this tab last did: its fields come into
   * this tab's text (both brought onto the newer of their two server versions first), so that writing
   * the draft does not drop them. A field both tabs changed keeps this tab's text here; the other
   * tab still has its own, and its save asks the person. True when this tab's text changed.
   */
  private foldOtherTab(): boolean {
    const base = this.baseValues
    if (!this.handlers || base === UNKNOWN_BASE) return false
    const stored = loadDraft<unknown>(this.key)
    if (!stored || JSON.stringify(stored.value) === this.lastWritten) return false
    const theirs = this.restore(stored.value, this.serverValues)
    const theirBase = this.storedBase(stored.base)
    const theirVersion = stored.baseVersion
    if (theirs === null || theirBase === null || typeof theirVersion !== 'number') return false
    let mine: V = this.latest
    let myBase: V = base
    let other: V = theirs
    if (theirVersion > this.baseVersion) {
      const rebased = mergeValues(myBase, mine, theirBase)
      // This tab's change meets a saved one on the same field: its own save's merge asks the person.
      if (rebased.conflicts.length) return false
      mine = rebased.merged
      myBase = theirBase
    } else if (theirVersion < this.baseVersion) {
      const rebased = mergeValues<V>(theirBase, theirs, myBase)
      if (rebased.conflicts.length) return false
      other = rebased.merged
    }
    const { merged } = mergeValues(myBase, mine, other)
    if (theirVersion > this.baseVersion) {
      this.baseVersion = theirVersion
      this.baseValues = myBase
      this.confirmed = this.contentKey(myBase)
    }
    if (sameValue(merged, this.latest)) return false
    this.setLatest(merged)
    return true
  }

  /** Removes the shared draft, unless another tab has put text there that the server does not hold yet. */
  private forget(): void {
    if (!this.ownAccount()) return
    const stored = loadDraft<unknown>(this.key)
    if (!stored) return
    if (JSON.stringify(stored.value) !== this.lastWritten) {
      const theirs = this.restore(stored.value, this.serverValues)
      if (theirs !== null && this.contentKey(theirs) !== this.confirmed) return
    }
    clearDraft(this.key)
    this.lastWritten = null
  }

  private isDirty(): boolean {
    return this.contentKey(this.latest) !== this.confirmed
  }

  /**
   * What of the text can go to the server: the text, with each field held back (`heldBack`) as the
   * version it is based on has it; and those fields, with why.
   */
  private sendable(values: V): { values: V; held: Record<string, string> } {
    const held = this.handlers?.heldBack?.(values) ?? {}
    const names = Object.keys(held)
    if (!names.length) return { values, held }
    const base = this.baseValues === UNKNOWN_BASE ? this.serverValues : this.baseValues
    let sent = values
    for (const name of names) {
      // A field's name is its path in the values: `amount`, or `scores.2.score` in a list.
      const path = name.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step))
      sent = withValueAt(sent, path, valueAt(base, path))
    }
    return { values: sent, held }
  }

  /** The server holds all of the text it can be sent; what differs is held back here (or nothing). */
  private onlyHeldLeft(): Record<string, string> | null {
    const { values, held } = this.sendable(this.latest)
    return Object.keys(held).length && this.contentKey(values) === this.confirmed ? held : null
  }

  /** Everything that can be sent is saved; the held-back fields stay on this device. */
  private hold(held: Record<string, string>): void {
    this.keepLocal()
    this.set({ state: 'held', message: null, held })
  }

  private canSend(): boolean {
    return this.editable && !!this.handlers && !this.snapshot.conflict
  }

  /** Attaches the page listeners; returns the cleanup. */
  start = (): (() => void) => {
    this.started = true
    // A draft that says what the server already has is done with.
    if (this.keptMatchesServer) clearDraft(this.key)
    // Its screen is open again (an entry returned): the text can be sent, no longer only copied.
    else if (this.editable) markDraftOpen(this.key)
    const online = () => {
      if (this.isDirty() && this.canSend() && this.snapshot.state !== 'expired') {
        this.attempt = 0
        void this.run()
      }
    }
    const offline = () => {
      if (
        this.isDirty() &&
        this.canSend() &&
        this.snapshot.state !== 'saving' &&
        this.snapshot.state !== 'expired'
      )
        this.set({ state: 'offline' })
    }
    const flushLocal = () => {
      if (this.isDirty() && this.editable) this.keepLocal()
    }
    // Another tab of this person wrote or removed the shared draft. With unsent text here, this tab
    // puts it back, folded with the other tab's fields; with none, it leaves the other tab's draft alone.
    const otherTab = () => {
      if (!this.editable || !this.handlers || this.snapshot.conflict || !this.isDirty()) return
      if (!this.ownAccount()) return
      const stored = loadDraft<unknown>(this.key)
      if (stored && JSON.stringify(stored.value) === this.lastWritten) return
      const changed = this.foldOtherTab()
      this.write()
      if (changed && this.canSend() && this.snapshot.state !== 'expired') {
        if (this.snapshot.state === 'saved') this.set({ state: 'pending', message: null })
        this.schedule(this.debounceMs)
      }
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
    window.addEventListener('storage', otherTab)
    const unregister = registerDraftFlusher(flushLocal)
    // Before signing out, the text goes to the server while it still can (a form with no server draft has nothing to send).
    const unregisterSender = registerDraftSender(() =>
      this.handlers && this.editable && this.isDirty() ? this.flush() : Promise.resolve(true),
    )
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
      window.removeEventListener('storage', otherTab)
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
    // The form is being given merged or chosen values: the controller already holds them.
    if (this.applying) return
    this.latest = values
    if (!this.editable) return
    const conflict = this.snapshot.conflict
    if (conflict) {
      // Typing while the person chooses: the choice shows the text as it is now.
      const { conflicts } = mergeValues(this.baseValues, values, conflict.values)
      this.set({ conflict: { ...conflict, fields: conflicts } })
    }
    if (!this.isDirty()) {
      this.forget()
      clearTimeout(this.timer)
      this.timer = undefined
      if (
        !this.snapshot.conflict &&
        this.snapshot.state !== 'saving' &&
        this.snapshot.state !== 'expired'
      )
        this.set({ state: 'saved', message: null, held: {} })
      return
    }
    this.keepLocal()
    if (!this.handlers) {
      if (this.snapshot.state !== 'local') this.set({ state: 'local' })
      return
    }
    if (this.snapshot.conflict || this.snapshot.state === 'expired') return
    if (
      this.snapshot.state !== 'saving' &&
      this.snapshot.state !== 'offline' &&
      this.snapshot.state !== 'retrying'
    )
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
    // Another account is signed in now: the text is not sent as theirs (it is in its own person's draft).
    if (!this.canSend() || !this.ownAccount()) return Promise.resolve()
    if (!this.isDirty()) {
      this.forget()
      this.set({ state: 'saved', held: {} })
      return Promise.resolve()
    }
    const held = this.onlyHeldLeft()
    if (held) {
      this.hold(held)
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
    const { values, held } = this.sendable(this.latest)
    this.set({ state: 'saving', held })
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
    this.baseValues = result.values
    this.confirmed = this.contentKey(result.values)
    this.attempt = 0
    clearTimeout(this.retryTimer)
    const held = this.onlyHeldLeft()
    if (held) {
      this.set({ savedAt: Date.now() })
      this.hold(held)
    } else if (this.isDirty()) {
      // More was typed while this save was on its way: keep it here and send it next.
      this.keepLocal()
      this.set({ state: 'pending' })
      if (this.timer === undefined) this.schedule(this.debounceMs)
    } else {
      this.forget()
      this.set({ state: 'saved', savedAt: Date.now(), message: null, held: {} })
    }
  }

  /**
   * A 409: if the server has a newer version, same text → adopt it; else it is merged field by field
   * with the text here: changes to different fields are both kept and sent on top of the server's
   * version, and only fields changed on both sides ask the person. If it has no newer version (a
   * closed period, a locked record), the save was refused.
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
    if (server.version <= this.baseVersion) {
      this.keepLocal()
      this.set({ state: 'rejected', message })
      this.handlers!.onRejected?.(error)
      return
    }
    const { merged, conflicts } = mergeValues(this.baseValues, this.latest, server.values)
    if (conflicts.length) {
      // The server's changes to other fields come into the form now; the shared ones wait for the choice.
      this.setLatest(merged)
      this.write()
      this.set({ state: 'conflict', conflict: { ...server, fields: conflicts } })
      return
    }
    this.rebase(server, merged)
  }

  /** The text here, merged with `server`'s, goes on top of that version (sent at once when it differs). */
  private rebase(server: ServerCopy<V>, values: V): void {
    this.baseVersion = server.version
    this.baseValues = server.values
    this.confirmed = this.contentKey(server.values)
    this.setLatest(values)
    this.attempt = 0
    if (!this.isDirty()) {
      this.forget()
      this.set({
        state: 'saved',
        savedAt: Date.now(),
        restored: false,
        message: null,
        conflict: null,
        held: {},
      })
      return
    }
    this.write()
    this.set({ state: 'pending', message: null, conflict: null })
    if (this.inFlight) this.again = true
    else void this.run()
  }

  /**
   * The person chose, for each field changed on both sides, which text to keep (a field not named
   * keeps mine). The other fields stay merged; the result is saved on top of the server's version.
   * Returns the values now in the form.
   */
  resolve = (choices: ConflictChoices): V | null => {
    const conflict = this.snapshot.conflict
    if (!conflict) return null
    const { merged, conflicts } = mergeValues(this.baseValues, this.latest, conflict.values)
    let values = merged
    for (const field of conflicts)
      if (choices[field.name] === 'theirs') values = withValueAt(values, field.path, field.theirs)
    this.rebase(conflict, values)
    return values
  }

  /** "Keep mine" for every field changed on both sides. */
  keepMine = (): void => {
    this.resolve({})
  }

  /** "Use theirs" for every field changed on both sides; returns the values now in the form. */
  takeServer = (): V | null => {
    const conflict = this.snapshot.conflict
    if (!conflict) return null
    return this.resolve(
      Object.fromEntries(conflict.fields.map((field) => [field.name, 'theirs' as const])),
    )
  }

  /** Sends now (before a submit, "Try now", after signing in again); true when the server holds exactly the current text. */
  flush = async (): Promise<boolean> => {
    clearTimeout(this.timer)
    this.timer = undefined
    if (!this.handlers) return !this.isDirty()
    if (this.snapshot.conflict) return false
    if (
      this.snapshot.state === 'expired' ||
      this.snapshot.state === 'rejected' ||
      this.snapshot.state === 'held'
    )
      this.set({ state: 'pending' })
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
    this.forget()
    this.set({ state: 'saved', restored: false, message: null, conflict: null, held: {} })
  }

  /** Puts the server's (or the empty) values back and forgets the draft kept here. */
  discard = (values: V): void => {
    this.latest = values
    this.complete()
  }
}
