// The demo backend alone (API, uploads, demo sign-in), without the app: the same middleware
// `npm start` and `npm run dev` mount on Vite, in a plain Node HTTP server. Used by the crash test
// (it is killed with SIGKILL and started again on the same data) and handy for API experiments.
//
//   DEMO_DATA_DIR=/tmp/demo PORT=4000 node scripts/demo-server.mjs
//
// Listens on loopback only (HOST to change it); PORT=0 picks a free port. The first line on
// stdout is `listening http://<host>:<port>`. DEMO_MIDDLEWARE may name a prebuilt bundle of
// src/demo/server/middleware.ts (vite build --ssr): the crash test starts the server many times,
// and compiling the TypeScript on every start would take seconds each time.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

const { createDemoMiddleware } = process.env.DEMO_MIDDLEWARE
  ? await import(pathToFileURL(process.env.DEMO_MIDDLEWARE).href)
  : await (await import('./load-source.mjs')).loadSource('demo/server/middleware.ts')
const middleware = createDemoMiddleware()

const server = createServer((req, res) =>
  middleware(req, res, (error) => {
    if (res.headersSent) return res.destroy()
    res.statusCode = error ? 500 : 404
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.end(
      error
        ? 'The demo backend failed.'
        : 'Not found: this server has only the demo API (/api, /uploads, /demo-idp).',
    )
  }),
)
const host = process.env.HOST ?? '127.0.0.1'
server.listen(Number(process.env.PORT ?? 4000), host, () => {
  const address = server.address()
  process.stdout.write(
    `listening http://${host}:${typeof address === 'object' && address ? address.port : ''}\n`,
  )
})
