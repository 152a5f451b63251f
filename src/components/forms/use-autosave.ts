import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { AutosaveController, type AutosaveHandlers, type AutosaveOptions } from '@/lib/autosave'
import { isSessionFailure } from '@/lib/api-errors'
import { noteSubmitNotSent, runSubmit } from '@/lib/interrupted-submit'
import { changedFields } from '@/lib/merge'

export type Autosave<V> = ReturnType<typeof useAutosave<V>>

/**
 * The autosave of one form (src/lib/autosave.ts). The controller is created once, from the options
 * of the first render: mount the form with a React `key` per record and person. Create the form with
 * `defaultValues: draft.initialValues`, then connect it with `useAutosaveForm(form, draft)`.
 */
export function useAutosave<V>(options: AutosaveOptions<V>) {
  const [controller] = useState(() => new AutosaveController(options))
  const handlers: AutosaveHandlers<V> | undefined = options.handlers
  useEffect(() => controller.setHandlers(handlers), [controller, handlers])
  useEffect(() => controller.start(), [controller])
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot)
  return {
    ...snapshot,
    /** The form has a server draft (autosaved there); false: kept on this device until it is sent. */
    serverDraft: !!handlers,
    initialValues: controller.initialValues,
    change: controller.change,
    keepMine: controller.keepMine,
    takeServer: controller.takeServer,
    resolve: controller.resolve,
    setApply: controller.setApply,
    flush: controller.flush,
    complete: controller.complete,
    discard: controller.discard,
    getVersion: controller.getVersion,
  }
}

/**
 * Every change of the form goes to the autosave at once (it writes this device's copy synchronously),
 * and what the autosave merges in (a newer copy's other fields, another tab's, the person's choice in a
 * conflict) goes into the form: only the fields that differ, so the field being typed in keeps its caret.
 * A field the autosave holds back (`AutosaveHandlers.heldBack`) is marked with its message.
 */
export function useAutosaveForm<V extends FieldValues, D = V>(
  form: UseFormReturn<V>,
  draft: Pick<Autosave<D>, 'change' | 'setApply'> & Partial<Pick<Autosave<D>, 'held'>>,
  options: {
    /**
     * The rule that marks the form's fields before it is sent (finalize, submit): field name →
     * message. A field shown with an error is checked again with it at each change of that field,
     * so its message goes as soon as the field is right (and changes when it is wrong another way),
     * not only when the form is sent again. Other fields' messages stay as they are.
     */
    recheck?: (values: V) => Record<string, string>
  } = {},
): void {
  const { change, setApply } = draft
  const recheck = useRef(options.recheck)
  useEffect(() => {
    recheck.current = options.recheck
  })
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          change(values as unknown as D)
          const rule = recheck.current
          if (!rule || !name) return
          const field = name as Path<V>
          const shown = form.getFieldState(field).error
          if (!shown) return
          const message = rule(values)[name]
          if (!message) form.clearErrors(field)
          else if (message !== shown.message) form.setError(field, { type: 'validate', message })
        },
      }),
    [form, change],
  )
  // A field the autosave holds back is marked with why, so the person sees which one to correct;
  // once it is no longer held (put right and saved), the message it was given goes with it.
  const held = draft.held
  const marked = useRef<Record<string, string>>({})
  useEffect(() => {
    const now = held ?? {}
    for (const [name, message] of Object.entries(marked.current))
      if (!(name in now) && form.getFieldState(name as Path<V>).error?.message === message)
        form.clearErrors(name as Path<V>)
    for (const [name, message] of Object.entries(now))
      if (form.getFieldState(name as Path<V>).error?.message !== message)
        form.setError(name as Path<V>, { type: 'validate', message })
    marked.current = now
  }, [form, held])
  useEffect(() => {
    setApply((values: D) => {
      for (const field of changedFields(form.getValues(), values))
        form.setValue(field.name as Path<V>, field.value as PathValue<V, Path<V>>, {
          shouldDirty: true,
        })
    })
    return () => setApply(undefined)
  }, [form, setApply])
}

/**
 * The end of a form whose text autosaves (finalize an entry, submit an update): the person confirms,
 * the latest text reaches the server first, then `send` runs. When the text cannot reach the server,
 * nothing is sent and the answer is what to tell the person (the text stays on this device); null
 * when it was sent or the person cancelled. What `send` throws (the server's refusal) is thrown on.
 *
 * Offline with text the server does not have yet, nothing could be sent: the person is told so at
 * once, not asked to confirm first and told afterwards. (Offline with all the text saved, the
 * question is asked: the send waits for the connection, and its button says so.)
 */
export async function saveThenSend(
  draft: Pick<Autosave<unknown>, 'flush'>,
  steps: {
    confirm: () => Promise<boolean>
    /** e.g. "the entry was not finalized" */
    notSent: string
    send: () => Promise<void>
    /** The form's key: a send cut off by an ended session is remembered under it (src/lib/interrupted-submit.ts). */
    submitKey?: string
  },
): Promise<string | null> {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  // Offline, the flush sends nothing: it says whether the server already has the latest text.
  if (offline && !(await draft.flush())) return notReached(steps, true)
  if (!(await steps.confirm())) return null
  if (!(await draft.flush())) return notReached(steps, false)
  try {
    await (steps.submitKey ? runSubmit(steps.submitKey, steps.send) : steps.send())
  } catch (error) {
    if (steps.submitKey && isSessionFailure(error)) return null
    throw error
  }
  return null
}

/** What `saveThenSend` tells the person when the latest text has not reached the server. */
function notReached(
  steps: { notSent: string; submitKey?: string },
  offline: boolean,
): string | null {
  // The form's own notice says it, and offers it again once the person has signed in again.
  if (steps.submitKey && noteSubmitNotSent(steps.submitKey)) return null
  const notSent = steps.notSent
  return offline
    ? translate(
        msg`You are offline and your latest text has not reached the server yet, so ${notSent}. It is kept on this device; try again when it shows "Saved".`,
      )
    : translate(
        msg`Your latest text has not reached the server yet, so ${notSent}. It is kept on this device; try again when it shows "Saved".`,
      )
}
