import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import Container from 'react-bootstrap/Container'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { ErrorState } from '@/components/feedback/states'
import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { loadAgainOnline } from '@/lib/code-on-demand'

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

/** What a screen (or the whole page) that threw says: what happened and a way on, never a blank page. */
export function RouteError({ embedded = false, error }: { embedded?: boolean; error: unknown }) {
  const { t, i18n } = useLingui()
  const chunk = isChunkLoadError(error)
  const title = chunk ? i18n._(CHUNK_TITLE) : t`Something went wrong on this screen`
  return (
    <ErrorContent
      embedded={embedded}
      title={title}
      error={chunk ? new Error(i18n._(CHUNK_MESSAGE)) : error}
      onRetry={() => window.location.reload()}
    />
  )
}

class Boundary extends Component<
  { embedded: boolean; at: string; children: ReactNode },
  { error: unknown; failed: boolean; at: string }
> {
  override state = { error: undefined as unknown, failed: false, at: this.props.at }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  // Another address is another screen: it gets its chance to render.
  static getDerivedStateFromProps(props: { at: string }, state: { at: string }) {
    return props.at === state.at ? null : { error: undefined, failed: false, at: props.at }
  }

  override render() {
    return this.state.failed ? (
      <RouteError embedded={this.props.embedded} error={this.state.error} />
    ) : (
      this.props.children
    )
  }
}

/**
 * A route's error boundary: a screen that throws shows RouteError in its place (`embedded`: inside
 * its area's frame, so the navigation stays usable; otherwise as the whole page). Moving to another
 * address tries again.
 */
export function RouteBoundary({
  embedded = false,
  children,
}: {
  embedded?: boolean
  children: ReactNode
}) {
  const { key } = useLocation()
  return (
    <Boundary embedded={embedded} at={key}>
      {children}
    </Boundary>
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
    let live = true
    const show = (found: ComponentType | undefined) => {
      if (!live || !found) return
      loadedLater.set(load, found)
      setScreen(() => found)
    }
    // Back online: fetched again, or the page reloads when the browser keeps the failure (loadAgainOnline).
    const online = () => void loadAgainOnline(load).then(show)
    window.addEventListener('online', online)
    // Back online between the failed load and this listener (a busy device takes a while to get
    // here): the event has passed, so try once now (never a reload here: a page whose code keeps
    // failing would reload for ever).
    if (navigator.onLine) void load().then(show, () => undefined)
    return () => {
      live = false
      window.removeEventListener('online', online)
    }
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
