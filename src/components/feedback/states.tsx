import { useEffect, useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Spinner from 'react-bootstrap/Spinner'
import { Trans, useLingui } from '@lingui/react/macro'
import { STILL_WAITING_MS } from '@/config/constants'
import { describeError, isDefinitiveFailure } from '@/lib/api-errors'
import { useOnline } from '@/lib/use-online'

/**
 * The one loading state. A request that takes long is never an endless spinner: after a few
 * seconds it says so and offers Retry (without onRetry, Retry reloads the page). Offline it says
 * that it waits for the connection.
 */
export function LoadingState({
  label,
  onRetry,
  waitingAfterMs = STILL_WAITING_MS,
  className = 'py-4 text-secondary',
}: {
  label?: string
  onRetry?: () => void
  waitingAfterMs?: number
  className?: string
}) {
  const { t } = useLingui()
  const online = useOnline()
  const [attempt, setAttempt] = useState(0)
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), waitingAfterMs)
    return () => clearTimeout(timer)
  }, [attempt, waitingAfterMs])
  const retry = () => {
    setLate(false)
    setAttempt((n) => n + 1)
    if (onRetry) onRetry()
    else window.location.reload()
  }
  return (
    <div
      className={`d-flex flex-wrap align-items-center gap-2 ${className}`}
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>
        {/* A wait that goes on, offline, is for the connection, not the server: it goes on by
            itself once back. (Not at once: a copy kept on this device may show meanwhile.) */}
        {late && !online
          ? t`You are offline: this loads as soon as the connection is back.`
          : late
            ? t`Still waiting for the server…`
            : (label ?? t`Loading…`)}
      </span>
      {late && online ? (
        <Button
          variant={className.includes('text-white') ? 'outline-light' : 'outline-secondary'}
          size="sm"
          onClick={retry}
        >
          <Trans>Retry</Trans>
        </Button>
      ) : null}
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

/**
 * What went wrong, in words, with a way to try again: never a blank screen. A refusal that asking
 * again cannot change (a 4xx such as 404 or 403: isDefinitiveFailure) offers no Try again.
 */
export function ErrorState({
  error,
  onRetry,
  title,
  children,
}: {
  error: unknown
  onRetry?: () => void
  title?: string
  /** More to say after what failed (what it means for the person). */
  children?: ReactNode
}) {
  const { t } = useLingui()
  const described = describeError(error)
  return (
    <Alert variant="danger" className="my-3">
      <Alert.Heading as="h2" className="h5">
        {title ?? t`This could not be loaded`}
      </Alert.Heading>
      {described.messages.map((message) => (
        <p className="mb-2" key={message}>
          {message}
        </p>
      ))}
      {children ? <p className="mb-2">{children}</p> : null}
      {onRetry && !isDefinitiveFailure(error) ? (
        <Button variant="danger" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </Alert>
  )
}
