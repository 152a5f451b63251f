import { readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

// An import cycle rule that counts every import: `import type` too. import-x/no-cycle leaves
// type-only imports out by design (they vanish from the built JavaScript) and has no option to
// count them, so two modules that import each other, one of them for a type only, passed lint.
// Such a pair still cannot be understood, tested or moved one without the other, which is what
// the rule is for.
//
// Each file's imports are read with TypeScript's own import scanner (no type checking, no full
// parse) and kept; a file is read again when it has changed since, so an editor's long-running
// ESLint stays right.

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']
/** How long a file's imports are trusted before its modification time is looked at again. */
const RECHECK_MS = 1000

/** @type {Map<string, { mtimeMs: number; checkedAt: number; imports: string[] }>} */
const graph = new Map()

/**
 * @param {{ root: string; alias: Record<string, string> }} options `alias` maps an import prefix
 *   such as `@/` to a folder; only files under `root` are followed.
 */
export function createNoImportCycle({ root, alias }) {
  const isFile = (path) => {
    try {
      return statSync(path).isFile()
    } catch {
      return false
    }
  }

  /** The file an import names, when it is one of the project's own files; undefined otherwise. */
  const resolveImport = (from, specifier) => {
    const prefix = Object.keys(alias).find((key) => specifier.startsWith(key))
    let base
    if (prefix !== undefined) base = join(alias[prefix], specifier.slice(prefix.length))
    else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
    else return undefined
    if (relative(root, base).startsWith('..')) return undefined
    const candidates = [
      base,
      ...EXTENSIONS.map((extension) => `${base}${extension}`),
      ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
    ]
    return candidates.find((path) => EXTENSIONS.some((e) => path.endsWith(e)) && isFile(path))
  }

  /** The project files `file` imports, read from the disk (kept until the file changes). */
  const importsOf = (file) => {
    const now = Date.now()
    const known = graph.get(file)
    if (known && now - known.checkedAt < RECHECK_MS) return known.imports
    let mtimeMs
    try {
      mtimeMs = statSync(file).mtimeMs
    } catch {
      graph.delete(file)
      return []
    }
    if (known && known.mtimeMs === mtimeMs) {
      known.checkedAt = now
      return known.imports
    }
    const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const imports = [
      ...new Set(
        scanned.importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean),
      ),
    ]
    graph.set(file, { mtimeMs, checkedAt: now, imports })
    return imports
  }

  /** The chain of files from `start` back to `target` (both included), or undefined. */
  const pathBack = (start, target) => {
    const cameFrom = new Map([[start, undefined]])
    const queue = [start]
    while (queue.length > 0) {
      const file = queue.shift()
      for (const next of importsOf(file)) {
        if (next === target) {
          const chain = [target]
          for (let step = file; step !== undefined; step = cameFrom.get(step)) chain.unshift(step)
          return chain
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, file)
          queue.push(next)
        }
      }
    }
    return undefined
  }

  /** @type {import('eslint').Rule.RuleModule} */
  const rule = {
    meta: {
      type: 'problem',
      docs: {
        description:
          'Forbid an import that leads back to its own file, type-only imports included.',
      },
      schema: [],
      messages: {
        cycle:
          'Import cycle: {{chain}}. Move what both sides need into a module of its own (type-only imports count too).',
      },
    },
    create(context) {
      const file = context.physicalFilename
      const check = (node, source) => {
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
        const target = resolveImport(file, source.value)
        if (target === undefined || target === file) return
        const chain = pathBack(target, file)
        if (!chain) return
        const names = [file, ...chain].map((path) => relative(root, path))
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } })
      }
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
      }
    },
  }
  return rule
}
