import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import Toast from 'react-bootstrap/Toast'
import ToastContainer from 'react-bootstrap/ToastContainer'
import { describeError } from '@/lib/api-errors'

type Variant = 'danger' | 'success' | 'info' | 'warning'

interface ToastItem {
  id: number
  /** A caller's own title, or one of the defaults, translated when shown. */
  title: string | MessageDescriptor
  message: string
  variant: Variant
}

export interface Toaster {
  show: (
    message: string,
    options?: { title?: string | MessageDescriptor; variant?: Variant },
  ) => void
  /** Default of requirements R8.6: title "Error", danger style. */
  error: (message: string, title?: string) => void
  /** Default of requirements R8.6: title "Success", success style. */
  success: (message: string, title?: string) => void
  /** The error display of requirements R8.5: one toast per message of an `errors` map, else title, message or raw body. */
  apiError: (error: unknown) => void
}

// The spec's default titles (requirements R8.6): "Error" and "Success" in English.
const ERROR_TITLE = msg`Error`
const SUCCESS_TITLE = msg`Success`

const ToastContext = createContext<Toaster | null>(null)
let nextId = 1

type Placement = 'top-end' | 'bottom-end'

/** The bar at the top of every signed-in area (src/app/layouts/app-shell.tsx). */
const APP_BAR_SELECTOR = 'nav.navbar.bg-brand'

/** Where a person types: a toast over one hides what they are typing. */
const TYPING_FIELD_SELECTOR =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="file"]), textarea, select, [contenteditable="true"]'

/**
 * Marks what a person needs in sight while a toast shows (a progress line that changes as they
 * save, a sticky total): toasts go where they do not cover it. Spread on the element:
 * `<div {...keepClearOfToasts}>`.
 */
export const keepClearOfToasts = { 'data-keep-clear-of-toasts': '' }
const KEEP_CLEAR_SELECTOR = '[data-keep-clear-of-toasts]'

/** An open dialog (react-bootstrap's Modal; a closing one has lost `show`). */
const OPEN_DIALOG_SELECTOR = '.modal.show'

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) *
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))

/**
 * The toasts sit at the top right (the whole top on a phone), under the app's bar while it is in
 * view (its bell and menu stay in reach), out of the way of most of the page.
 * When something that must stay in sight (`keep`, most important first: see `mustStayInSight`) is
 * there, they move to the bottom, so that a toast (a "Saved" after an automatic save, say) never
 * covers what the person is typing or reading; when both places cover something, they go where they
 * cover less of the most important thing they cover.
 */
export function toastPlacement(
  stack: { width: number; height: number },
  keep: Box[],
  viewport: { width: number; height: number },
  /** Where the top place starts: the bottom of the app's bar while it is in view. */
  under = 0,
): Placement {
  if (stack.height === 0) return 'top-end'
  const left = viewport.width - stack.width
  const top = { top: under, bottom: under + stack.height, left, right: viewport.width }
  const bottom = {
    top: viewport.height - stack.height,
    bottom: viewport.height,
    left,
    right: viewport.width,
  }
  if (keep.every((box) => overlap(box, top) === 0)) return 'top-end'
  for (const box of keep) {
    const atTop = overlap(box, top)
    const atBottom = overlap(box, bottom)
    if (atTop !== atBottom) return atBottom < atTop ? 'bottom-end' : 'top-end'
  }
  return 'top-end'
}

/**
 * What a toast must not cover, most important first: the field that has focus; in an open dialog,
 * its header (what it asks, its close button), its first field and the rest of it; what the page
 * marks with `keepClearOfToasts` (the dialog's own while a dialog is open: the page is behind it).
 */
