import type { Workbox as WorkboxType } from 'workbox-window'
import { flushAllDrafts } from '@/lib/drafts'

/** Runs after the page has loaded and the browser is idle, so nothing competes with the first screen. */
function whenLoadedAndIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 1000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * Resolves once the page's performance timeline has the mark `name`, or after `cap` milliseconds
 * (the mark may never come: a screen that fails, a device that cannot observe marks).
 */
export function whenMarked(name: string, cap: number): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName(name).length) return resolve()
    let observer: PerformanceObserver | undefined
    const done = () => {
      window.clearTimeout(timer)
      observer?.disconnect()
      resolve()
    }
    const timer = window.setTimeout(done, cap)
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(name).length) done()
      })
      observer.observe({ type: 'mark' })
    } catch {
      // No observer here: the cap decides.
    }
  })
}

/**
 * Requirements R1.8: a Workbox worker registered from the site root. When a new version takes
 * control the page reloads, after every form has written its draft. Registration (and with it the
 * precache download, every file of the app) waits until the page is loaded and idle, and until
 * `after` (a signed-in screen's data and paint): on a slow network the precache's hundred files
 * took the connections the screen's own answers were waiting for. Where service workers are
 * unsupported or blocked the app simply runs without one.
 */
export function registerServiceWorker(after: Promise<void> = Promise.resolve()): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !navigator.serviceWorker) return
  void after.then(() => whenLoadedAndIdle(() => void start()))
}

async function start(): Promise<void> {
  let Workbox: typeof WorkboxType
  try {
    ;({ Workbox } = await import('workbox-window'))
  } catch {
    return // The network went away before the worker's code arrived: the next visit registers it.
  }
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return
    flushAllDrafts()
    window.location.reload()
  })
  try {
    const registration = await workbox.register()
    // Look for a new version every hour while the app stays open.
    if (registration)
      window.setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000)
  } catch {
    // Blocked (a policy, private mode, a test harness): the app works without offline support.
  }
}
