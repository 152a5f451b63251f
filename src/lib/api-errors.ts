import type { AxiosError } from 'axios'

/** The messages of requirements R8.4 for answers of the wrong shape. */
export const SHAPE_MESSAGES = {
  notArray: 'The data is not an array',
  isArray: 'The data is an array',
  noBody: 'There are no body to be transformed',
} as const

export const NO_AUTH_MESSAGE = 'no auth'

/** The server answered, but not with the shape the contract promises. */
export class ApiShapeError extends Error {
  constructor(
    message: string,
    public readonly details?: string,
  ) {
    super(message)
    this.name = 'ApiShapeError'
  }
}

/** A call was made while nobody is signed in (requirements R5.1). */
export class NoAuthError extends Error {
  constructor() {
    super(NO_AUTH_MESSAGE)
    this.name = 'NoAuthError'
  }
}

/** Sign-in failed or expired in a way that needs the person to sign in again. */
export class AuthenticationError extends Error {
  /** A silent token request needed the person (requirements R8.3): the sign-in page starts the interactive redirect. */
  readonly interactionRequired: boolean

  constructor(
    message = 'Your session has ended. Please sign in again.',
    options?: { cause?: unknown; interactionRequired?: boolean },
  ) {
    super(message, options)
    this.name = 'AuthenticationError'
    this.interactionRequired = options?.interactionRequired ?? false
  }
}

/** The network failed before any answer (offline, DNS, a refused connection), outside axios too. */
export class NetworkFailure extends Error {
  constructor(message = 'Cannot reach the server.', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'NetworkFailure'
  }
}

/** No answer came back at all: the device is offline or the server cannot be reached. Cancelled calls are not failures. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkFailure) return true
  return isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED'
}

/** A 401 or a sign-in that needs the person again: the session has ended (requirements R8.1). */
export function isSessionFailure(error: unknown): boolean {
  return (
    error instanceof AuthenticationError ||
    error instanceof NoAuthError ||
    (isAxiosError(error) && error.response?.status === 401)
  )
}

export interface ProblemDetails {
  title?: string
  detail?: string
  status?: number
  message?: string
  errors?: Record<string, string[] | string>
}

function asProblem(data: unknown): ProblemDetails | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined
  return data as ProblemDetails
}

export interface DescribedError {
  kind: 'network' | 'timeout' | 'server' | 'client' | 'shape' | 'auth' | 'unknown'
  status?: number
  title?: string
  /** Every message to show: one per `errors` entry when the body has an errors map. */
  messages: string[]
  /** Field name → messages, from a problem-details `errors` map (field names as the server wrote them). */
  fieldErrors: Record<string, string[]>
}

/** axios marks its errors; checked by the mark so that describing an error does not load axios. */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  )
}

/** Turns any error from a call into what a person can be told (the error display of requirements R8.5). */
export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiShapeError) {
    return {
      kind: 'shape',
      title: 'Unexpected answer from the server',
      messages: [error.message],
      fieldErrors: {},
    }
  }
  if (error instanceof NetworkFailure) {
    return {
      kind: 'network',
      messages: [
        'Cannot reach the server. Check your connection; your work is kept and you can try again.',
      ],
      fieldErrors: {},
    }
  }
  if (error instanceof NoAuthError || error instanceof AuthenticationError) {
    return { kind: 'auth', messages: [error.message], fieldErrors: {} }
  }
  if (isAxiosError(error)) {
    if (!error.response) {
      const timeout = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
      if (error.code === 'ERR_CANCELED')
        return { kind: 'unknown', messages: ['The request was cancelled.'], fieldErrors: {} }
      return {
        kind: timeout ? 'timeout' : 'network',
        messages: [
          timeout
            ? 'The server took too long to answer. Your work is kept; please try again.'
            : 'Cannot reach the server. Check your connection; your work is kept and you can try again.',
        ],
        fieldErrors: {},
      }
    }
    const { status, data } = error.response
    const kind = status >= 500 ? 'server' : status === 401 ? 'auth' : 'client'
    const problem = asProblem(data)
    if (
      problem?.errors &&
      typeof problem.errors === 'object' &&
      Object.keys(problem.errors).length > 0
    ) {
      const fieldErrors: Record<string, string[]> = {}
      for (const [field, value] of Object.entries(problem.errors)) {
        fieldErrors[field] = (Array.isArray(value) ? value : [value]).map(String)
      }
      return {
        kind,
        status,
        title: problem.title,
        messages: Object.values(fieldErrors).flat(),
        fieldErrors,
      }
    }
    const text = problem
      ? (problem.detail ?? problem.title ?? problem.message)
      : typeof data === 'string' && data.trim() && !/^\s*</.test(data)
        ? data.trim()
        : undefined
    const fallback =
      status >= 500
        ? `The server had a problem (${status}). Your work is kept; please try again.`
        : `The request failed (${status}).`
    return {
      kind,
      status,
      title: problem?.detail ? problem.title : undefined,
      messages: [text ?? fallback],
      fieldErrors: {},
    }
  }
  if (error instanceof Error) return { kind: 'unknown', messages: [error.message], fieldErrors: {} }
  return { kind: 'unknown', messages: [String(error)], fieldErrors: {} }
}
