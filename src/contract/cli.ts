import { createContractCheck, type Exchange } from '@/contract/check'
import { buildDocument } from '@/contract/document'
import { exampleUrl } from '@/contract/examples'
import type { Operation } from '@/contract/operation'
import { operations as allOperations } from '@/contract/operations'
import {
  type Answered,
  type Cast,
  FILES,
  type Person,
  type Role,
  runWrites,
  type Writer,
} from '@/contract/writes'

/**
 * `npm run contract`: runs the calls of every area against a real server and says, per operation,
 * whether what it answered conforms to the OpenAPI document. Each read is the operation's example
 * call (operations.ts), with the ids it needs taken from what the server answered to the calls
 * before it, so nothing but the address, a token and the event is needed. With `--writes`, every
 * write call runs too, on the event named (writes.ts), and the report says what stays on it.
 */

export interface ContractOptions {
  baseUrl: string
  /** The token the reads are made with. */
  token: string
  /**
   * With `writes`, the people the write calls act as, one token each (the reads' token may be
   * among them): the committee, a judge, a person not registered yet (or a participant without a
   * team this year), a participant who is a member of a team, and another participant.
   */
  tokens?: string[]
  /** The event's address (its slug); its id is sent as EventId. Required with `writes`. */
  event?: string
  /** Also run every write call (writes.ts), on the event named. */
  writes?: boolean
  operations?: Operation[]
  fetch?: typeof fetch
  now?: () => number
}

/** What checkServer found: a run per call, and with `writes` what stays on the event. */
export interface ServerCheck extends Array<OperationRun> {
  leftovers?: string[]
}

export type Verdict = 'conformant' | 'not conformant' | 'missing' | 'not run'

export interface OperationRun {
  operationId: string
  method: string
  path: string
  verdict: Verdict
  status?: number
  /** For `not conformant`, the first difference; for `missing`, what the server answered; for `not run`, why. */
  detail?: string
  /** For a write, what the call was for in the run (e.g. "renames the team"). */
  note?: string
}

/** The event of the seed, the default when --event is not given. */
export const DEFAULT_EVENT = 'innovation-award'

const unwrap = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'value' in answer && 'links' in answer
    ? (answer as { value: unknown }).value
    : answer

type Json = Record<string, unknown>

const asObject = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? (answer as Json)
    : undefined

/** Why --writes needs --event: the writes change the event, so the person names the one they may change. */
export const WRITES_NEED_EVENT =
  '--writes changes the event it runs on: name a test event with --event (never the live one).'

/**
 * Runs the read-only operations against the server (the answers feed the ids of later calls),
 * then, with `writes`, every write call on the event named (writes.ts).
 */
