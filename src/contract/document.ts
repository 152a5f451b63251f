import type { Operation } from '@/contract/operation'
import { operations as allOperations } from '@/contract/operations'
import { z } from '@/lib/zod'

/**
 * The OpenAPI 3.1 document of the API, built from the operation table (operations.ts) and the zod
 * schemas the app parses answers with: z.toJSONSchema writes their JSON Schema (draft 2020-12, the
 * dialect of OpenAPI 3.1), so the document and the app cannot describe two different shapes.
 */

/** The examples recorded from the demo (examples.ts): per operationId, the request and its answer. */
export interface RecordedExample {
  request?: unknown
  status: number
  answer?: unknown
}
export type RecordedExamples = Record<string, RecordedExample>

export const DOCUMENT_PATH = '/swagger/v1/swagger.json'

type Json = Record<string, unknown>

/** The names the document gives the schemas several operations share. */
const SCHEMA_NAMES: Record<string, string> = {
  getCurrentUser: 'CurrentUser',
  getEventByUrl: 'Event',
  listPeriods: 'Period',
  listActivity: 'Activity',
  getActivity: 'ActivityDetail',
  listUsers: 'ManagedUser',
  register: 'RegisteredUser',
  listTeams: 'Team',
  listMyProposals: 'ProposalSummary',
  listInitiatives: 'Initiative',
  listGallery: 'GalleryItem',
  getGalleryProposal: 'GalleryProposal',
  getProposal: 'Proposal',
  uploadAttachment: 'Attachment',
  getReviewSummary: 'ReviewSummary',
  listVoteSessions: 'VoteSession',
  getVoteResult: 'VoteResult',
  listFeedback: 'FeedbackSummary',
  getFeedback: 'FeedbackThread',
  listInnovationUpdates: 'InnovationUpdate',
  uploadInnovationUpdateFile: 'UpdateFile',
  listJudges: 'Judge',
  getAssignmentBoard: 'AssignmentBoard',
  setJudges: 'Assignment',
  autoAssignJudges: 'AutoAssignResult',
  bulkAssignJudges: 'BulkAssignResult',
  listJudgingSettings: 'JudgingSetting',
  listRubric: 'Criterion',
  getRubricLock: 'RubricLock',
  listMySheets: 'ScoreSheet',
  declareConflict: 'DeclaredConflict',
  listTeamFeedback: 'TeamFeedback',
  getPhaseResults: 'PhaseResults',
  listResultPublications: 'ResultPublication',
  advanceResults: 'BulkAdvanceResult',
  getReportOverview: 'ReportOverview',
  listNotifications: 'Notification',
  getEmailPreferences: 'EmailPreferences',
  previewMessageRecipients: 'RecipientsPreview',
  listMessages: 'MessageSummary',
  getMessage: 'MessageDetail',
}

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** An RFC 7807 problem, as ASP.NET writes it: every error answer. */
export const problemDetailsSchema = z.object({
  type: z.optional(z.string()),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  /** Field errors of a 400: the field's name as sent, and its messages. */
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** A 409 on a save with a stale version: the version the server has now. */
  currentVersion: z.optional(z.int()),
})
export const linkSchema = z.object({
  rel: z.string(),
  href: z.string(),
  method: z.optional(z.string()),
})

const ERRORS: Record<
  number,
  { name: string; description: string; title: string; detail?: string }
> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid: a missing EventId header, a bad parameter, or field errors (errors).',
    title: 'One or more validation errors occurred.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid bearer token: sign in again.',
    title: 'Unauthorized',
    detail: 'Sign in to continue.',
  },
  403: {
    name: 'Forbidden',
    description: 'Not allowed for this role, team or account (not registered, deactivated).',
    title: 'Forbidden',
    detail: 'You do not have the role needed for this action.',
  },
  404: {
    name: 'NotFound',
    description: 'No such thing.',
    title: 'Not Found',
    detail: 'No proposal has this id.',
  },
  409: {
    name: 'Conflict',
    description:
      'The state does not allow it now, or someone changed it first (a version that is not the current one).',
    title: 'Conflict',
    detail: 'Someone else saved this first.',
  },
  413: {
    name: 'TooLarge',
    description: 'The file or body is larger than allowed.',
    title: 'File too large',
    detail: 'A poster can be at most 20 MB.',
  },
  422: {
    name: 'IdempotencyKeyReused',
    description: 'This Idempotency-Key was already used for a different request.',
    title: 'Idempotency key reused',
    detail:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
}

