import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { AREA_CATALOGS, catalogPart, SERVER_CATALOGS, START_CATALOGS } from '@/i18n/catalog-parts'

const catalogsIn = (language: string) =>
  readdirSync(resolve('src/locales', language))
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.replace(/\.po$/, ''))
    .sort()

describe('the parts the catalogs download in', () => {
  it('names only catalogs that exist, in both languages, so a renamed one is not left behind', () => {
    const named = [...START_CATALOGS, ...SERVER_CATALOGS, ...Object.values(AREA_CATALOGS).flat()]
    for (const language of ['en', 'id'])
      expect(catalogsIn(language)).toEqual(expect.arrayContaining(named))
  })

  it("puts an area's own screens' messages in its part, and what several areas show in the signed-in part", () => {
    expect(catalogPart('routes-committee')).toBe('committee')
    expect(catalogPart('features-judges')).toBe('committee')
    expect(catalogPart('routes-jury')).toBe('jury')
    expect(catalogPart('routes-participant')).toBe('participant')
    expect(catalogPart('routes-innovation-update')).toBe('updates')
    expect(catalogPart('features-proposals')).toBe('signed-in')
    expect(catalogPart('shell-areas')).toBe('signed-in')
    expect(catalogPart('shell')).toBe('start')
    expect(catalogPart('demo')).toBe('server')
  })

  it('gives every catalog one part', () => {
    for (const catalog of catalogsIn('en')) {
      const parts = [
        START_CATALOGS.includes(catalog),
        SERVER_CATALOGS.includes(catalog),
        ...Object.values(AREA_CATALOGS).map((list) =>
          (list as readonly string[]).includes(catalog),
        ),
      ].filter(Boolean)
      expect(parts.length, catalog).toBeLessThanOrEqual(1)
    }
  })
})
