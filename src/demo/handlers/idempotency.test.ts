// @vitest-environment node
import { readFileSync } from 'node:fs'
import { SEEDED } from '@/demo/db/seed'
import { createRoutes } from '@/demo/handlers'
import { call } from '@/testing/demo-call'
import { chooseForPublication, demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'
import { typedFile } from '@/testing/upload-files'

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const NADIA = SEEDED.unregistered
const EKO = 'c0a80001-0000-4000-8000-000000000042'
const HOUR = 3_600_000

interface Sent {
  status: number
  text: string
  replayed: boolean
  nosniff: string | null
}

async function send(
  as: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<Sent> {
  const answer = await call(as, method, path, body, key ? { 'Idempotency-Key': key } : {})
  return {
    status: answer.status,
    text: answer.text,
    replayed: answer.headers.get('Idempotent-Replayed') === 'true',
    nosniff: answer.headers.get('X-Content-Type-Options'),
  }
}

const register = (as: string) =>
  send(as, 'POST', '/registration', {
    name: 'Nadia Putri',
    unit: 'Divisi Keuangan',
    phone: '0812 3456 7890',
    shirtSize: 'M',
  })
const db = () => demoStore.db
const entry = (id: string, phase: 1 | 2 = 1) =>
  db().proposals.find((p) => p.id === id)!.entries[phase]!
const FULL = {
  background: 'b',
  solution: 's',
  novelty: 'n',
  benefits: 'x',
  estimatedValue: 1_500_000,
  implementationPlan: 'p',
  location: 'l',
}
const full = (score: number) =>
  [1, 2, 3, 4].map((i) => ({ criterionId: `crit-1-${i}`, score, comment: '' }))
/** Andi Pratama's team's update for this year's Phase 1 period (not started in the seed). */
const UPDATE = `prop-101.period-${YEAR}-1`
const UPDATE_FIELDS = {
  progress: 30,
  achievements: 'Sensors fitted',
  obstacles: '',
  nextSteps: 'Train the model',
  valueRealised: 1_000_000,
}
const posterForm = () => {
  const form = new FormData()
  form.append('file', typedFile('poster.png', 64))
  form.append('kind', 'supporting')
  form.append('phase', '1')
  return form
}

/** An innovation update's file: the form has the file only. */
const updateFileForm = () => {
  const form = new FormData()
  form.append('file', typedFile('progress.png', 64))
  return form
}

async function assignDewi(): Promise<string> {
  resetDemoData({ activeIndex: 1 })
  const answer = await send(SEEDED.committee, 'PUT', '/judge/assignment/prop-102/1', {
    juryIds: [SEEDED.jury],
  })
  expect(answer.status).toBe(200)
  return db().juryDetails.find(
    (jd) => jd.year === YEAR && jd.proposalId === 'prop-102' && jd.juryId === SEEDED.jury,
  )!.id
}

interface Case {
  name: string
  /** The route as docs/api.md writes it (`METHOD /path/{param}`): the guard below checks every write route has a case. */
  route: string
  /** Prepares the data and returns the request to send twice. */
  prepare: () => Promise<{ as: string; method: string; path: string; body?: () => unknown }>
  /** The records the request creates or changes: they must grow by exactly one. */
  count: () => number
  status: number
  /** Whether the write is one the activity log records (a person's own preference is not). */
  logged?: false
}

const CASES: Case[] = [
  {
    name: 'proposal create',
    route: 'POST /proposal',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'POST',
      path: '/proposal',
      body: () => ({ teamId: 'team-01', category: 2, title: 'Idempotent proposal' }),
    }),
    count: () => db().proposals.length,
    status: 200,
  },
  {
    name: 'proposal import from an initiative',
    route: 'POST /proposal/import-initiative',
    prepare: async () => {
      const code = db().initiatives.find(
        (i) => !db().proposals.some((p) => p.initiativeCode === i.code && p.year === YEAR),
      )!.code
      return {
        as: SEEDED.participantLeader,
        method: 'POST',
        path: '/proposal/import-initiative',
        body: () => ({ code, teamId: 'team-01', category: 1 }),
      }
    },
    count: () => db().proposals.length,
    status: 200,
  },
  {
    name: 'entry save (autosave with a version)',
    route: 'PUT /proposal/{id}/phase/{n}',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'PUT',
      path: '/proposal/prop-107/phase/1',
      body: () => ({ fields: FULL, version: entry('prop-107').version }),
    }),
    count: () => entry('prop-107').version,
    status: 200,
  },
  {
    name: 'attachment upload',
    route: 'POST /proposal/{id}/attachment',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'POST',
      path: '/proposal/prop-107/attachment',
      body: posterForm,
    }),
    count: () => db().proposals.find((p) => p.id === 'prop-107')!.attachments.length,
    status: 201,
  },
  {
    name: 'finalize',
    route: 'POST /proposal/{id}/phase/{n}/finalize',
    prepare: async () => {
      expect(
        (
          await send(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
            fields: FULL,
            version: entry('prop-107').version,
          })
        ).status,
      ).toBe(200)
      const form = posterForm()
      form.set('kind', 'poster')
      expect(
        (await send(SEEDED.participantLeader, 'POST', '/proposal/prop-107/attachment', form))
          .status,
      ).toBe(201)
      return {
        as: SEEDED.participantLeader,
        method: 'POST',
        path: '/proposal/prop-107/phase/1/finalize',
      }
    },
    count: () => entry('prop-107').history.length,
    status: 200,
  },
  {
    name: 'feedback create',
    route: 'POST /feedback',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'POST',
      path: '/feedback',
      body: () => ({ subject: 'Is the deadline firm?', message: 'Asking once.' }),
    }),
    count: () => db().feedback.length,
    status: 201,
  },
  {
    name: 'feedback reply',
    route: 'POST /feedback/{id}/reply',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'POST',
      path: '/feedback/fb-002/reply',
      body: () => ({ message: 'One more thing.' }),
    }),
    count: () => db().feedback.find((f) => f.id === 'fb-002')!.messages.length,
    status: 201,
  },
  {
    name: 'registration',
    route: 'POST /registration',
    prepare: async () => ({
      as: NADIA,
      method: 'POST',
      path: '/registration',
      body: () => ({
        name: 'Nadia Putri',
        unit: 'Divisi Keuangan',
        phone: '0812 3456 7890',
        shirtSize: 'M',
      }),
    }),
    count: () => db().users.length,
    status: 200,
  },
  {
    name: 'team create',
    route: 'POST /team',
    prepare: async () => {
      await register(NADIA)
      return { as: NADIA, method: 'POST', path: '/team', body: () => ({ name: 'Kas Cerdas' }) }
    },
    count: () => db().teams.length,
    status: 200,
  },
  {
    name: 'team join',
    route: 'POST /team/join/{code}',
    prepare: async () => {
      await register(NADIA)
      await register(EKO)
      const created = JSON.parse(
        (await send(NADIA, 'POST', '/team', { name: 'Kas Cerdas' })).text,
      ) as { value: { code: string } }
      return { as: EKO, method: 'POST', path: `/team/join/${created.value.code}` }
    },
    count: () => db().teams.reduce((sum, t) => sum + t.memberIds.length, 0),
    status: 200,
  },
  {
    name: 'vote session create',
    route: 'POST /vote',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/vote',
      body: () => ({
        name: 'Idempotent vote',
        year: YEAR - 1,
        candidateIds: ['prop-011', 'prop-012'],
        openAt: new Date(SEED_NOW + 100 * HOUR).toISOString(),
        closeAt: new Date(SEED_NOW + 200 * HOUR).toISOString(),
      }),
    }),
    count: () => db().voteSessions.length,
    status: 201,
  },
  {
    name: 'ballot',
    route: 'POST /vote/{id}/ballot',
    prepare: async () => {
      // This year's poster vote over the semi-finalists is open once the demo is seeded in Phase 2.
      resetDemoData({ activeIndex: 2 })
      return {
        as: SEEDED.participantLeader,
        method: 'POST',
        path: `/vote/vote-${YEAR}-poster/ballot`,
        body: () => ({ proposalId: 'prop-102' }),
      }
    },
    count: () => db().ballots.length,
    status: 201,
  },
  {
    name: 'approve',
    route: 'POST /proposal/{id}/phase/{n}/approve',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/proposal/prop-103/phase/1/approve',
    }),
    count: () => entry('prop-103').history.length,
    status: 200,
  },
  {
    name: 'return',
    route: 'POST /proposal/{id}/phase/{n}/return',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/proposal/prop-108/phase/1/return',
      body: () => ({ reason: 'Add the pricing model.' }),
    }),
    count: () => entry('prop-108').history.length,
    status: 200,
  },
  {
    name: 'advance',
    route: 'POST /proposal/{id}/advance',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/proposal/prop-108/advance',
      body: () => ({ override: true }),
    }),
    count: () => db().proposals.find((p) => p.id === 'prop-108')!.phase,
    status: 200,
  },
  {
    name: 'score submit',
    route: 'POST /score/{juryDetailId}/submit',
    prepare: async () => {
      const id = await assignDewi()
      return {
        as: SEEDED.jury,
        method: 'POST',
        path: `/score/${id}/submit`,
        body: () => ({ scores: full(8), overallComment: 'Strong', version: 1 }),
      }
    },
    count: () => db().activities.filter((a) => a.action === 'submit').length,
    status: 200,
  },
  {
    name: 'score save',
    route: 'PUT /score/{juryDetailId}',
    prepare: async () => {
      const id = await assignDewi()
      return {
        as: SEEDED.jury,
        method: 'PUT',
        path: `/score/${id}`,
        body: () => ({
          scores: full(7),
          overallComment: '',
          version: db().juryDetails.find((jd) => jd.id === id)!.version,
        }),
      }
    },
    count: () => db().activities.filter((a) => a.entity === 'score').length,
    status: 200,
  },
  {
    name: 'automatic judge assignment',
    route: 'POST /judge/auto-assign',
    prepare: async () => {
      resetDemoData({ activeIndex: 1 })
      return {
        as: SEEDED.committee,
        method: 'POST',
        path: '/judge/auto-assign',
        body: () => ({ phase: 1, judgesPerProposal: 1 }),
      }
    },
    count: () => db().activities.filter((a) => a.action === 'auto-assign').length,
    status: 200,
  },
  {
    name: 'period start',
    route: 'POST /period/startperiod/{id}',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: `/period/startperiod/period-${YEAR}-2`,
    }),
    count: () => db().activities.filter((a) => a.entity === 'period').length,
    status: 200,
  },
  {
    name: 'team leave',
    route: 'DELETE /team/{id}/member/{userId}',
    prepare: async () => {
      const team = db().teams.find(
        (t) =>
          t.memberIds.includes(SEEDED.participantMember) && t.leaderId !== SEEDED.participantMember,
      )!
      return {
        as: SEEDED.participantMember,
        method: 'DELETE',
        path: `/team/${team.id}/member/${SEEDED.participantMember}`,
      }
    },
    count: () => db().activities.filter((a) => a.entity === 'team').length,
    status: 200,
  },
  {
    name: 'language',
    route: 'PUT /auth/language',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'PUT',
      path: '/auth/language',
      body: () => ({ language: 'id' }),
    }),
    count: () => (db().languages?.[SEEDED.participantLeader] === 'id' ? 1 : 0),
    status: 200,
    logged: false,
  },
  {
    name: 'mark every notification read',
    route: 'POST /notification/read-all',
    prepare: async () => {
      // Putri Ayu leaves Andi Pratama's team: Andi is told.
      await send(
        SEEDED.participantMember,
        'DELETE',
        `/team/team-01/member/${SEEDED.participantMember}`,
      )
      return { as: SEEDED.participantLeader, method: 'POST', path: '/notification/read-all' }
    },
    count: () =>
      (db().notifications ?? []).filter(
        (n) => n.recipientId === SEEDED.participantLeader && n.readAt,
      ).length,
    status: 200,
    logged: false,
  },
  {
    name: 'mark a notification read',
    route: 'POST /notification/{id}/read',
    prepare: async () => {
      // Putri Ayu leaves Andi Pratama's team: Andi is told.
      await send(
        SEEDED.participantMember,
        'DELETE',
        `/team/team-01/member/${SEEDED.participantMember}`,
      )
      const id = db().notifications!.find((n) => n.recipientId === SEEDED.participantLeader)!.id
      return { as: SEEDED.participantLeader, method: 'POST', path: `/notification/${id}/read` }
    },
    count: () =>
      (db().notifications ?? []).filter(
        (n) => n.recipientId === SEEDED.participantLeader && n.readAt,
      ).length,
    status: 200,
    logged: false,
  },
  {
    name: 'reminder sent',
    route: 'POST /messages',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/messages',
      body: () => ({ kind: 'reminder', audience: { kind: 'unfinalized', year: YEAR, phase: 1 } }),
    }),
    count: () => (db().messages ?? []).length,
    status: 200,
  },
  {
    name: 'failed e-mails of a message retried',
    route: 'POST /messages/{id}/retry',
    prepare: async () => {
      // Andi Pratama has no address when the reminder goes, and has one by the retry.
      demoStore.mutate((data) => {
        data.users.find((x) => x.id === SEEDED.participantLeader)!.email = ''
      })
      await send(SEEDED.committee, 'POST', '/messages', {
        kind: 'reminder',
        audience: { kind: 'unfinalized', year: YEAR, phase: 1 },
      })
      demoStore.mutate((data) => {
        data.users.find((x) => x.id === SEEDED.participantLeader)!.email = 'andi@example.com'
      })
      return {
        as: SEEDED.committee,
        method: 'POST',
        path: `/messages/${db().messages![0]!.id}/retry`,
      }
    },
    count: () => db().messages![0]!.recipients.filter((r) => r.state === 'delivered').length,
    status: 200,
  },
  {
    name: 'e-mail choices',
    route: 'PUT /notification/email-preferences',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'PUT',
      path: '/notification/email-preferences',
      body: () => ({ approved: true }),
    }),
    count: () => (db().emailPreferences?.[SEEDED.participantLeader]?.approved ? 1 : 0),
    status: 200,
    logged: false,
  },
  {
    name: 'team rename',
    route: 'PUT /team/{id}',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'PUT',
      path: '/team/team-01',
      body: () => ({ name: 'Pompa Pintar Baru' }),
    }),
    count: () => db().activities.filter((a) => a.entity === 'team').length,
    status: 200,
  },
  {
    name: 'shirt size',
    route: 'PUT /user/me/shirt-size',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'PUT',
      path: '/user/me/shirt-size',
      body: () => ({ shirtSize: 'XL' }),
    }),
    count: () => db().activities.filter((a) => a.action === 'shirt-size').length,
    status: 200,
  },
  {
    name: 'conflict declare',
    route: 'POST /score/{juryDetailId}/conflict',
    prepare: async () => {
      const id = await assignDewi()
      return {
        as: SEEDED.jury,
        method: 'POST',
        path: `/score/${id}/conflict`,
        body: () => ({ reason: 'I mentored this team last year.' }),
      }
    },
    count: () => (db().declaredConflicts ?? []).length,
    status: 200,
  },
  {
    name: 'judge assignment by hand',
    route: 'PUT /judge/assignment/{proposalId}/{phase}',
    prepare: async () => {
      resetDemoData({ activeIndex: 1 })
      return {
        as: SEEDED.committee,
        method: 'PUT',
        path: '/judge/assignment/prop-102/1',
        body: () => ({ juryIds: [SEEDED.jury2] }),
      }
    },
    count: () =>
      db().juryDetails.filter(
        (jd) => jd.proposalId === 'prop-102' && jd.year === YEAR && jd.phase === 1,
      ).length,
    status: 200,
  },
  {
    name: 'feedback status',
    route: 'PUT /feedback/{id}/status',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'PUT',
      path: `/feedback/${db().feedback[0]!.id}/status`,
      body: () => ({ status: 'Closed' }),
    }),
    count: () => db().activities.filter((a) => a.entity === 'feedback').length,
    status: 200,
  },
  {
    name: 'user added from the directory',
    route: 'POST /user',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/user',
      body: () => ({ directoryId: EKO, roleName: 'Jury' }),
    }),
    count: () => db().users.length,
    status: 200,
  },
  {
    name: 'user role change',
    route: 'PUT /user/{id}',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'PUT',
      path: `/user/${SEEDED.jury2}`,
      body: () => ({ roleName: 'Participant' }),
    }),
    count: () => db().activities.filter((a) => a.entity === 'user').length,
    status: 200,
  },
  {
    name: 'vote session edit',
    route: 'PUT /vote/{id}',
    prepare: async () => {
      resetDemoData({ activeIndex: 2 })
      const session = db().voteSessions.find((v) => v.id === `vote-${YEAR}-poster`)!
      const { name, description, year, openAt, closeAt, candidateIds } =
        session as unknown as Record<string, unknown>
      return {
        as: SEEDED.committee,
        method: 'PUT',
        path: `/vote/${session.id}`,
        body: () => ({
          name: `${String(name)} (edited)`,
          description,
          year,
          openAt,
          closeAt,
          candidateIds,
        }),
      }
    },
    count: () => db().activities.filter((a) => a.entity === 'vote' && a.action === 'update').length,
    status: 200,
  },
  {
    name: 'attachment delete',
    route: 'DELETE /proposal/{id}/attachment/{aid}',
    prepare: async () => {
      const uploaded = JSON.parse(
        (
          await send(
            SEEDED.participantLeader,
            'POST',
            '/proposal/prop-107/attachment',
            posterForm(),
          )
        ).text,
      ) as {
        value: { id: string }
      }
      return {
        as: SEEDED.participantLeader,
        method: 'DELETE',
        path: `/proposal/prop-107/attachment/${uploaded.value.id}`,
      }
    },
    count: () =>
      db().activities.filter((a) => a.entity === 'proposal' && a.entityId === 'prop-107').length,
    status: 204,
  },
  {
    name: 'proposal import from an earlier year',
    route: 'POST /proposal/import',
    prepare: async () => ({
      as: SEEDED.participantLeader,
      method: 'POST',
      path: '/proposal/import',
      body: () => ({ proposalId: 'prop-011', teamId: 'team-01' }),
    }),
    count: () => db().proposals.length,
    status: 200,
  },
  {
    name: 'team member added by the leader',
    route: 'POST /team/{id}/member',
    prepare: async () => {
      await register(NADIA)
      const email = db().users.find((u) => u.id === NADIA)!.email
      return {
        as: SEEDED.participantLeader,
        method: 'POST',
        path: '/team/team-01/member',
        body: () => ({ email }),
      }
    },
    count: () => db().teams.find((t) => t.id === 'team-01')!.memberIds.length,
    status: 200,
  },
  {
    name: 'winner rank',
    route: 'POST /proposal/{id}/winner',
    prepare: async () => {
      demoStore.mutate((d) => {
        d.proposals.find((p) => p.id === 'prop-101')!.phase = 3
      })
      return {
        as: SEEDED.committee,
        method: 'POST',
        path: '/proposal/prop-101/winner',
        body: () => ({ rank: 1, override: true }),
      }
    },
    count: () => db().activities.filter((a) => a.action === 'winner').length,
    status: 200,
  },
  {
    name: 'bulk advance on the results',
    route: 'POST /score/result/advance',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: '/score/result/advance',
      body: () => ({ year: YEAR, phase: 1, selection: { ids: ['prop-108'] }, override: true }),
    }),
    count: () => db().proposals.filter((p) => p.phase === 2).length,
    status: 200,
  },
  {
    name: 'results publication',
    route: 'POST /score/result/publish',
    prepare: async () => {
      chooseForPublication(YEAR, 1)
      return {
        as: SEEDED.committee,
        method: 'POST',
        path: '/score/result/publish',
        body: () => ({ year: YEAR, phase: 1, shareComments: false }),
      }
    },
    count: () => (db().resultPublications ?? []).length,
    status: 200,
  },
  {
    name: 'bulk judge assignment',
    route: 'POST /judge/assignment/bulk',
    prepare: async () => {
      resetDemoData({ activeIndex: 1 })
      return {
        as: SEEDED.committee,
        method: 'POST',
        path: '/judge/assignment/bulk',
        body: () => ({
          year: YEAR,
          phase: 1,
          add: [SEEDED.jury2],
          selection: { ids: ['prop-102'] },
        }),
      }
    },
    count: () =>
      db().juryDetails.filter(
        (jd) => jd.proposalId === 'prop-102' && jd.year === YEAR && jd.phase === 1,
      ).length,
    status: 200,
  },
  {
    name: 'judging settings (blind judging)',
    route: 'PUT /judging/settings/{phase}',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'PUT',
      path: '/judging/settings/1',
      body: () => ({ year: YEAR, blind: true }),
    }),
    count: () => db().activities.filter((a) => a.entity === 'judging').length,
    status: 200,
  },
  {
    name: 'rubric save',
    route: 'PUT /rubric/{phase}',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'PUT',
      path: '/rubric/1',
      body: () => ({
        year: YEAR,
        scaleMin: 1,
        scaleMax: 5,
        criteria: [
          { id: 'crit-1-1', name: 'Problem', description: 'How real the problem is.', weight: 40 },
          { id: null, name: 'Impact', description: 'Value once rolled out.', weight: 60 },
        ],
      }),
    }),
    count: () => db().activities.filter((a) => a.entity === 'rubric').length,
    status: 200,
  },
  {
    name: 'period times edit',
    route: 'PUT /period/EditTime',
    prepare: async () => {
      const p2 = db().periods.find((p) => p.id === `period-${YEAR}-2`)!
      return {
        as: SEEDED.committee,
        method: 'PUT',
        path: '/period/EditTime',
        body: () => ({
          id: p2.id,
          startAt: p2.startAt,
          endAt: new Date(Date.parse(p2.endAt) - HOUR).toISOString(),
        }),
      }
    },
    count: () => db().activities.filter((a) => a.action === 'edit-time').length,
    status: 200,
  },
  {
    name: 'automatic reminder setting',
    route: 'PUT /period/{id}/auto-reminder',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'PUT',
      path: `/period/period-${YEAR}-1/auto-reminder`,
      body: () => ({ work: 'entries', enabled: true, daysBefore: 3 }),
    }),
    count: () => db().activities.filter((a) => a.action === 'auto-reminder').length,
    status: 200,
  },
  {
    name: 'period e-mail',
    route: 'POST /period/{id}/SendEmail',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: `/period/period-${YEAR}-2/SendEmail`,
    }),
    count: () => (db().messages ?? []).filter((m) => m.kind === 'periodEmail').length,
    status: 200,
  },
  {
    name: 'innovation update save (autosave with a version)',
    route: 'PUT /innovation-update/{id}',
    prepare: async () => ({
      as: SEEDED.participantMember,
      method: 'PUT',
      path: `/innovation-update/${UPDATE}`,
      body: () => ({ fields: UPDATE_FIELDS, version: 0 }),
    }),
    count: () => (db().innovationUpdates ?? []).length,
    status: 200,
  },
  {
    name: 'innovation update file',
    route: 'POST /innovation-update/{id}/attachment',
    prepare: async () => ({
      as: SEEDED.participantMember,
      method: 'POST',
      path: `/innovation-update/${UPDATE}/attachment`,
      body: updateFileForm,
    }),
    count: () =>
      (db().innovationUpdates ?? []).find((u) => u.id === UPDATE)?.attachments?.length ?? 0,
    status: 201,
  },
  {
    name: 'innovation update file delete',
    route: 'DELETE /innovation-update/{id}/attachment/{aid}',
    prepare: async () => {
      const uploaded = JSON.parse(
        (
          await send(
            SEEDED.participantMember,
            'POST',
            `/innovation-update/${UPDATE}/attachment`,
            updateFileForm(),
          )
        ).text,
      ) as { value: { id: string } }
      return {
        as: SEEDED.participantMember,
        method: 'DELETE',
        path: `/innovation-update/${UPDATE}/attachment/${uploaded.value.id}`,
      }
    },
    count: () =>
      db().activities.filter(
        (a) => a.entity === 'innovation-update' && a.action === 'remove-attachment',
      ).length,
    status: 204,
  },
  {
    name: 'innovation update submit',
    route: 'POST /innovation-update/{id}/submit',
    prepare: async () => {
      expect(
        (
          await send(SEEDED.participantLeader, 'PUT', `/innovation-update/${UPDATE}`, {
            fields: UPDATE_FIELDS,
            version: 0,
          })
        ).status,
      ).toBe(200)
      return {
        as: SEEDED.participantLeader,
        method: 'POST',
        path: `/innovation-update/${UPDATE}/submit`,
      }
    },
    count: () =>
      db().activities.filter((a) => a.entity === 'innovation-update' && a.action === 'submit')
        .length,
    status: 200,
  },
  {
    name: 'innovation update review',
    route: 'POST /innovation-update/{id}/review',
    prepare: async () => ({
      as: SEEDED.committee,
      method: 'POST',
      path: `/innovation-update/prop-102.period-${YEAR}-1/review`,
      body: () => ({ comment: 'Keep going' }),
    }),
    count: () =>
      db().activities.filter((a) => a.entity === 'innovation-update' && a.action === 'review')
        .length,
    status: 200,
  },
]