const PAGING_HEADERS: Record<string, string> = {
  'X-Current-Page': 'The page answered (1-based).',
  'X-Page-Count': 'How many pages there are.',
  'X-Per-Page': 'Rows per page.',
  'X-Total-Count': 'Rows matching the filters, on every page.',
  'X-Total-Approved': 'Of the matching proposals, how many are approved.',
  'X-Total-Finalized': 'Of the matching proposals, how many are finalized.',
  'X-Total-Proposal': 'Proposals in the list before filters.',
}

const WRITE = new Set(['post', 'put', 'delete'])

/**
 * Every object is closed: a field the document does not name is a difference, not an extra. An
 * integer's bounds are left out when they are only JavaScript's safe-integer range.
 */
function closeObjects(ctx: { zodSchema: z.core.$ZodType; jsonSchema: Json }) {
  const def = ctx.zodSchema._zod.def as { type: string }
  const json = ctx.jsonSchema
  if (def.type === 'object' && json.additionalProperties === undefined)
    json.additionalProperties = false
  // A record keyed by an enum names each key (a JSON Schema linter wants what is required defined).
  if (def.type === 'record' && Array.isArray(json.required) && !json.properties) {
    json.properties = Object.fromEntries(
      (json.required as string[]).map((key) => [key, json.additionalProperties]),
    )
    json.additionalProperties = false
  }
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum
}

function toSchema(schema: z.ZodMiniType): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: closeObjects,
  }) as Json
  delete json.$schema
  return json
}

/** The name a schema is described under (components.schemas) and the schemas, written once each. */
function schemaComponents(operations: Operation[]) {
  const registry = z.registry<{ id: string }>()
  const named = new Map<z.ZodMiniType, string>()
  const add = (schema: z.ZodMiniType, name: string) => {
    if (named.has(schema)) return
    named.set(schema, name)
    registry.add(schema, { id: name })
  }
  add(problemDetailsSchema, 'ProblemDetails')
  add(linkSchema, 'Link')
  // The shared names first, so a schema is named the same whichever operation lists it first.
  for (const op of operations) {
    const name = SCHEMA_NAMES[op.operationId]
    if (name && 'schema' in op.answer) add(op.answer.schema, name)
  }
  for (const op of operations) {
    if ('schema' in op.answer) add(op.answer.schema, `${pascal(op.operationId)}Answer`)
    if (op.body) add(op.body.schema, `${pascal(op.operationId)}Body`)
  }
  const written = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: closeObjects,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> }
  const schemas: Record<string, Json> = {}
  for (const [name, schema] of Object.entries(written.schemas)) {
    const rest = { ...schema }
    delete rest.$schema
    delete rest.$id
    schemas[name] = rest
  }
  const refOf = (schema: z.ZodMiniType): Json => ({
    $ref: `#/components/schemas/${named.get(schema)!}`,
  })
  return { schemas, refOf }
}

const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)

function parameters(op: Operation): Json[] {
  const out: Json[] = []
  const pathShape = op.pathParams?.shape ?? {}
  for (const name of pathNames(op.path)) {
    const schema = pathShape[name] as z.ZodMiniType | undefined
    out.push({
      name,
      in: 'path',
      required: true,
      schema: schema ? toSchema(schema) : { type: 'string', minLength: 1 },
    })
  }
  for (const [name, schema] of Object.entries(op.query?.shape ?? {})) {
    const zod = schema as z.ZodMiniType
    out.push({
      name,
      in: 'query',
      required: !zod.safeParse(undefined).success,
      schema: toSchema(zod),
    })
  }
  if (op.event) out.push({ $ref: '#/components/parameters/EventId' })
  out.push({ $ref: '#/components/parameters/AcceptLanguage' })
  out.push({ $ref: '#/components/parameters/TimeZone' })
  if (WRITE.has(op.method)) out.push({ $ref: '#/components/parameters/IdempotencyKey' })
  return out
}

