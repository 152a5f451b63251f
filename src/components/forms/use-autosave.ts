import { useEffect, useState, useSyncExternalStore } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { AutosaveController, type AutosaveHandlers, type AutosaveOptions } from '@/lib/autosave'

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
    flush: controller.flush,
    complete: controller.complete,
    discard: controller.discard,
    getVersion: controller.getVersion,
  }
}

/** Every change of the form goes to the autosave at once (it writes this device's copy synchronously). */
export function useAutosaveForm<V extends FieldValues>(form: UseFormReturn<V>, draft: Pick<Autosave<V>, 'change'>): void {
  const { change } = draft
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => change(values as V) }), [form, change])
}

/**
 * The end of a form whose text autosaves (finalize an entry, submit an update): the person confirms,
 * the latest text reaches the server first, then `send` runs. When the text cannot reach the server,
 * nothing is sent and the answer is what to tell the person (the text stays on this device); null
 * when it was sent or the person cancelled. What `send` throws (the server's refusal) is thrown on.
 */
export async function saveThenSend(
  draft: Pick<Autosave<unknown>, 'flush'>,
  steps: { confirm: () => Promise<boolean>; /** e.g. "the entry was not finalized" */ notSent: string; send: () => Promise<void> },
): Promise<string | null> {
  if (!(await steps.confirm())) return null
  if (!(await draft.flush()))
    return `Your latest text has not reached the server yet, so ${steps.notSent}. It is kept on this device; try again when it shows "Saved".`
  await steps.send()
  return null
}
