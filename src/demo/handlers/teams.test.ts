// @vitest-environment node
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { demoStore, recordPublication } from '@/testing/demo-server'

const NADIA = SEEDED.unregistered
const EKO = 'c0a80001-0000-4000-8000-000000000042'

const register = (as: string) =>
  call(as, 'POST', '/registration', {
    name: 'Nadia Putri',
    unit: 'Divisi Keuangan',
    phone: '0812 3456 7890',
    shirtSize: 'M',
  })

describe('registration and teams in the demo backend', () => {
  it('registers a directory person once, with field validation', async () => {
    const bad = await call(NADIA, 'POST', '/registration', {
      name: '',
      unit: 'x',
      phone: 'abc',
      shirtSize: 'XS',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['Name', 'Phone', 'ShirtSize'])
    const ok = await register(NADIA)
    expect(ok.body.value).toMatchObject({
      id: NADIA,
      roleName: 'Participant',
      shirtSize: 'M',
      isRegistered: true,
    })
    expect((await register(NADIA)).status).toBe(409)
    expect((await call(NADIA, 'GET', '/auth')).body.value).toMatchObject({
      isRegistered: true,
      roleName: 'Participant',
    })
  })

  it('creates a team with a code, joins it by code, one team per person per year, limited members', async () => {
    await register(NADIA)
    const created = await call(NADIA, 'POST', '/team', { name: 'Kas Cerdas' })
    expect(created.body.value).toMatchObject({
      name: 'Kas Cerdas',
      leaderId: NADIA,
      maxMembers: 5,
      members: [{ id: NADIA, isLeader: true }],
    })
    const code: string = created.body.value.code
    expect(code).toMatch(/^KAS-\d{4}$/)
    expect((await call(NADIA, 'POST', '/team', { name: 'Second team' })).status).toBe(409)
    expect((await call(SEEDED.participantLeader, 'POST', `/team/join/${code}`)).status).toBe(409)
    expect((await call(SEEDED.participantLeader, 'POST', '/team/join/ZZZ-0000')).status).toBe(404)

    await register(EKO)
    const joined = await call(EKO, 'POST', `/team/join/${code.toLowerCase()}`)
    expect(joined.body.value.members.map((m: { id: string }) => m.id)).toEqual([NADIA, EKO])
    const mine = await call(EKO, 'GET', `/team/mine?year=${new Date().getUTCFullYear()}`)
    expect(mine.body).toHaveLength(1)
    expect((await call(EKO, 'GET', '/team/mine?year=2001')).body).toEqual([])

    demoStore.mutate((db) => {
      db.teams.find((t) => t.code === code)!.memberIds.push('a', 'b', 'c')
    })
    const wulan = 'c0a80001-0000-4000-8000-000000000043'
    await register(wulan)
    const full = await call(wulan, 'POST', `/team/join/${code}`)
    expect(full).toMatchObject({ status: 400, body: { title: 'Team full' } })
  })

  it('lets the leader rename, hand over leadership and remove; a member may leave', async () => {
    const member = SEEDED.participantMember
    expect((await call(member, 'PUT', '/team/team-01', { name: 'Hijack' })).status).toBe(403)
    expect(
      (await call(member, 'DELETE', `/team/team-01/member/${SEEDED.participantLeader}`)).status,
    ).toBe(403)
    const renamed = await call(SEEDED.participantLeader, 'PUT', '/team/team-01', {
      name: 'Pompa Pintar 2',
      leaderId: member,
    })
    expect(renamed.body.value).toMatchObject({ name: 'Pompa Pintar 2', leaderId: member })
    // The old leader is now a member and may leave; the new leader must hand over first.
    expect((await call(member, 'DELETE', `/team/team-01/member/${member}`)).status).toBe(400)
    expect(
      (
        await call(
          SEEDED.participantLeader,
          'DELETE',
          `/team/team-01/member/${SEEDED.participantLeader}`,
        )
      ).status,
    ).toBe(200)
    expect(demoStore.db.teams.find((t) => t.id === 'team-01')!.memberIds).toEqual([member])
    expect(demoStore.db.activities[0]).toMatchObject({ entity: 'team', action: 'leave' })
  })

  it('keeps each person’s own T-shirt size', async () => {
    expect(
      (await call(SEEDED.participantMember, 'PUT', '/user/me/shirt-size', { shirtSize: 'XXL' }))
        .status,
    ).toBe(200)
    expect(demoStore.db.users.find((u) => u.id === SEEDED.participantMember)!.shirtSize).toBe('XXL')
    expect(
      (await call(SEEDED.participantMember, 'PUT', '/user/me/shirt-size', { shirtSize: 'XS' }))
        .status,
    ).toBe(400)
  })

  it('lets only participants create or join a team: a judge or a committee member is refused with the reason, and no team changes', async () => {
    const teams = JSON.stringify(demoStore.db.teams)
    for (const [as, who] of [
      [SEEDED.jury, 'a judge'],
      [SEEDED.committee, 'a member of the committee'],
    ] as const) {
      const detail = `Only participants create or join a team: you are ${who}, and a team of your own would be a conflict of interest. The gallery and the votes are open to you.`
      expect(await call(as, 'POST', '/team', { name: 'Juri Bersatu' })).toMatchObject({
        status: 403,
        body: { detail },
      })
      expect(await call(as, 'POST', '/team/join/HMK-2290')).toMatchObject({
        status: 403,
        body: { detail },
      })
    }
    expect(JSON.stringify(demoStore.db.teams)).toBe(teams)
    // A participant without a team still joins the same team by its code.
    await register(NADIA)
    expect((await call(NADIA, 'POST', '/team/join/HMK-2290')).status).toBe(200)
  })

  it('once the Phase 1 results are published: no new team, and only a team still in the award takes new members', async () => {
    const year = new Date().getUTCFullYear()
    await register(NADIA)
    await register(EKO)
    const email = (id: string) => demoStore.db.users.find((u) => u.id === id)!.email
    // Before publication a team may be formed.
    expect((await call(EKO, 'POST', '/team', { name: 'Early birds' })).status).toBe(200)
    demoStore.mutate((db) => {
      db.teams = db.teams.filter((t) => t.name !== 'Early birds')
      // Pompa Pintar (team-01) advanced; Hemat Kas (team-05) did not.
      for (const p of db.proposals) if (p.teamId === 'team-01' && p.year === year) p.phase = 2
    })
    recordPublication(year, 1)
    const teams = JSON.stringify(demoStore.db.teams)
    expect(await call(NADIA, 'POST', '/team', { name: 'Too late' })).toMatchObject({
      status: 409,
      body: {
        title: 'Results published',
        detail: expect.stringMatching(
          /^The Phase 1 results were published on .*: no new team can take part in this year's award\. You can still join a team that is in it, with its team code\.$/,
        ),
      },
    })
    const out = {
      status: 409,
      body: {
        detail:
          "Team Hemat Kas is no longer in this year's award, according to the published results, so it takes no new members.",
      },
    }
    expect(await call(NADIA, 'POST', '/team/join/HMK-2290')).toMatchObject(out)
    const hematLeader = demoStore.db.teams.find((t) => t.id === 'team-05')!.leaderId
    expect(
      await call(hematLeader, 'POST', '/team/team-05/member', { email: email(NADIA) }),
    ).toMatchObject(out)
    expect(JSON.stringify(demoStore.db.teams)).toBe(teams)
    // A semi-finalist team still takes one; the committee may put a record right in any team.
    expect((await call(NADIA, 'POST', '/team/join/PMP-4821')).status).toBe(200)
    expect(
      (await call(SEEDED.committee, 'POST', '/team/team-05/member', { email: email(EKO) })).status,
    ).toBe(200)
  })

  it('once the year’s winners are published, its team no longer changes; the committee may still put it right', async () => {
    const year = new Date().getUTCFullYear()
    await register(NADIA)
    const nadia = demoStore.db.users.find((u) => u.id === NADIA)!.email
    const leader = SEEDED.participantLeader
    const member = SEEDED.participantMember
    recordPublication(year, 3)
    const teams = JSON.stringify(demoStore.db.teams)
    const refused = {
      status: 409,
      body: {
        title: 'Results published',
        detail: expect.stringMatching(
          new RegExp(
            `^The ${year} winners were published on .*: team Pompa Pintar is part of that year's record and no longer changes\\.$`,
          ),
        ),
      },
    }
    expect(await call(leader, 'PUT', '/team/team-01', { name: 'Renamed' })).toMatchObject(refused)
    expect(await call(leader, 'PUT', '/team/team-01', { leaderId: member })).toMatchObject(refused)
    expect(await call(leader, 'POST', '/team/team-01/member', { email: nadia })).toMatchObject(
      refused,
    )
    expect(await call(leader, 'DELETE', `/team/team-01/member/${member}`)).toMatchObject(refused)
    expect(await call(member, 'DELETE', `/team/team-01/member/${member}`)).toMatchObject(refused)
    expect(await call(NADIA, 'POST', '/team/join/PMP-4821')).toMatchObject(refused)
    expect(JSON.stringify(demoStore.db.teams)).toBe(teams)
    const righted = await call(SEEDED.committee, 'PUT', '/team/team-01', { name: 'Pompa Pintar!' })
    expect(righted.status).toBe(200)
    expect(demoStore.db.teams.find((t) => t.id === 'team-01')!.name).toBe('Pompa Pintar!')
  })

  it('GET /team/{id} gives one team with its members to the committee and to its members only', async () => {
    const team = demoStore.db.teams.find(
      (t) =>
        t.memberIds.includes(SEEDED.participantLeader) &&
        t.memberIds.includes(SEEDED.participantMember),
    )!
    const asCommittee = await call(SEEDED.committee, 'GET', `/team/${team.id}`)
    expect(asCommittee.status).toBe(200)
    expect(asCommittee.body.value).toMatchObject({ id: team.id, name: team.name })
    expect(asCommittee.body.value.members.map((m: { id: string }) => m.id)).toEqual(team.memberIds)
    expect((await call(SEEDED.participantMember, 'GET', `/team/${team.id}`)).status).toBe(200)
    expect((await call(SEEDED.jury, 'GET', `/team/${team.id}`)).status).toBe(403)
    expect((await call(SEEDED.committee, 'GET', '/team/no-such-team')).status).toBe(404)
  })
})