export async function checkServer(options: ContractOptions): Promise<ServerCheck> {
  if (options.writes && !options.event) throw new Error(WRITES_NEED_EVENT)
  const send = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  const check = createContractCheck(buildDocument())
  const operations = options.operations ?? allOperations
  const byId = new Map(operations.map((op) => [op.operationId, op]))
  const answers = new Map<string, unknown>()
  let eventId: string | null = null
  const runs: ServerCheck = []

  const headersFor = (token: string, withEvent: boolean) => {
    const headers = new Headers({ Authorization: `Bearer ${token}`, Accept: 'application/json' })
    if (withEvent && eventId) headers.set('EventId', eventId)
    return headers
  }

  async function run(
    op: Operation,
    path: string,
    body?: unknown,
    token = options.token,
    note?: string,
  ): Promise<Answered> {
    const headers = headersFor(token, op.event)
    let payload: BodyInit | undefined
    if (body !== undefined && op.body?.multipart) {
      const form = new FormData()
      for (const [name, value] of Object.entries(body as Record<string, string>)) {
        const bytes = FILES[value as keyof typeof FILES]
        if (name === 'file' && bytes) {
          const type = value.endsWith('.pdf') ? 'application/pdf' : 'image/png'
          form.append(name, new Blob([bytes], { type }), value)
        } else form.append(name, value)
      }
      payload = form
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json')
      payload = JSON.stringify(body)
    }
    const method = op.method.toUpperCase()
    const url = `${base}${path}`
    const runOf: OperationRun = {
      operationId: op.operationId,
      method,
      path: op.path,
      verdict: 'conformant',
      ...(note ? { note } : {}),
    }
    let response: Response
    try {
      response = await send(url, { method, headers, body: payload })
    } catch (error) {
      runs.push({
        ...runOf,
        verdict: 'missing',
        detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      })
      return { status: 0, ok: false, value: undefined }
    }
    const text = await response.text()
    const exchange: Exchange = {
      method,
      url,
      requestHeaders: headers,
      status: response.status,
      responseHeaders: response.headers,
      responseText: text === '' ? null : text,
    }
    runOf.status = response.status
    const isProblem = (response.headers.get('Content-Type') ?? '').includes('problem+json')
    // A route the server does not have: 405/501, or a 404 that is not a problem of the API's own.
    if (
      response.status === 405 ||
      response.status === 501 ||
      (response.status === 404 && !isProblem)
    ) {
      runOf.verdict = 'missing'
      runOf.detail = `${response.status}${isProblem ? '' : ', not problem details'}`
    } else {
      const [difference] = check.checkAnswer(check.match(method, path)!, exchange)
      if (difference) {
        runOf.verdict = 'not conformant'
        runOf.detail = difference
      } else if (!response.ok && isProblem) {
        // A refusal the document lists: conformant, and the report says what it was.
        const problem = asObject(parse(text))
        runOf.detail = String(problem?.detail ?? problem?.title ?? '')
      }
    }
    runs.push(runOf)
    const value = response.ok ? unwrap(parse(text)) : undefined
    if (response.ok && (response.headers.get('Content-Type') ?? '').includes('json')) {
      answers.set(op.operationId, value)
      if (op.operationId === 'getEventByUrl') eventId = String(asObject(value)?.id ?? '')
    }
    return { status: response.status, ok: response.ok, value }
  }

  // An id the server gave none of is sent as one no server has: the call then shows its 404.
  const fill = (path: string) => path.replace(/\/(?=\/|\?|$)/g, '/contract-check-none')

  for (const op of operations.filter((o) => o.method === 'get')) {
    const call = {
      ...op.example,
      path:
        op.operationId === 'getEventByUrl'
          ? { url: options.event ?? DEFAULT_EVENT }
          : op.example.path,
    }
    await run(op, fill(exampleUrl(op, call, (id) => answers.get(id))))
  }
  if (!options.writes) return runs

  const read = async (token: string, path: string): Promise<unknown> => {
    try {
      const response = await send(`${base}${path}`, { headers: headersFor(token, true) })
      return response.ok ? unwrap(parse(await response.text())) : undefined
    } catch {
      return undefined
    }
  }
  const cast = await castOf(options.tokens ?? [options.token], read, new Date().getUTCFullYear())
  const ran = new Set<string>()
  const writer: Writer = {
    now: options.now ?? (() => Date.now()),
    read: (as, path) => (cast[as] ? read(cast[as].token, path) : Promise.resolve(undefined)),
    async write(operationId, as, params, body, note) {
      const op = byId.get(operationId)
      if (!op) return { status: 0, ok: false, value: undefined }
      ran.add(operationId)
      const person = cast[as]
      if (!person) {
        runs.push({
          operationId,
          method: op.method.toUpperCase(),
          path: op.path,
          verdict: 'not run',
          detail: `no token of ${ROLE_WORDS[as]} was given (--token)`,
          note,
        })
        return { status: 0, ok: false, value: undefined }
      }
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String(params[name] ?? 'contract-check-none')),
      )
      return run(op, path, body, person.token, note)
    },
  }
  runs.leftovers = await runWrites(writer, cast)
  // An operation the run has no step for is a gap in writes.ts, said as such.
  for (const op of operations)
    if (op.method !== 'get' && !ran.has(op.operationId))
      runs.push({
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        verdict: 'not run',
        detail: 'the write run has no step for it',
      })
  return runs
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const ROLE_WORDS: Record<Role, string> = {
  committee: 'a committee member',
  jury: 'a jury member',
  owner: 'a person not registered yet (or a participant without a team this year)',
  member: 'a participant who is a member, not the leader, of a team this year',
  voter: 'another participant',
}

