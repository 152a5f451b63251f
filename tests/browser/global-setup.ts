import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[]
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

interface Served {
  url: string
  child: ChildProcess
  dataDir: string
}

/** `vite preview` of the built app (dist/) with the demo backend on a fresh data folder, as `npm start` does. */
async function serve(): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'innovation-award-e2e-'))
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      'localhost',
    ],
    {
      // DEMO_CONTRACT_CHECK: every API call is held to the OpenAPI document (see browser.ts).
      env: { ...process.env, DEMO_DATA_DIR: dataDir, DEMO_ADMIN: '1', DEMO_CONTRACT_CHECK: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://localhost:${port}`
  // The first answer also means the demo backend is compiled and its data seeded.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/api/event`)).status < 500) return { url, child, dataDir }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`vite preview did not answer on ${url}`)
}

/**
 * One server per test worker (the config runs two files at a time): a file owns its worker's server
 * for as long as it runs, so files never see each other's data.
 */
export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1
  const servers = await Promise.all(Array.from({ length: workers }, () => serve()))
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  )
  return async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.child.exitCode !== null) return resolve()
            server.child.once('exit', () => resolve())
            server.child.kill('SIGTERM')
          }),
      ),
    )
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true })
  }
}
