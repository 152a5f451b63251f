#!/usr/bin/env node
// Code and comments cite only what is in the repository: the numbered requirements of
// docs/requirements.md ("requirements R6.2") and the records of docs/decisions/. A reference to a
// document kept elsewhere, or to an issue number, means nothing to a reader of this repository,
// so this check fails on one and names the line. Run by scripts/checks.mjs.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = process.cwd()
const FOLDERS = ['src', 'tests', 'scripts', 'eslint-rules', '.ci']
const SKIPPED = new Set(['node_modules', 'dist', 'artifacts', '.demo-data', 'coverage'])
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|scss|css|html)$/
// Root files that are configuration: the build, test, lint and formatting set-up.
const ROOT_FILES = /^(?:[\w.-]+\.config\.[cm]?[jt]s|index\.html)$/

// Written with \u00a7 (the section sign) and escaped dots so that this file does not match itself.
const CITATIONS = [
  [/\b(?:seed|spec)\s+\u00a7/i, 'the original specification (cite docs/requirements.md instead)'],
  [/PRODUCT\.md|seed-spec\.md/, 'the product description (cite docs/requirements.md instead)'],
  [/CONVENTIONS\.md/, 'the conventions document (cite README or docs/decisions/ instead)'],
  [/\bissues?\s+#?\d+/i, 'an issue number (say what the rule is for, in plain words)'],
]

function* filesUnder(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (EXTENSIONS.test(entry.name) || dir.endsWith('.ci')) yield path
  }
}

const files = [
  ...FOLDERS.flatMap((folder) => [...filesUnder(join(root, folder))]),
  ...readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_FILES.test(entry.name))
    .map((entry) => join(root, entry.name)),
]

const found = []
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [pattern, what] of CITATIONS) {
        if (pattern.test(line)) found.push(`${relative(root, file)}:${index + 1}: cites ${what}`)
      }
    })
}

if (found.length > 0) {
  console.error(found.join('\n'))
  console.error(
    `\n${found.length} citation(s) of something outside the repository. Cite the numbered ` +
      'requirements (docs/requirements.md) or a decision record (docs/decisions/), or say the ' +
      'reason in plain words.',
  )
  process.exit(1)
}
console.log(`No outside citations in ${files.length} files.`)
