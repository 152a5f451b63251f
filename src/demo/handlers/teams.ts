import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { indexesOf } from '@/demo/db/indexes'
import { newId } from '@/demo/db/store'
import type { DemoDb, TeamRecord, UserRecord } from '@/demo/db/types'
import {
  API,
  type DemoContext,
  paged,
  problem,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import {
  currentYear,
  findOr404,
  queryYear,
  readBody,
  requireCaller,
  requireEventUser,
  requireUser,
  requireValid,
} from '@/demo/handlers/request'
import {
  addMemberBody,
  registrationBody,
  shirtSizeBody,
  teamChangeBody,
  teamNameBody,
} from '@/contract/requests'
import { keywordOf } from '@/demo/handlers/table-query'
import { recordActivity } from '@/demo/db/records'
import { notify } from '@/demo/notifications/notify'
import { enforce } from '@/demo/handlers/lifecycle-input'
import {
  newMemberVerdict,
  newTeamVerdict,
  teamMembershipVerdict,
  teamRecordVerdict,
  type Role,
} from '@/domain/award'
import { translate } from '@/i18n'

/** A team holds at most this many members (the leader included); the answer carries it so the app never hard-codes it. */
export const MAX_TEAM_MEMBERS = 5

/** The API's view of a team (docs/api.md "Team"). */
export function teamView(db: DemoDb, team: TeamRecord, userById?: Map<string, UserRecord>) {
  const members = team.memberIds
    .map((id) => (userById ? userById.get(id) : db.users.find((u) => u.id === id)))
    .filter((u): u is UserRecord => !!u)
    .map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      unit: u.unit,
      phone: u.phone,
      shirtSize: u.shirtSize,
      isLeader: u.id === team.leaderId,
    }))
  return {
    id: team.id,
    year: team.year,
    name: team.name,
    code: team.code,
    unit: team.unit,
    leaderId: team.leaderId,
    leaderName: members.find((m) => m.isLeader)?.name ?? '',
    maxMembers: MAX_TEAM_MEMBERS,
    members,
    createdAt: team.createdAt,
  }
}

function teamCode(db: DemoDb, name: string): string {
  const letters = (name.toUpperCase().replace(/[^A-Z]/g, '') + 'TIM').slice(0, 3)
  for (;;) {
    const code = `${letters}-${String(1000 + Math.floor(Math.random() * 9000))}`
    if (!db.teams.some((t) => t.code === code)) return code
  }
}

