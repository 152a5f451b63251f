import { http, HttpResponse } from 'msw'
import { z } from '@/lib/zod'
import { configureApiClient, getOne } from '@/lib/api-client'
import { apiSettings } from '@/lib/api-settings'
import { setCurrentScreen } from '@/lib/current-screen'
import { DEVICE_DATA_MAX_AGE_DAYS, DEVICE_DATA_MAX_AGE_MS } from '@/lib/device-account'
import { forgetAccountOnDevice, purgeOldDeviceData } from '@/lib/device-data'
import {
  clearDraft,
  draftStorageKey,
  flushAllDrafts,
  listDrafts,
  loadDraft,
  registerDraftFlusher,
  registerDraftSender,
  reopenDrafts,
  saveDraft,
  sendAllDrafts,
} from '@/lib/drafts'
import { answerKey, keepAnswer, recallAnswer } from '@/lib/offline-answers'
import { REDIRECT_STORAGE_KEY } from '@/lib/safe-redirect'
import { server } from '@/testing/demo-server'
import { offContractAnswer } from '@/testing/fake-answers'

const ANDI = 'andi.home-tenant'
const PUTRI = 'putri.home-tenant'
const DAY = 24 * 60 * 60 * 1000

function signedIn(account: string | null) {
  apiSettings.hooks.getAccountKey = () => account
}

function storedKeys(prefix: string) {
  return Object.keys(window.localStorage)
    .filter((k) => k.startsWith(prefix))
    .sort()
}

describe('drafts belong to the account that typed them', () => {
  it('are stored under the account, and another account on the same browser never reads them; the owner does, after any number of others', () => {
    signedIn(ANDI)
    expect(saveDraft('new-proposal:team-1', { title: 'SECRET idea' })).toBe(true)
    expect(storedKeys('draft:')).toEqual([draftStorageKey('new-proposal:team-1', ANDI)])
    expect(draftStorageKey('new-proposal:team-1', ANDI)).toContain(ANDI)

    signedIn(PUTRI)
    expect(loadDraft('new-proposal:team-1')).toBeNull()
    expect(listDrafts()).toEqual([])
    saveDraft('new-proposal:team-1', { title: 'Mine' })
    clearDraft('new-proposal:team-1')

    signedIn(ANDI)
    expect(loadDraft('new-proposal:team-1')).toMatchObject({
      value: { title: 'SECRET idea' },
      account: ANDI,
    })
    expect(listDrafts().map((d) => d.key)).toEqual(['new-proposal:team-1'])
  })

  it('are neither written nor read while nobody is signed in, and a draft whose inside names another account is not read', () => {
    signedIn(null)
    expect(saveDraft('feedback-answer:t1', { message: 'x' })).toBe(false)
    expect(storedKeys('draft:')).toEqual([])

    // Copied under Putri's key by hand: it still says it is Andi's.
    signedIn(ANDI)
    saveDraft('feedback-answer:t1', { message: 'Andi only' })
    const raw = window.localStorage.getItem(draftStorageKey('feedback-answer:t1', ANDI))!
    window.localStorage.setItem(draftStorageKey('feedback-answer:t1', PUTRI), raw)
    signedIn(PUTRI)
    expect(loadDraft('feedback-answer:t1')).toBeNull()
  })

  it('remember the screen they were typed on, to lead back to it', () => {
    setCurrentScreen('/innovation-award/participant/newproposal/team-1?year=2026')
    saveDraft('new-proposal:team-1', { title: 'An idea' })
    expect(loadDraft('new-proposal:team-1')?.where).toBe(
      '/innovation-award/participant/newproposal/team-1?year=2026',
    )
  })
})

