import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import { buildDocument } from '@/contract/document'

/**
 * Holds requests and answers to the OpenAPI document: which operation a request is, whether its
 * parameters and body are the ones the document names, and whether the answer has a documented
 * status, headers and shape. Used by the demo's API layer while tests run (every call the app makes
 * in a test is checked) and by the contract command against a real server.
 */

type Json = Record<string, unknown>

export interface Exchange {
  method: string
  /** The request's address (only its path and query are read). */
  url: string
  requestHeaders: Headers
  /** The JSON body as parsed (its text when it is not JSON), the multipart form's fields, or undefined. */
  requestBody?: unknown
  status: number
  responseHeaders: Headers
  /** The answer's text, or null when it has none. */
  responseText: string | null
}

export interface MatchedOperation {
  operationId: string
  method: string
  path: string
  object: Json
  pathParams: Record<string, string>
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch']

/** What the API serves: its calls, and the uploaded files their answers point to. */
export const isApiPath = (pathname: string) => /^\/(api|uploads)\//i.test(pathname)

/** "at value.members[0]: …" from an ajv error: the field it concerns, then what is wrong. */
function describe(error: ErrorObject, root: string): string {
  const where = `${root}${error.instancePath}`
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.')
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'additionalProperties')
    return `${where}: the field "${String(params.additionalProperty)}" is not in the document`
  if (error.keyword === 'required')
    return `${where}: the field "${String(params.missingProperty)}" is missing`
  return `${where}: ${error.message ?? 'does not match'}`
}

export interface ContractCheck {
  match(method: string, url: string): MatchedOperation | null
  /** What differs from the document in this exchange; empty when it conforms. */
  check(exchange: Exchange): string[]
  /** Only the answer's differences (the request is not looked at). */
  checkAnswer(op: MatchedOperation, exchange: Exchange): string[]
  document: Json
}

