// Read by vite.config.ts too: no imports here.

/** The interface's languages: Bahasa Indonesia and English (the messages' source language). */
export const LANGUAGES = ['id', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** Each language's name in itself, as its readers write it: what the language switch shows. */
const ENDONYMS: Record<Language, { endonym: string }> = {
  id: { endonym: 'Bahasa Indonesia' },
  en: { endonym: 'English' },
}

export const languageName = (language: Language): string => ENDONYMS[language].endonym
