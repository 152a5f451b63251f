import { i18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'

export { i18n }

/** The interface's languages: Bahasa Indonesia and English (the messages' source language). */
export const LANGUAGES = ['id', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

// Each catalog compiled to JavaScript by Lingui's Vite plugin, in a file of its own per language:
// a language's messages download only when it is used.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')

const loaded = new Map<Language, Promise<Messages>>()

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

// Code that runs before any language is chosen (the demo API in Node, a script) reads the
// messages' source language, English, instead of failing; the app chooses its language before it
// renders anything.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} })

/**
 * Every message of a language, all its catalogs together, loaded once; later calls reuse the
 * first load. A server gives them to an i18n of its own (setupI18n) for the requests in that language.
 */
export function messagesOf(language: Language): Promise<Messages> {
  let loading = loaded.get(language)
  if (!loading) {
    const prefix = `../locales/${language}/`
    loading = Promise.all(
      Object.entries(catalogs)
        .filter(([path]) => path.startsWith(prefix))
        .map(([, load]) => load()),
    ).then((modules) => Object.assign({}, ...modules.map((m) => m.messages)) as Messages)
    loading.catch(() => loaded.delete(language))
    loaded.set(language, loading)
  }
  return loading
}

/** Loads a language's messages, then shows the interface in it. */
export async function activateLanguage(language: Language): Promise<void> {
  i18n.load(language, await messagesOf(language))
  i18n.activate(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
