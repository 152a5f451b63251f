// Read by vite.config.ts and the bench too (they group the catalogs' compiled files by part): no
// imports here.

/**
 * The catalogs the first screen needs: the landing and the shell around every screen (states,
 * errors, the offline banner, page titles). They download first, as one file per language; the
 * other catalogs come with the code of the first screen that needs them (docs/i18n.md).
 */
export const START_CATALOGS: readonly string[] = ['shell', 'start']

/**
 * The configuration's problems: shown only when the app cannot start (its configuration error page,
 * the start's failure page), never by a screen. They load on those paths only.
 */
export const PROBLEM_CATALOGS: readonly string[] = ['config']

/**
 * Which catalogs each reader's screens show, beside the start's: each signed-in area (named as in
 * src/app/area-chunks.ts), `sign-in` (the sign-in pages, which every signed-in visit may pass
 * through on its way to an area) and `public`, the other screens that are no area's (registration,
 * diagnostics, the landing once signed in). A catalog is shown by a screen when a
 * module of its folder is reachable from the screen's code: the build checks these lists against
 * the real import graph and fails when one misses or has one too many (message-parts-plugin.ts),
 * so a screen never shows a message id instead of its words. Every catalog no reader lists is read
 * by the servers only (the demo API, the API's request bodies' messages).
 */
export const READER_CATALOGS = {
  'sign-in': ['features-auth', 'sign-in'],
  public: [
    'domain',
    'features-auth',
    'features-periods',
    'features-teams',
    'routes-public',
    'shell-areas',
    'sign-in',
  ],
  committee: [
    'committee-menu',
    'domain',
    'features-activity',
    'features-auth',
    'features-feedback',
    'features-judges',
    'features-messages',
    'features-notifications',
    'features-periods',
    'features-proposals',
    'features-reports',
    'features-scoring',
    'features-teams',
    'features-users',
    'features-votes',
    'routes-committee',
    'shell-areas',
  ],
  jury: [
    'domain',
    'features-auth',
    'features-notifications',
    'features-periods',
    'features-proposals',
    'features-scoring',
    'routes-jury',
    'shell-areas',
  ],
  participant: [
    'domain',
    'features-auth',
    'features-award',
    'features-feedback',
    'features-gallery',
    'features-innovation-updates',
    'features-notifications',
    'features-periods',
    'features-proposals',
    'features-scoring',
    'features-teams',
    'features-votes',
    'routes-participant',
    'shell-areas',
  ],
  'updates-committee': [
    'domain',
    'features-auth',
    'features-innovation-updates',
    'features-messages',
    'features-notifications',
    'features-periods',
    // The committee's menu frames this area too.
    'committee-menu',
    'routes-innovation-update',
    'shell-areas',
  ],
  'updates-participant': [
    'domain',
    'features-auth',
    'features-innovation-updates',
    'features-notifications',
    'features-periods',
    'routes-innovation-update',
    'shell-areas',
  ],
} as const satisfies Record<string, readonly string[]>

/** Who loads messages past the landing: a signed-in area, the sign-in pages, or the other screens. */
export type Reader = keyof typeof READER_CATALOGS

export const READERS = Object.keys(READER_CATALOGS) as Reader[]
const AREA_READERS = READERS.filter((reader) => reader !== 'public' && reader !== 'sign-in')

/** Whether a reader is a signed-in area (not the sign-in pages nor the other screens). */
export const isAreaReader = (reader: Reader): boolean =>
  (AREA_READERS as readonly Reader[]).includes(reader)

/**
 * A reader's file of messages. An area's own messages come in two files: `first`, those its first
 * screen can show (its layout and home, and what they open: src/app/area-chunks.ts's `first`), and
 * `rest`, the others, which the area's later screens load too. The first screen after sign-in then
 * downloads only the words it shows. The sign-in pages' and the other screens' come in one file.
 */
export type ReaderFile = Reader | `${Reader}/first` | `${Reader}/rest`

export const READER_FILES: readonly ReaderFile[] = READERS.flatMap((reader): ReaderFile[] =>
  isAreaReader(reader) ? [`${reader}/first`, `${reader}/rest`] : [reader],
)

/** The files of a reader's messages its first screen (`first`) or any of its screens loads. */
export const readerFiles = (reader: Reader, screens: 'first' | 'all'): ReaderFile[] =>
  !isAreaReader(reader)
    ? [reader]
    : screens === 'first'
      ? [`${reader}/first`]
      : [`${reader}/first`, `${reader}/rest`]

/**
 * The file a catalog's compiled messages go into, for one language: `start`; `problems`;
 * `signed-in` for those every area shows (the sign-in pages load it too: they lead into an area);
 * `server` for every other one. A reader does not load `server`: its screens' other catalogs are
 * copied into a file of its own (`readerCatalogs`, src/i18n/reader-messages-plugin.ts), so that an
 * area fetches its words in one file besides `signed-in`, never another area's. `server` is what
 * the demo API reads, and is left out of the service worker's precache.
 */
export type CatalogPart = 'start' | 'problems' | 'signed-in' | 'server'

export const catalogPart = (catalog: string): CatalogPart => {
  if (START_CATALOGS.includes(catalog)) return 'start'
  if (PROBLEM_CATALOGS.includes(catalog)) return 'problems'
  const shows = (reader: Reader) => (READER_CATALOGS[reader] as readonly string[]).includes(catalog)
  return AREA_READERS.every(shows) ? 'signed-in' : 'server'
}

/** The catalogs a reader's own file holds: those its screens show, but the `signed-in` part's. */
export const readerCatalogs = (reader: Reader): readonly string[] =>
  READER_CATALOGS[reader].filter((catalog) => catalogPart(catalog) !== 'signed-in')

/** The name of the compiled file that holds a language's part: `messages-id`, `messages-id-problems`. */
export const partChunkName = (language: string, part: CatalogPart): string =>
  part === 'start' ? `messages-${language}` : `messages-${language}-${part}`

/**
 * The name of the file that holds a reader's own messages in a language: `messages-id-public`,
 * `messages-id-jury-first`.
 */
export const readerChunkName = (language: string, file: ReaderFile): string =>
  `messages-${language}-${file.replace('/', '-')}`
