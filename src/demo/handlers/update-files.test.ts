// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { resetDemoData, TEST_TOKEN_PREFIX } from '@/testing/demo-server'
import { typedFile } from '@/testing/upload-files'

// An innovation update's files (docs/api.md "Innovation updates"): who may add, remove and open them.

const YEAR = new Date(Date.parse('2026-11-21T03:00:00.000Z')).getUTCFullYear()
const OWN = `prop-101.period-${YEAR}-1` // team-01's proposal, period 1 running
const OTHER_TEAM_MEMBER = 'c0a80001-0000-4000-8000-000000000024' // team-02
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4])

function formOf(file: File) {
  const form = new FormData()
  form.append('file', file)
  return form
}
const attach = (as: string, file: File = new File([PNG], 'pump.png', { type: 'image/png' })) =>
  call(as, 'POST', `/innovation-update/${OWN}/attachment`, formOf(file))

const read = async (as: string) => (await call(as, 'GET', `/innovation-update/${OWN}`)).body.value

/** Opens an address as <img src> or a link does: no bearer token, unless `as` is given. */
async function open(url: string, as?: string) {
  const response = await fetch(`http://localhost${url}`, {
    headers: as ? { Authorization: `Bearer ${TEST_TOKEN_PREFIX}${as}` } : {},
  })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

const fields = {
  progress: 30,
  achievements: 'Sensors fitted',
  obstacles: '',
  nextSteps: 'Train the model',
  valueRealised: 1_000_000,
}

beforeEach(() => resetDemoData())

describe('innovation update files', () => {
  it('a member attaches a file before any save: the Draft starts with it, and a save keeps it', async () => {
    expect((await read(SEEDED.participantMember)).status).toBe('NotStarted')
    const added = await attach(SEEDED.participantMember)
    expect(added.status).toBe(201)
    expect(added.body.value).toMatchObject({ fileName: 'pump.png', size: PNG.length })

    const update = await read(SEEDED.participantMember)
    expect(update).toMatchObject({ status: 'Draft', version: 0 })
    expect(update.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['pump.png'])
    // The texts are saved against the version they started from: a file did not change it.
    const saved = await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, {
      fields,
      version: 0,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.value.attachments).toHaveLength(1)
    expect(saved.body.value.achievements).toBe('Sensors fitted')
  })

  it('serves the file to the team and the committee at their signed addresses, to nobody else', async () => {
    const id = (await attach(SEEDED.participantMember)).body.value.id as string
    for (const reader of [SEEDED.participantLeader, SEEDED.committee]) {
      const url = (await read(reader)).attachments[0].url as string
      expect(url).toContain(`v=${reader}`)
      expect(await open(url)).toEqual({ status: 200, bytes: PNG })
    }
    // A judge and another team read no update, so not its files either.
    expect((await call(SEEDED.jury, 'GET', `/innovation-update/${OWN}`)).status).toBe(403)
    for (const outsider of [SEEDED.jury, OTHER_TEAM_MEMBER])
      expect((await open(`/uploads/${id}/pump.png`, outsider)).status).toBe(403)
    expect((await open(`/uploads/${id}/pump.png`)).status).toBe(401)
  })

  it('takes only what a supporting file may be, at most five, from the team only', async () => {
    const html = await attach(
      SEEDED.participantMember,
      new File(['<html></html>'], 'photo.png', { type: 'image/png' }),
    )
    expect(html.status).toBe(400)
    expect(html.body.errors.File[0]).toMatch(/"photo\.png" is not a PNG file/)
    const slides = await attach(SEEDED.participantMember, typedFile('slides.pptx', 20))
    expect(slides.status).toBe(400)
    expect(slides.body.errors.File[0]).toMatch(/"slides\.pptx" cannot be used/)

    for (let i = 0; i < 5; i++)
      expect((await attach(SEEDED.participantMember, typedFile(`p${i}.pdf`, 20))).status).toBe(201)
    const sixth = await attach(SEEDED.participantMember, typedFile('p5.pdf', 20))
    expect(sixth.status).toBe(400)
    expect(sixth.body.errors.File[0]).toBe('At most 5 files per update. Remove one first.')

    expect((await attach(OTHER_TEAM_MEMBER)).status).toBe(403)
    expect((await attach(SEEDED.committee)).status).toBe(403)
    expect((await read(SEEDED.participantMember)).attachments).toHaveLength(5)
  })

  it('removes a file while the update is a Draft; after the leader submits, files stay as sent', async () => {
    const first = (await attach(SEEDED.participantMember)).body.value.id as string
    const second = (await attach(SEEDED.participantMember, typedFile('plan.pdf', 20))).body.value
      .id as string
    expect(
      (
        await call(
          SEEDED.participantMember,
          'DELETE',
          `/innovation-update/${OWN}/attachment/${first}`,
        )
      ).status,
    ).toBe(204)
    expect(
      (await read(SEEDED.participantLeader)).attachments.map((a: { id: string }) => a.id),
    ).toEqual([second])
    expect((await open(`/uploads/${first}/pump.png`, SEEDED.committee)).status).toBe(404)

    await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${OWN}`, { fields, version: 0 })
    expect(
      (await call(SEEDED.participantLeader, 'POST', `/innovation-update/${OWN}/submit`)).status,
    ).toBe(200)
    const late = await attach(SEEDED.participantMember)
    expect(late.status).toBe(409)
    expect(late.body.detail).toBe('This update has been submitted and can no longer be changed.')
    expect(
      (
        await call(
          SEEDED.participantMember,
          'DELETE',
          `/innovation-update/${OWN}/attachment/${second}`,
        )
      ).status,
    ).toBe(409)
    expect((await read(SEEDED.committee)).attachments).toHaveLength(1)
  })

  it('refuses files outside the period, with the reason', async () => {
    resetDemoData({ activeIndex: 1 })
    const closed = await attach(SEEDED.participantMember)
    expect(closed.status).toBe(409)
    expect(closed.body.detail).toMatch(/has ended/)
  })
})
