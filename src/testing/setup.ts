// First: the app's modules and the demo server read the tests' clock from their first line on.
import { restoreTestClock } from '@/testing/clock'
import '@testing-library/jest-dom/vitest'
import { onlineManager } from '@tanstack/react-query'
import { cleanup, configure } from '@testing-library/react'
import { format } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { resetNavigationHistory } from '@/app/navigation-history'
import { signOutStopped } from '@/app/sign-in-state'
import { i18n } from '@/i18n'
import { loadConfigFile, setConfig } from '@/config/env'
import { setEventId } from '@/lib/api-client'
import { apiSettings } from '@/lib/api-settings'
import { setCurrentScreen } from '@/lib/current-screen'
import { reopenDrafts } from '@/lib/drafts'
import { forgetPendingSubmits } from '@/lib/interrupted-submit'
import { clearSessionExpired } from '@/lib/session-expiry'
import {
  expectJournalMatchesData,
  resetDemoData,
  server,
  takeContractDifferences,
  watchContract,
} from '@/testing/demo-server'

// One findBy/waitFor timeout for every test: long enough for a lazy route's first import on a busy
// machine (the 1 s default was not; 5 s was not either with the load at 15 on 2 cores: the score
// sheet's first heading came after 6.5 s; 10 s was not with the load above 20: the committee
// area's first heading in the year control's test), and it only costs time when a test fails.
configure({ asyncUtilTimeout: 20_000 })

// Tests read the interface in English, the messages' source language, unless one loads another.
i18n.loadAndActivate({ locale: 'en', messages: {} })

/** The configuration main.tsx would read from the demo servers' /config.json. */
const setDemoConfig = () =>
  setConfig(
    loadConfigFile(
      { demo: true },
      typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    ),
  )

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  watchContract()
  setDemoConfig()
  // jsdom has no layout: scrolling is a no-op there.
  if (typeof window !== 'undefined') {
    window.scrollTo = () => undefined
    Element.prototype.scrollIntoView = () => undefined
  }
})
// A console error or warning fails the test that printed it: React's "not wrapped in act(...)", a
// missing key, a failed prop type… are defects, not noise. A test that expects one spies on the
// console and asserts what was printed (its spy replaces this one for that test).
const printed: string[] = []
const original = { error: console.error, warn: console.warn }
/**
 * The account a unit test that does not sign anyone in writes its drafts for (drafts and kept copies
 * belong to an account: with nobody signed in nothing is kept). renderRoute signs its own person in.
 */
const TEST_ACCOUNT = 'test-account'
beforeEach(() => {
  apiSettings.hooks.getAccountKey = () => TEST_ACCOUNT
})
beforeEach(() => {
  printed.length = 0
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      printed.push(`console.${level}: ${format(...args)}`)
      original[level](...args)
    }
  }
})
afterEach(() => {
  // A test that showed another language leaves English behind for the next.
  if (i18n.locale !== 'en') i18n.activate('en')
  if (typeof document !== 'undefined') document.documentElement.lang = 'en'
  console.error = original.error
  console.warn = original.warn
  if (printed.length > 0) throw new Error(`The test printed to the console:\n${printed.join('\n')}`)
})
afterEach(async () => {
  // A call this test made, or the answer to it (the demo's, or one the test faked), that the
  // OpenAPI document does not allow.
  const differences = [...new Set(await takeContractDifferences())]
  if (differences.length > 0)
    throw new Error(`The API differs from its OpenAPI document:\n${differences.join('\n')}`)
})
afterEach(() => {
  // A test that set the system time and went back to real timers leaves the real Date behind.
  if (!vi.isFakeTimers()) restoreTestClock()
  if (typeof document !== 'undefined') cleanup()
  server.resetHandlers()
  // A test's request listeners (server.events.on) never count or see the next test's calls.
  server.events.removeAllListeners()
  watchContract()
  try {
    expectJournalMatchesData()
  } finally {
    resetDemoData()
  }
  if (typeof window !== 'undefined') {
    window.localStorage.clear()
    window.sessionStorage.clear()
  }
  // The app's module state (test files share one module graph, vitest.config.ts).
  clearSessionExpired()
  resetNavigationHistory()
  signOutStopped()
  setEventId(null)
  onlineManager.setOnline(true)
  setDemoConfig()
  reopenDrafts()
  forgetPendingSubmits()
  setCurrentScreen(null)
})
afterAll(() => server.close())
