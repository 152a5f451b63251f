import { Workbox } from 'workbox-window'
import { flushAllDrafts } from '@/lib/drafts'

/**
 * Seed §1: a Workbox worker registered from the site root. When a new version takes control the
 * page reloads, after every form has written its draft.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return
    flushAllDrafts()
    window.location.reload()
  })
  void workbox.register().then((registration) => {
    // Look for a new version every hour while the app stays open.
    if (registration) window.setInterval(() => void registration.update(), 60 * 60 * 1000)
  })
}
