import Container from 'react-bootstrap/Container'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorState } from '@/components/feedback/states'
import { paths } from '@/config/paths'

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
}

/**
 * A route's error boundary: says what happened and offers a way on, never a blank page. `embedded`
 * sits inside an area's frame (a screen's own boundary); otherwise it is the whole page.
 */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError()
  const chunk = isChunkLoadError(error)
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunk
      ? 'This part of the app could not be loaded'
      : 'Something went wrong on this screen'
  const content = (
    <>
      <ErrorState
        error={chunk ? new Error('You may be offline, or a new version was just published. Reload the page to continue.') : error}
        title={title}
        onRetry={() => window.location.reload()}
      />
      <Link to={paths.landing.to()} className="btn btn-outline-primary">
        Back to the start page
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
