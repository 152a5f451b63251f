import { createContractCheck, type Exchange } from '@/contract/check'
import { buildDocument } from '@/contract/document'
import { exampleUrl } from '@/contract/examples'
import type { Operation } from '@/contract/operation'
import { operations as allOperations } from '@/contract/operations'

/**
 * `npm run contract`: runs the calls of every area against a real server and says, per operation,
 * whether what it answered conforms to the OpenAPI document. Each call is the operation's example
 * call (operations.ts), with the ids it needs taken from what the server answered to the calls
 * before it, so nothing but the address, a token and the event is needed.
 */

export interface ContractOptions {
  baseUrl: string
  token: string
  /** The event's address (its slug); its id is sent as EventId. */
  event?: string
  operations?: Operation[]
  fetch?: typeof fetch
}

export type Verdict = 'conformant' | 'not conformant' | 'missing'

export interface OperationRun {
  operationId: string
  method: string
  path: string
  verdict: Verdict
  status?: number
  /** For `not conformant`, the first difference; for `missing`, what the server answered. */
  detail?: string
}

/** The event of the seed, the default when --event is not given. */
export const DEFAULT_EVENT = 'innovation-award'

const unwrap = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'value' in answer && 'links' in answer
    ? (answer as { value: unknown }).value
    : answer

/** Runs the read-only operations against the server; the answers feed the ids of later calls. */
export async function checkServer(options: ContractOptions): Promise<OperationRun[]> {
  const send = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  const check = createContractCheck(buildDocument())
  const reads = (options.operations ?? allOperations).filter((op) => op.method === 'get')
  const answers = new Map<string, unknown>()
  let eventId: string | null = null
  const runs: OperationRun[] = []

  for (const op of reads) {
    // An id the server gave none of is sent as one no server has: the call then shows its 404.
    const answerOf = (id: string) => answers.get(id)
    const call = {
      ...op.example,
      path:
        op.operationId === 'getEventByUrl'
          ? { url: options.event ?? DEFAULT_EVENT }
          : op.example.path,
    }
    const path = exampleUrl(op, call, answerOf).replace(/\/(?=\/|\?|$)/g, '/contract-check-none')
    const headers = new Headers({
      Authorization: `Bearer ${options.token}`,
      Accept: 'application/json',
    })
    if (op.event && eventId) headers.set('EventId', eventId)
    const url = `${base}${path}`
    let response: Response
    try {
      response = await send(url, { method: 'GET', headers })
    } catch (error) {
      runs.push({
        operationId: op.operationId,
        method: 'GET',
        path: op.path,
        verdict: 'missing',
        detail: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      })
      continue
    }
    const text = await response.text()
    const exchange: Exchange = {
      method: 'GET',
      url,
      requestHeaders: headers,
      status: response.status,
      responseHeaders: response.headers,
      responseText: text === '' ? null : text,
    }
    const run: OperationRun = {
      operationId: op.operationId,
      method: 'GET',
      path: op.path,
      status: response.status,
      verdict: 'conformant',
    }
    const isProblem = (response.headers.get('Content-Type') ?? '').includes('problem+json')
    // A route the server does not have: 405/501, or a 404 that is not a problem of the API's own.
    if (
      response.status === 405 ||
      response.status === 501 ||
      (response.status === 404 && !isProblem)
    ) {
      run.verdict = 'missing'
      run.detail = `${response.status}${isProblem ? '' : ', not problem details'}`
    } else {
      const [first] = check.checkAnswer(check.match('GET', path)!, exchange)
      if (first) {
        run.verdict = 'not conformant'
        run.detail = first
      }
    }
    runs.push(run)
    if (response.ok && (response.headers.get('Content-Type') ?? '').includes('json')) {
      try {
        const answer = unwrap(JSON.parse(text))
        answers.set(op.operationId, answer)
        if (op.operationId === 'getEventByUrl')
          eventId = String((answer as { id?: unknown }).id ?? '')
      } catch {
        // Not JSON after all: the check above has said so.
      }
    }
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
    return `not conformant  ${what}${status}: ${run.detail ?? ''}`
  })
  if (tokenRefused(runs))
    lines.push(
      '',
      'Every call under /api was refused with 401: the token is not valid for this server.',
    )
  const count = (verdict: Verdict) => runs.filter((run) => run.verdict === verdict).length
  lines.push(
    '',
    `${count('conformant')} conformant, ${count('not conformant')} not conformant, ${count('missing')} missing, of ${runs.length} read-only operations.`,
  )
  return lines.join('\n')
}