describe('signing out deletes what this device keeps for the account', () => {
  it("deletes the account's drafts, kept copies and the stored redirect target; other accounts keep theirs", () => {
    signedIn(ANDI)
    saveDraft('entry:prop-1:1:andi', { background: 'Andi typed this' })
    keepAnswer(answerKey(ANDI, '/auth?'), { at: Date.now(), data: { name: 'Andi' }, headers: {} })
    signedIn(PUTRI)
    saveDraft('entry:prop-1:1:putri', { background: 'Putri typed this' })
    keepAnswer(answerKey(PUTRI, '/auth?'), { at: Date.now(), data: { name: 'Putri' }, headers: {} })
    window.localStorage.setItem(
      REDIRECT_STORAGE_KEY,
      JSON.stringify({ path: '/innovation-award/participant', account: ANDI }),
    )

    forgetAccountOnDevice(ANDI)

    expect(storedKeys('draft:')).toEqual([draftStorageKey('entry:prop-1:1:putri', PUTRI)])
    expect(recallAnswer(answerKey(ANDI, '/auth?'))).toBeNull()
    expect(recallAnswer(answerKey(PUTRI, '/auth?'))).toMatchObject({ data: { name: 'Putri' } })
    expect(storedKeys('offlineAnswer:')).toEqual([`offlineAnswer:${answerKey(PUTRI, '/auth?')}`])
    expect(window.localStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull()
  })

  it("writes none of the signed-out account's drafts again on this page (the last flush as the page goes away), unless the sign-out failed", () => {
    signedIn(ANDI)
    const unregister = registerDraftFlusher(() =>
      saveDraft('innovation-update:u1', { achievements: 'typed' }),
    )
    forgetAccountOnDevice(ANDI)
    flushAllDrafts()
    expect(storedKeys('draft:')).toEqual([])

    reopenDrafts(ANDI)
    flushAllDrafts()
    expect(storedKeys('draft:')).toEqual([draftStorageKey('innovation-update:u1', ANDI)])
    unregister()
  })
})

describe(`at start, what is older than ${DEVICE_DATA_MAX_AGE_DAYS} days goes`, () => {
  it('deletes old drafts and kept copies of any account, and drafts that name no account; keeps the rest', () => {
    const now = Date.UTC(2026, 4, 1)
    vi.useFakeTimers({ now: now - DEVICE_DATA_MAX_AGE_MS - DAY, toFake: ['Date'] })
    signedIn(ANDI)
    saveDraft('new-proposal:old', { title: 'Forgotten' })
    keepAnswer(answerKey(ANDI, '/old?'), { at: Date.now(), data: {}, headers: {} })
    vi.setSystemTime(now - DEVICE_DATA_MAX_AGE_MS + DAY)
    signedIn(PUTRI)
    saveDraft('new-proposal:recent', { title: 'Still wanted' })
    keepAnswer(answerKey(PUTRI, '/recent?'), { at: Date.now(), data: {}, headers: {} })
    vi.useRealTimers()
    // Written by an earlier version for whoever was at the keyboard, and a copy its index lost.
    window.localStorage.setItem(
      'draft:new-proposal:team-1',
      JSON.stringify({ key: 'new-proposal:team-1', value: { title: 'SECRET' }, savedAt: now }),
    )
    window.localStorage.setItem(
      'offlineAnswer:lost|/x?',
      JSON.stringify({ at: now, data: {}, headers: {} }),
    )

    purgeOldDeviceData(now)

    expect(storedKeys('draft:')).toEqual([draftStorageKey('new-proposal:recent', PUTRI)])
    expect(storedKeys('offlineAnswer:')).toEqual([`offlineAnswer:${answerKey(PUTRI, '/recent?')}`])
    expect(JSON.parse(window.localStorage.getItem('offlineAnswers')!)).toEqual({
      [answerKey(PUTRI, '/recent?')]: expect.any(Number),
    })
  })
})

describe('kept copies of answers', () => {
  it('are read, when the network fails, only for the account that was given them', async () => {
    configureApiClient({ baseUrl: '', hooks: { getAccessToken: async () => 'token' } })
    let online = true
    server.use(
      http.get(
        '*/api/probe',
        offContractAnswer(() =>
          online ? HttpResponse.json({ id: 'andi-data' }) : HttpResponse.error(),
        ),
      ),
    )
    const schema = z.object({ id: z.string() })
    signedIn(ANDI)
    await getOne('/probe', schema)
    online = false
    signedIn(PUTRI)
    await expect(getOne('/probe', schema)).rejects.toThrow()
    signedIn(ANDI)
    await expect(getOne('/probe', schema)).resolves.toEqual({ id: 'andi-data' })
  })
})

describe('sending what is typed before signing out', () => {
  it('writes the last keystrokes here first, then waits for every open form to send', async () => {
    const order: string[] = []
    const unregisterFlusher = registerDraftFlusher(() => order.push('written here'))
    let finish: () => void = () => undefined
    const unregisterSender = registerDraftSender(
      () =>
        new Promise<void>((resolve) => {
          order.push('sending')
          finish = () => {
            order.push('sent')
            resolve()
          }
        }),
    )
    const done = sendAllDrafts(60_000).then(() => order.push('done'))
    await vi.waitFor(() => expect(order).toEqual(['written here', 'sending']))
    finish()
    await done
    expect(order).toEqual(['written here', 'sending', 'sent', 'done'])
    unregisterFlusher()
    unregisterSender()
  })

  it('does not wait for ever on a save that hangs', async () => {
    vi.useFakeTimers()
    const unregister = registerDraftSender(() => new Promise(() => undefined))
    let done = false
    const sending = sendAllDrafts(10_000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await sending
    expect(done).toBe(true)
    unregister()
    vi.useRealTimers()
  })
})
