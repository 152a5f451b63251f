import { Component, type ErrorInfo, type ReactNode } from 'react'
import Container from 'react-bootstrap/Container'
import { ErrorState } from '@/components/feedback/states'
import { paths } from '@/config/paths'

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
    if (this.state.error) {
      return (
        <Container as="main" className="py-5" style={{ maxWidth: '40rem' }}>
          <ErrorState
            error={this.state.error}
            title="Something went wrong"
            onRetry={() => window.location.reload()}
          />
          <a href={paths.landing.to()} className="btn btn-outline-primary">
            Back to the start page
          </a>
        </Container>
      )
    }
    return this.props.children
  }
}