function successResponse(
  op: Operation,
  refOf: (schema: z.ZodMiniType) => Json,
  example: RecordedExample | undefined,
): [string, Json] {
  const headers: Json = {}
  if (WRITE.has(op.method))
    headers['Idempotent-Replayed'] = { $ref: '#/components/headers/Idempotent-Replayed' }
  const answer = op.answer
  const exampleOf = (): Json =>
    example && example.answer !== undefined ? { example: example.answer } : {}
  switch (answer.kind) {
    case 'none':
      return ['204', { description: 'Done; no content.', headers }]
    case 'file':
      return [
        '200',
        {
          description:
            'The file, of its own type (inline for images and PDF, else as a download), sandboxed and never sniffed.',
          content: {
            '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      ]
    case 'csv':
      return [
        '200',
        {
          description: 'A CSV file (UTF-8), offered for download.',
          headers,
          content: { 'text/csv': { schema: { type: 'string' }, ...exampleOf() } },
        },
      ]
    case 'one':
      return [
        String(answer.status),
        {
          description: answer.status === 201 ? 'Created.' : 'The object, wrapped.',
          headers,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  value: refOf(answer.schema),
                  links: { type: 'array', items: { $ref: '#/components/schemas/Link' } },
                },
                required: ['value', 'links'],
                additionalProperties: false,
              },
              ...exampleOf(),
            },
          },
        },
      ]
    case 'list':
    case 'page':
      if (answer.kind === 'page')
        for (const name of Object.keys(PAGING_HEADERS))
          headers[name] = { $ref: `#/components/headers/${name}` }
      return [
        '200',
        {
          description: answer.kind === 'page' ? 'One page of the list.' : 'The list.',
          headers,
          content: {
            'application/json': {
              schema: { type: 'array', items: refOf(answer.schema) },
              ...exampleOf(),
            },
          },
        },
      ]
  }
}

function security(op: Operation): Json[] {
  // A signed file address needs no token: the signature (v, exp, sig) stands for it.
  if (op.access === 'file') return [{ bearer: [] }, {}]
  // OpenAPI 3.1 lets a bearer requirement list the roles it needs.
  return [{ bearer: Array.isArray(op.access) ? op.access : [] }]
}

function accessText(op: Operation): string {
  if (op.access === 'signed-in') return 'Anyone signed in, registered or not.'
  if (op.access === 'registered') return 'Any registered, active user.'
  if (op.access === 'file')
    return 'Whoever may see the proposal: with the bearer token, or through the signed address (v, exp, sig) an answer handed out.'
  return `Only: ${op.access.join(', ')}.`
}

function operationObject(
  op: Operation,
  refOf: (schema: z.ZodMiniType) => Json,
  example: RecordedExample | undefined,
): Json {
  const [status, success] = successResponse(op, refOf, example)
  const responses: Json = { [status]: success }
  for (const code of [400, 401, 403, ...op.errors].sort())
    responses[String(code)] = { $ref: `#/components/responses/${ERRORS[code]!.name}` }
  const object: Json = {
    operationId: op.operationId,
    summary: op.summary,
    description: `Who may call it: ${accessText(op)}`,
    tags: [op.area],
    security: security(op),
    parameters: parameters(op),
    responses,
  }
  if (op.body) {
    const media = op.body.multipart ? 'multipart/form-data' : 'application/json'
    object.requestBody = {
      required: !op.body.optional,
      content: {
        [media]: {
          schema: refOf(op.body.schema),
          ...(example?.request !== undefined ? { example: example.request } : {}),
        },
      },
    }
  }
  return object
}

