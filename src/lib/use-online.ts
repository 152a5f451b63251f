import { useSyncExternalStore } from 'react'

/** Whether the browser says it is online, kept up to date by its online and offline events. */
function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true)
}
