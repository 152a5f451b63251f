import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import Toast from 'react-bootstrap/Toast'
import ToastContainer from 'react-bootstrap/ToastContainer'
import { describeError } from '@/lib/api-errors'

type Variant = 'danger' | 'success' | 'info' | 'warning'

interface ToastItem {
  id: number
  title: string
  message: string
  variant: Variant
}

export interface Toaster {
  show: (message: string, options?: { title?: string; variant?: Variant }) => void
  /** Seed §8 default: title "Error", danger style. */
  error: (message: string, title?: string) => void
  /** Seed §8 default: title "Success", success style. */
  success: (message: string, title?: string) => void
  /** Seed §8 error display: one toast per message of an `errors` map, else title, message or raw body. */
  apiError: (error: unknown) => void
}

const ToastContext = createContext<Toaster | null>(null)
let nextId = 1

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), [])

  const toaster = useMemo<Toaster>(() => {
    const show: Toaster['show'] = (message, options = {}) => {
      const item: ToastItem = { id: nextId++, message, title: options.title ?? 'Error', variant: options.variant ?? 'danger' }
      setToasts((all) => [...all.slice(-4), item])
    }
    return {
      show,
      error: (message, title = 'Error') => show(message, { title, variant: 'danger' }),
      success: (message, title = 'Success') => show(message, { title, variant: 'success' }),
      apiError: (error) => {
        const described = describeError(error)
        described.messages.forEach((message) => show(message, { title: described.title ?? 'Error', variant: 'danger' }))
      },
    }
  }, [])

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1090 }}>
        {toasts.map((t) => (
          <Toast key={t.id} bg={t.variant} onClose={() => dismiss(t.id)} delay={t.variant === 'danger' ? 8000 : 4000} autohide>
            <Toast.Header closeLabel="Close notification">
              <strong className="me-auto">{t.title}</strong>
            </Toast.Header>
            <Toast.Body className={t.variant === 'warning' ? 'text-dark' : 'text-white'}>{t.message}</Toast.Body>
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
