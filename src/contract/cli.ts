import { createContractCheck, type Exchange } from '@/contract/check'
import { buildDocument } from '@/contract/document'
import { exampleUrl } from '@/contract/examples'
import type { Operation } from '@/contract/operation'
import { operations as allOperations } from '@/contract/operations'

/**
 * `npm run contract`: runs the calls of every area against a real server and says, per operation,
 * whether what it answered conforms to the OpenAPI document (with `--writes`, also the write calls
 * that leave the server as it was). Each call is the operation's example
 * call (operations.ts), with the ids it needs taken from what the server answered to the calls
 * before it, so nothing but the address, a token and the event is needed.
 */

export interface ContractOptions {
  baseUrl: string
  token: string
  /** The event's address (its slug); its id is sent as EventId. */
  event?: string
  /** Also run the write calls that can be undone (see WRITES), on a test event. */
  writes?: boolean
  operations?: Operation[]
  fetch?: typeof fetch
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
}

/** The event of the seed, the default when --event is not given. */
export const DEFAULT_EVENT = 'innovation-award'

const unwrap = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'value' in answer && 'links' in answer
    ? (answer as { value: unknown }).value
    : answer

type Json = Record<string, unknown>

/** What a write sends: its path parameters and body, from the answers of the reads before it. */
interface WriteCall {
  path: Record<string, string | number>
  body?: unknown
}

const first = (answer: unknown) =>
  Array.isArray(answer) ? (answer[0] as Json | undefined) : undefined
const asObject = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? (answer as Json)
    : undefined

/**
 * The write calls `--writes` runs: only those that leave the server as it was. Most send what the
 * server holds now (the same name, status, times or judges: the call and its answer are exercised,
 * nothing changes but a version number and the activity log); an upload is removed again by the
 * call after it. Every other write creates or moves on something the API cannot take back.
 */
const WRITES: Record<string, (answers: Map<string, unknown>) => WriteCall | null> = {
  updateShirtSize: (a) => {
    const size = asObject(a.get('getCurrentUser'))?.shirtSize
    return typeof size === 'string' ? { path: {}, body: { shirtSize: size } } : null
  },
  updateTeam: (a) => {
    const team = first(a.get('listMyTeams'))
    return team ? { path: { id: String(team.id) }, body: { name: team.name } } : null
  },
  updateUser: (a) => {
    const user = first(a.get('listUsers'))
    return user ? { path: { id: String(user.id) }, body: { isActive: user.isActive } } : null
  },
  editPeriodTimes: (a) => {
    const periods = (Array.isArray(a.get('listPeriods')) ? a.get('listPeriods') : []) as Json[]
    const latest = periods.filter((p) => p.isActive)[0]
    return latest
      ? { path: {}, body: { id: latest.id, startAt: latest.startAt, endAt: latest.endAt } }
      : null
  },
  setFeedbackStatus: (a) => {
    const thread = first(a.get('listFeedback'))
    return thread ? { path: { id: String(thread.id) }, body: { status: thread.status } } : null
  },
  setJudges: (a) => {
    const board = asObject(a.get('getAssignmentBoard'))
    const proposal = (board?.proposals as Json[] | undefined)?.[0]
    if (!board || !proposal) return null
    const juryIds = ((board.assignments ?? []) as Json[])
      .filter((x) => x.proposalId === proposal.proposalId && !x.removed)
      .map((x) => x.juryId)
    return {
      path: { proposalId: String(proposal.proposalId), phase: Number(board.phase) },
      body: { juryIds },
    }
  },
  updateJudgingSetting: (a) => {
    const setting = first(a.get('listJudgingSettings'))
    return setting
      ? {
          path: { phase: Number(setting.phase) },
          body: { year: setting.year, blind: setting.blind },
        }
      : null
  },
  saveEntry: (a) => {
    const proposal = asObject(a.get('getProposal'))
    const entry = asObject(asObject(proposal?.entries)?.[1])
    return proposal && entry
      ? {
          path: { id: String(proposal.id), phase: 1 },
          body: { fields: entry.fields, version: entry.version },
        }
      : null
  },
  saveInnovationUpdate: (a) => {
    const update = asObject(a.get('getInnovationUpdate'))
    if (!update) return null
    const { progress, achievements, obstacles, nextSteps, valueRealised, version } = update
    return {
      path: { id: String(update.id) },
      body: { fields: { progress, achievements, obstacles, nextSteps, valueRealised }, version },
    }
  },
  saveSheet: (a) => {
    const sheet = asObject(a.get('getSheet'))
    if (!sheet || sheet.status === 'Submitted') return null
    const { scores, overallComment, version } = sheet
    return {
      path: { juryDetailId: String(sheet.juryDetailId) },
      body: { scores, overallComment, version },
    }
  },
  uploadAttachment: (a) => {
    const proposal = asObject(a.get('getProposal'))
    return proposal
      ? {
          path: { id: String(proposal.id) },
          body: { file: 'contract-check.png', kind: 'supporting', phase: '1' },
        }
      : null
  },
  deleteAttachment: (a) => {
    const proposal = asObject(a.get('getProposal'))
    const uploaded = asObject(a.get('uploadAttachment'))
    return proposal && uploaded
      ? { path: { id: String(proposal.id), aid: String(uploaded.id) } }
      : null
  },
}

