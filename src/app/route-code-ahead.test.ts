import type { RouteObject } from 'react-router'
import { areaAddress, loadRouteCodeAhead } from '@/app/route-code-ahead'
import { routes } from '@/app/router'
import { paths } from '@/config/paths'
import { AREAS } from '@/app/area-chunks'

/** A promise settled from outside: the language still loading at start. */
function pending() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('loading the screen’s code while the sign-in client starts', () => {
  it('asks for the code of the screens the address opens at once, and the routes’ own loading once the language is known', async () => {
    const homeCode = vi.fn(async () => ({}))
    const homeLazy = vi.fn(async () => ({}))
    const layoutLazy = vi.fn(async () => ({}))
    const otherCode = vi.fn(async () => ({}))
    const otherLazy = vi.fn(async () => ({}))
    const table: RouteObject[] = [
      {
        path: '/:event/participant',
        handle: { load: layoutLazy },
        children: [
          { index: true, handle: { code: homeCode, load: homeLazy } },
          { path: 'gallery', handle: { code: otherCode, load: otherLazy } },
        ],
      },
    ]
    const language = pending()

    loadRouteCodeAhead(table, '/innovation-award/participant', language.promise)
    expect(homeCode).toHaveBeenCalledTimes(1)
    expect(homeLazy).not.toHaveBeenCalled()
    expect(layoutLazy).not.toHaveBeenCalled()

    language.resolve()
    await vi.waitFor(() => expect(homeLazy).toHaveBeenCalledTimes(1))
    expect(layoutLazy).toHaveBeenCalledTimes(1)
    // Another screen of the area waits for its turn (fetched ahead when idle, or when opened).
    expect(otherCode).not.toHaveBeenCalled()
    expect(otherLazy).not.toHaveBeenCalled()
  })

  it('leaves code that cannot be loaded to the router, which says so', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const table: RouteObject[] = [{ path: '/x', handle: { code: failing, load: failing } }]
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      loadRouteCodeAhead(table, '/x', Promise.resolve())
      await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('matches the app’s own routes: a participant’s address asks for the participant home’s code', () => {
    const area = routes[0]?.children?.[0]?.children?.find(
      (r) => r.path === paths.participant.root.pattern,
    )
    const home = area?.children?.find((r) => r.index)
    expect(home?.handle).toHaveProperty('code')
    const code = vi.spyOn(home!.handle as { code: () => Promise<unknown> }, 'code')
    code.mockResolvedValue({})
    loadRouteCodeAhead(routes, '/innovation-award/participant', new Promise(() => undefined))
    expect(code).toHaveBeenCalledTimes(1)
    code.mockRestore()
  })
})

describe('telling an area’s address', () => {
  it('gives the event an area’s address names, and nothing for a screen outside the areas', () => {
    expect(areaAddress(routes, '/innovation-award/participant/gallery')).toEqual({
      event: 'innovation-award',
    })
    expect(areaAddress(routes, '/innovation-update/participant')).toEqual({ event: undefined })
    expect(areaAddress(routes, '/')).toBeNull()
    expect(areaAddress(routes, '/login')).toBeNull()
    expect(areaAddress(routes, '/loginSPA')).toBeNull()
  })

  it('the router’s areas are the build’s: each area’s layout and home are its first screen (they load only its words)', async () => {
    type Handle = { code?: () => Promise<unknown>; screens?: unknown[] }
    const areas = (routes[0]?.children?.[0]?.children ?? []).filter(
      (route) => (route.handle as Handle | undefined)?.screens,
    )
    expect(areas).toHaveLength(AREAS.length)
    const firstScreens = await Promise.all(
      areas.map(async (route) => [
        await (route.handle as Handle).code!(),
        await (route.children?.find((child) => child.index)?.handle as Handle).code!(),
      ]),
    )
    for (const area of AREAS) {
      const [layout, home] = await Promise.all(
        area.first.map((path) => import(/* @vite-ignore */ `/src/${path}`)),
      )
      const same = firstScreens.filter(([l, h]) => l === layout && h === home)
      expect(same, area.name).toHaveLength(1)
    }
  })
})
