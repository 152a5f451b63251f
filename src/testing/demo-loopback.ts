import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDemoMiddleware } from '@/demo/server/middleware'
import { server as mswServer } from '@/testing/demo-server'

export interface LoopbackDemo {
  port: number
  /** `http://127.0.0.1:<port>` */
  base: string
  close: () => Promise<void>
}

/**
 * The demo middleware (what `npm start` mounts) in a real HTTP server on loopback, with a fresh data
 * folder; anything it does not serve answers 404. Closes the tests' msw interception first, so raw
 * requests reach the real server.
 */
export async function startLoopbackDemo(): Promise<LoopbackDemo> {
  mswServer.close()
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-loopback-'))
  const middleware = createDemoMiddleware({ dataDir })
  const http = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const port = (http.address() as AddressInfo).port
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      // An API request is answered once the start's seeded posters are written: waiting for one keeps
      // the folder's removal from pulling their files from under the writes (a logged ENOENT).
      await fetch(`http://127.0.0.1:${port}/api/`).catch(() => undefined)
      http.closeAllConnections()
      await new Promise((resolve) => http.close(resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
