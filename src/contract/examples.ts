import { getResponse } from 'msw'
import type { Exchange } from '@/contract/check'
import type { AnswerRef, ExampleCall, ExamplePerson, Operation } from '@/contract/operation'
import type { RecordedExample, RecordedExamples } from '@/contract/document'
import { operations as allOperations } from '@/contract/operations'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'
import type { DemoDb } from '@/demo/db/types'
import { createHandlers } from '@/demo/handlers'

/**
 * The document's examples, made by calling the demo: each operation's example call is sent to the
 * demo's handlers on the seed data, and what it answers is the example. So every example is a real
 * answer, and a call whose example fails shows at once (recordExamples reports it).
 */

/** The seed's people the examples are made as. */
export const EXAMPLE_PEOPLE: Record<ExamplePerson, string> = {
  committee: 'c0a80001-0000-4000-8000-000000000001',
  jury: 'c0a80001-0000-4000-8000-000000000011',
  participant: 'c0a80001-0000-4000-8000-000000000021',
  newcomer: 'c0a80001-0000-4000-8000-000000000041',
}

/** The demo's clock for the examples: a fixed day in Phase 1 of the seed's year. */
export const EXAMPLE_NOW = Date.parse('2026-11-21T03:00:00.000Z')
const ORIGIN = 'http://demo.example'

const isRef = (value: unknown): value is AnswerRef =>
  typeof value === 'object' &&
  value !== null &&
  'from' in value &&
  typeof (value as AnswerRef).pick === 'function'

/** The example's values with every reference to another answer filled in. */
export function resolveRefs(value: unknown, answerOf: (operationId: string) => unknown): unknown {
  if (isRef(value)) return value.pick(answerOf(value.from))
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, answerOf))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveRefs(item, answerOf)]),
    )
  return value
}

/** The address of an example call, its path parameters filled in and its query added. */
export function exampleUrl(
  op: Operation,
  call: ExampleCall,
  answerOf: (operationId: string) => unknown,
): string {
  const path = resolveRefs(call.path ?? {}, answerOf) as Record<string, unknown>
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path[name] ?? '')),
  )
  const query = new URLSearchParams()
  const values = resolveRefs(call.query ?? {}, answerOf) as Record<string, unknown>
  for (const [name, value] of Object.entries(values)) query.set(name, String(value))
  const search = query.toString()
  return search ? `${filled}?${search}` : filled
}

/** The body of an example call as sent: JSON, or a multipart form whose `file` is a small PNG. */
export function exampleBody(
  op: Operation,
  body: unknown,
): { body: BodyInit; contentType?: string } | undefined {
  if (body === undefined) return undefined
  if (!op.body?.multipart) return { body: JSON.stringify(body), contentType: 'application/json' }
  const form = new FormData()
  for (const [name, value] of Object.entries(body as Record<string, string>)) {
    if (name === 'file') form.append(name, new File([PNG], value, { type: 'image/png' }))
    else form.append(name, value)
  }
  return { body: form }
}

/** A 1×1 PNG: what the upload example sends. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  return (response.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : text
}

const unwrap = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'value' in answer && 'links' in answer
    ? (answer as { value: unknown }).value
    : answer

interface Demo {
  store: ReturnType<typeof createStore>
  handlers: ReturnType<typeof createHandlers>
  /** The answers of the calls made on this data, unwrapped, by operationId. */
  answers: Map<string, unknown>
}

/**
 * Sends every operation's example call to the demo and records the answers. Reads share one copy
 * of the seed per period; every write gets a copy of its own, on which the calls it refers to (or
 * lists in `before`) are made first; so does a read that needs a write first. `failures` lists the calls that did not answer with the
 * operation's success status.
 */
export async function recordExamples(
  operations: Operation[] = allOperations,
  onExchange?: (exchange: Exchange) => void,
): Promise<{
  examples: RecordedExamples
  failures: string[]
}> {
  const byId = new Map(operations.map((op) => [op.operationId, op]))
  const seeds = new Map<number, string>()
  const seedOf = (period: number) => {
    if (!seeds.has(period))
      seeds.set(period, JSON.stringify(createSeed({ now: EXAMPLE_NOW, activeIndex: period - 1 })))
    return seeds.get(period)!
  }
  const newDemo = (period: number): Demo => {
    const store = createStore(JSON.parse(seedOf(period)) as DemoDb)
    return {
      store,
      handlers: createHandlers({
        store,
        now: () => EXAMPLE_NOW,
        uploadUrlSecret: 'example-upload-url-secret',
        onExchange,
        authenticate: async (request) =>
          /^Bearer example:(.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null,
      }),
      answers: new Map(),
    }
  }
  const readDemos = new Map<number, Demo>()
  const readDemo = (period: number) => {
    if (!readDemos.has(period)) readDemos.set(period, newDemo(period))
    return readDemos.get(period)!
  }
  const eventId = (JSON.parse(seedOf(1)) as DemoDb).events[0]!.id
  const examples: RecordedExamples = {}
  const failures: string[] = []

  /** Makes an operation's example call on this data (once), and answers with its answer. */
  async function run(op: Operation, demo: Demo, record: boolean): Promise<unknown> {
    if (demo.answers.has(op.operationId)) return demo.answers.get(op.operationId)
    const call = op.example
    for (const id of call.before ?? []) await run(byId.get(id)!, demo, false)
    const refs: Record<string, unknown> = {}
    for (const id of referencedIds(call)) refs[id] = await run(byId.get(id)!, demo, false)
    const answerOf = (id: string) => refs[id]
    const url = `${ORIGIN}${exampleUrl(op, call, answerOf)}`
    const requestBody = resolveRefs(call.body, answerOf)
    const sent = exampleBody(op, requestBody)
    const headers = new Headers({ Authorization: `Bearer example:${EXAMPLE_PEOPLE[call.as]}` })
    if (op.event) headers.set('EventId', eventId)
    if (sent?.contentType) headers.set('Content-Type', sent.contentType)
    const request = new Request(url, { method: op.method.toUpperCase(), headers, body: sent?.body })
    const response = await getResponse(demo.handlers, request)
    const expected = successStatus(op)
    const answer = response ? await readAnswer(response) : undefined
    if (record) {
      if (!response) failures.push(`${op.operationId}: no route answered ${request.method} ${url}`)
      else if (response.status !== expected)
        failures.push(
          `${op.operationId}: ${request.method} ${url} answered ${response.status}, not ${expected}: ${JSON.stringify(answer)}`,
        )
      const example: RecordedExample = { status: response?.status ?? 0 }
      if (requestBody !== undefined) example.request = requestBody
      if (response?.status === expected && answer !== undefined) example.answer = answer
      examples[op.operationId] = example
    }
    demo.answers.set(op.operationId, unwrap(answer))
    return unwrap(answer)
  }

  for (const op of operations) {
    const period = op.example.period ?? 1
    const { before, setUp } = op.example
    const shared = op.method === 'get' && !before && !setUp
    const demo = shared ? readDemo(period) : newDemo(period)
    if (setUp) demo.store.mutate(setUp)
    await run(op, demo, true)
  }
  return { examples, failures }
}

/** The operations whose answers an example call refers to. */
export function referencedIds(call: ExampleCall): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (isRef(value)) found.add(value.from)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk)
  }
  walk([call.path, call.query, call.body])
  return [...found]
}

/** The status a successful call of the operation answers with. */
export function successStatus(op: Operation): number {
  if (op.answer.kind === 'none') return 204
  return op.answer.kind === 'one' ? op.answer.status : 200
}
