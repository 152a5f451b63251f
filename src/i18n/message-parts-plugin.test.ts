import { resolve } from 'node:path'
import { READER_CATALOGS } from '@/i18n/catalog-parts'
import { catalogsBySource, misplacedCatalogs, type ModuleGraph } from '@/i18n/message-parts-plugin'

const SRC = '/app/src/'

/**
 * A small app: the entry loads the router, which loads one screen per reader; each screen imports
 * the modules given, every module's catalogs being those `catalogs` names for it.
 */
function app(imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  const screens = [
    'app/routes/public/login.tsx',
    'app/routes/public/registration.tsx',
    'app/routes/committee/home.tsx',
    'app/routes/jury/home.tsx',
    'app/routes/participant/home.tsx',
    'app/routes/innovation-update/committee-home.tsx',
    'app/routes/innovation-update/participant-list.tsx',
  ]
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    'main.tsx': { importedIds: [SRC + 'app/router.tsx'], dynamicallyImportedIds: [] },
    'app/router.tsx': {
      importedIds: (imports['app/router.tsx'] ?? []).map((path) => SRC + path),
      dynamicallyImportedIds: screens.map((path) => SRC + path),
    },
  }
  for (const path of new Set([
    ...screens,
    ...Object.keys(imports),
    ...Object.values(imports).flat(),
  ]))
    modules[path] ??= {
      importedIds: (imports[path] ?? []).map((to) => SRC + to),
      dynamicallyImportedIds: (dynamic[path] ?? []).map((to) => SRC + to),
    }
  const graph: ModuleGraph = { getModuleInfo: (id) => modules[id.slice(SRC.length)] ?? null }
  return graph
}

/** Each reader's screen imports one module per catalog its list names: the lists are right. */
function listedImports(): Record<string, string[]> {
  const screen = {
    'sign-in': 'app/routes/public/login.tsx',
    public: 'app/routes/public/registration.tsx',
    committee: 'app/routes/committee/home.tsx',
    jury: 'app/routes/jury/home.tsx',
    participant: 'app/routes/participant/home.tsx',
    'updates-committee': 'app/routes/innovation-update/committee-home.tsx',
    'updates-participant': 'app/routes/innovation-update/participant-list.tsx',
  }
  return Object.fromEntries(
    Object.entries(READER_CATALOGS).map(([reader, catalogs]) => [
      screen[reader as keyof typeof screen],
      catalogs.map((catalog) => `catalog/${catalog}.ts`),
    ]),
  )
}

const catalogsOf = (path: string) => (/^catalog\/(.+)\.ts$/.exec(path)?.[1] ?? 'start').split(',')

const check = (graph: ModuleGraph) =>
  misplacedCatalogs({ src: SRC, entry: 'main.tsx', router: 'app/router.tsx', graph, catalogsOf })

describe("the build's check of the catalogs' parts", () => {
  it('passes when every reader lists exactly what its screens reach', () => {
    expect(check(app(listedImports()))).toEqual([])
  })

  it('fails when a screen starts using a module whose catalog its area does not load, even through a later import', () => {
    const imports = listedImports()
    imports['app/routes/jury/home.tsx']!.push('features/x/dialog.tsx')
    const graph = app(
      { ...imports, 'features/x/dialog.tsx': [] },
      { 'features/x/dialog.tsx': ['catalog/features-gallery.ts'] },
    )
    expect(check(graph)).toEqual([
      'The jury screens show features-gallery (src/catalog/features-gallery.ts): add it to their list.',
    ])
  })

  it('fails when a list names a catalog its screens never show', () => {
    const imports = listedImports()
    imports['app/routes/jury/home.tsx'] = imports['app/routes/jury/home.tsx']!.filter(
      (path) => path !== 'catalog/routes-jury.ts',
    )
    expect(check(app(imports))).toEqual([
      'The jury screens show no routes-jury: take it off their list.',
    ])
  })

  it("fails when the shell around every screen shows a catalog that some area's files do not hold", () => {
    const graph = app({ ...listedImports(), 'app/router.tsx': ['catalog/features-scoring.ts'] })
    expect(check(graph)).toEqual([
      "The app's shell shows features-scoring (src/catalog/features-scoring.ts) on every screen: every area must list it.",
    ])
  })

  it("reads each source file's catalogs from the catalogs' record of where their messages are written", () => {
    const catalogsOfSource = catalogsBySource(resolve('src/locales/en'))
    expect(catalogsOfSource('app/routes/jury/grand-final.tsx')).toEqual(['routes-jury'])
    expect(catalogsOfSource('config/read-config.ts')).toEqual(['config'])
    expect(catalogsOfSource('no/such/file.ts')).toEqual([])
  })
})
