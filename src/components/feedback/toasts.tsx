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

/** Where a person types: a toast over one hides what they are typing. */
/** The bar at the top of every signed-in area (src/app/layouts/app-shell.tsx). */
const APP_BAR_SELECTOR = 'nav.navbar.bg-brand'

const TYPING_FIELD_SELECTOR =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="file"]), textarea, select, [contenteditable="true"]'

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
 * When the field that has focus is there, they move to the bottom, so that a toast (a "Saved" after
 * an automatic save, say) never covers what the person is typing; if the field is so tall that it
 * reaches both, they go where they cover less of it.
 */
export function toastPlacement(
  stack: { width: number; height: number },
  field: Box | null,
  viewport: { width: number; height: number },
  /** Where the top place starts: the bottom of the app's bar while it is in view. */
  under = 0,
): Placement {
  if (!field || stack.height === 0) return 'top-end'
  const left = viewport.width - stack.width
  const top = overlap(field, {
    top: under,
    bottom: under + stack.height,
    left,
    right: viewport.width,
  })
  if (top === 0) return 'top-end'
  const bottom = overlap(field, {
    top: viewport.height - stack.height,
    bottom: viewport.height,
    left,
    right: viewport.width,
  })
  return bottom < top ? 'bottom-end' : 'top-end'
}

function typingField(): Element | null {
  const active = document.activeElement
  return active && active.matches(TYPING_FIELD_SELECTOR) ? active : null
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

  // While toasts are shown, their place follows the focused field: when it appears, when focus
  // moves, and when the page scrolls or the window changes size.
  const shown = toasts.length > 0
  useLayoutEffect(() => {
    if (!shown) return
    let frame = 0
    const place = () => {
      const box = stack.current?.getBoundingClientRect()
      const field = typingField()?.getBoundingClientRect() ?? null
      const bar = document.querySelector(APP_BAR_SELECTOR)?.getBoundingClientRect()
      const barBottom = Math.max(0, Math.round(bar?.bottom ?? 0))
      setUnder(barBottom)
      setPlacement(
        box
          ? toastPlacement(
              box,
              field,
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
    document.addEventListener('focusin', later)
    document.addEventListener('focusout', later)
    window.addEventListener('scroll', later, { passive: true })
    window.addEventListener('resize', later)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('focusin', later)
      document.removeEventListener('focusout', later)
      window.removeEventListener('scroll', later)
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
