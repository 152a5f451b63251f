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
// another site) is off.
const INIT = `window.ui = SwaggerUIBundle({
  url: '${DOCUMENT_PATH}',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayOperationId: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})
`

// On a phone an area's description goes under its name instead of into a narrow column; the
// colours Swagger UI draws text on are darkened to a contrast of at least 4.5:1.
const PAGE_CSS = `.swagger-ui .opblock-tag { flex-wrap: wrap; }
.swagger-ui .opblock-tag small { flex: 1 1 100%; padding: 0; }
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
