/**
 * How the build splits the signed-in areas' code (vite.config.ts), so that a person's first screen
 * downloads its own area's code and what the areas share, and nothing of another area's screens.
 *
 * Each area's first screen (its layout and home) is followed through its static imports. A module
 * that only one area's first screen needs goes to that area's chunk; one that every area's first
 * screen needs, or the sign-in pages that every signed-in visit passes through (the app shell's
 * menu, the API client, zod, the screens' stylesheet…), goes to one chunk the signed-in screens
 * share. One that some areas' first screens need and others do not (the forms' library) is left to
 * the bundler, which puts it in a chunk only those screens load, so that an area never downloads
 * what its first screen does not show. Every other module belongs to the later screens: each
 * screen is a chunk of its own, and what later screens share goes to one chunk per set of areas
 * whose screens use it (`more-<areas>`), rather than the bundler's dozens of tiny chunks, whose
 * names the entry would list among the files each screen needs. The area's layout fetches them
 * when the browser is idle.
 *
 * The bench (scripts/bench-areas.mjs) reads the same list to tell which area a built chunk serves.
 */

/** The chunk of the modules every first screen needs. */
export const SHARED_CHUNK = 'signed-in'

/** The screens that are no area's: the sign-in pages, which every signed-in visit passes through. */
const SIGN_IN = {
  name: 'sign-in',
  first: ['app/routes/public/login.tsx', 'app/routes/public/login-spa.tsx'],
}

/**
 * Each signed-in area: its chunk's name, its first screen's modules, and where its screens live
 * (paths under src/).
 */
export const AREAS = [
  {
    name: 'committee',
    first: ['app/routes/committee/layout.tsx', 'app/routes/committee/home.tsx'],
    screens: /app[\\/]routes[\\/]committee[\\/]/,
  },
  {
    name: 'jury',
    first: ['app/routes/jury/layout.tsx', 'app/routes/jury/home.tsx'],
    screens: /app[\\/]routes[\\/]jury[\\/]/,
  },
  {
    name: 'participant',
    first: ['app/routes/participant/layout.tsx', 'app/routes/participant/home.tsx'],
    screens: /app[\\/]routes[\\/]participant[\\/]/,
  },
  {
    name: 'updates-committee',
    first: [
      'app/routes/innovation-update/committee-layout.tsx',
      'app/routes/innovation-update/committee-home.tsx',
    ],
    screens: /app[\\/]routes[\\/]innovation-update[\\/](committee-|edit-times-dialog|period-row)/,
  },
  {
    name: 'updates-participant',
    first: [
      'app/routes/innovation-update/participant-layout.tsx',
      'app/routes/innovation-update/participant-list.tsx',
    ],
    screens: /app[\\/]routes[\\/]innovation-update[\\/]participant-/,
  },
] as const

/**
 * How many areas (the screens outside the areas counted as one more) may share a chunk of later
 * screens' code, most first: the order of those chunks' groups.
 */
export const LATER_SIZES = AREAS.map((_, i) => AREAS.length + 1 - i).concat(1)

/** What the bundler tells about a module: the modules it imports, at once or when asked. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** Every module `entries` pull in through static imports (dynamic imports are later screens). */
function staticClosure(entries: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    const info = graph.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...info.importedIds)
  }
  return seen
}

interface Reach {
  name: string
  /** What the area's first screen needs. */
  first: Set<string>
  /** What any of the area's screens needs. */
  all: Set<string>
}

/**
 * The screens no area holds (registration, diagnostics…) and what the entry loads when asked (the
 * landing's signed-in part): their code counts as one more user when later screens' shared code is
 * grouped, so that they never load a chunk made for an area.
 */
const OTHERS = 'others'

/**
 * The `name`s of the code-splitting groups, in this order of priority: `shared` names the modules
 * every first screen needs, `common` those some areas' first screens need, `own` those one area's
 * first screen needs and no other area's screen uses (a module a later screen of another area
 * needs too would make that area download this area's chunk), `later(size)` what later screens
 * share; null leaves a module to the bundler's own split. A group takes the dependencies
 * of the modules it names along, so `own` names a module only when each of its dependencies is
 * the entry's, shared, or the same area's own too. `src` is the absolute path of src/ with its
 * trailing separator, as module ids start; `entry` is the app's entry module and `router` the
 * module that loads the screens.
 */
