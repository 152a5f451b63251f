import { i18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { catalogPart, type CatalogPart } from '@/i18n/catalog-parts'
import { isLanguage, type Language } from '@/i18n/languages'

export { i18n }
export { isLanguage, languageName, LANGUAGES, type Language } from '@/i18n/languages'

/** The language the interface is shown in now (English until one is activated). */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en')

// Each catalog compiled to JavaScript by Lingui's Vite plugin. The build groups them into one file
// per language and part (vite.config.ts): a language's messages download only when it is used, and
// the signed-in areas' messages only once a screen past sign-in is opened.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')

const loaded = new Map<string, Promise<void>>()

// The parts every language change loads. Outside the build (unit tests, the dev server) all of
// them: a test that shows Indonesian reads every screen in it without loading the areas itself.
const wanted = new Set<CatalogPart>(import.meta.env.PROD ? ['start'] : ['start', 'areas'])

/**
 * A message in the language being shown, for code outside components (schemas' validation
 * messages, the award's rules, helpers): called when the text is needed, never at module load,
 * so it always reads in the current language. Components use `useLingui()` instead, which also
 * re-renders them when the language changes.
 */
export const translate = (descriptor: MessageDescriptor): string => i18n._(descriptor)

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
        .filter(
          ([path]) =>
            path.startsWith(prefix) &&
            catalogPart(path.slice(prefix.length).replace(/\.po$/, '')) === part,
        )
        .map(([, load]) => load()),
    ).then((modules) => {
      for (const { messages } of modules) i18n.load(language, messages)
    })
    loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

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
    await Promise.all([...wanted].map((part) => loadPart(language, part)))
  }
  if (mine !== latest) return
  i18n.activate(language)
  shown = true
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/**
 * The messages of the screens past sign-in, in the language shown (and in any language shown
 * later): loaded with a screen's code, so the screen never renders before its words are there.
 */
export function loadAreaMessages(): Promise<void> {
  wanted.add('areas')
  return loadPart(currentLanguage(), 'areas')
}