/** Who each token stands for (GET /api/auth), and the part each plays in the write run. */
async function castOf(
  tokens: string[],
  read: (token: string, path: string) => Promise<unknown>,
  year: number,
): Promise<Cast> {
  const people: Array<Person & { team?: Json }> = []
  for (const token of new Set(tokens)) {
    const me = asObject(await read(token, '/api/auth'))
    if (!me) continue
    const person: Person & { team?: Json } = {
      token,
      id: String(me.id),
      name: String(me.name ?? ''),
      email: String(me.email ?? ''),
      roleName: typeof me.roleName === 'string' ? me.roleName : null,
      isRegistered: me.isRegistered !== false,
    }
    if (person.roleName === 'Participant') {
      const teams = await read(token, `/api/team/mine?year=${year}`)
      person.team = Array.isArray(teams) ? asObject(teams[0]) : undefined
    }
    people.push(person)
  }
  const participants = people.filter((p) => p.isRegistered && p.roleName === 'Participant')
  const owner =
    people.find((p) => !p.isRegistered) ??
    participants.find((p) => String(p.team?.name ?? '').startsWith('Contract check')) ??
    participants.find((p) => !p.team)
  const member = participants.find((p) => p !== owner && p.team && p.team.leaderId !== p.id)
  const voter = participants.find((p) => p !== owner && p !== member)
  const strip = (p?: Person & { team?: Json }): Person | undefined =>
    p && {
      token: p.token,
      id: p.id,
      name: p.name,
      email: p.email,
      roleName: p.roleName,
      isRegistered: p.isRegistered,
    }
  return {
    committee: strip(people.find((p) => p.roleName === 'Commitee')),
    jury: strip(people.find((p) => p.roleName === 'Jury')),
    owner: strip(owner),
    member: strip(member),
    voter: strip(voter),
  }
}

/** Whether the server refused the token on every API call: then nothing was really checked. */
export const tokenRefused = (runs: OperationRun[]) => {
  const api = runs.filter((run) => run.path.startsWith('/api/'))
  return api.length > 0 && api.every((run) => run.status === 401)
}

/** One line per operation, then the counts. */
export function report(runs: OperationRun[]): string {
  const lines = runs.map((run) => {
    const what = `${run.operationId} (${run.method} ${run.path})${run.note ? `, ${run.note}` : ''}`
    const status = run.status === undefined ? '' : ` [${run.status}]`
    const refused = run.status !== undefined && run.status >= 400 && run.detail
    if (run.verdict === 'conformant')
      return `conformant      ${what}${status}${refused ? `: ${run.detail}` : ''}`
    if (run.verdict === 'missing') return `missing         ${what}: ${run.detail ?? ''}`
    if (run.verdict === 'not run') return `not run         ${what}: ${run.detail ?? ''}`
    return `not conformant  ${what}${status}: ${run.detail ?? ''}`
  })
  if (tokenRefused(runs))
    lines.push(
      '',
      'Every call under /api was refused with 401: the token is not valid for this server.',
    )
  const leftovers = (runs as ServerCheck).leftovers
  if (leftovers?.length)
    lines.push('', 'What stays on the event:', ...leftovers.map((item) => `- ${item}`))
  const count = (verdict: Verdict) => runs.filter((run) => run.verdict === verdict).length
  const notRun = count('not run') ? `, ${count('not run')} not run` : ''
  lines.push(
    '',
    `${count('conformant')} conformant, ${count('not conformant')} not conformant, ${count('missing')} missing${notRun}, of ${runs.length} calls.`,
  )
  return lines.join('\n')
}
