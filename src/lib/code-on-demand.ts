import { flushAllDrafts } from '@/lib/drafts'

/**
 * Code a screen loads when it is first needed (a dialog and the library it brings), not with the
 * screen: one load shared by every use, and a load that failed (offline before the file was ever
 * fetched) is forgotten, so the next use fetches again.
 */
export interface CodeOnDemand<T> {
  load: () => Promise<T>
  /** The code, once loaded. */
  loaded: () => T | undefined
}

export function codeOnDemand<T>(load: () => Promise<T>): CodeOnDemand<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
    loaded: () => value,
  }
}

/**
 * Loads code again once the device is back online. Chromium keeps a dynamic import that failed as
 * failed for the whole life of the page (version 150 does: the same import() fails again without
 * a request), so when it fails again while the app's server answers, only a new page can load it:
 * every form writes its draft and the page reloads, at the same address. While the server does not
 * answer, nothing happens: the screen's message stays, with its Try again.
 */
export async function loadAgainOnline<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load()
  } catch {
    if (await serverAnswers()) {
      flushAllDrafts()
      window.location.reload()
    }
    return undefined
  }
}

/** Whether the app's own server answers now (HEAD: no service worker answers it from its cache). */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(new URL('/', window.location.href), { method: 'HEAD', cache: 'no-store' }))
      .ok
  } catch {
    return false
  }
}
