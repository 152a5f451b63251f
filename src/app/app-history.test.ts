import { UNSAFE_createMemoryHistory } from 'react-router'
import { movesWhenReady } from '@/app/app-history'

/** Screens whose code arrives when the test says so; `/home` is loaded already. */
function screens() {
  const waiting = new Map<string, () => void>()
  const ready = (pathname: string) =>
    pathname === '/home'
      ? null
      : new Promise<void>((resolve) => waiting.set(pathname, () => resolve()))
  return { ready, arrive: (pathname: string) => waiting.get(pathname)!() }
}

describe('the app’s history', () => {
  it('moves to a screen once its code is in: until then the address is the screen on show', async () => {
    const code = screens()
    const history = movesWhenReady(
      UNSAFE_createMemoryHistory({ initialEntries: ['/home'], v5Compat: true }),
      code.ready,
    )
    const heard: string[] = []
    history.listen(({ location }) => heard.push(location.pathname))
    const moved = history.push('/gallery?page=2')
    await Promise.resolve()
    expect(history.location.pathname).toBe('/home')
    expect(heard).toEqual([])
    code.arrive('/gallery')
    await moved
    expect(history.location).toMatchObject({ pathname: '/gallery', search: '?page=2' })
    expect(heard).toEqual(['/gallery'])
  })

  it('moves at once to screens already loaded (a filter, a page of a list), so the next move builds on it', () => {
    const history = movesWhenReady(
      UNSAFE_createMemoryHistory({ initialEntries: ['/home'], v5Compat: true }),
      screens().ready,
    )
    void history.push('/home?sort=title')
    expect(history.location.search).toBe('?sort=title')
    history.replace(`${history.location.pathname}${history.location.search}&order=desc`)
    expect(history.location.search).toBe('?sort=title&order=desc')
  })

  it('follows the last move asked for when an earlier one is still waiting', async () => {
    const code = screens()
    const history = movesWhenReady(
      UNSAFE_createMemoryHistory({ initialEntries: ['/home'], v5Compat: true }),
      code.ready,
    )
    const first = history.push('/gallery')
    const second = history.push('/feedback')
    code.arrive('/feedback')
    await second
    code.arrive('/gallery')
    await first
    expect(history.location.pathname).toBe('/feedback')
  })

  it('drops a move still waiting when the person goes Back', async () => {
    const code = screens()
    const memory = UNSAFE_createMemoryHistory({
      initialEntries: ['/home', '/home?page=2'],
      v5Compat: true,
    })
    const history = movesWhenReady(memory, code.ready)
    const heard: string[] = []
    history.listen(({ location }) => heard.push(`${location.pathname}${location.search}`))
    const moved = history.push('/gallery')
    // The browser's Back reaches the history itself, not the app's moves (a popstate).
    memory.go(-1)
    code.arrive('/gallery')
    await moved
    expect(history.location).toMatchObject({ pathname: '/home', search: '' })
    expect(heard).toEqual(['/home'])
  })
})
