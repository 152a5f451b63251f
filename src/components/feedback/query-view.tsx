import { useQueryClient, type FetchStatus, type Query } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { Trans } from '@lingui/react/macro'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { PageHeader } from '@/components/layout/page-header'
import { describeError } from '@/lib/api-errors'

/** What the view reads of a query (a `useQuery` result). */
export interface QueryLike {
  data: unknown
  error: unknown
  isError: boolean
  fetchStatus: FetchStatus
}

type Loaded<Q> = Q extends { data: infer D } ? Exclude<D, undefined> : never
/** The data of one query, or a tuple of the data of several. */
export type QueryData<Q> = Q extends readonly QueryLike[]
  ? { -readonly [K in keyof Q]: Loaded<Q[K]> }
  : Loaded<Q>

interface FallbackProps {
  query: QueryLike | readonly QueryLike[]
  /** What is loading, e.g. "Loading the feedback…". */
  loading?: string
  /** The heading when it failed, e.g. "The feedback could not be loaded". */
  errorTitle?: string
  /** What the failure means for the person, said after what failed. */
  errorNote?: ReactNode
  /** The loading line's classes (e.g. light text on a dark header). */
  loadingClassName?: string
}

const asList = (query: QueryLike | readonly QueryLike[]): readonly QueryLike[] =>
  Array.isArray(query) ? query : [query as QueryLike]

const missing = (query: Query) => query.state.data === undefined || query.state.status === 'error'

/**
 * Retry asks again for everything on display that has no data or failed. A first load still on
 * its way is cancelled first (a refetch would otherwise just wait for it): the person chose to.
 */
function useRetryMissing(): () => void {
  const queryClient = useQueryClient()
  return () => {
    void queryClient
      .cancelQueries({
        type: 'active',
        predicate: (q) => q.state.data === undefined && q.state.fetchStatus !== 'idle',
      })
      .then(() => queryClient.refetchQueries({ type: 'active', predicate: missing }))
  }
}

/**
 * What a screen shows before its data is there, the one way to load and to fail: loading (and,
 * after a few seconds, "Still waiting for the server…" with Retry), offline without a kept copy,
 * or what failed with Retry. Used as `if (!q.data) return <QueryFallback query={q} />`.
 */
export function QueryFallback({
  query,
  loading,
  errorTitle,
  errorNote,
  loadingClassName,
}: FallbackProps) {
  const queries = asList(query)
  const retry = useRetryMissing()
  const failed = queries.find((q) => q.isError && q.data === undefined)
  if (failed)
    return (
      <ErrorState error={failed.error} title={errorTitle} onRetry={retry}>
        {errorNote}
      </ErrorState>
    )
  if (queries.some((q) => q.data === undefined && q.fetchStatus === 'paused')) {
    return (
      <Alert variant="secondary" className="my-3" role="status">
        <p className="mb-2">
          <Trans>
            You are offline, and this device has no copy of this yet. It loads as soon as the
            connection is back.
          </Trans>
        </p>
        <Button variant="outline-secondary" size="sm" onClick={retry}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    )
  }
  return <LoadingState label={loading} onRetry={retry} className={loadingClassName} />
}

/** A screen that cannot show its data yet: its header (title and actions), then the query's fallback. */
export function PageFallback({
  title,
  actions,
  ...fallback
}: FallbackProps & { title: string; actions?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <QueryFallback {...fallback} />
    </>
  )
}

/**
 * Renders `children(data)` once every query has its data; until then the QueryFallback. When a
 * refresh fails while data is shown, the data stays, with a note and Retry.
 */
export function QueryView<const Q extends QueryLike | readonly QueryLike[]>({
  query,
  children,
  ...fallback
}: FallbackProps & { query: Q; children: (data: QueryData<Q>) => ReactNode }) {
  const queries = asList(query)
  if (queries.some((q) => q.data === undefined))
    return <QueryFallback query={query} {...fallback} />
  const stale = queries.find((q) => q.isError)
  const data = (
    Array.isArray(query) ? queries.map((q) => q.data) : (query as QueryLike).data
  ) as QueryData<Q>
  return (
    <>
      {stale ? <StaleNote error={stale.error} /> : null}
      {children(data)}
    </>
  )
}

/**
 * One loading line in place of `children` until each query has its data or has failed: a screen
 * whose sections load their own data appears whole, rather than each section's loading line giving
 * way to content of another height and pushing the sections below it down the page. A query that
 * waits for the network (offline) holds nothing back: its section says so itself.
 */
export function WhenLoaded({
  query,
  loading,
  children,
}: {
  query: readonly QueryLike[]
  loading?: string
  children: ReactNode
}) {
  const waiting = query.filter(
    (q) => q.data === undefined && !q.isError && q.fetchStatus === 'fetching',
  )
  if (waiting.length) return <QueryFallback query={waiting} loading={loading} />
  return <>{children}</>
}

/** Shown above data whose refresh failed: the data stays, with what failed and Retry. */
export function StaleNote({ error }: { error: unknown }) {
  const retry = useRetryMissing()
  const failure = describeError(error).messages.join(' ')
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 py-2">
      <span>
        <Trans>This may be out of date: {failure}</Trans>
      </span>
      <Button variant="outline-dark" size="sm" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert>
  )
}