export function createContractCheck(document: Json = buildDocument()): ContractCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false })
  // Query and path values arrive as text: they are read as the types the document gives them.
  const coercing = new Ajv2020({ strict: false, coerceTypes: true, validateFormats: false })
  const components = (document.components ?? {}) as Json
  const base = { $id: 'https://contract.local/openapi', components }
  ajv.addSchema(base)
  coercing.addSchema(base)

  const compiled = new Map<unknown, ValidateFunction>()
  const validatorOf = (schema: unknown, withCoercion = false): ValidateFunction => {
    const key = withCoercion ? JSON.stringify(['c', schema]) : schema
    let validate = compiled.get(key)
    if (!validate) {
      const resolved = JSON.parse(
        JSON.stringify(schema).replaceAll(
          '"#/components/',
          '"https://contract.local/openapi#/components/',
        ),
      ) as Json
      validate = (withCoercion ? coercing : ajv).compile(resolved)
      compiled.set(key, validate)
    }
    return validate
  }
  const resolve = (object: Json): Json => {
    const ref = object.$ref
    if (typeof ref !== 'string') return object
    let target: unknown = document
    for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part]
    return target as Json
  }

  const routes = Object.entries((document.paths ?? {}) as Record<string, Json>).flatMap(
    ([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => {
        const names: string[] = []
        const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          names.push(name)
          return '([^/]+)'
        })
        return {
          path,
          method,
          object: item[method] as Json,
          names,
          regex: new RegExp(`^${pattern}/?$`, 'i'),
          // A fixed segment wins over a parameter: /proposal/mine before /proposal/{id}.
          fixed: path.split('/').filter((s) => s && !s.startsWith('{')).length,
        }
      }),
  )

  function match(method: string, url: string): MatchedOperation | null {
    const pathname = new URL(url, 'http://x').pathname
    let best: (typeof routes)[number] | null = null
    let values: string[] = []
    for (const route of routes) {
      if (route.method !== method.toLowerCase()) continue
      const found = route.regex.exec(pathname)
      if (found && (!best || route.fixed > best.fixed)) {
        best = route
        values = found.slice(1)
      }
    }
    if (!best) return null
    return {
      operationId: String(best.object.operationId),
      method: best.method,
      path: best.path,
      object: best.object,
      pathParams: Object.fromEntries(
        best.names.map((name, i) => [name, decodeURIComponent(values[i]!)]),
      ),
    }
  }

  function checkRequest(op: MatchedOperation, exchange: Exchange): string[] {
    const problems: string[] = []
    const parameters = ((op.object.parameters ?? []) as Json[]).map(resolve)
    const url = new URL(exchange.url, 'http://x')
    const query: Json = {}
    const queryProperties: Json = {}
    const required: string[] = []
    for (const p of parameters) {
      const name = String(p.name)
      if (p.in === 'path') {
        const value = op.pathParams[name]
        const validate = validatorOf({ type: 'object', properties: { v: p.schema } }, true)
        if (!validate({ v: value }))
          problems.push(describe(validate.errors![0]!, `path parameter ${name}`).replace('.v', ''))
      } else if (p.in === 'query') {
        queryProperties[name] = p.schema
        if (p.required) required.push(name)
      } else if (p.in === 'header' && p.required && !exchange.requestHeaders.get(name)) {
        problems.push(`header ${name}: missing`)
      }
    }
    for (const [name, value] of url.searchParams) query[name] = value
    const validateQuery = validatorOf(
      { type: 'object', properties: queryProperties, required, additionalProperties: false },
      true,
    )
    if (!validateQuery(query)) problems.push(describe(validateQuery.errors![0]!, 'query'))

    const body = op.object.requestBody as Json | undefined
    if (body) {
      const content = body.content as Record<string, Json>
      const [media, entry] = Object.entries(content)[0]!
      const sentType = (exchange.requestHeaders.get('Content-Type') ?? '').toLowerCase()
      if (exchange.requestBody === undefined) {
        if (body.required) problems.push(`body: missing (${media})`)
      } else if (!sentType.startsWith(media)) {
        problems.push(`body: sent as ${sentType || 'no type'}, not ${media}`)
      } else {
        const validate = validatorOf(entry.schema, media === 'multipart/form-data')
        if (!validate(exchange.requestBody)) problems.push(describe(validate.errors![0]!, 'body'))
      }
    } else if (exchange.requestBody !== undefined) {
      problems.push('body: this operation takes no body')
    }
    return problems
  }

  function checkAnswer(op: MatchedOperation, exchange: Exchange): string[] {
    const responses = op.object.responses as Record<string, Json>
    const documented = responses[String(exchange.status)]
    if (!documented)
      return [
        `status ${exchange.status} is not a documented answer (documented: ${Object.keys(responses).join(', ')})`,
      ]
    const response = resolve(documented)
    const problems: string[] = []
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      const h = resolve(header)
      const value = exchange.responseHeaders.get(name)
      if (value === null) {
        if (h.required) problems.push(`header ${name}: missing`)
        continue
      }
      const validate = validatorOf({ type: 'object', properties: { v: h.schema } }, true)
      if (!validate({ v: value })) problems.push(`header ${name}: "${value}" is not valid`)
    }
    const content = response.content as Record<string, Json> | undefined
    if (!content) {
      if (exchange.responseText) problems.push(`answer: a ${exchange.status} has no body`)
      return problems
    }
    const [media, entry] = Object.entries(content)[0]!
    const type = (exchange.responseHeaders.get('Content-Type') ?? '').toLowerCase()
    if (media !== '*/*' && !type.startsWith(media))
      problems.push(`answer: Content-Type is "${type}", not ${media}`)
    if (!media.includes('json')) return problems
    let body: unknown
    try {
      body = JSON.parse(exchange.responseText ?? '')
    } catch {
      return [...problems, 'answer: not JSON']
    }
    const validate = validatorOf(entry.schema)
    if (!validate(body)) problems.push(describe(validate.errors![0]!, 'answer'))
    return problems
  }

  function check(exchange: Exchange): string[] {
    const op = match(exchange.method, exchange.url)
    if (!op) return [`no operation in the document for ${exchange.method} ${exchange.url}`]
    // A request the document does not allow must be refused; an answer is always checked.
    const requestProblems = exchange.status < 400 ? checkRequest(op, exchange) : []
    return [...requestProblems.map((p) => `request ${p}`), ...checkAnswer(op, exchange)]
  }

  return { match, check, checkAnswer, document }
}
