import { act } from '@testing-library/react'
import { activateLanguage, currentLanguage, formatNumber, i18n } from '@/i18n'
import {
  chooseLanguage,
  LANGUAGE_ACCOUNT_KEY,
  LANGUAGE_STORAGE_KEY,
  pickLanguage,
  startLanguage,
} from '@/i18n/choice'

describe('the interface language', () => {
  it.each([
    [null, ['id-ID', 'en-US'], 'id'],
    [null, ['in'], 'id'],
    [null, ['en-GB', 'id'], 'en'],
    [null, ['fr-FR', 'ID'], 'id'],
    [null, ['fr-FR', 'de'], 'en'],
    [null, [], 'en'],
    ['id', ['en-US'], 'id'],
    ['en', ['id-ID'], 'en'],
    ['xx', ['id-ID'], 'id'],
  ] as const)('stored %s and browser %j choose %s', (stored, preferred, language) => {
    expect(pickLanguage(stored, preferred)).toBe(language)
  })

  it('takes a ?lang= choice from the address, remembers it and leaves the rest of the address', () => {
    window.history.replaceState(null, '', '/login?lang=id&r=%2Fx#top')
    window.localStorage.setItem(LANGUAGE_ACCOUNT_KEY, 'home-someone-else')
    expect(startLanguage()).toBe('id')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id')
    // Chosen signed out: no account's language.
    expect(window.localStorage.getItem(LANGUAGE_ACCOUNT_KEY)).toBeNull()
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/login?r=%2Fx#top',
    )
    window.history.replaceState(null, '', '/')
  })

  it('follows the browser when nothing was chosen on this device', () => {
    window.history.replaceState(null, '', '/')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'en'])
    expect(startLanguage()).toBe('id')
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(startLanguage()).toBe('en')
  })

  it('shows a chosen language at once, marks the page with it and remembers it', async () => {
    await act(() => chooseLanguage('id'))
    expect(currentLanguage()).toBe('id')
    expect(document.documentElement.lang).toBe('id')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id')
    await act(() => chooseLanguage('en'))
    expect(document.documentElement.lang).toBe('en')
  })

  it('shows the last language asked for when two changes overlap', async () => {
    await act(() => Promise.all([activateLanguage('id'), activateLanguage('en')]))
    expect(i18n.locale).toBe('en')
    await act(() => Promise.all([activateLanguage('en'), activateLanguage('id')]))
    expect(i18n.locale).toBe('id')
  })

  it('writes numbers as the language shown does', async () => {
    expect(formatNumber(1250000)).toBe('1,250,000')
    expect(formatNumber(7.5, { maximumFractionDigits: 2 })).toBe('7.5')
    await act(() => activateLanguage('id'))
    expect(formatNumber(1250000)).toBe('1.250.000')
    expect(formatNumber(7.5, { maximumFractionDigits: 2 })).toBe('7,5')
  })
})
