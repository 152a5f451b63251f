import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  catalogPart,
  PROBLEM_CATALOGS,
  READER_CATALOGS,
  readerCatalogs,
  READERS,
  START_CATALOGS,
} from '@/i18n/catalog-parts'

const catalogsIn = (language: string) =>
  readdirSync(resolve('src/locales', language))
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.replace(/\.po$/, ''))
    .sort()

describe('the parts the catalogs download in', () => {
  it('names only catalogs that exist, in both languages, so a renamed one is not left behind', () => {
    const named = [...START_CATALOGS, ...PROBLEM_CATALOGS, ...Object.values(READER_CATALOGS).flat()]
    for (const language of ['en', 'id'])
      expect(catalogsIn(language)).toEqual(expect.arrayContaining(named))
  })

  it('puts what every area shows in the signed-in part, and no other catalog a screen shows in a part the browser loads', () => {
    expect(catalogPart('shell')).toBe('start')
    expect(catalogPart('config')).toBe('problems')
    expect(catalogPart('shell-areas')).toBe('signed-in')
    expect(catalogPart('features-notifications')).toBe('signed-in')
    for (const catalog of ['routes-jury', 'features-scoring', 'sign-in', 'routes-public', 'demo'])
      expect(catalogPart(catalog), catalog).toBe('server')
  })

  it("gives each reader a file with every catalog its screens show but the signed-in part's, so it loads two files and no other reader's", () => {
    for (const reader of READERS) {
      const own = readerCatalogs(reader)
      for (const catalog of READER_CATALOGS[reader])
        expect(own.includes(catalog) || catalogPart(catalog) === 'signed-in', catalog).toBe(true)
      for (const catalog of own) expect(READER_CATALOGS[reader], catalog).toContain(catalog)
    }
    expect([...readerCatalogs('jury')].sort()).toEqual([
      'features-proposals',
      'features-scoring',
      'routes-jury',
    ])
    // The sign-in pages, on the way into any area, read only their own catalog beside the
    // signed-in part: not the other public screens' (diagnostics, registration).
    expect(readerCatalogs('sign-in')).toEqual(['sign-in'])
  })
})
