import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { describeError } from '@/lib/api-errors'

/** A fresh `Idempotency-Key` value (docs/api.md). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** What identifies "the same submission": the variables, with files named by their name, size and date. */
function fingerprint(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? {
          blob: value instanceof File ? value.name : '',
          size: value.size,
          modified: value instanceof File ? value.lastModified : 0,
        }
      : value,
  )
}

/**
 * An answer that says what happened ends an attempt; without one (no answer, 5xx) it may have been
 * done, and a success whose body could not be read (the wrong shape) was done: a resend of the same
 * submission keeps its key, so the server answers it again instead of doing the work twice.
 */
function outcomeUnknown(error: unknown): boolean {
  const kind = describeError(error).kind
  return kind === 'network' || kind === 'timeout' || kind === 'server' || kind === 'shape'
}

interface Attempt<TVariables> {
  variables: TVariables
  key: string
}

export interface SendOnceOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, unknown, TVariables>,
  'mutationFn'
> {
  /** Sends the request with `idempotencyKey` as its `Idempotency-Key` header. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>
}

export interface SendOnce<TData, TVariables> {
  /** Starts the request, unless one is running: then nothing new is sent. */
  mutate: (variables: TVariables, options?: MutateOptions<TData, unknown, TVariables>) => void
  /** Starts the request, or returns the running one. */
  mutateAsync: (
    variables: TVariables,
    options?: MutateOptions<TData, unknown, TVariables>,
  ) => Promise<TData>
  /** True from the click until the answer: the button that started it shows it is busy and is disabled. */
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  error: unknown
  data: TData | undefined
  reset: () => void
  /** The variables of the latest request. */
  variables: TVariables | undefined
}

/**
 * An upload's mutation options: the request goes at once (`networkMode: 'always'`) and is never
 * held by React Query while offline, so it can be cancelled; the files panel holds a file chosen
 * offline itself until the connection is back (components/forms/files-panel.tsx).
 */
export const UPLOAD_OPTIONS = { networkMode: 'always' } as const

/**
 * A create or an action that is sent once (docs/decisions/0004): while its request runs, a second
 * click, Enter or caller with the same variables gets the same request instead of a new one; each
 * submission attempt carries one `Idempotency-Key`, and a retry of an attempt whose outcome is
 * unknown (no answer, 5xx) with the same variables reuses it, so the server does the work at most
 * once. Different variables (another row's action) are a different submission and are sent.
 */
export function useSendOnce<TData = unknown, TVariables = void>(
  options: SendOnceOptions<TData, TVariables>,
): SendOnce<TData, TVariables> {
  const { mutationFn, onMutate, onSuccess, onError, onSettled, ...rest } = options
  const running = useRef(new Map<string, Promise<TData>>())
  const unfinished = useRef(new Map<string, string>())
  const [busy, setBusy] = useState(0)
  // The key travels with the variables; the options' callbacks still see the variables alone.
  const mutation = useMutation<TData, unknown, Attempt<TVariables>, unknown>({
    ...rest,
    mutationFn: ({ variables, key }) => mutationFn(variables, key),
    onMutate: onMutate && ((attempt, ctx) => onMutate(attempt.variables, ctx)),
    onSuccess:
      onSuccess &&
      ((data, attempt, result, ctx) => onSuccess(data, attempt.variables, result, ctx)),
    onError:
      onError && ((error, attempt, result, ctx) => onError(error, attempt.variables, result, ctx)),
    onSettled:
      onSettled &&
      ((data, error, attempt, result, ctx) =>
        onSettled(data, error, attempt.variables, result, ctx)),
  })
  const { mutateAsync: start } = mutation

  const mutateAsync = useCallback(
    (
      variables: TVariables,
      callbacks?: MutateOptions<TData, unknown, TVariables>,
    ): Promise<TData> => {
      const print = fingerprint(variables)
      const same = running.current.get(print)
      if (same) return same
      const key = unfinished.current.get(print) ?? newIdempotencyKey()
      unfinished.current.set(print, key)
      setBusy((n) => n + 1)
      const request = start(
        { variables, key },
        callbacks && {
          onSuccess: (data, _vars, ctx, fnCtx) =>
            callbacks.onSuccess?.(data, variables, ctx, fnCtx),
          onError: (error, _vars, ctx, fnCtx) => callbacks.onError?.(error, variables, ctx, fnCtx),
          onSettled: (data, error, _vars, ctx, fnCtx) =>
            callbacks.onSettled?.(data, error, variables, ctx, fnCtx),
        },
      ).then(
        (data) => {
          unfinished.current.delete(print)
          return data
        },
        (error: unknown) => {
          if (!outcomeUnknown(error)) unfinished.current.delete(print)
          throw error
        },
      )
      const tracked = request.finally(() => {
        running.current.delete(print)
        setBusy((n) => n - 1)
      })
      running.current.set(print, tracked)
      return tracked
    },
    [start],
  )
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, unknown, TVariables>) => {
      // Failures are shown through `error` (and the callbacks), as with useMutation's mutate.
      mutateAsync(variables, callbacks).catch(() => undefined)
    },
    [mutateAsync],
  )
  return {
    mutate,
    mutateAsync,
    isPending: busy > 0 || mutation.isPending,
    isError: mutation.isError,
    isSuccess: mutation.isSuccess,
    error: mutation.error,
    data: mutation.data,
    reset: mutation.reset,
    variables: mutation.variables?.variables,
  }
}