// A route's shape with its parameters unnamed: msw's `*/api/team/:id` and the contract's `/team/{id}` are both `/team/{}`.
const shape = (route: string) =>
  route.replace('*/api/', '/').replace(/:[A-Za-z]+|\{[A-Za-z]+\}/g, '{}')
const fits = (route: string, method: string, path: string) => {
  const [routeMethod, routePath] = route.split(' ') as [string, string]
  const pattern = new RegExp(`^${routePath.replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`)
  return routeMethod === method && pattern.test(path)
}
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** POSTs that change nothing (a reminder's dry run): nothing to send twice, so no case. */
const CHANGES_NOTHING = new Set(['POST /messages/recipients', 'POST /period/{}/email/recipients'])

describe('every write of the demo API is in the table', () => {
  const routes = createRoutes({
    store: demoStore,
    now: () => Date.now(),
    uploadUrlSecret: 'unused',
    authenticate: async () => null,
  })
    .map((handler) => handler.info as { method?: unknown; path?: unknown })
    .filter(
      (info) =>
        typeof info.method === 'string' && WRITES.has(info.method) && typeof info.path === 'string',
    )
    .map((info) => `${String(info.method)} ${shape(String(info.path))}`)
    .filter((route) => !CHANGES_NOTHING.has(route))

  it('has an idempotency case for each write route, and no case for a route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(40)
    const cased = new Set(CASES.map((c) => shape(c.route)))
    expect(routes.filter((route) => !cased.has(route))).toEqual([])
    expect([...cased].filter((route) => !routes.includes(route))).toEqual([])
  })

  it('finds each write route in the contract (docs/api.md)', () => {
    const contract = readFileSync('docs/api.md', 'utf8')
    const documented = new Set(
      [...contract.matchAll(/`(POST|PUT|PATCH|DELETE) (\/[^`\s?]*)/g)].map(
        (m) => `${m[1]} ${shape(m[2]!)}`,
      ),
    )
    expect(routes.filter((route) => !documented.has(route))).toEqual([])
  })
})

