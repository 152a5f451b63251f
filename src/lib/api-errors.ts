import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AxiosError } from 'axios'
import { translate } from '@/i18n'

/**
 * The messages of requirements R8.4 for answers of the wrong shape: the spec's English words, and
 * the same in Indonesian when the interface is shown in it.
 */
export const SHAPE_MESSAGES = {
  notArray: msg`The data is not an array`,
  isArray: msg`The data is an array`,
  noBody: msg`There are no body to be transformed`,
} as const

/** Requirements R8.2's message when nobody is signed in. */
export const NO_AUTH_MESSAGE = msg`no auth`

/**
 * The server answered, but not with the shape the contract promises. A message descriptor is put
 * in the language shown when the error is made (what the person is then told).
 */
export class ApiShapeError extends Error {
  constructor(
    message: string | MessageDescriptor,
    public readonly details?: string,
  ) {
    super(typeof message === 'string' ? message : translate(message))
    this.name = 'ApiShapeError'
  }
}

/**
 * Signing out while offline: the person is signed out on this device (the sign-in client's cache
 * holds nothing of them), but the identity provider, out of reach, was not told.
 */
export class SignedOutOnThisDeviceOnly extends Error {
  constructor() {
    super(
      translate(
        msg`You are signed out on this device. The sign-in service could not be reached to end your session there too: it ends on its own, or sign out there once online.`,
      ),
    )
    this.name = 'SignedOutOnThisDeviceOnly'
  }
}

/** A call was made while nobody is signed in (requirements R5.1). */
export class NoAuthError extends Error {
  constructor() {
    super(translate(NO_AUTH_MESSAGE))
    this.name = 'NoAuthError'
  }
}

/** Sign-in failed or expired in a way that needs the person to sign in again. */
export class AuthenticationError extends Error {
  /** A silent token request needed the person (requirements R8.3): the sign-in page starts the interactive redirect. */
  readonly interactionRequired: boolean

  constructor(
    message = translate(msg`Your session has ended. Please sign in again.`),
    options?: { cause?: unknown; interactionRequired?: boolean },
  ) {
    super(message, options)
    this.name = 'AuthenticationError'
    this.interactionRequired = options?.interactionRequired ?? false
  }
}

/** The network failed before any answer (offline, DNS, a refused connection), outside axios too. */
export class NetworkFailure extends Error {
  constructor(message = translate(msg`Cannot reach the server.`), options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'NetworkFailure'
  }
}

/** No answer came back at all: the device is offline or the server cannot be reached. Cancelled calls are not failures. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkFailure) return true
  return isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED'
}

/** Refusals that may pass when asked again: 408 Request Timeout, 425 Too Early, 429 Too Many Requests. */
const PASSING_REFUSALS = new Set([408, 425, 429])

/**
 * The server understood the request and refused it for good (a 4xx other than an ended session or a
 * refusal that passes): what is missing, forbidden or not allowed stays so, and asking again the same
 * way cannot succeed, so no "Try again" is offered (a 401 asks the person to sign in again instead).
 */
export function isDefinitiveFailure(error: unknown): boolean {
  if (!isAxiosError(error) || !error.response) return false
  const { status } = error.response
  return status >= 400 && status < 500 && status !== 401 && !PASSING_REFUSALS.has(status)
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

/** No answer came back: what the person is told (the same for an axios call and any other). */
const unreachable = () =>
  translate(
    msg`Cannot reach the server. Check your connection; your work is kept and you can try again.`,
  )

/**
 * Turns any error from a call into what a person can be told (the error display of requirements
 * R8.5), in the language shown: call it when the words are shown (a component that shows them
 * reads the language with `useLingui()`, so it shows them again when the language changes).
 */
export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiShapeError) {
    return {
      kind: 'shape',
      title: translate(msg`Unexpected answer from the server`),
      messages: [error.message],
      fieldErrors: {},
    }
  }
  if (error instanceof NetworkFailure) {
    return {
      kind: 'network',
      messages: [unreachable()],
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
        return {
          kind: 'unknown',
          messages: [translate(msg`The request was cancelled.`)],
          fieldErrors: {},
        }
      return {
        kind: timeout ? 'timeout' : 'network',
        messages: [
          timeout
            ? translate(
                msg`The server took too long to answer. Your work is kept; please try again.`,
              )
            : unreachable(),
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
        ? translate(msg`The server had a problem (${status}). Your work is kept; please try again.`)
        : translate(msg`The request failed (${status}).`)
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