export function teamHandlers(ctx: DemoContext) {
  const teamOfYear = (db: DemoDb, userId: string, year: number) =>
    db.teams.find((t) => t.year === year && t.memberIds.includes(userId))

  /** A team out of the award takes no new member (domain newMemberVerdict), from published results only. */
  function enforceNewMember(role: Role, team: TeamRecord) {
    const db = ctx.store.db
    const proposals = db.proposals
      .filter((p) => p.teamId === team.id && p.year === team.year)
      .map((p) => ({ year: p.year, stage: p.phase }))
    enforce(
      newMemberVerdict({
        role,
        teamName: team.name,
        year: team.year,
        proposals,
        publications: db.resultPublications ?? [],
      }),
      409,
      translate(msg`Results published`),
    )
  }

  async function requireTeamLeader(request: Request, teamId: string) {
    const user = await requireEventUser(ctx, request)
    const team = findOr404(ctx.store.db.teams, teamId, msg`No team has this id.`)
    if (team.leaderId !== user.id && user.roleName !== 'Commitee')
      throw problem(403, null, translate(msg`Only the team leader can change the team.`))
    enforceTeamRecord(user.roleName, team)
    return { user, team }
  }

  /** A team of a year whose winners are published no longer changes (domain teamRecordVerdict). */
  function enforceTeamRecord(role: Role, team: TeamRecord) {
    enforce(
      teamRecordVerdict({
        role,
        teamName: team.name,
        year: team.year,
        publications: ctx.store.db.resultPublications ?? [],
      }),
      409,
      translate(msg`Results published`),
    )
  }

  return [
    /** First sign-in: the directory person becomes a registered participant. */
    http.post(`${API}/registration`, async ({ request }) => {
      const { personId, user } = await requireCaller(ctx, request)
      if (user) return problem(409, null, translate(msg`You are already registered.`))
      const person = ctx.store.db.directory.find((p) => p.id === personId)
      if (!person)
        return problem(
          403,
          null,
          translate(msg`This account is not in the organisation directory.`),
        )
      const { name, unit, phone, shirtSize } = await readBody(request, registrationBody)
      const now = new Date(ctx.now()).toISOString()
      const created: UserRecord = {
        id: person.id,
        name,
        email: person.email,
        unit,
        phone,
        shirtSize,
        roleName: 'Participant',
        isActive: true,
        createdAt: now,
      }
      ctx.store.mutate((db) => {
        db.users.push(created)
        recordActivity(
          db,
          ctx.now(),
          created.id,
          'user',
          created.id,
          'register',
          msg`${name} registered as a participant`,
          null,
          created,
        )
      })
      return single({ ...created, isRegistered: true })
    }),

    /** Each person keeps their own T-shirt size; the camp (Phase 2) reads it from here. */
    http.put(`${API}/user/me/shirt-size`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      const { shirtSize } = await readBody(request, shirtSizeBody)
      const updated = ctx.store.mutate((db) => {
        const row = db.users.find((u) => u.id === user.id)!
        const before = row.shirtSize
        row.shirtSize = shirtSize
        const name = row.name
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'user',
          user.id,
          'shirt-size',
          msg`${name} changed their T-shirt size to ${shirtSize}`,
          { shirtSize: before },
          { shirtSize },
        )
        return row
      })
      return single({ ...updated, isRegistered: true })
    }),

    /** The caller's teams of a year (zero or one): an array, so "no team yet" is simply empty. */
    /** Committee: every team of a year, paged, with members and their T-shirt sizes. */
    http.get(`${API}/team`, async ({ request }) => {
      await requireEventUser(ctx, request, ['Commitee'])
      const db = ctx.store.db
      const url = new URL(request.url)
      const year = queryYear(ctx, url)
      const keyword = keywordOf(url)
      // Filter and sort the records, then build the page's views only.
      const { userById, teamsByName } = indexesOf(ctx.store)
      const nameOf = (id: string) => userById.get(id)?.name ?? ''
      const rows = teamsByName.filter(
        (t) =>
          t.year === year &&
          (!keyword ||
            [t.name, t.unit, t.code, nameOf(t.leaderId), ...t.memberIds.map(nameOf)].some((v) =>
              v.toLowerCase().includes(keyword),
            )),
      )
      return paged(request, rows, {}, (t) => teamView(db, t, userById))
    }),

    http.get(`${API}/team/mine`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      const year = queryYear(ctx, new URL(request.url))
      const db = ctx.store.db
      const { teamsByMember, userById } = indexesOf(ctx.store)
      return Response.json(
        (teamsByMember.get(user.id) ?? [])
          .filter((t) => t.year === year)
          .map((t) => teamView(db, t, userById)),
      )
    }),

    /** One team with its members: for the committee (reviewing a proposal) and the team's own members. After /team/mine, which it would match. */
    http.get(`${API}/team/:id`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const team = findOr404(ctx.store.db.teams, params.id, msg`No team has this id.`)
      if (user.roleName !== 'Commitee' && !team.memberIds.includes(user.id))
        return problem(
          403,
          null,
          translate(msg`Only the committee and the team’s members can see its members.`),
        )
      return single(teamView(ctx.store.db, team))
    }),

    http.post(`${API}/team`, async ({ request }) => {
      const user = await requireEventUser(ctx, request)
      enforce(teamMembershipVerdict(user.roleName), 403, null)
      const { name } = await readBody(request, teamNameBody)
      const year = currentYear(ctx)
      const db = ctx.store.db
      if (teamOfYear(db, user.id, year))
        return problem(
          409,
          null,
          translate(
            msg`You are already in a team for ${year}. A person can be in one team per year.`,
          ),
        )
      enforce(
        newTeamVerdict({ year, publications: db.resultPublications ?? [] }),
        409,
        translate(msg`Results published`),
      )
      if (db.teams.some((t) => t.year === year && t.name.toLowerCase() === name.toLowerCase()))
        return validationProblem({
          Name: [translate(msg`Another team already uses this name this year.`)],
        })
      const team: TeamRecord = {
        id: newId('team'),
        year,
        name,
        code: teamCode(db, name),
        unit: user.unit,
        leaderId: user.id,
        memberIds: [user.id],
        createdAt: new Date(ctx.now()).toISOString(),
      }
      ctx.store.mutate((d) => {
        d.teams.push(team)
        const person = user.name
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'team',
          team.id,
          'create',
          msg`${person} created team ${name}`,
          null,
          team,
        )
      })
      return single(teamView(ctx.store.db, team))
    }),

    http.post(`${API}/team/join/:code`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      enforce(teamMembershipVerdict(user.roleName), 403, null)
      const code = String(params.code).trim().toUpperCase()
      const year = currentYear(ctx)
      const db = ctx.store.db
      const team = db.teams.find((t) => t.year === year && t.code.toUpperCase() === code)
      if (!team)
        return problem(
          404,
          null,
          translate(msg`No team of this year has this code. Check it with your team leader.`),
        )
      if (team.memberIds.includes(user.id))
        return problem(409, null, translate(msg`You are already a member of this team.`))
      if (teamOfYear(db, user.id, year))
        return problem(
          409,
          null,
          translate(
            msg`You are already in a team for ${year}. A person can be in one team per year.`,
          ),
        )
      enforceTeamRecord(user.roleName, team)
      enforceNewMember(user.roleName, team)
      if (team.memberIds.length >= MAX_TEAM_MEMBERS)
        return problem(
          400,
          translate(msg`Team full`),
          translate(
            msg`This team already has ${MAX_TEAM_MEMBERS} members, the most a team can have.`,
          ),
        )
      ctx.store.mutate((d) => {
        const row = d.teams.find((t) => t.id === team.id)!
        row.memberIds.push(user.id)
        const person = user.name
        const name = team.name
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'team',
          team.id,
          'join',
          msg`${person} joined team ${name}`,
          null,
          { memberIds: row.memberIds },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'teamChanged', teamId: team.id, memberId: user.id, joined: true },
        )
      })
      return single(teamView(ctx.store.db, team))
    }),

    /** The leader adds a registered person by e-mail. */
    http.post(`${API}/team/:id/member`, async ({ request, params }) => {
      const { user, team } = await requireTeamLeader(request, String(params.id))
      const email = (await readBody(request, addMemberBody)).email.toLowerCase()
      const db = ctx.store.db
      const person = db.users.find((u) => u.email.toLowerCase() === email)
      if (!person)
        return validationProblem({
          Email: [
            translate(
              msg`Nobody registered has this e-mail address. Ask them to sign in and register first.`,
            ),
          ],
        })
      if (person.roleName !== 'Participant')
        return validationProblem({
          Email: [translate(msg`Only participants can be team members.`)],
        })
      if (team.memberIds.includes(person.id))
        return validationProblem({ Email: [translate(msg`This person is already in the team.`)] })
      if (teamOfYear(db, person.id, team.year)) {
        const year = team.year
        return validationProblem({
          Email: [translate(msg`This person is already in another team for ${year}.`)],
        })
      }
      enforceNewMember(user.roleName, team)
      if (team.memberIds.length >= MAX_TEAM_MEMBERS)
        return problem(
          400,
          translate(msg`Team full`),
          translate(
            msg`This team already has ${MAX_TEAM_MEMBERS} members, the most a team can have.`,
          ),
        )
      ctx.store.mutate((d) => {
        const row = d.teams.find((t) => t.id === team.id)!
        row.memberIds.push(person.id)
        const by = user.name
        const member = person.name
        const name = team.name
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'team',
          team.id,
          'add-member',
          msg`${by} added ${member} to team ${name}`,
          null,
          {
            memberIds: row.memberIds,
          },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'teamChanged', teamId: team.id, memberId: person.id, joined: true },
        )
      })
      return single(teamView(ctx.store.db, team))
    }),

    /** The leader renames the team or hands leadership to another member. */
    http.put(`${API}/team/:id`, async ({ request, params }) => {
      const { user, team } = await requireTeamLeader(request, String(params.id))
      const body = await readBody(request, teamChangeBody)
      const name = body.name ?? team.name
      const leaderId = body.leaderId ?? team.leaderId
      const errors: Record<string, string[]> = {}
      if (
        ctx.store.db.teams.some(
          (t) =>
            t.id !== team.id && t.year === team.year && t.name.toLowerCase() === name.toLowerCase(),
        )
      )
        errors.Name = [translate(msg`Another team already uses this name this year.`)]
      if (!team.memberIds.includes(leaderId))
        errors.LeaderId = [translate(msg`The new leader must be a member of the team.`)]
      requireValid(errors)
      ctx.store.mutate((d) => {
        const row = d.teams.find((t) => t.id === team.id)!
        const before = { name: row.name, leaderId: row.leaderId }
        row.name = name
        row.leaderId = leaderId
        const person = user.name
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'team',
          team.id,
          'update',
          msg`${person} updated team ${name}`,
          before,
          { name, leaderId },
        )
      })
      return single(teamView(ctx.store.db, team))
    }),

    /** The leader removes a member; a member may leave. The leader hands over leadership before leaving. */
    http.delete(`${API}/team/:id/member/:userId`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const team = findOr404(ctx.store.db.teams, params.id, msg`No team has this id.`)
      const memberId = String(params.userId)
      const self = memberId === user.id
      if (!self && team.leaderId !== user.id && user.roleName !== 'Commitee')
        return problem(403, null, translate(msg`Only the team leader can remove members.`))
      if (!team.memberIds.includes(memberId))
        return problem(404, null, translate(msg`This person is not a member of the team.`))
      enforceTeamRecord(user.roleName, team)
      if (memberId === team.leaderId)
        return problem(
          400,
          translate(msg`Leader cannot leave`),
          translate(msg`Hand over leadership to another member before the leader leaves the team.`),
        )
      const name = ctx.store.db.users.find((u) => u.id === memberId)?.name ?? 'A member'
      ctx.store.mutate((d) => {
        const row = d.teams.find((t) => t.id === team.id)!
        row.memberIds = row.memberIds.filter((id) => id !== memberId)
        const by = user.name
        const teamName = team.name
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'team',
          team.id,
          self ? 'leave' : 'remove-member',
          self
            ? msg`${name} left team ${teamName}`
            : msg`${by} removed ${name} from team ${teamName}`,
          null,
          { memberIds: row.memberIds },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'teamChanged', teamId: team.id, memberId, joined: false },
        )
      })
      return single(teamView(ctx.store.db, team))
    }),
  ]
}
