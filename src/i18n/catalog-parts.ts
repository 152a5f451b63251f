// Read by vite.config.ts too (it groups the catalogs' compiled files by part): no imports here.

/**
 * The catalogs the first screen needs: the landing and the shell around every screen (states,
 * errors, the offline banner, page titles). They download first, as one file per language; every
 * other catalog (the sign-in pages' included) comes with the code of the first screen loaded after
 * it, as one more file per language (docs/i18n.md).
 */
export const START_CATALOGS: readonly string[] = ['shell', 'start']

export type CatalogPart = 'start' | 'areas'

export const catalogPart = (catalog: string): CatalogPart =>
  START_CATALOGS.includes(catalog) ? 'start' : 'areas'

/** The name of the compiled file that holds a language's part: `messages-id`, `messages-id-areas`. */
export const partChunkName = (language: string, part: CatalogPart): string =>
  part === 'start' ? `messages-${language}` : `messages-${language}-areas`
