/**
 * How the build splits the signed-in areas' code (vite.config.ts), so that a person's first screen
 * downloads its own area's code and what the areas share, and nothing of another area's screens.
 *
 * Each area's first screen (its layout and home) is followed through its static imports. A module
 * that only one area's first screen needs goes to that area's chunk, or to the chunk beside it
 * (`first-<area>`) when another area's later screen needs it too; one that several areas' first
 * screens need, or the sign-in pages that every signed-in visit passes through (the app shell's
 * menu, the API client, zod, the screens' stylesheet, a table's or a badge's component…), goes to
 * one chunk the signed-in screens share. Only a big library that some areas' first screens need
 * and others' do not (the forms' library) stays out of it, with the modules that import it: it
 * goes to the `first-` chunk of those areas, which they then share (`first-participant.
 * updates-committee`), so that an area's first screen fetches, after the shell, its screens, one
 * `first-` chunk and its messages, and never a big library it does not use. Every other module
 * belongs to the later screens: each
 * screen is a chunk of its own, and what later screens share goes to one chunk per set of areas
 * whose screens use it (`more-<areas>`), rather than the bundler's dozens of tiny chunks, whose
 * names the entry would list among the files each screen needs. The area's layout fetches them
 * when the browser is idle.
 *
 * The bench (scripts/bench-areas.mjs) reads the same list to tell which area a built chunk serves.
 */

/** The chunk of the modules every first screen needs. */
export const SHARED_CHUNK = 'signed-in'

/**
 * How big a library's modules that some areas' first screens need and others' do not may be (their
 * source, in characters) and still go to the shared chunk: a few components of a library cost every
 * area less than one more request costs the areas that need them; the forms' library (over 100,000)
 * does not.
 */
export const BIG_LIBRARY = 30_000

/** The package a module of node_modules belongs to (`react-hook-form`, `@hookform/resolvers`). */
const packageOf = (id: string) =>
  /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace(/\\/g, '/')

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
  getModuleInfo(id: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
    code?: string | null
  } | null
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
 * every first screen needs, or several areas' first screens but a big library's; `firstOf` what
 * one area's first screen needs beside its screens, and the big libraries some areas' first
 * screens need; `own` those one area's first screen needs and no other area's screen uses (a module
 * a later screen of another area needs too would make that area download this area's chunk);
 * `later(size)` what later screens share; null leaves a module to the bundler's own split. A group
 * takes the dependencies of the modules it names along, so a group names a module only when each
 * of its dependencies is the entry's, shared, or in a chunk of the same kind named the same. `src` is the
 * absolute path of src/ with its trailing separator, as module ids start; `entry` is the app's
 * entry module and `router` the module that loads the screens.
 */
export function areaChunkNames(options: {
  src: string
  entry: string
  router: string
  alsoShared: (id: string) => boolean
}) {
  const { src, entry, router, alsoShared } = options
  let known:
    | {
        initial: Set<string>
        areas: Reach[]
        screens: Set<string>
        others: Set<string>
        several: Set<string>
        apart: Set<string>
        firstChunkOf: Map<string, string>
      }
    | undefined
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
    // What several areas' first screens need, and not every one's nor the sign-in pages'.
    const [signIn, ...inAreas] = areas
    const several = new Set(
      inAreas
        .flatMap((area) => [...area.first])
        .filter(
          (id) =>
            !initial.has(id) &&
            !screens.includes(id) &&
            !alsoShared(id) &&
            !signIn!.first.has(id) &&
            !inAreas.every((area) => area.first.has(id)) &&
            inAreas.filter((area) => area.first.has(id)).length > 1,
        ),
    )
    // Of those, the big libraries' modules, and every module that imports one.
    const sizes = new Map<string, number>()
    for (const id of several) {
      const name = packageOf(id)
      if (name)
        sizes.set(name, (sizes.get(name) ?? 0) + (graph.getModuleInfo(id)?.code ?? '').length)
    }
    const apart = new Set(
      [...several].filter((id) => (sizes.get(packageOf(id) ?? '') ?? 0) >= BIG_LIBRARY),
    )
    for (let grown = true; grown;) {
      grown = false
      for (const id of several)
        if (
          !apart.has(id) &&
          (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => apart.has(dep))
        ) {
          apart.add(id)
          grown = true
        }
    }
    // The areas whose first screens share a big library share their `first-` chunk.
    const together = new Map(inAreas.map((area) => [area.name, new Set([area.name])]))
    for (const id of apart) {
      const users = inAreas.filter((area) => area.first.has(id)).map((area) => area.name)
      const merged = new Set(users.flatMap((name) => [...together.get(name)!]))
      for (const name of merged) together.set(name, merged)
    }
    const firstChunkOf = new Map(
      inAreas.map((area) => [
        area.name,
        `first-${inAreas
          .filter((other) => together.get(area.name)!.has(other.name))
          .map((other) => other.name)
          .join('.')}`,
      ]),
    )
    return {
      initial,
      areas,
      screens: new Set(screens),
      others,
      several,
      apart,
      firstChunkOf,
    }
  }
  const isShared = (id: string) => {
    if (alsoShared(id)) return true
    const [signIn, ...areas] = known!.areas
    return (
      signIn!.first.has(id) ||
      areas.every((a) => a.first.has(id)) ||
      (known!.several.has(id) && !known!.apart.has(id))
    )
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
        own(dep, graph) === area ||
        firstOf(dep, graph) !== null,
    )
    ownArea.set(id, fits ? area : null)
    return fits ? area : null
  }
  /**
   * What one area's first screen needs besides its screens and the shared chunk (a badge, an API
   * call, the forms' library): one chunk beside the area's own (`first-committee`), which holds the
   * screens, so that the first screen fetches it in one request, and a later screen of another
   * area, or a page outside the areas, that needs some of it downloads no screen of this area. The
   * areas whose first screens need the same big library share this chunk (`first-participant.
   * updates-committee`): a module is in one chunk only, and a chunk of its own would be one more
   * request for each of them. Named only when each dependency is the entry's, shared, or named the
   * same.
   */
  const firstOfArea = new Map<string, string | null>()
  const firstOf = (id: string, graph: ModuleGraph): string | null => {
    const decided = firstOfArea.get(id)
    if (decided !== undefined) return decided
    const { initial, areas, screens, firstChunkOf } = known!
    const users = areas.slice(1).filter((a) => a.first.has(id))
    const name =
      initial.has(id) ||
      screens.has(id) ||
      isShared(id) ||
      areas[0]!.first.has(id) ||
      users.length === 0
        ? null
        : firstChunkOf.get(users[0]!.name)!
    // Taken as named while its dependencies are looked at, so an import cycle ends.
    firstOfArea.set(id, name)
    if (name === null) return null
    const fits = (graph.getModuleInfo(id)?.importedIds ?? []).every(
      (dep) => initial.has(dep) || isShared(dep) || firstOf(dep, graph) === name,
    )
    firstOfArea.set(id, fits ? name : null)
    return fits ? name : null
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
    own(id, graph) !== null || firstOf(id, graph) !== null
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