/** A 1×1 PNG: what the upload sends. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

/**
 * Runs the read-only operations against the server (the answers feed the ids of later calls),
 * then, with `writes`, the write calls that can be undone.
 */
export async function checkServer(options: ContractOptions): Promise<OperationRun[]> {
  const send = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  const check = createContractCheck(buildDocument())
  const operations = options.operations ?? allOperations
  const answers = new Map<string, unknown>()
  let eventId: string | null = null
  const runs: OperationRun[] = []

  async function run(op: Operation, path: string, body?: unknown): Promise<void> {
    const headers = new Headers({
      Authorization: `Bearer ${options.token}`,
      Accept: 'application/json',
    })
    if (op.event && eventId) headers.set('EventId', eventId)
    let payload: BodyInit | undefined
    if (body !== undefined && op.body?.multipart) {
      const form = new FormData()
      for (const [name, value] of Object.entries(body as Record<string, string>))
        if (name === 'file') form.append(name, new Blob([PNG], { type: 'image/png' }), value)
        else form.append(name, value)
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
      return
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
      }
    }
    runs.push(runOf)
    if (response.ok && (response.headers.get('Content-Type') ?? '').includes('json')) {
      try {
        const answer = unwrap(JSON.parse(text))
        answers.set(op.operationId, answer)
        if (op.operationId === 'getEventByUrl') eventId = String(asObject(answer)?.id ?? '')
      } catch {
        // Not JSON after all: the check above has said so.
      }
    }
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

  for (const op of operations.filter((o) => o.method !== 'get')) {
    const plan = WRITES[op.operationId]
    const call = plan?.(answers)
    if (!call) {
      runs.push({
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        verdict: 'not run',
        detail: plan
          ? 'nothing of the kind was found to send it for'
          : 'the API has no call to undo it',
      })
      continue
    }
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(call.path[name] ?? '')),
    )
    await run(op, fill(path), call.body)
  }
  return runs
}

/** Whether the server refused the token on every API call: then nothing was really checked. */
export const tokenRefused = (runs: OperationRun[]) => {
  const api = runs.filter((run) => run.path.startsWith('/api/'))
  return api.length > 0 && api.every((run) => run.status === 401)
}

/** One line per operation, then the counts. */
export function report(runs: OperationRun[]): string {
  const lines = runs.map((run) => {
    const what = `${run.operationId} (${run.method} ${run.path})`
    const status = run.status === undefined ? '' : ` [${run.status}]`
    if (run.verdict === 'conformant') return `conformant      ${what}${status}`
    if (run.verdict === 'missing') return `missing         ${what}: ${run.detail ?? ''}`
    if (run.verdict === 'not run') return `not run         ${what}: ${run.detail ?? ''}`
    return `not conformant  ${what}${status}: ${run.detail ?? ''}`
  })
  if (tokenRefused(runs))
    lines.push(
      '',
      'Every call under /api was refused with 401: the token is not valid for this server.',
    )
  const count = (verdict: Verdict) => runs.filter((run) => run.verdict === verdict).length
  const notRun = count('not run') ? `, ${count('not run')} not run` : ''
  lines.push(
    '',
    `${count('conformant')} conformant, ${count('not conformant')} not conformant, ${count('missing')} missing${notRun}, of ${runs.length} operations.`,
  )
  return lines.join('\n')
}
