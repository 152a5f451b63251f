// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { callsIn, contractGaps, routeCall, type Call } from '@/contract/guard'
import { operations } from '@/contract/operations'
import { createRoutes } from '@/demo/handlers'
import { createSeed } from '@/demo/db/seed'
import { createStore } from '@/demo/db/store'

const SRC = join(__dirname, '..')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every API call in the app's code (features, lib, app), as written. */
const clientCalls = (): Call[] =>
  ['features', 'lib', 'app'].flatMap((folder) =>
    sourceFiles(join(SRC, folder)).flatMap((file) =>
      callsIn(readFileSync(file, 'utf8'), relative(SRC, file)),
    ),
  )

const demoRoutes = (): Call[] =>
  createRoutes({
    store: createStore(createSeed()),
    authenticate: async () => null,
    now: () => Date.now(),
    uploadUrlSecret: 'guard',
  }).flatMap((route) => routeCall(route.info as { method?: unknown; path?: unknown }) ?? [])

describe('the document, the demo and the app agree on the calls', () => {
  it('finds the calls in the code', () => {
    const calls = clientCalls()
    expect(calls.length).toBeGreaterThan(60)
    expect(calls).toContainEqual({
      method: 'post',
      path: '/api/team/{…}/member',
      where: 'features/teams/api.ts',
    })
    expect(demoRoutes()).toContainEqual({
      method: 'GET',
      path: '/api/team/{id}',
      where: 'demo route',
    })
  })

  it('has an operation for every demo route and every call of the app, and both for every operation', () => {
    expect(contractGaps({ operations, routes: demoRoutes(), clientCalls: clientCalls() })).toEqual(
      [],
    )
  })

  it('reports a route, a call or an operation that the others lack', () => {
    const routes = demoRoutes()
    const calls = clientCalls()
    expect(
      contractGaps({
        operations: operations.filter((op) => op.operationId !== 'getTeam'),
        routes: [...routes, { method: 'GET', path: '/api/team/{id}/history', where: 'demo route' }],
        clientCalls: [
          ...calls.filter((call) => call.path !== '/api/feedback/{…}/reply'),
          ...callsIn('getOne(`/team/${id}/badge`, badgeSchema)', 'features/teams/badge.ts'),
        ],
      }),
    ).toEqual([
      'The demo route GET /api/team/{id} has no operation in the document.',
      'The demo route GET /api/team/{id}/history has no operation in the document.',
      "The app's call GET /api/team/{…} (features/teams/api.ts) has no operation in the document.",
      "The app's call GET /api/team/{…}/badge (features/teams/badge.ts) has no operation in the document.",
      "The operation replyFeedback is called nowhere in the app's code.",
    ])
  })
})
