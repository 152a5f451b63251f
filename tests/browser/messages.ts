import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

/**
 * The interface's messages as the catalogs hold them (src/locales/{en,id}/*.po): what the browser
 * tests read a screen in Indonesian with, and what they look for when English is left on it.
 */
const LOCALES = fileURLToPath(new URL('../../src/locales/', import.meta.url))

export type Language = 'en' | 'id'

interface Message {
  catalog: string
  context: string
  english: string
  indonesian: string
}

function readPo(text: string): Array<{ context: string; id: string; str: string }> {
  const entries: Array<{ context: string; id: string; str: string }> = []
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {}
    let field: string | null = null
    for (const line of block.split('\n')) {
      const keyword = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
      if (keyword) {
        field = keyword[1]!
        fields[field] = JSON.parse(keyword[2]!) as string
      } else if (line.startsWith('"') && field) {
        fields[field] += JSON.parse(line) as string
      } else {
        field = null
      }
    }
    if (fields.msgid)
      entries.push({ context: fields.msgctxt ?? '', id: fields.msgid, str: fields.msgstr ?? '' })
  }
  return entries
}

let cache: Message[] | undefined

/** Every message of the code, with its Indonesian ('' while not translated). */
export function messages(): Message[] {
  if (cache) return cache
  cache = []
  for (const file of readdirSync(join(LOCALES, 'en')).filter((name) => name.endsWith('.po'))) {
    const indonesian = new Map(
      readPo(readFileSync(join(LOCALES, 'id', file), 'utf8')).map((e) => [
        `${e.context}\u0004${e.id}`,
        e.str,
      ]),
    )
    for (const entry of readPo(readFileSync(join(LOCALES, 'en', file), 'utf8')))
      cache.push({
        catalog: file.replace(/\.po$/, ''),
        context: entry.context,
        english: entry.id,
        indonesian: indonesian.get(`${entry.context}\u0004${entry.id}`) ?? '',
      })
  }
  return cache
}

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )

/**
 * A message as a person reads it in `language`: `text('Approve "{title}"', { title })`. Fails the
 * test when the message is not in the catalogs (a test that looks for words the app does not have).
 */
export function textIn(language: Language) {
  return (english: string, values: Record<string, string | number> = {}): string => {
    if (language === 'en') return fill(english, values)
    const found = messages().find((m) => m.english === english)
    if (!found) throw new Error(`No message "${english}" in src/locales`)
    return fill(found.indonesian || found.english, values)
  }
}

