import { showStartFailure } from '@/app/start-failure'
import { ConfigUnreachableError } from '@/config/read-config'
import { activateLanguage } from '@/i18n'

// What the page says when the app's start failed: main.tsx calls it with the start's error and
// its loading of the interface's messages.

const UNREACHABLE_IN_ENGLISH =
  'The app’s settings (/config.json) could not be loaded: the server cannot be reached, and this device has no copy from an earlier visit. Reload the page to try again.'
const UNREACHABLE_IN_INDONESIAN =
  'Pengaturan aplikasi (/config.json) tidak dapat dimuat: server tidak dapat dihubungi, dan perangkat ini tidak menyimpan salinan dari kunjungan sebelumnya. Muat ulang halaman untuk mencoba lagi.'

/** The page's root, holding what the static landing painted before the start failed. */
function pageRoot(): HTMLElement {
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = '<h1>Innovation Award</h1>'
  document.body.append(root)
  return root
}

const shown = (root: HTMLElement) => ({
  heading: root.querySelector('h1')?.textContent,
  text: root.querySelector('p')?.textContent,
})

describe('the start failed: the page says why, in the person’s language', () => {
  it('the server cannot be reached and the device has no copy of the settings: said in English', async () => {
    const root = pageRoot()
    await showStartFailure(root, new ConfigUnreachableError(), Promise.resolve())
    expect(shown(root)).toEqual({
      heading: 'The app could not start',
      text: UNREACHABLE_IN_ENGLISH,
    })
    expect(root.querySelectorAll('h1')).toHaveLength(1)
  })

  it('in Indonesian, the configuration’s messages loaded for it on this path only', async () => {
    await activateLanguage('id')
    const root = pageRoot()
    const loadProblemMessages = vi.fn(() => Promise.resolve())
    await showStartFailure(
      root,
      new ConfigUnreachableError(),
      Promise.resolve(),
      loadProblemMessages,
    )
    expect(loadProblemMessages).toHaveBeenCalledOnce()
    expect(shown(root)).toEqual({
      heading: 'Aplikasi tidak dapat dimulai',
      text: UNREACHABLE_IN_INDONESIAN,
    })
  })

  it('waits for the messages when the failure comes before them (an unreachable server fails at once)', async () => {
    const root = pageRoot()
    // The start asked for Indonesian; its messages are still on their way when the failure comes.
    const languageReady = activateLanguage('id')
    await showStartFailure(root, new ConfigUnreachableError(), languageReady)
    expect(shown(root)).toEqual({
      heading: 'Aplikasi tidak dapat dimulai',
      text: UNREACHABLE_IN_INDONESIAN,
    })
  })

  it('when the configuration’s messages cannot be loaded either, the reason is still said, in English', async () => {
    await activateLanguage('id')
    const root = pageRoot()
    await showStartFailure(root, new ConfigUnreachableError(), Promise.resolve(), () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    expect(shown(root)).toEqual({
      heading: 'Aplikasi tidak dapat dimulai',
      text: 'The app’s settings (/config.json) could not be loaded: the server cannot be reached, and this device has no copy from an earlier visit. Muat ulang halaman untuk mencoba lagi.',
    })
  })

  it('another failure is named by its own message, and loads nothing more', async () => {
    await activateLanguage('id')
    const root = pageRoot()
    const loadProblemMessages = vi.fn(() => Promise.resolve())
    await showStartFailure(
      root,
      new Error('MSAL could not start'),
      Promise.resolve(),
      loadProblemMessages,
    )
    expect(loadProblemMessages).not.toHaveBeenCalled()
    expect(shown(root)).toEqual({
      heading: 'Aplikasi tidak dapat dimulai',
      text: 'MSAL could not start Muat ulang halaman untuk mencoba lagi.',
    })
  })
})