export function areaChunkNames(options: {
  src: string
  entry: string
  router: string
  alsoShared: (id: string) => boolean
}) {
  const { src, entry, router, alsoShared } = options
  let known:
    { initial: Set<string>; areas: Reach[]; screens: Set<string>; others: Set<string> } | undefined
  const reach = (graph: ModuleGraph) => {
    const screens = graph.getModuleInfo(router)?.dynamicallyImportedIds ?? []
    const areas = [SIGN_IN, ...AREAS].map((area) => {
      const first = area.first.map((path) => src + path)
      const own =
        'screens' in area ? screens.filter((id) => area.screens.test(id.slice(src.length))) : []
      return {
        name: area.name,
        first: staticClosure(first, graph),
        all: staticClosure([...first, ...own], graph),
      }
    })
    const initial = staticClosure([entry], graph)
    const inArea = (id: string) => AREAS.some((area) => area.screens.test(id.slice(src.length)))
    const asked = [...initial].flatMap(
      (id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
    )
    const others = staticClosure(
      asked.filter((id) => !inArea(id)),
      graph,
    )
    return { initial, areas, screens: new Set(screens), others }
  }
  const isShared = (id: string) => {
    if (alsoShared(id)) return true
    const [signIn, ...areas] = known!.areas
    return signIn!.first.has(id) || areas.every((a) => a.first.has(id))
  }
  const ownArea = new Map<string, string | null>()
  const own = (id: string, graph: ModuleGraph): string | null => {
    const decided = ownArea.get(id)
    if (decided !== undefined) return decided
    const users = known!.areas.filter((a) => a.all.has(id))
    const area =
      users.length === 1 && users[0]!.first.has(id) && !known!.others.has(id)
        ? users[0]!.name
        : null
    // Taken as the area's while its dependencies are looked at, so an import cycle ends.
    ownArea.set(id, area)
    if (area === null) return null
    const fits = (graph.getModuleInfo(id)?.importedIds ?? []).every(
      (dep) =>
        known!.initial.has(dep) ||
        isShared(dep) ||
        common(dep) !== null ||
        own(dep, graph) === area ||
        firstOf(dep, graph) === `first-${area}`,
    )
    ownArea.set(id, fits ? area : null)
    return fits ? area : null
  }
  /**
   * What one area's first screen needs besides its screens (a badge, an API call): one chunk beside
   * the area's own (`first-committee`), which holds the screens, so that the first screen fetches
   * it in one request, and a later screen of another area, or a page outside the areas, that needs
   * some of it downloads no screen of this area. Named only when each dependency is the entry's,
   * shared, a chunk of some first screens, or named the same.
   */
  const firstOfArea = new Map<string, string | null>()
  const firstOf = (id: string, graph: ModuleGraph): string | null => {
    const decided = firstOfArea.get(id)
    if (decided !== undefined) return decided
    const { initial, areas, screens } = known!
    const users = areas.slice(1).filter((a) => a.first.has(id))
    const name =
      initial.has(id) ||
      screens.has(id) ||
      isShared(id) ||
      areas[0]!.first.has(id) ||
      users.length !== 1
        ? null
        : `first-${users[0]!.name}`
    // Taken as named while its dependencies are looked at, so an import cycle ends.
    firstOfArea.set(id, name)
    if (name === null) return null
    const fits = (graph.getModuleInfo(id)?.importedIds ?? []).every(
      (dep) =>
        initial.has(dep) || isShared(dep) || common(dep) !== null || firstOf(dep, graph) === name,
    )
    firstOfArea.set(id, fits ? name : null)
    return fits ? name : null
  }
  /**
   * What the first screens of some areas need and the others' do not: one chunk per such set of
   * areas, named after them (`first-committee.jury`), so that those areas fetch it in one request
   * and the others never.
   * A screen itself stays the bundler's (its own chunk): no area loads another area's screen.
   */
  const common = (id: string): string | null => {
    if (known!.initial.has(id) || known!.screens.has(id) || isShared(id)) return null
    const users = known!.areas.slice(1).filter((a) => a.first.has(id))
    return users.length > 1 ? `first-${users.map((a) => a.name).join('.')}` : null
  }
  /**
   * What only later screens need, named after the areas whose screens use it (`more-jury`,
   * `more-committee.jury`), `others` among them when a screen outside the areas does too. A group
   * takes a module's dependencies along, unless a group before it has taken them: so a module is
   * named only when each of its dependencies is the entry's, shared, taken by a first screen's
   * chunk, or named too. A dependency is used by the same areas or more, and the groups of more
   * areas come first (`LATER_SIZES`, in vite.config.ts), so it goes to its own chunk, never to one
   * made for fewer areas, and nothing a first screen needs ends up in a chunk of later screens.
   */
  const laterNames = new Map<string, { name: string; size: number } | null>()
  const firstChunk = (id: string, graph: ModuleGraph) =>
    own(id, graph) !== null || common(id) !== null || firstOf(id, graph) !== null
  const later = (id: string, graph: ModuleGraph): { name: string; size: number } | null => {
    const decided = laterNames.get(id)
    if (decided !== undefined) return decided
    const { initial, areas, screens, others } = known!
    const users = areas.filter((a) => a.all.has(id)).map((a) => a.name)
    if (others.has(id)) users.push(OTHERS)
    const named =
      initial.has(id) ||
      screens.has(id) ||
      isShared(id) ||
      areas.some((a) => a.first.has(id)) ||
      users.filter((user) => user !== OTHERS).length === 0
        ? null
        : { name: `more-${users.join('.')}`, size: users.length }
    // Taken as named while its dependencies are looked at, so an import cycle ends.
    laterNames.set(id, named)
    if (named === null) return null
    const fits = (graph.getModuleInfo(id)?.importedIds ?? []).every(
      (dep) =>
        initial.has(dep) || isShared(dep) || firstChunk(dep, graph) || later(dep, graph) !== null,
    )
    laterNames.set(id, fits ? named : null)
    return fits ? named : null
  }
  return {
    shared: (id: string, graph: ModuleGraph): string | null => {
      known ??= reach(graph)
      return isShared(id) ? SHARED_CHUNK : null
    },
    own: (id: string, graph: ModuleGraph): string | null => {
      known ??= reach(graph)
      return own(id, graph)
    },
    common: (id: string, graph: ModuleGraph): string | null => {
      known ??= reach(graph)
      return common(id)
    },
    firstOf: (id: string, graph: ModuleGraph): string | null => {
      known ??= reach(graph)
      return firstOf(id, graph)
    },
    /** The group of what later screens of `size` areas (`others` counted as one) share. */
    later:
      (size: number) =>
      (id: string, graph: ModuleGraph): string | null => {
        known ??= reach(graph)
        const named = later(id, graph)
        return named?.size === size ? named.name : null
      },
  }
}
