import type { ComponentProps } from 'react'
import { parsePath, type To, type unstable_HistoryRouter } from 'react-router'

type History = ComponentProps<typeof unstable_HistoryRouter>['history']

/**
 * The app's history: a move to another address (a link, a redirect, `navigate`) happens once what
 * the screens there need is loaded (`ready`, their code and words), so the address and the screen
 * change together, and until then the screen on show stays, with its address. Code that reads the
 * address (where to come back after signing in again, a link that is no longer the current page)
 * reads the screen on show. A move to screens already loaded (another page of a list, a filter in
 * the address) happens at once, as the next one may build on it. When a move is asked for while
 * another one waits, the last one wins. Back and Forward are the browser's: the address changes at
 * once, the screen when it is ready, and a move still waiting is dropped. `ready` gives null when the screens at an address are loaded.
 */
export function movesWhenReady(
  history: History,
  ready: (pathname: string) => Promise<unknown> | null,
): History & { push(to: To, state?: unknown): Promise<void> } {
  let latest = 0
  const move = (to: To, change: () => void): Promise<void> => {
    latest += 1
    const mine = latest
    const { pathname = history.location.pathname } = typeof to === 'string' ? parsePath(to) : to
    const waiting = ready(pathname)
    if (!waiting) {
      change()
      return Promise.resolve()
    }
    return waiting.then(() => {
      if (mine === latest) change()
    })
  }
  return {
    get action() {
      return history.action
    },
    get location() {
      return history.location
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => move(to, () => history.push(to, state)),
    replace: (to, state?: unknown) => void move(to, () => history.replace(to, state)),
    go: (delta) => {
      latest += 1
      history.go(delta)
    },
    // Back and Forward (a POP) leave the screen a waiting move was going to: that move is dropped,
    // as when another move is asked for.
    listen: (listener) =>
      history.listen((update) => {
        if (update.action === 'POP') latest += 1
        listener(update)
      }),
  }
}
