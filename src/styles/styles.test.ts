// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { compile, Logger } from 'sass'

/** The app's stylesheets as the build compiles them: Bootstrap's two parts and the app's own. */
function builtCss(): string {
  const options = { loadPaths: ['node_modules'], logger: Logger.silent, quietDeps: true }
  return [
    compile('src/styles/bootstrap.scss', options).css,
    compile('src/styles/screens.scss', options).css,
    readFileSync('src/styles.css', 'utf8'),
  ].join('\n')
}

function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sources(path, found)
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(path)
  }
  return found
}

/** Every class name in Bootstrap's whole sheet, as bootstrap.min.css has them. */
function bootstrapClasses(): Set<string> {
  const { css } = compile('node_modules/bootstrap/scss/bootstrap.scss', {
    logger: Logger.silent,
    quietDeps: true,
  })
  return new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1]!))
}

/**
 * Words of the sources that are also one-word Bootstrap classes but no class of ours: an input's
 * `placeholder`, the `com` of an address, `tooltip` in a comment, and `collapsed`, the state the
 * navbar's toggler carries (Bootstrap styles it only in the accordion, which the app does not build).
 */
const NOT_CLASSES = new Set(['placeholder', 'com', 'tooltip', 'collapsed'])

describe('the stylesheets', () => {
  it('have every Bootstrap class a source names (the app builds Bootstrap with only the parts it uses)', () => {
    const css = builtCss()
    const bootstrap = bootstrapClasses()
    const named = new Map<string, string>()
    for (const file of sources('src'))
      for (const name of readFileSync(file, 'utf8').match(
        /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w-])/g,
      ) ?? [])
        if (bootstrap.has(name) && !NOT_CLASSES.has(name) && !named.has(name)) named.set(name, file)
    expect(named.size).toBeGreaterThan(50)
    const missing = [...named].filter(([name]) => !new RegExp(`\\.${name}(?![\\w-])`).test(css))
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([])
  })

  it('have every class a source names for one screen width and up (a missing one does nothing, silently)', () => {
    const css = builtCss()
    // Bootstrap's classes for a width and up: `ms-lg-0`, `d-sm-inline-block`, `col-md-6`, `btn-sm`.
    const widthClass = /(?<![\w-])(?:[a-z]+-)+(?:sm|md|lg|xl|xxl)(?:-[a-z0-9]+)*(?![\w-])/g
    const named = new Map<string, string>()
    for (const file of sources('src'))
      for (const name of readFileSync(file, 'utf8').match(widthClass) ?? [])
        if (!named.has(name)) named.set(name, file)
    expect(named.size).toBeGreaterThan(10)
    const missing = [...named].filter(([name]) => !new RegExp(`\\.${name}(?![\\w-])`).test(css))
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([])
  })
})
