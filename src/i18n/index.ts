import { i18n, type MessageDescriptor, type Messages } from '@lingui/core'

export { i18n }

/** The interface's languages: Bahasa Indonesia and English (the messages' source language). */
export const LANGUAGES = ['id', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

// Each catalog compiled to JavaScript by Lingui's Vite plugin, in a file of its own per language:
// a language's messages download only when it is used.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')

const loaded = new Map<string, Promise<void>>()

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

/** Loads every catalog of a language once; later calls reuse the first load. */
function loadCatalogs(language: Language): Promise<void> {
  let loading = loaded.get(language)
  if (!loading) {
    const prefix = `../locales/${language}/`
    loading = Promise.all(
      Object.entries(catalogs)
        .filter(([path]) => path.startsWith(prefix))
        .map(([, load]) => load()),
    ).then((modules) => {
      for (const { messages } of modules) i18n.load(language, messages)
    })
    loading.catch(() => loaded.delete(language))
    loaded.set(language, loading)
  }
  return loading
}

/** Loads a language's messages, then shows the interface in it. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalogs(language)
  i18n.activate(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
