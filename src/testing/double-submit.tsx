import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { server } from '@/testing/demo-server'
import { renderedQueryClient } from '@/testing/test-utils'

export type WriteMethod = 'post' | 'put' | 'delete'

export interface HeldRequests {
  /** The `Idempotency-Key` of each request that reached the server, in order (null when it had none). */
  keys: Array<string | null>
  /** Lets the held requests, and every later one, through to the demo API. */
  release: () => void
}

/**
 * Holds every `method path` request (an msw path under /api, e.g. `/proposal/:id/advance`) until
 * `release()`, counting them and their Idempotency-Key headers, then lets them through to the demo API.
 */
export function holdRequests(
  method: WriteMethod,
  path: string,
  answer?: (request: Request) => Promise<Response> | Response,
): HeldRequests {
  const keys: Array<string | null> = []
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'))
      await opened
      return answer?.(request)
    }),
  )
  return { keys, release: () => open() }
}

/** One create or action button of the app, as a row of the double-submit table. */
export interface SendOnceCase {
  /** What the person does, e.g. "approve a finalized entry". */
  name: string
  /** The send-once hook behind the button (a `useSendOnce` mutation) and the file that calls it: the guard matches them to the source. */
  hook: string
  site: string
  /** The request the button sends: method and msw path under /api. */
  request: [WriteMethod, string]
  /** Renders the screen, fills in what the action needs, and returns the button a person presses. */
  arrange: () => Promise<{ user: UserEvent; button: HTMLElement }>
  /** The action asks first: its confirmation is answered YES. */
  confirm?: true
  /** The confirmation's name, when it opens over another dialog (a composer). */
  confirmDialog?: string
  /** How the button is pressed (twice), when it is not a plain button (a file input, a select, a switch); default a double click, or one click before a confirmation. */
  press?: (user: UserEvent, button: HTMLElement) => Promise<void>
  /** Answers the request in place of the demo API (jsdom's XHR loses a multipart file's bytes). */
  answer?: (request: Request) => Promise<Response> | Response
  /** Another way to send again while the first request runs (Enter in a field, a second press elsewhere). */
  again?: (user: UserEvent) => Promise<void>
  /** After the answer: what shows the action was done, once (on the screen or in the demo data). */
  done: () => Promise<unknown> | unknown
}

/** A key as docs/api.md allows it: 1–255 visible ASCII characters (the app's are UUIDs, or a UUID and a proposal id for a bulk action's calls). */
const KEY = /^[\x21-\x7e]{1,255}$/

/**
 * What a person and the server observe of one button: pressed twice quickly (through its confirmation
 * when it has one), one request goes out, with an `Idempotency-Key`; while it runs the button is
 * disabled; once answered, the action is done once.
 */
export async function expectSendsOnce(c: SendOnceCase): Promise<void> {
  const { user, button } = await c.arrange()
  const held = holdRequests(...c.request, c.answer)
  if (c.press) await c.press(user, button)
  else if (c.confirm) await user.click(button)
  else await user.dblClick(button)
  if (c.confirm) {
    const dialog = await screen.findByRole(
      'dialog',
      c.confirmDialog ? { name: c.confirmDialog } : undefined,
    )
    await user.dblClick(within(dialog).getByRole('button', { name: 'YES' }))
  }
  await c.again?.(user)
  await waitFor(() => expect(held.keys.length).toBeGreaterThan(0))
  await waitFor(() => expect(button).toBeDisabled())
  expect(held.keys).toHaveLength(1)
  expect(held.keys[0]).toMatch(KEY)
  held.release()
  await c.done()
  expect(held.keys).toHaveLength(1)
  // The person is told once: a second press that joined the first request does not repeat its message
  // (told once every mutation has settled and what follows it has run).
  await waitFor(() => expect(renderedQueryClient()?.isMutating() ?? 0).toBe(0))
  const told = screen.queryAllByRole('alert').map((alert) => alert.textContent)
  expect(told.filter((text, i) => told.indexOf(text) !== i)).toEqual([])
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).replaceAll('\\', '/'))
}

/**
 * Every place the app calls a send-once hook, as `hook @ file`: the hooks are the exported `use…`
 * functions of the feature modules that build on `useSendOnce`; a place is a file of src/app,
 * src/features or src/components that calls one (other than the module defining it).
 */
export function sendOnceCallSites(): string[] {
  const files = ['src/app', 'src/features', 'src/components']
    .flatMap(sourceFiles)
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  const hooks = new Map<string, string>()
  for (const { file, text } of files) {
    if (!text.includes("from '@/lib/send-once'")) continue
    for (const [, name] of text.matchAll(/export (?:function|const) (use[A-Z]\w*)/g))
      hooks.set(name!, file)
  }
  const sites = new Set<string>()
  for (const { file, text } of files) {
    for (const [hook, home] of hooks)
      if (file !== home && new RegExp(`\\b${hook}\\(`).test(text)) sites.add(`${hook} @ ${file}`)
  }
  return [...sites].sort()
}

/**
 * Every write the app's features send (`send('post' | 'put' | 'delete', path…)`), as `METHOD /path/{}`
 * with the parameters unnamed, so a new write without a double-submit case is found.
 */
export function writeCalls(): string[] {
  const calls = new Set<string>()
  for (const file of sourceFiles('src/features')) {
    for (const [, method, path] of readFileSync(file, 'utf8').matchAll(
      /send\(\s*'(post|put|delete)',\s*[`'"]([^`'"]+)[`'"]/g,
    )) {
      calls.add(`${method!.toUpperCase()} ${path!.replace(/\$\{[^}]*\}/g, '{}')}`)
    }
  }
  return [...calls].sort()
}

/** `post /proposal/:id/advance` as `writeCalls` writes it: `POST /proposal/{}/advance`. */
export const writeOf = ([method, path]: [WriteMethod, string]) =>
  `${method.toUpperCase()} ${path.replace(/:\w+/g, '{}')}`
