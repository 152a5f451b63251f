#!/usr/bin/env node
// `npm run messages:check` (run by scripts/checks.mjs): every message of the code is in the
// catalogs of both languages, every Indonesian message is translated, and each translation has
// its English's placeholders and tags. It extracts the messages afresh into a temporary folder
// (the same extraction as `npm run messages`, which a file Lingui cannot read makes fail here)
// and compares them with src/locales. Problems are reported per catalog (docs/i18n.md).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const LOCALES = join(ROOT, 'src', 'locales')

/** The entries of a .po file: `context\u0004id` → translation (only what the check needs). */
export function readPo(text) {
  const entries = new Map()
  for (const block of text.split(/\n\s*\n/)) {
    const fields = {}
    let field = null
    for (const line of block.split('\n')) {
      const keyword = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
      if (keyword) {
        field = keyword[1]
        fields[field] = JSON.parse(keyword[2])
      } else if (line.startsWith('"') && field) {
        fields[field] += JSON.parse(line)
      } else {
        field = null
      }
    }
    if (fields.msgid)
      entries.set(`${fields.msgctxt ?? ''}\u0004${fields.msgid}`, fields.msgstr ?? '')
  }
  return entries
}

/**
 * The names of a message's placeholders, read as ICU MessageFormat: `{name}`, and the argument of a
 * plural or select (`{count, plural, one {# proposal} other {# proposals}}` has `count`, and
 * whatever its branches hold), but not the words inside the branches.
 */
function argumentNames(message) {
  const names = []
  let i = 0
  const text = (inBranch) => {
    while (i < message.length) {
      const c = message[i]
      if (c === "'" && message[i + 1] === "'") i += 2
      else if (c === "'" && /[{}#]/.test(message[i + 1] ?? '')) {
        // A quoted literal: up to the next single quote.
        const close = message.indexOf("'", i + 1)
        i = close < 0 ? message.length : close + 1
      } else if (c === '{') {
        i += 1
        argument()
      } else if (c === '}' && inBranch) return
      else i += 1
    }
  }
  const until = (stops) => {
    const from = i
    while (i < message.length && !stops.includes(message[i])) i += 1
    return message.slice(from, i).trim()
  }
  const argument = () => {
    names.push(until([',', '}']))
    if (message[i] === '}') {
      i += 1
      return
    }
    i += 1
    const type = until([',', '}'])
    if (message[i] === '}') {
      i += 1
      return
    }
    i += 1
    if (!['plural', 'select', 'selectordinal'].includes(type)) {
      until(['}'])
      i += 1
      return
    }
    // Branches: `selector {message}` until the argument closes.
    while (i < message.length) {
      until(['{', '}'])
      if (message[i] === '}') {
        i += 1
        return
      }
      i += 1
      text(true)
      i += 1
    }
  }
  text(false)
  return names
}

/** A message's placeholders (`{name}`, also inside plurals) and tags (`<0>`, `</0>`, `<1/>`). */
export function shapeOf(message) {
  const names = argumentNames(message).map((name) => `{${name}}`)
  const tags = [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, ''))
  return [...new Set(names)].sort().concat(tags.sort())
}

const sameShape = (a, b) => JSON.stringify(shapeOf(a)) === JSON.stringify(shapeOf(b))
const shown = (key) => JSON.stringify(key.split('\u0004').at(-1))

