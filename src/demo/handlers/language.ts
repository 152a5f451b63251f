import { AsyncLocalStorage } from 'node:async_hooks'
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { answerWith, LANGUAGES, languageOf, messagesOf, type Language } from '@/i18n'

/**
 * The demo answers each request in the language it asks for (docs/api.md "Language"): its
 * problem details, the award's reasons and the schemas' field errors. Requests are answered
 * concurrently, so the language is not a switch of the whole process: each request runs with the
 * i18n of its language kept in AsyncLocalStorage, which `translate()` reads.
 */
const current = new AsyncLocalStorage<I18n>()
answerWith(() => current.getStore())

/** One i18n per language, set up once with every catalog of the language; never switched after. */
const instances = new Map<Language, Promise<I18n>>()

function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language)
  if (!instance) {
    instance = messagesOf(language).then((messages) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    )
    instance.catch(() => instances.delete(language))
    instances.set(language, instance)
  }
  return instance
}

// Every language's messages load with this module, before any request: the servers load the demo
// through Vite's module runner, which is closed once the import is done, so a catalog imported
// later, on a request, could no longer be loaded.
const ready = new Map<Language, I18n>(
  await Promise.all(
    LANGUAGES.map(async (language) => [language, await i18nFor(language)] as const),
  ),
)

/**
 * Runs `word` (code that reads its messages with `translate()`) in `language` at once, inside or
 * outside a request: how the demo words what it stores in every language (the activity log).
 */
export function wordIn<T>(language: Language, word: () => T): T {
  return current.run(ready.get(language)!, word)
}

/**
 * A message in a given language, whatever the request's: what the demo writes for someone else
 * than the caller (a notification, an e-mail) reads in that person's language.
 */
export const translateIn = (language: Language, descriptor: MessageDescriptor): string =>
  ready.get(language)!._(descriptor)

/** The language a request asks for: the best match of its Accept-Language, English by default. */
export const requestLanguage = (request: Request): Language =>
  languageOf(request.headers.get('Accept-Language'))

/** Runs `answer` with every message it reads in `language`. */
export async function inLanguage<T>(language: Language, answer: () => Promise<T>): Promise<T> {
  const i18n = await i18nFor(language)
  return current.run(i18n, answer)
}

/** The language of the request being answered ('en' outside one). */
export const answerLanguage = (): Language => (current.getStore()?.locale === 'id' ? 'id' : 'en')

/** Answers a request in the language it asks for. */
export const answerInLanguageOf = <T>(request: Request, answer: () => Promise<T>): Promise<T> =>
  inLanguage(requestLanguage(request), answer)
