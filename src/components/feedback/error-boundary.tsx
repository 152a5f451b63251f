import { Component, type ErrorInfo, type ReactNode } from 'react'
import Container from 'react-bootstrap/Container'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorState } from '@/components/feedback/states'
import { paths } from '@/config/paths'

/** What the boundary shows: a component of its own, so its words follow the person's language. */
function CrashScreen({ error }: { error: unknown }) {
  const { t } = useLingui()
  return (
    <Container as="main" className="py-5" style={{ maxWidth: '40rem' }}>
      <ErrorState
        error={error}
        title={t`Something went wrong`}
        onRetry={() => window.location.reload()}
      />
      <a href={paths.landing.to()} className="btn btn-outline-primary">
        <Trans>Back to the start page</Trans>
      </a>
    </Container>
  )
}

/** The last line of defence: whatever breaks, the person sees what happened and a way on. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <CrashScreen error={this.state.error} />
    return this.props.children
  }
}
