import { SEEDED_EVENT_ID } from '@/demo/db/seed'
import { TEST_TOKEN_PREFIX } from '@/testing/demo-server'

export const DEMO_EVENT_ID = SEEDED_EVENT_ID

export interface Called {
  status: number
  headers: Headers
  text: string
  /** The answer's bytes as sent (the text above is decoded, which drops a leading byte-order mark). */
  bytes: Uint8Array
  /**
   * The answer parsed as JSON (null when empty; the text itself when it is not JSON, e.g. a file).
   * Loosely typed on purpose: a test reads into the answer it expects and asserts on it.
   */
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * One request to the demo API (served by the tests' msw server), as the app sends it: signed in as
 * `as` (a person id; null for no token), with the EventId header, a JSON body or a FormData as
 * multipart. Paths under /uploads/ are not under /api. `headers` adds or overrides headers.
 */
export async function call(
  as: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Called> {
  const multipart = body instanceof FormData
  const response = await fetch(
    `http://localhost${path.startsWith('/uploads/') ? '' : '/api'}${path}`,
    {
      method,
      headers: {
        ...(as === null ? {} : { Authorization: `Bearer ${TEST_TOKEN_PREFIX}${as}` }),
        EventId: DEMO_EVENT_ID,
        ...(multipart || body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    },
  )
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let parsed: unknown = text || null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (a file's bytes): the text stands.
  }
  return { status: response.status, headers: response.headers, text, bytes, body: parsed }
}