/** The words of a message between its placeholders, tags and plural syntax. */
function pieces(message: string): string[] {
  return message
    .split(/\{[^{}]*\}|<\/?\d+\s*\/?>|[{}#]|\b(?:plural|select|selectordinal|=\d+)\b,?/)
    .map((piece) => piece.replace(/^[\s,.:;!?()"“”‘’-]+|[\s,.:;!?()"“”‘’-]+$/g, ''))
    .filter(Boolean)
}

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length

/**
 * The English a screen in Indonesian must not show, from every message whose Indonesian differs
 * from its English (or is missing): a whole message of two words or more ("Score sheet"), and the
 * pieces of four words or more between a message's placeholders (shorter ones, "by the committee",
 * are everyday English that the seed's English texts typed by people contain too), except the
 * phrases the Indonesian keeps ("grand final", "innovation camp", names).
 */
export function englishLeftovers(): string[] {
  const all = messages()
  const indonesianText = all.map((m) => m.indonesian).join('\n')
  const found = new Set<string>()
  for (const message of all) {
    if (message.indonesian === message.english) continue
    const parts = pieces(message.english)
    const whole = !/[{}<]/.test(message.english)
    for (const piece of parts)
      if (words(piece) >= (whole ? 2 : 4) && !indonesianText.includes(piece)) found.add(piece)
  }
  return [...found].sort((a, b) => b.length - a.length)
}

/** The ids a production build shows in place of a message its catalogs lack. */
export function messageIds(): Set<string> {
  return new Set(messages().map((m) => generateMessageId(m.english, m.context)))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const withoutTags = (message: string) => message.replace(/<\/?\d+\s*\/?>/g, '')
const isPlain = (message: string) => !/\{\s*\w+\s*,/.test(message)

/**
 * The message's English as a pattern of what the screen shows: placeholders match any text, and
 * `count` (a plural branch's `#`) matches a number, captured as `count`.
 */
function englishPattern(english: string, count?: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = withoutTags(english)
    .split(count ? /(\{\w+\}|#)/ : /(\{\w+\})/)
    .map((part) => {
      if (count && part === '#') {
        names.push(count)
        return '(\\d[\\d.,]*)'
      }
      const placeholder = /^\{(\w+)\}$/.exec(part)
      if (!placeholder) return escape(part)
      names.push(placeholder[1]!)
      return '([\\s\\S]+?)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`), names }
}

const PLURAL = /\{\s*(\w+)\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/

/** A message with one plural in it: its variable and each branch's whole wording ("=0", "one", "other"). */
function pluralBranches(
  message: string,
): { variable: string; branches: Array<{ key: string; text: string }> } | null {
  const plural = PLURAL.exec(message)
  if (!plural || PLURAL.test(message.slice(plural.index + plural[0].length))) return null
  const whole = (branch: string) =>
    message.slice(0, plural.index) + branch + message.slice(plural.index + plural[0].length)
  const branches = [...plural[2]!.matchAll(/(=\d+|\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g)].map(
    (branch) => ({ key: branch[1]!, text: whole(branch[2]!) }),
  )
  return branches.every((branch) => isPlain(branch.text))
    ? { variable: plural[1]!, branches }
    : null
}

/**
 * A message with one plural worded in `language` for `values`: the branch of the number (`=n`
 * first, then the language's plural rule, then `other`), its `#` the number as shown.
 */
function fillPlural(message: string, values: Record<string, string>, language: Language): string {
  const found = pluralBranches(message)
  if (!found) return fill(message, values)
  const shown = values[found.variable] ?? ''
  const count = Number(shown.replace(/[.,]/g, ''))
  const rule = new Intl.PluralRules(language).select(count)
  const branch =
    found.branches.find((b) => b.key === `=${count}`) ??
    found.branches.find((b) => b.key === rule) ??
    found.branches.find((b) => b.key === 'other')
  return fill(branch?.text.replace(/#/g, shown) ?? message, values)
}

/**
 * A message's wordings: itself when plain, else one per branch of its plural ("# assignment
 * added." and "# assignments added."), `#` standing for the number.
 */
function variants(message: string): string[] {
  const plural = /\{\s*\w+\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/.exec(message)
  if (!plural) return isPlain(message) ? [message] : []
  const branches = [...plural[1]!.matchAll(/(?:=\d+|\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g)]
  return branches.flatMap((branch) =>
    variants(
      message.slice(0, plural.index) + branch[1] + message.slice(plural.index + plural[0].length),
    ),
  )
}

/**
 * What a person reads in `language` where an English reader reads `english` (placeholders already
 * filled in: `Approve "Tax-filing clinics"`): the message whose English matches it, worded in
 * Indonesian with the same values. Fails when no message matches: a test that names something the
 * interface does not say. `pattern(/…/)` does the same for a pattern matching part of a message.
 */
export function shownIn(language: Language) {
  const text = (english: string): string => {
    if (language === 'en') return english
    let best: { message: Message; values: string[]; names: string[]; literal: number } | null = null
    for (const message of messages()) {
      if (!message.indonesian) continue
      // A plain message, or each branch of a message with one plural ("# of 3 scores are…").
      const plural = isPlain(message.english) ? null : pluralBranches(message.english)
      const wordings = plural
        ? plural.branches.map((branch) => branch.text)
        : isPlain(message.english)
          ? [message.english]
          : []
      for (const wording of wordings) {
        const { pattern, names } = englishPattern(wording, plural?.variable)
        const found = pattern.exec(english)
        if (!found) continue
        // The message with the most words of its own is the one meant.
        const literal = withoutTags(wording).replace(/\{\w+\}|#/g, '').length
        if (!best || literal > best.literal)
          best = { message, values: found.slice(1), names, literal }
      }
    }
    if (!best) throw new Error(`No translated message reads "${english}" in English`)
    const values = Object.fromEntries(best.names.map((name, index) => [name, best.values[index]!]))
    return withoutTags(fillPlural(best.message.indonesian, values, language))
  }
  const pattern = (english: RegExp): RegExp => {
    if (language === 'en') return english
    const found = messages().filter(
      (m) => m.indonesian && variants(m.english).some((v) => english.test(withoutTags(v))),
    )
    if (!found.length) throw new Error(`No translated message matches ${english} in English`)
    return new RegExp(
      found
        .flatMap((m) => variants(m.indonesian))
        .map((variant) =>
          withoutTags(variant)
            .split(/\{\w+\}|#/)
            .map(escape)
            .join('[\\s\\S]+?'),
        )
        .join('|'),
    )
  }
  return { text, pattern }
}