function components(schemas: Record<string, Json>): Json {
  const problem = (code: number): Json => {
    const e = ERRORS[code]!
    return {
      description: e.description,
      content: {
        'application/problem+json': {
          schema: { $ref: '#/components/schemas/ProblemDetails' },
          example: {
            type: `https://httpstatuses.io/${code}`,
            title: e.title,
            status: code,
            ...(e.detail ? { detail: e.detail } : {}),
            ...(code === 400
              ? { errors: { title: ['Enter a title of at least 5 characters.'] } }
              : {}),
          },
        },
      },
    }
  }
  const headers: Json = {
    'Idempotent-Replayed': {
      description:
        'true when this answer is the stored answer of an earlier request with the same Idempotency-Key.',
      schema: { type: 'string', enum: ['true'] },
    },
  }
  for (const [name, description] of Object.entries(PAGING_HEADERS))
    headers[name] = { description, required: true, schema: { type: 'integer', minimum: 0 } }
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          "A Microsoft Entra ID access token for the API's scope (apiScope in config.json, e.g. api://<client id>/access_as_user). The roles an operation lists are the user's roleName.",
      },
    },
    parameters: {
      EventId: {
        name: 'EventId',
        in: 'header',
        required: true,
        description: 'The id of the event (from GET /api/Event/Url/{url}).',
        schema: { type: 'string', minLength: 1 },
      },
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description:
          "The language the person reads the app in: `id` (Bahasa Indonesia) or `en` (English). Problem details (title, detail and field errors, the reasons an action is refused) are worded in it. The best match of the header's languages wins, by q-value (`id-ID`, `fr, id;q=0.5`); English when the header is absent or names neither. The app sends it on every call. Data people typed is never translated.",
        schema: { type: 'string', example: 'id' },
      },
      TimeZone: {
        name: 'Time-Zone',
        in: 'header',
        required: false,
        description:
          "The IANA time zone of the person's device (`Asia/Makassar`). Dates the API writes into words (a notification, a refusal's reason) are written on its wall clock, in the `DD MMM YYYY HH:mm:ss` form with the zone named after a time (`14 Des 2026 17:00:00 WITA`). Absent or unknown: the award's time zone (`Asia/Jakarta`, WIB). E-mails are always written in the award's zone. Dates as data stay ISO 8601 in UTC. The app sends it on every call.",
        schema: { type: 'string', example: 'Asia/Jakarta', maxLength: 64 },
      },
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'One key per attempt (a UUID): a retry with the same key gets the first answer again instead of doing the work twice; kept 24 hours.',
        schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
      },
    },
    headers,
    responses: Object.fromEntries(
      Object.keys(ERRORS).map((code) => [ERRORS[Number(code)]!.name, problem(Number(code))]),
    ),
    schemas,
  }
}

/** The document. `examples` are the demo's recorded calls; without them it has no examples. */
export function buildDocument(
  options: { examples?: RecordedExamples; version?: string; operations?: Operation[] } = {},
): Json {
  const operations = options.operations ?? allOperations
  const { schemas, refOf } = schemaComponents(operations)
  const paths: Record<string, Json> = {}
  for (const op of operations) {
    paths[op.path] ??= {}
    paths[op.path]![op.method] = operationObject(op, refOf, options.examples?.[op.operationId])
  }
  const areas = [...new Set(operations.map((op) => op.area))]
  return {
    openapi: '3.1.0',
    info: {
      title: 'Innovation Award API',
      version: options.version ?? '1',
      description:
        'The API the Innovation Award app calls and its embedded demo serves, under the API base the app is configured with (apiBaseUrl; empty: the app origin). Conventions, rules and the reasons behind them: docs/api.md in the repository.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: '/', description: 'The API base configured as apiBaseUrl (empty: the app origin).' },
    ],
    security: [{ bearer: [] }],
    tags: areas.map((name) => ({ name, description: `Calls of the area ${name}.` })),
    paths,
    components: components(schemas),
  }
}
