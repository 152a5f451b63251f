import type { ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { describeError } from '@/lib/api-errors'

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4 text-secondary" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="text-center py-5 px-3 border rounded bg-body-tertiary">
      <p className="fw-semibold mb-1">{title}</p>
      {children ? <div className="text-body">{children}</div> : null}
    </div>
  )
}

/** What went wrong, in words, with a way to try again: never a blank screen. */
export function ErrorState({ error, onRetry, title = 'This could not be loaded' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const described = describeError(error)
  return (
    <Alert variant="danger" className="my-3">
      <Alert.Heading as="h2" className="h5">
        {title}
      </Alert.Heading>
      {described.messages.map((message) => (
        <p className="mb-2" key={message}>
          {message}
        </p>
      ))}
      {onRetry ? (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  )
}