describe('Idempotency-Key on the demo API', () => {
  it.each(CASES)(
    'a doubled $name makes one record and answers the second with the first answer',
    async (c) => {
      const request = await c.prepare()
      expect(
        fits(c.route, request.method, request.path),
        `${request.method} ${request.path} is not ${c.route}`,
      ).toBe(true)
      const activities = db().activities.length
      const before = c.count()
      const key = crypto.randomUUID()
      // A retry resends what the first attempt sent (a form is encoded anew, with a new boundary).
      const body = request.body?.()
      const again = body instanceof FormData ? request.body?.() : body
      const first = await send(request.as, request.method, request.path, body, key)
      expect(first.status, first.text).toBe(c.status)
      const second = await send(request.as, request.method, request.path, again, key)
      expect(second).toEqual({ ...first, replayed: true })
      expect(first.replayed).toBe(false)
      expect(c.count()).toBe(before + 1)
      expect(db().activities.length).toBe(activities + (c.logged === false ? 0 : 1))
    },
  )

  it('five concurrent copies of a create make one record, all answered alike', async () => {
    const before = db().feedback.length
    const key = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(
          SEEDED.participantLeader,
          'POST',
          '/feedback',
          { subject: 'Five clicks at once', message: 'Hello' },
          key,
        ),
      ),
    )
    expect(db().feedback.length).toBe(before + 1)
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1)
  })

  it('keeps keys apart per person and per path, refuses a reused key with another body, and keeps no key without one', async () => {
    const before = db().feedback.length
    const key = crypto.randomUUID()
    const body = { subject: 'Same key, two people', message: 'Hello' }
    expect((await send(SEEDED.participantLeader, 'POST', '/feedback', body, key)).status).toBe(201)
    expect((await send(SEEDED.participantMember, 'POST', '/feedback', body, key)).status).toBe(201)
    expect(db().feedback.length).toBe(before + 2)

    const other = await send(
      SEEDED.participantLeader,
      'POST',
      '/feedback',
      { ...body, message: 'Something else' },
      key,
    )
    expect(other.status).toBe(422)
    expect(JSON.parse(other.text)).toMatchObject({ title: 'Idempotency key reused' })

    expect(
      (
        await send(
          SEEDED.participantLeader,
          'POST',
          '/feedback/fb-002/reply',
          { message: 'x' },
          key,
        )
      ).status,
    ).toBe(201)
    expect((await send(SEEDED.participantLeader, 'POST', '/feedback', body)).status).toBe(201)
    expect((await send(SEEDED.participantLeader, 'POST', '/feedback', body)).status).toBe(201)
    expect(db().feedback.length).toBe(before + 4)
    expect(
      (await send(SEEDED.participantLeader, 'POST', '/feedback', body, 'not a key')).status,
    ).toBe(400)
  })

  it('does not remember a 401, and remembers a refusal', async () => {
    const key = crypto.randomUUID()
    const anonymous = await fetch('http://localhost/api/feedback', {
      method: 'POST',
      headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(anonymous.status).toBe(401)
    const refused = await send(
      SEEDED.participantLeader,
      'POST',
      '/feedback',
      { subject: 'x', message: '' },
      key,
    )
    expect(refused.status).toBe(400)
    expect(
      await send(SEEDED.participantLeader, 'POST', '/feedback', { subject: 'x', message: '' }, key),
    ).toEqual({ ...refused, replayed: true })
  })

  it('keeps the remembered answers with the data, for 24 hours', async () => {
    const key = crypto.randomUUID()
    await send(
      SEEDED.participantLeader,
      'POST',
      '/feedback',
      { subject: 'Stored with the data', message: 'Hello' },
      key,
    )
    const id = `${SEEDED.participantLeader} POST /api/feedback ${key}`
    expect(db().idempotency[id]).toMatchObject({
      status: 201,
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    })
    // A remembered answer older than a day no longer counts: the same key makes a new record.
    demoStore.mutate((d) => {
      d.idempotency[id]!.at = new Date(Date.now() - 25 * HOUR).toISOString()
    })
    const before = db().feedback.length
    expect(
      (
        await send(
          SEEDED.participantLeader,
          'POST',
          '/feedback',
          { subject: 'Stored with the data', message: 'Hello' },
          key,
        )
      ).replayed,
    ).toBe(false)
    expect(db().feedback.length).toBe(before + 1)
  })

  it('marks every answer nosniff', async () => {
    expect((await send(SEEDED.participantLeader, 'GET', '/auth')).nosniff).toBe('nosniff')
    expect((await send(SEEDED.participantLeader, 'GET', '/proposal/nope')).nosniff).toBe('nosniff')
    expect(
      (await send(SEEDED.participantLeader, 'POST', '/feedback', {}, crypto.randomUUID())).nosniff,
    ).toBe('nosniff')
  })
})
