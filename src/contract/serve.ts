import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { buildDocument, DOCUMENT_PATH } from '@/contract/document'
import { recordExamples } from '@/contract/examples'

/**
 * The OpenAPI document where Swashbuckle puts it (/swagger/v1/swagger.json) and a readable
 * reference at /swagger: Swagger UI's own files (the swagger-ui-dist package), loaded by that page
 * only, never part of the app's bundle. The page has no inline script or style, so it runs under
 * the app's Content-Security-Policy as it is.
 */

/** The document as JSON text, with the examples recorded from the demo on the seed. */
export async function documentText(): Promise<string> {
  const { examples, failures } = await recordExamples()
  if (failures.length > 0)
    throw new Error(`The OpenAPI document's example calls failed:\n${failures.join('\n')}`)
  const { version } = createRequire(import.meta.url)('../../package.json') as { version: string }
  return `${JSON.stringify(buildDocument({ examples, version }), null, 2)}\n`
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Innovation Award API reference</title>
    <link rel="stylesheet" href="/swagger/swagger-ui.css" />
    <link rel="stylesheet" href="/swagger/page.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/swagger/swagger-ui-bundle.js"></script>
    <script src="/swagger/init.js"></script>
  </body>
</html>
`

// The document comes from this server; Swagger UI's online validator (a badge fetched from
// another site) is off. Deep links are off: each is a link inside the button that opens its
// operation, which a keyboard or a screen reader cannot tell from the button. Code is shown plain
// (the highlighter's colours on its dark ground are too faint to read).
//
// What Swagger UI's own markup lacks, added once it has drawn it (and again whenever it draws
// more): its headings skip level 2 (the areas are h3 under the page's h1), so each is read one
// level up; the introduction and the server list, outside its main landmark, become named regions;
// its one-option server list, the request body and the dialog's close button get names, and the
// dialog is one; a scrolling code block can be reached with the keyboard.
const INIT = `window.ui = SwaggerUIBundle({
  url: '${DOCUMENT_PATH}',
  dom_id: '#swagger-ui',
  deepLinking: false,
  displayOperationId: true,
  validatorUrl: null,
  syntaxHighlight: { activated: false },
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})

const NAMES = [
  ['select#servers', 'Server'],
  ['textarea.body-param__text', 'Request body'],
  ['button.close-modal', 'Close'],
]
const REGIONS = [
  ['.information-container', 'About this API'],
  ['.schemes-server-container', 'Server'],
]

function accessible(root) {
  for (const heading of root.querySelectorAll('h3, h4, h5, h6'))
    if (!heading.hasAttribute('aria-level'))
      heading.setAttribute('aria-level', String(Number(heading.tagName[1]) - 1))
  for (const [selector, name] of REGIONS)
    for (const part of root.querySelectorAll(selector + ':not([role])')) {
      part.setAttribute('role', 'region')
      part.setAttribute('aria-label', name)
    }
  for (const [selector, name] of NAMES)
    for (const control of root.querySelectorAll(selector + ':not([aria-label])'))
      control.setAttribute('aria-label', name)
  // A schema without a title opens with a button that says nothing.
  for (const button of root.querySelectorAll('button.json-schema-2020-12-accordion:not([aria-label])'))
    if (!button.textContent.trim()) button.setAttribute('aria-label', 'Schema')
  for (const dialog of root.querySelectorAll('.modal-ux:not([role])')) {
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-label', dialog.querySelector('h3')?.textContent ?? 'Dialog')
  }
  for (const code of root.querySelectorAll('pre:not([tabindex])')) code.setAttribute('tabindex', '0')
}
const root = document.getElementById('swagger-ui')
accessible(root)
new MutationObserver(() => accessible(root)).observe(root, { childList: true, subtree: true })
`

// On a phone an area's description goes under its name instead of into a narrow column, and an
// answer's "Links" column, which only ever says "No links" (the document has none), gives its room
// to the answer; the colours Swagger UI draws text on are darkened to a contrast of at least 4.5:1.
const PAGE_CSS = `.swagger-ui .opblock-tag { flex-wrap: wrap; }
.swagger-ui .opblock-tag small { flex: 1 1 100%; padding: 0; }
@media (max-width: 600px) { .swagger-ui .response-col_links { display: none; } }
.swagger-ui .info .title small { background: #555b64; }
.swagger-ui .info .title small.version-stamp { background: #3b6b00; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1d5fb0; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #17663f; border-color: #17663f; }
.swagger-ui .btn.authorize svg { fill: #17663f; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f5f99; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17663f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #a12020; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #555; }
.swagger-ui .parameter__in, .swagger-ui .parameter__extension { color: #555; }
.swagger-ui .btn.cancel { color: #b3261e; border-color: #b3261e; }
.swagger-ui .btn.execute { background-color: #1f5f99; border-color: #1f5f99; }
.swagger-ui .json-schema-2020-12__constraint { background-color: #5b3a9e; }
.swagger-ui .json-schema-2020-12__constraint--string { background-color: #7a4f00; }
.swagger-ui .json-schema-2020-12__attribute--muted,
.swagger-ui [class*='json-schema-2020-12'][class*='--extension'] { color: #555; }
`

/** The files of swagger-ui-dist the page loads. */
const ASSETS: Record<string, string> = {
  '/swagger/swagger-ui.css': 'text/css; charset=utf-8',
  '/swagger/swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

type Next = (error?: unknown) => void
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void

function send(res: ServerResponse, type: string, body: string | Buffer, head: boolean) {
  res.statusCode = 200
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', 'no-cache')
  res.end(head ? undefined : body)
}

/** Serves /swagger, its files and the document; anything else under /swagger is 404. */
export function swaggerMiddleware(): Middleware {
  let document: Promise<string> | undefined
  const folder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    const head = req.method === 'HEAD'
    if (req.method !== 'GET' && !head) return next()
    if (pathname === DOCUMENT_PATH) {
      document ??= documentText()
      document.then((text) => send(res, 'application/json; charset=utf-8', text, head), next)
      return
    }
    if (pathname === '/swagger' || pathname === '/swagger/' || pathname === '/swagger/index.html')
      return send(res, 'text/html; charset=utf-8', PAGE, head)
    if (pathname === '/swagger/page.css')
      return send(res, ASSETS['/swagger/swagger-ui.css']!, PAGE_CSS, head)
    if (pathname === '/swagger/init.js')
      return send(res, ASSETS['/swagger/swagger-ui-bundle.js']!, INIT, head)
    const type = ASSETS[pathname]
    if (type)
      return send(res, type, readFileSync(join(folder, pathname.slice('/swagger/'.length))), head)
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end(`Nothing at ${pathname}: the API reference is at /swagger.`)
  }
}
