import { msg } from '@lingui/core/macro'
import type { DemoDb } from '@/demo/db/types'
import type { roleNameSchema } from '@/features/auth/schemas'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'

/**
 * One call of the API, as the OpenAPI document describes it (src/contract/document.ts builds the
 * document from a table of these). The schemas are the zod schemas the app parses answers with, or,
 * for a request body the app builds by hand, the one schema written for it here.
 */
type RoleName = z.infer<typeof roleNameSchema>

export interface Operation {
  operationId: string
  method: 'get' | 'post' | 'put' | 'delete'
  /** The path, with `{name}` for a path parameter, e.g. `/api/team/{id}`. */
  path: string
  summary: string
  /** The area of the app it belongs to (the document's tag). */
  area: Area
  /**
   * Who may call it: `signed-in` (anyone with a token, registered or not), `registered` (any
   * registered, active user), `file` (the bearer token, or the signed address an answer handed
   * out), or the roles it is limited to.
   */
  access: 'signed-in' | 'registered' | 'file' | RoleName[]
  /** Whether the call names the event with the `EventId` header (nearly every call does). */
  event: boolean
  /** The path parameters whose values are not plain text (a phase, a year). */
  pathParams?: z.ZodMiniObject
  /** Query parameters, by the name they are sent with (`filter[category]`, `page`, `year`). */
  query?: z.ZodMiniObject
  /** The body; `optional` when the call may be sent without one. */
  body?: { schema: z.ZodMiniType; multipart?: boolean; optional?: boolean }
  answer: Answer
  /** The error statuses this call answers besides 400, 401 and 403 (every call has those). */
  errors: ErrorStatus[]
  /** A call that shows the operation: the document's examples are recorded from it. */
  example: ExampleCall
}

export type Area =
  | 'Sign-in and event'
  | 'Periods'
  | 'Users'
  | 'Registration and teams'
  | 'Proposals'
  | 'Attachments'
  | 'Review'
  | 'Gallery'
  | 'Votes'
  | 'Feedback'
  | 'Judging'
  | 'Scores'
  | 'Results'
  | 'Reports'
  | 'Innovation updates'
  | 'Activity'
  | 'Notifications'
  | 'Messages'

export type ErrorStatus = 404 | 409 | 413 | 422

/** What a successful call answers. */
export type Answer =
  /** One object wrapped as `{ value, links }`. */
  | { kind: 'one'; status: 200 | 201; schema: z.ZodMiniType }
  /** A bare array. */
  | { kind: 'list'; schema: z.ZodMiniType }
  /** A bare array that is one page, with the paging headers. */
  | { kind: 'page'; schema: z.ZodMiniType }
  | { kind: 'none' }
  /** A CSV file. */
  | { kind: 'csv' }
  /** The bytes of an uploaded file, of its own type. */
  | { kind: 'file' }

/** The people the demo's examples are made as (one of each role, and a person not yet registered). */
export type ExamplePerson = 'committee' | 'jury' | 'participant' | 'newcomer'

/** A value taken from the answer of another operation's example (an id to put in a path). */
export interface AnswerRef {
  from: string
  pick: (answer: unknown) => unknown
}

export interface ExampleCall {
  as: ExamplePerson
  path?: Record<string, string | number | AnswerRef>
  query?: Record<string, string | number | AnswerRef>
  body?: unknown
  /** The period (1–6) running in the data the example is made on; default 1 (Phase 1 entries). */
  period?: number
  /** Writes made first, on the same data (e.g. a vote created before it is changed). */
  before?: string[]
  /**
   * What the data holds that the seed of the period does not, set on the example's own copy before
   * the call (a write only: reads share one copy).
   */
  setUp?: (db: DemoDb) => void
}

export const ref = (from: string, pick: (answer: unknown) => unknown): AnswerRef => ({
  from,
  pick,
})

/** The `n`th item's `field` of a list answer (or of `value` of an object answer). */
export const nth =
  (n: number, field = 'id', where?: (item: Record<string, unknown>) => boolean) =>
  (answer: unknown): unknown => {
    const items = (Array.isArray(answer) ? answer : []) as Array<Record<string, unknown>>
    return (where ? items.filter(where) : items)[n]?.[field]
  }

export const one = (schema: z.ZodMiniType, status: 200 | 201 = 200): Answer => ({
  kind: 'one',
  status,
  schema,
})
export const list = (schema: z.ZodMiniType): Answer => ({ kind: 'list', schema })
export const page = (schema: z.ZodMiniType): Answer => ({ kind: 'page', schema })
export const none: Answer = { kind: 'none' }

type OperationInput = Omit<Operation, 'event' | 'errors'> & {
  event?: boolean
  errors?: ErrorStatus[]
}

/** An operation: the EventId header is required and no error beyond 400/401/403 unless said. */
export const operation = (input: OperationInput): Operation => ({
  event: true,
  errors: [],
  ...input,
})

/**
 * What a year that is not four digits is told (docs/api.md "Conventions"), worded when checked in
 * the language the request asks for.
 */
const YEAR_ERROR = { error: () => translate(msg`The year must have four digits.`) }
/** A year of four digits, as a query, path or body value. */
export const yearSchema = z
  .number(YEAR_ERROR)
  .check(z.int(YEAR_ERROR), z.gte(1000, YEAR_ERROR), z.lte(9999, YEAR_ERROR))
/** A phase number. */
export const phaseNumber = z.union([z.literal(1), z.literal(2), z.literal(3)])
/** The paging parameters of a paged list. */
export const paging = {
  page: z.optional(z.int().check(z.gte(1))),
  perPage: z.optional(z.int().check(z.gte(1), z.lte(100))),
}
