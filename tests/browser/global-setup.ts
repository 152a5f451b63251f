import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { preview } from 'vite'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Serves the built app (dist/) with the demo backend on a fresh data folder, as `npm start` does. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'innovation-award-e2e-'))
  process.env.DEMO_DATA_DIR = dataDir
  process.env.DEMO_ADMIN = '1'
  const port = await freePort()
  const server = await preview({ configFile: 'vite.config.ts', logLevel: 'warn', preview: { port, strictPort: true, host: 'localhost' } })
  project.provide('baseUrl', `http://localhost:${port}`)
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
