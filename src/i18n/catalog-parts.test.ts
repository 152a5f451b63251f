import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  catalogPart,
  partReaders,
  PROBLEM_CATALOGS,
  READER_CATALOGS,
  readerParts,
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

  it('puts what every area shows in the signed-in part, what some show in a part of those areas only', () => {
    expect(catalogPart('shell')).toBe('start')
    expect(catalogPart('config')).toBe('problems')
    expect(catalogPart('shell-areas')).toBe('signed-in')
    expect(catalogPart('features-notifications')).toBe('signed-in')
    expect(catalogPart('routes-jury')).toBe('jury')
    expect(catalogPart('features-scoring')).toBe('committee.jury.participant')
    expect(catalogPart('routes-innovation-update')).toBe('updates-committee.updates-participant')
    expect(catalogPart('sign-in')).toBe('sign-in')
    expect(catalogPart('routes-public')).toBe('public')
    expect(catalogPart('demo')).toBe('server')
    expect(catalogPart('contract')).toBe('server')
  })

  it("loads for each reader every part that holds a catalog its screens show, and no part only other areas' screens show", () => {
    for (const [reader, catalogs] of Object.entries(READER_CATALOGS)) {
      const parts = readerParts(reader as keyof typeof READER_CATALOGS)
      for (const catalog of catalogs) expect(parts, catalog).toContain(catalogPart(catalog))
      expect(parts).toContain('signed-in')
      if (reader !== 'public')
        for (const part of parts) expect(partReaders(part), part).toContain(reader)
    }
    expect(readerParts('jury').sort()).toEqual(['committee.jury.participant', 'jury', 'signed-in'])
    // The sign-in pages, on the way into any area, load no part only some areas show,
    // nor the other public screens' (diagnostics, registration).
    expect(readerParts('sign-in').sort()).toEqual(['sign-in', 'signed-in'])
  })
})
