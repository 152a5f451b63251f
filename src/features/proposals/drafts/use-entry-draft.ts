import { useEffect, useState, useSyncExternalStore } from 'react'
import { EntryDraftController, type DraftHandlers, type DraftOptions } from '@/features/proposals/drafts/entry-draft'

/**
 * The never-lose-a-word draft of one entry form (PRODUCT.md §6). Mount it with a `key` per
 * proposal, phase and person: the controller is created once from the server copy it is given.
 */
export function useEntryDraft(options: DraftOptions) {
  const [controller] = useState(() => new EntryDraftController(options))
  const handlers: DraftHandlers = options.handlers
  useEffect(() => controller.setHandlers(handlers), [controller, handlers])
  useEffect(() => controller.start(), [controller])
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot)
  return {
    ...snapshot,
    initialValues: controller.initialValues,
    change: controller.change,
    keepMine: controller.keepMine,
    takeServer: controller.takeServer,
    flush: controller.flush,
  }
}
