import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { clearDraft, loadDraft, registerDraftFlusher, saveDraft } from '@/lib/drafts'

/** The kept draft of a form, to use as its default values (read once, before the form is created). */
export function readFormDraft<T extends FieldValues>(key: string | null, fallback: T): T {
  if (!key) return fallback
  const draft = loadDraft<Partial<T>>(key)
  return draft ? { ...fallback, ...draft.value } : fallback
}

/**
 * Writes what is typed to this device on every change (PRODUCT.md §6), so a failed send, a reload
 * or a sign-in redirect never loses it. Returns `discard`, to call once the server has it.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | null) {
  useEffect(() => {
    if (!key) return undefined
    const subscription = form.watch((values) => {
      saveDraft(key, values)
    })
    const unregister = registerDraftFlusher(() => saveDraft(key, form.getValues()))
    return () => {
      subscription.unsubscribe()
      unregister()
    }
  }, [form, key])
  return { discard: () => (key ? clearDraft(key) : undefined) }
}
