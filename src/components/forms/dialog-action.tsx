import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import Button, { type ButtonProps } from 'react-bootstrap/Button'
import { Trans } from '@lingui/react/macro'
import { useToast } from '@/components/feedback/toasts'
import { describeError } from '@/lib/api-errors'

/** What a dialog's action is called when its outcome is told outside the dialog. */
export interface DialogActionWords {
  /**
   * Said before the server's reason when the action was refused and the dialog is no longer there
   * to show it: what did not happen, naming what it was about ("The reminder was not sent.").
   */
  notDone: string
  /**
   * The success toast, shown whether the dialog is still open or not. Without it the dialog's own
   * code tells the success (it runs to its end either way: see `run`).
   */
  done?: string
}

/**
 * How a dialog's action ended. `open`: the dialog still shows the opening the action was sent from,
 * so the dialog shows a refusal itself (its fields, its alert) and closes itself after a success.
 * Not open: the person closed it meanwhile (or it closed by itself), the refusal was told in a toast,
 * and the dialog must not close: it may be open again, about something else.
 */
export type DialogOutcome<T> =
  { ok: true; value: T; open: boolean } | { ok: false; error: unknown; open: boolean }

export interface DialogAction {
  /**
   * Sends the dialog's action (`send` throws on a refusal). Once at a time: while one runs, another
   * `run` sends nothing and answers null.
   */
  run: <T>(words: DialogActionWords, send: () => Promise<T>) => Promise<DialogOutcome<T> | null>
  /** An action is running (it goes on if the dialog is closed: nothing takes a request back). */
  pending: boolean
}

/**
 * The one rule of the dialogs that send something and show the server's answer inside (a return's
 * reason, a period's times, a reminder…): a refusal is never lost with the dialog, and the person
 * always learns whether their action happened.
 *
 * - The dialog may be closed (Escape, its X, Cancel, or by itself) while its action runs: the
 *   request goes on, and its outcome is a toast, the refusal with what was not done and why.
 * - A refusal the dialog shows is told again in a toast when the dialog closes before the action
 *   was sent again: closed at the moment the refusal came (or by itself), the person may never have
 *   read it, and nothing else would say that the action did not happen.
 * - While it runs, a second submit sends nothing (the dialog's buttons show `pending`).
 *
 * `open`: whether the dialog shows (a dialog's form mounted only while it shows leaves it true:
 * unmounting closes it too). Each opening is its own: an action sent from an earlier one never
 * closes the dialog opened again meanwhile.
 */
export function useDialogAction(open = true): DialogAction {
  const toast = useToast()
  const [pending, setPending] = useState(false)
  const running = useRef(false)
  /** Which opening is shown, and whether one is: counted when the dialog opens. */
  const opening = useRef({ count: 0, shown: false })
  /** The refusal the dialog shows, not sent again since. */
  const refusal = useRef<{ error: unknown; words: DialogActionWords } | null>(null)

  const tellRefusal = useCallback(
    (error: unknown, words: DialogActionWords) => {
      const described = describeError(error)
      toast.error([words.notDone, ...described.messages].join(' '), described.title)
    },
    [toast],
  )

  // Layout effects: the dialog is known closed as soon as the screen shows it closed, before any
  // answer can arrive.
  useLayoutEffect(() => {
    if (!open) return
    const state = opening.current
    state.count += 1
    state.shown = true
    return () => {
      state.shown = false
      const shown = refusal.current
      refusal.current = null
      if (shown) tellRefusal(shown.error, shown.words)
    }
  }, [open, tellRefusal])

  const run = useCallback(
    async <T,>(
      words: DialogActionWords,
      send: () => Promise<T>,
    ): Promise<DialogOutcome<T> | null> => {
      if (running.current) return null
      running.current = true
      setPending(true)
      refusal.current = null
      const from = opening.current.count
      const stillOpen = () => opening.current.shown && opening.current.count === from
      try {
        const value = await send()
        if (words.done) toast.success(words.done)
        return { ok: true, value, open: stillOpen() }
      } catch (error) {
        const open = stillOpen()
        if (open) refusal.current = { error, words }
        else tellRefusal(error, words)
        return { ok: false, error, open }
      } finally {
        running.current = false
        setPending(false)
      }
    },
    [toast, tellRefusal],
  )

  return { run, pending }
}

/**
 * A dialog's Cancel. While its action runs it reads Close and stays enabled: closing does not take
 * the request back, and its outcome is told (useDialogAction).
 */
export function DialogCancelButton({
  pending,
  ...props
}: Omit<ButtonProps, 'children' | 'variant'> & { pending: boolean }) {
  return (
    <Button variant="outline-secondary" {...props}>
      {pending ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
    </Button>
  )
}
