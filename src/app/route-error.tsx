import { useEffect, useState, type ComponentType } from 'react'
import Container from 'react-bootstrap/Container'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorState } from '@/components/feedback/states'
import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  )
}

const CHUNK_TITLE = msg`This part of the app could not be loaded`
const CHUNK_MESSAGE = msg`You may be offline, or a new version was just published. Reload the page to continue.`

/** What went wrong and a way on, in an area's frame (`embedded`) or as the whole page. */
function ErrorContent({
  embedded,
  title,
  error,
  onRetry,
}: {
  embedded: boolean
  title: string
  error: unknown
  onRetry: () => void
}) {
  const content = (
    <>
      <ErrorState error={error} title={title} onRetry={onRetry} />
      <Link to={paths.landing.to()} className="btn btn-outline-primary">
        <Trans>Back to the start page</Trans>
      </Link>
    </>
  )
  if (embedded) return <div style={{ maxWidth: '40rem' }}>{content}</div>
  return (
    <Container as="main" id="main" className="py-5" style={{ maxWidth: '40rem' }}>
      {content}
    </Container>
  )
}

/**
 * A route's error boundary: says what happened and offers a way on, never a blank page. `embedded`
 * sits inside an area's frame (a screen's own boundary); otherwise it is the whole page.
 */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useLingui()
  const error = useRouteError()
  const chunk = isChunkLoadError(error)
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunk
      ? i18n._(CHUNK_TITLE)
      : t`Something went wrong on this screen`
  return (
    <ErrorContent
      embedded={embedded}
      title={title}
      error={chunk ? new Error(i18n._(CHUNK_MESSAGE)) : error}
      onRetry={() => window.location.reload()}
    />
  )
}

/** Screens whose code arrived on a later try, so a visit after that shows them at once. */
const loadedLater = new Map<() => Promise<ComponentType>, ComponentType>()

/**
 * Stands for a screen whose code could not be loaded (offline before it was ever opened, or a new
 * version replaced the old files): says so in the area's frame, and tries again on Retry or when the
 * browser is back online, showing the screen in place once its code arrives. A Retry that fails again
 * reloads the page, as the message says.
 */
export function ScreenCodeMissing({
  load,
  embedded,
}: {
  load: () => Promise<ComponentType>
  embedded: boolean
}) {
  const { i18n } = useLingui()
  const [Screen, setScreen] = useState<ComponentType | undefined>(() => loadedLater.get(load))
  useEffect(() => {
    if (Screen) return
    const online = () =>
      void load().then(
        (found) => {
          loadedLater.set(load, found)
          setScreen(() => found)
        },
        () => undefined,
      )
    window.addEventListener('online', online)
    // Back online between the failed load and this listener (a busy device takes a while to get
    // here): the event has passed, so try once now.
    if (navigator.onLine) online()
    return () => window.removeEventListener('online', online)
  }, [Screen, load])
  if (Screen) return <Screen />
  const retry = () =>
    void load().then(
      (found) => {
        loadedLater.set(load, found)
        setScreen(() => found)
      },
      () => window.location.reload(),
    )
  return (
    <ErrorContent
      embedded={embedded}
      title={i18n._(CHUNK_TITLE)}
      error={new Error(i18n._(CHUNK_MESSAGE))}
      onRetry={retry}
    />
  )
}
