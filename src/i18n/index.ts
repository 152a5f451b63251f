import { i18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { readerMessages } from 'virtual:reader-messages'
import {
  catalogPart,
  readerFiles,
  type CatalogPart,
  type Reader,
  type ReaderFile,
} from '@/i18n/catalog-parts'
import { isLanguage, type Language } from '@/i18n/languages'

export { i18n }
export { isLanguage, languageName, LANGUAGES, type Language } from '@/i18n/languages'

/** The language the interface is shown in now (English until one is activated). */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en')

// Each catalog compiled to JavaScript by Lingui's Vite plugin. The build groups them into files
// per language and part (vite.config.ts, src/i18n/catalog-parts.ts): a language's messages
// download only when it is used. The screens past sign-in read the `signed-in` part and a file of
// their reader's own (`readerMessages`, src/i18n/reader-messages-plugin.ts), loaded with a screen
// that shows them, never in an area whose screens do not.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')

const catalogName = (path: string) => path.replace(/^.*\//, '').replace(/\.po$/, '')

const loaded = new Map<string, Promise<void>>()

/**
 * What a language change loads: a part of the catalogs, or a reader's own file (`reader:public`,
 * `reader:jury/first`).
 */
type Wanted = CatalogPart | `reader:${ReaderFile}`

// What every language change loads. Outside the build (unit tests, the dev server) every part,
// which holds every catalog, the servers' too: a test that shows Indonesian reads every screen and
// every answer of the demo API it runs in it without loading the areas itself.
const wanted = new Set<Wanted>(
  import.meta.env.PROD
    ? ['start']
    : Object.keys(catalogs).map((path) => catalogPart(catalogName(path))),
)

/** The i18n of the request being answered (see answerWith); undefined outside a request. */
let requestI18n: () => I18n | undefined = () => undefined

/**
 * A message in the language being shown, for code outside components (schemas' validation
 * messages, the award's rules, helpers): called when the text is needed, never at module load,
 * so it always reads in the current language. Components use `useLingui()` instead, which also
 * re-renders them when the language changes. Inside a request a server answers (the demo API),
 * the language is the one that request asked for.
 */
export const translate = (descriptor: MessageDescriptor): string =>
  (requestI18n() ?? i18n)._(descriptor)

/**
 * Lets a server answer each request in its own language while it answers others at the same time:
 * `resolve` gives the i18n of the request whose code is running (the demo API keeps it per request
 * in Node's AsyncLocalStorage), or undefined outside one. This module stays free of Node's modules
 * so that the browser loads it too.
 */
export function answerWith(resolve: () => I18n | undefined): void {
  requestI18n = resolve
}

/**
 * The language a request asks for in its Accept-Language header: the supported language it
 * prefers most (by q-value, then by order; a region such as id-ID counts as its language),
 * English when the header is absent or names neither.
 */
export function languageOf(acceptLanguage: string | null | undefined): Language {
  let best: { language: Language; q: number } | null = null
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    const weight = q === undefined ? 1 : Number(q)
    const language = tag.trim().split('-')[0]
    if (!isLanguage(language) || !(weight > 0)) continue
    if (!best || weight > best.q) best = { language, q: weight }
  }
  return best?.language ?? 'en'
}

const everyMessage = new Map<Language, Promise<Messages>>()

/**
 * Every message of a language, all its catalogs together, loaded once: a server gives them to an
 * i18n of its own (setupI18n) for the requests in that language.
 */
export function messagesOf(language: Language): Promise<Messages> {
  let loading = everyMessage.get(language)
  if (!loading) {
    const prefix = `../locales/${language}/`
    loading = Promise.all(
      Object.entries(catalogs)
        .filter(([path]) => path.startsWith(prefix))
        .map(([, load]) => load()),
    ).then((modules) => Object.assign({}, ...modules.map((m) => m.messages)) as Messages)
    loading.catch(() => everyMessage.delete(language))
    everyMessage.set(language, loading)
  }
  return loading
}

// Code that runs before any language is chosen (the demo API in Node, a script) reads the
// messages' source language, English, instead of failing; the app chooses its language before it
// renders anything.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} })

/** Loads a part of a language's catalogs once; later calls reuse the first load. */
function loadPart(language: Language, part: CatalogPart): Promise<void> {
  // Outside the build every message carries its English text (Lingui's macros keep it there):
  // English needs no catalog.
  if (!import.meta.env.PROD && language === 'en') return Promise.resolve()
  const key = `${language}:${part}`
  let loading = loaded.get(key)
  if (!loading) {
    const prefix = `../locales/${language}/`
    loading = Promise.all(
      Object.entries(catalogs)
        .filter(([path]) => path.startsWith(prefix) && catalogPart(catalogName(path)) === part)
        .map(([, load]) => load()),
    ).then((modules) => {
      for (const { messages } of modules) i18n.load(language, messages)
    })
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/** Loads a reader's own file of messages in a language once (in the build only: see `wanted`). */
function loadReader(language: Language, file: ReaderFile): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve()
  const key = `${language}:reader:${file}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = readerMessages[`${language}/${file}`]!().then(({ messages }) =>
      i18n.load(language, messages),
    )
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

const load = (language: Language, what: Wanted): Promise<void> =>
  what.startsWith('reader:')
    ? loadReader(language, what.slice('reader:'.length) as ReaderFile)
    : loadPart(language, what as CatalogPart)

let latest = 0
let shown = false

/** Whether a language's messages have been loaded and shown (false while the app starts). */
export const messagesShown = (): boolean => shown

/**
 * Loads a language's messages, then shows the interface in it. When two changes overlap, the last
 * one asked for wins, whichever finishes loading first.
 */
export async function activateLanguage(language: Language): Promise<void> {
  latest += 1
  const mine = latest
  // A screen may ask for the areas' messages while this language loads: they load too.
  let parts = 0
  while (parts !== wanted.size) {
    parts = wanted.size
    await Promise.all([...wanted].map((what) => load(language, what)))
  }
  if (mine !== latest) return
  i18n.activate(language)
  shown = true
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Loads messages in the language shown, and in any language shown later. */
function loadParts(parts: Wanted[]): Promise<void> {
  for (const part of parts) wanted.add(part)
  return Promise.all(parts.map((part) => load(currentLanguage(), part))).then(() => undefined)
}

/**
 * The messages a reader's screens show (an area's, or `public`: the screens that are no area's),
 * in the language shown and in any language shown later: loaded with a screen's code, so the screen
 * never renders before its words are there. An area's first screen (`first`: its layout and home)
 * loads only the words it can show; its other screens load the rest too.
 */
export function loadAreaMessages(
  reader: Reader = 'public',
  screens: 'first' | 'all' = 'all',
): Promise<void> {
  return loadParts([
    'signed-in',
    ...readerFiles(reader, screens).map((file): Wanted => `reader:${file}`),
  ])
}

/**
 * Fetches the files of a reader's messages in the language shown without showing them yet, so that
 * the area's later screens have their words at once (src/app/prefetch-screens.ts): showing them now
 * would render the screen on show again for nothing.
 */
export function fetchAreaMessagesAhead(reader: Reader): Promise<unknown> {
  if (!import.meta.env.PROD) return Promise.resolve()
  const language = currentLanguage()
  return Promise.all(
    readerFiles(reader, 'all').map((file) => readerMessages[`${language}/${file}`]!()),
  )
}

/**
 * The configuration's problems, which only the pages shown when the app cannot start say: loaded
 * on those paths only.
 */
export function loadProblemMessages(): Promise<void> {
  return loadParts(['problems'])
}

/**
 * A number as the language shown writes it: `1.250.000` and `7,5` in Indonesian, `1,250,000` and
 * `7.5` in English. Called when shown, by a component that reads the language, or by the demo API
 * in its answer to a request.
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  // Inside a request the demo API answers, the request's language (as `translate`).
  const language = (requestI18n() ?? i18n).locale
  return new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', options).format(value)
}