/** Extracts the code's messages into a temporary copy of the catalogs' folder. */
async function extractFresh() {
  const dir = mkdtempSync(join(tmpdir(), 'innovation-award-messages-'))
  const config = join(ROOT, `.lingui-check-${process.pid}.config.ts`)
  writeFileSync(
    config,
    [
      `import config from ${JSON.stringify(pathToFileURL(join(ROOT, 'lingui.config.ts')).href)}`,
      'export default {',
      '  ...config,',
      `  rootDir: ${JSON.stringify(ROOT)},`,
      '  catalogs: config.catalogs.map((catalog) => ({',
      '    ...catalog,',
      `    path: catalog.path.replace('<rootDir>/src/locales', ${JSON.stringify(dir)}),`,
      '  })),',
      '}',
      '',
    ].join('\n'),
  )
  try {
    const result = spawnSync(
      'npx',
      ['lingui', 'extract', '--config', config, '--locale', 'en', '--clean'],
      { cwd: ROOT, encoding: 'utf8' },
    )
    const output = `${result.stdout}\n${result.stderr}`
    // Lingui reports a file it cannot read and goes on without that file's messages.
    const unreadable = [...output.matchAll(/Cannot process file (\S+)/g)].map((m) => m[1])
    if (result.status !== 0 || unreadable.length > 0)
      return { dir, failed: unreadable.length ? unreadable : [output.trim()] }
    return { dir, failed: [] }
  } finally {
    rmSync(config, { force: true })
  }
}

const catalogNames = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.po'))
        .map((file) => file.replace(/\.po$/, ''))
    : []

async function main() {
  const { dir, failed } = await extractFresh()
  const problems = new Map()
  const report = (catalog, text) => {
    if (!problems.has(catalog)) problems.set(catalog, [])
    problems.get(catalog).push(text)
  }
  try {
    for (const file of failed) report('(extraction)', `cannot be read by Lingui: ${file}`)
    // The app loads several catalogs into one table of messages per language, so a message (its
    // English and context) translated two ways in two catalogs would read either way depending on
    // which screen loaded last: one message, one translation.
    const translations = new Map()
    const names = new Set([...catalogNames(join(dir, 'en')), ...catalogNames(join(LOCALES, 'en'))])
    for (const name of [...names].sort()) {
      const read = (path) => (existsSync(path) ? readPo(readFileSync(path, 'utf8')) : new Map())
      const code = read(join(dir, 'en', `${name}.po`))
      const en = read(join(LOCALES, 'en', `${name}.po`))
      const id = read(join(LOCALES, 'id', `${name}.po`))
      for (const key of code.keys()) {
        if (!en.has(key) || !id.has(key))
          report(name, `not in the catalogs (run npm run messages): ${shown(key)}`)
      }
      for (const key of en.keys()) {
        if (!code.has(key))
          report(name, `no longer in the code (run npm run messages): ${shown(key)}`)
      }
      for (const [key, translation] of id) {
        if (!code.has(key)) continue
        if (translation !== '') {
          if (!translations.has(key)) translations.set(key, new Map())
          const seen = translations.get(key)
          seen.set(translation, [...(seen.get(translation) ?? []), name])
        }
        const english = key.split('\u0004').at(-1)
        if (translation === '') report(name, `not translated into Indonesian: ${shown(key)}`)
        else if (!sameShape(english, translation))
          report(
            name,
            `Indonesian has other placeholders or tags than the English (${shapeOf(english).join(' ') || 'none'}): ${JSON.stringify(translation)}`,
          )
      }
    }
    for (const [key, seen] of translations) {
      if (seen.size < 2) continue
      const ways = [...seen].map(([text, where]) => `${JSON.stringify(text)} (${where.join(', ')})`)
      const context = key.split('\u0004')[0]
      report(
        '(across catalogs)',
        `${shown(key)}${context ? ` [${context}]` : ''} is translated in two ways: ${ways.join(' and ')}; give it one translation, or a context where the meanings differ`,
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  let failing = 0
  for (const [catalog, list] of [...problems].sort(([a], [b]) => a.localeCompare(b))) {
    failing += list.length
    console.log(`✗ ${catalog}: ${list.length} problem${list.length === 1 ? '' : 's'}`)
    for (const line of list.slice(0, 50)) console.log(`    ${line}`)
    if (list.length > 50) console.log(`    … and ${list.length - 50} more`)
  }
  if (failing > 0) {
    console.error(`\n${failing} problem(s) in the catalogs.`)
    process.exit(1)
  }
  console.log('Messages: every catalog is complete in English and Indonesian.')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
