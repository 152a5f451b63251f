import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetDemoData, server } from '@/testing/demo-server'

// One findBy/waitFor timeout for every test: long enough for a lazy route's first import on a busy
// machine (the 1 s default was not), short enough that a missing element fails quickly.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  // jsdom has no layout: scrolling is a no-op there.
  if (typeof window !== 'undefined') {
    window.scrollTo = () => undefined
    Element.prototype.scrollIntoView = () => undefined
  }
})
afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
  server.resetHandlers()
  // A test's request listeners (server.events.on) never count or see the next test's calls.
  server.events.removeAllListeners()
  resetDemoData()
  if (typeof window !== 'undefined') {
    window.localStorage.clear()
    window.sessionStorage.clear()
  }
})
afterAll(() => server.close())
