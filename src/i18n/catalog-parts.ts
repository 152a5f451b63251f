// Read by vite.config.ts too (it groups the catalogs' compiled files by part): no imports here.

/**
 * The catalogs a signed-out visitor needs (the landing, sign-in, the shell around them). They
 * download first, as one file per language; every other catalog waits until a screen past sign-in
 * is opened, and then downloads as one more file per language (docs/i18n.md).
 */
export const START_CATALOGS: readonly string[] = [
  'shell',
  'start',
  'routes-public',
  'features-auth',
]

export type CatalogPart = 'start' | 'areas'

export const catalogPart = (catalog: string): CatalogPart =>
  START_CATALOGS.includes(catalog) ? 'start' : 'areas'

/** The name of the compiled file that holds a language's part: `messages-id`, `messages-id-areas`. */
export const partChunkName = (language: string, part: CatalogPart): string =>
  part === 'start' ? `messages-${language}` : `messages-${language}-areas`