function mustStayInSight(): Element[] {
  const active = document.activeElement
  const field = active?.matches(TYPING_FIELD_SELECTOR) ? [active] : []
  const dialogs = document.querySelectorAll(OPEN_DIALOG_SELECTOR)
  const dialog = dialogs[dialogs.length - 1]
  if (!dialog) return [...field, ...document.querySelectorAll(KEEP_CLEAR_SELECTOR)]
  const parts = [
    dialog.querySelector('.modal-header'),
    dialog.querySelector(TYPING_FIELD_SELECTOR),
    ...dialog.querySelectorAll(KEEP_CLEAR_SELECTOR),
    dialog.querySelector('.modal-content'),
  ]
  return [...field, ...parts.filter((part): part is Element => !!part)]
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui()
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const [placement, setPlacement] = useState<Placement>('top-end')
  // The bottom of the signed-in areas' bar while it is in view (0 once scrolled away, or without one).
  const [under, setUnder] = useState(0)
  const stack = useRef<HTMLDivElement>(null)
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((item) => item.id !== id)),
    [],
  )

  const toaster = useMemo<Toaster>(() => {
    const show: Toaster['show'] = (message, options = {}) => {
      const item: ToastItem = {
        id: nextId++,
        message,
        title: options.title ?? ERROR_TITLE,
        variant: options.variant ?? 'danger',
      }
      setToasts((all) => [...all.slice(-4), item])
    }
    return {
      show,
      error: (message, title) => show(message, { title, variant: 'danger' }),
      success: (message, title) =>
        show(message, { title: title ?? SUCCESS_TITLE, variant: 'success' }),
      apiError: (error) => {
        const described = describeError(error)
        described.messages.forEach((message) =>
          show(message, { title: described.title, variant: 'danger' }),
        )
      },
    }
  }, [])

  // While toasts are shown, their place follows what must stay in sight: when they appear, when
  // focus moves, when the page changes (a dialog opens or closes, a marked line appears), when a
  // dialog ends its opening slide (the field focused at its start is not where it ends), and when
  // the page or a dialog scrolls or the window changes size.
  const shown = toasts.length > 0
  useLayoutEffect(() => {
    if (!shown) return
    let frame = 0
    const place = () => {
      const box = stack.current?.getBoundingClientRect()
      const keep = mustStayInSight().map((element) => element.getBoundingClientRect())
      const bar = document.querySelector(APP_BAR_SELECTOR)?.getBoundingClientRect()
      const barBottom = Math.max(0, Math.round(bar?.bottom ?? 0))
      setUnder(barBottom)
      setPlacement(
        box
          ? toastPlacement(
              box,
              keep,
              { width: window.innerWidth, height: window.innerHeight },
              barBottom,
            )
          : 'top-end',
      )
    }
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    place()
    const changes = new MutationObserver(later)
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    })
    document.addEventListener('focusin', later)
    document.addEventListener('focusout', later)
    document.addEventListener('transitionend', later)
    // Captured: a dialog scrolls in its own box, not the page.
    document.addEventListener('scroll', later, { capture: true, passive: true })
    window.addEventListener('resize', later)
    return () => {
      cancelAnimationFrame(frame)
      changes.disconnect()
      document.removeEventListener('transitionend', later)
      document.removeEventListener('focusin', later)
      document.removeEventListener('focusout', later)
      document.removeEventListener('scroll', later, { capture: true })
      window.removeEventListener('resize', later)
    }
  }, [shown, toasts])

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastContainer
        ref={stack}
        position={placement}
        className="p-3 position-fixed"
        // Bootstrap's top-0 is !important: the stack moves down under the bar with a margin.
        style={{ zIndex: 1090, marginTop: placement.startsWith('top') ? under : 0 }}
      >
        {toasts.map((item) => (
          <Toast
            key={item.id}
            bg={item.variant}
            onClose={() => dismiss(item.id)}
            delay={item.variant === 'danger' ? 8000 : 4000}
            autohide
          >
            <Toast.Header closeLabel={t`Close notification`}>
              <strong className="me-auto">
                {typeof item.title === 'string' ? item.title : i18n._(item.title)}
              </strong>
            </Toast.Header>
            <Toast.Body className={item.variant === 'warning' ? 'text-dark' : 'text-white'}>
              {item.message}
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  )
}

export function useToast(): Toaster {
  const context = useContext(ToastContext)
  if (!context) throw new Error('useToast must be used inside ToastProvider')
  return context
}
