import type { MessageDescriptor } from '@lingui/core'
import { LANGUAGES, translate, type Language } from '@/i18n'
import { wordIn } from '@/demo/handlers/language'
import type { StoredMessage, StoredValue } from '@/demo/db/types'

/*
 * The activity log's summaries are sentences the demo writes, not text a person typed: each record
 * keeps its summary as a message (its id and values) and the API words it in the language of the
 * request that reads it (docs/api.md "Language"). A value is kept as it was (a name, a title, a
 * number), or, for words the app translates (a role, a period's name, an award rule's reason), as
 * those words in every language (`byLanguage`). The English sentence is kept beside it: a record
 * written before summaries were messages has only that, and it still reads as it was written.
 */

/** Words `word` gives (through `translate()`) in every language: a summary's value that is translated. */
export function byLanguage(word: () => string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, wordIn(language, word)]),
  ) as Record<Language, string>
}

const isWords = (value: unknown): value is Record<Language, string> =>
  typeof value === 'object' && value !== null && LANGUAGES.every((l) => l in value)

/** A message with its values, as a record keeps it (plain data, for the data folder's JSON). */
function storedMessage(descriptor: MessageDescriptor): StoredMessage {
  const values: Record<string, StoredValue> = {}
  for (const [name, value] of Object.entries(descriptor.values ?? {}))
    if (typeof value === 'string' || typeof value === 'number' || isWords(value))
      values[name] = value
    else values[name] = String(value)
  return Object.keys(values).length ? { id: descriptor.id, values } : { id: descriptor.id }
}

/** A stored message in `language`; null when its id is not in the catalogs (a message since changed). */
function worded(message: StoredMessage, language: Language): string | null {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(message.values ?? {}))
    values[name] = typeof value === 'object' ? (value[language] ?? value.en ?? '') : value
  const text = wordIn(language, () => translate({ id: message.id, values }))
  // Lingui answers the id itself for a message its catalogs do not have.
  return text === message.id ? null : text
}

/** A record's summary in `language` (the request's); an old record's English as it was written. */
export function summaryIn(
  language: Language,
  record: { summary: string; summaryMessage?: StoredMessage },
): string {
  return (record.summaryMessage && worded(record.summaryMessage, language)) || record.summary
}

/** A summary as a record keeps it: the message, and its English sentence. */
export function summaryOf(descriptor: MessageDescriptor): {
  summary: string
  summaryMessage: StoredMessage
} {
  const summaryMessage = storedMessage(descriptor)
  return {
    summary: worded(summaryMessage, 'en') ?? descriptor.message ?? descriptor.id,
    summaryMessage,
  }
}
