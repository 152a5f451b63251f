// Read by vite.config.ts and the bench too (they group the catalogs' compiled files by part): no
// imports here.

/**
 * The catalogs the first screen needs: the landing and the shell around every screen (states,
 * errors, the offline banner, page titles). They download first, as one file per language; the
 * other catalogs come with the code of the first screen that needs them (docs/i18n.md).
 */
export const START_CATALOGS: readonly string[] = ['shell', 'start']

/**
 * The catalogs only a server reads (the demo API's answers and its sign-in page, worded where they
 * are made): the browser never loads them.
 */
export const SERVER_CATALOGS: readonly string[] = ['demo']

/**
 * The catalogs whose messages only one area's screens show, by the area's part: they download
 * with that area's first screen and never in another area. Every other catalog (the shell of the
 * areas, the award's rules, the sign-in pages, the features several areas use) is the `signed-in`
 * part, which every screen past sign-in loads.
 */
export const AREA_CATALOGS = {
  committee: [
    'routes-committee',
    'features-judges',
    'features-reports',
    'features-users',
    'features-activity',
  ],
  jury: ['routes-jury'],
  participant: ['routes-participant', 'features-award'],
  // Both innovation-update areas (the committee's and the participant's) share their folder.
  updates: ['routes-innovation-update'],
} as const satisfies Record<string, readonly string[]>

export type AreaPart = keyof typeof AREA_CATALOGS

export type CatalogPart = 'start' | 'signed-in' | AreaPart | 'server'

/** The parts the browser loads, each when first needed. */
export const BROWSER_PARTS: readonly CatalogPart[] = [
  'start',
  'signed-in',
  ...(Object.keys(AREA_CATALOGS) as AreaPart[]),
]

export const catalogPart = (catalog: string): CatalogPart => {
  if (START_CATALOGS.includes(catalog)) return 'start'
  if (SERVER_CATALOGS.includes(catalog)) return 'server'
  const area = (Object.keys(AREA_CATALOGS) as AreaPart[]).find((part) =>
    (AREA_CATALOGS[part] as readonly string[]).includes(catalog),
  )
  return area ?? 'signed-in'
}

/** The name of the compiled file that holds a language's part: `messages-id`, `messages-id-jury`. */
export const partChunkName = (language: string, part: CatalogPart): string =>
  part === 'start' ? `messages-${language}` : `messages-${language}-${part}`
