import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { newDraft } from '@/demo/handlers/innovation-updates'
import { call } from '@/testing/demo-call'
import { demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'
import type { SendOnceCase } from '@/testing/double-submit'
import { renderRoute } from '@/testing/test-utils'
import { typedFile } from '@/testing/upload-files'

const BASE = '/innovation-award/participant'
const YEAR = new Date(SEED_NOW).getUTCFullYear()
const db = () => demoStore.db
const team = (id: string) => db().teams.find((t) => t.id === id)!
const proposal = (id: string) => db().proposals.find((p) => p.id === id)!
// The changes this test made (the seed's own history, ids act-seed-*, is left out).
const activities = (action: string) =>
  db().activities.filter((a) => !a.id.startsWith('act-seed-') && a.action === action)
const FIELDS = {
  background: 'b',
  solution: 's',
  novelty: 'n',
  benefits: 'x',
  estimatedValue: 1_500_000,
  implementationPlan: 'p',
  location: 'l',
}
const UPDATE = `prop-101.period-${YEAR}-1`

/** Registers Nadia Putri on the registration screen, which then offers to create or join a team. */
async function registered() {
  const rendered = renderRoute('/registration', { as: SEEDED.unregistered })
  await fillRegistration(rendered.user)
  await rendered.user.click(screen.getByRole('button', { name: 'Register' }))
  await screen.findByLabelText('Team name')
  return rendered
}

async function fillRegistration(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('Phone'), '081234567890')
  await user.selectOptions(screen.getByLabelText('T-shirt size'), 'M')
}

/** Prop-107 (Andi Pratama's draft) complete with its poster, as the server holds it: ready to finalize. */
async function readyToFinalize() {
  const saved = await call(SEEDED.participantLeader, 'PUT', '/proposal/prop-107/phase/1', {
    fields: FIELDS,
    version: proposal('prop-107').entries[1]!.version,
  })
  expect(saved.status).toBe(200)
  demoStore.mutate((d) => {
    d.proposals
      .find((p) => p.id === 'prop-107')!
      .attachments.push({
        id: 'att-poster',
        phase: 1,
        kind: 'poster',
        fileName: 'poster.pdf',
        contentType: 'application/pdf',
        size: 2048,
        url: '/uploads/att-poster/poster.pdf',
        uploadedAt: new Date(SEED_NOW).toISOString(),
        uploadedById: SEEDED.participantLeader,
      })
  })
}

/** Participants' creates and actions: the participant area, registration and innovation updates. */
export const PARTICIPANT_CASES: SendOnceCase[] = [
  {
    name: 'start a new proposal (a double click and Enter)',
    hook: 'useCreateProposal',
    site: 'src/app/routes/participant/new-proposal.tsx',
    request: ['post', '/proposal'],
    arrange: async () => {
      const { user } = renderRoute(`${BASE}/newproposal/team-01`, { as: SEEDED.participantLeader })
      await user.click(await screen.findByRole('radio', { name: 'Process' }))
      await user.type(screen.getByLabelText('Title'), 'Smart spare-part lockers')
      return { user, button: screen.getByRole('button', { name: 'Start proposal' }) }
    },
    again: (user) => user.type(screen.getByLabelText('Title'), '{Enter}'),
    done: () =>
      waitFor(() =>
        expect(db().proposals.filter((p) => p.title === 'Smart spare-part lockers')).toHaveLength(
          1,
        ),
      ),
  },
  {
    name: 'import an earlier proposal',
    hook: 'useImportProposal',
    site: 'src/app/routes/participant/import-proposal.tsx',
    request: ['post', '/proposal/import'],
    arrange: async () => {
      const { user } = renderRoute(`${BASE}/import-proposal`, { as: SEEDED.participantLeader })
      return {
        user,
        button: await screen.findByRole('button', {
          name: 'Import Leak detection with acoustic sensors',
        }),
      }
    },
    done: () =>
      waitFor(() =>
        expect(db().proposals.filter((p) => p.importedFromId === 'prop-011')).toHaveLength(1),
      ),
  },
  {
    name: 'create a proposal from an initiative',
    hook: 'useImportInitiative',
    site: 'src/app/routes/participant/import-initiative.tsx',
    request: ['post', '/proposal/import-initiative'],
    arrange: async () => {
      const { user } = renderRoute(`${BASE}/import-proyek-inisiatif`, {
        as: SEEDED.participantLeader,
      })
      await user.type(await screen.findByLabelText('Code or name'), 'fleet')
      await user.click(screen.getByRole('button', { name: 'Search' }))
      await user.click(await screen.findByRole('button', { name: 'Choose INI-2309' }))
      await user.selectOptions(await screen.findByLabelText('Category'), '2')
      return { user, button: screen.getByRole('button', { name: 'Create the proposal' }) }
    },
    done: () =>
      waitFor(() =>
        expect(db().proposals.filter((p) => p.initiativeCode === 'INI-2309')).toHaveLength(1),
      ),
  },
  {
    name: 'finalize a Phase 1 entry',
    hook: 'useFinalizeEntry',
    site: 'src/features/proposals/components/entry-form.tsx',
    request: ['post', '/proposal/:id/phase/:n/finalize'],
    arrange: async () => {
      await readyToFinalize()
      const { user } = renderRoute(`${BASE}/proposal/1/prop-107/entry`, {
        as: SEEDED.participantLeader,
      })
      return { user, button: await screen.findByRole('button', { name: 'Finalize Phase 1 entry' }) }
    },
    confirm: true,
    done: () => waitFor(() => expect(proposal('prop-107').entries[1]!.status).toBe('Finalized')),
  },
  {
    name: 'upload the poster (the same file chosen twice)',
    hook: 'useUploadAttachment',
    site: 'src/features/proposals/components/attachments-panel.tsx',
    request: ['post', '/proposal/:id/attachment'],
    arrange: async () => {
      const { user } = renderRoute(`${BASE}/proposal/1/prop-107/entry`, {
        as: SEEDED.participantLeader,
      })
      return { user, button: await screen.findByLabelText('Upload the poster') }
    },
    // A file is chosen, then again: the input is disabled while the first upload runs, so the second choice sends nothing.
    press: async (user, input) => {
      const file = typedFile('poster.png', 3000)
      fireEvent.change(input, { target: { files: [file] } })
      await user.upload(input, file)
    },
    // jsdom's XHR loses a multipart file's bytes: the upload is answered here (the demo's own rules are tested over fetch).
    answer: () =>
      HttpResponse.json(
        {
          value: {
            id: 'att-9',
            phase: 1,
            kind: 'poster',
            fileName: 'poster.png',
            contentType: 'image/png',
            size: 3000,
            url: '/uploads/att-9/poster.png',
            uploadedAt: new Date().toISOString(),
          },
          links: [],
        },
        { status: 201 },
      ),
    done: () => screen.findByText('poster.png is uploaded.'),
  },
  {
    name: 'remove an uploaded file',
    hook: 'useDeleteAttachment',
    site: 'src/features/proposals/components/attachments-panel.tsx',
    request: ['delete', '/proposal/:id/attachment/:aid'],
    arrange: async () => {
      await readyToFinalize()
      const { user } = renderRoute(`${BASE}/proposal/1/prop-107/entry`, {
        as: SEEDED.participantLeader,
      })
      return { user, button: await screen.findByRole('button', { name: 'Remove poster.pdf' }) }
    },
    confirm: true,
    done: () => waitFor(() => expect(proposal('prop-107').attachments).toHaveLength(0)),
  },
  {
    name: 'register',
    hook: 'useRegister',
    site: 'src/features/teams/components/registration-form.tsx',
    request: ['post', '/registration'],
    arrange: async () => {
      const { user } = renderRoute('/registration', { as: SEEDED.unregistered })
      await fillRegistration(user)
      return { user, button: screen.getByRole('button', { name: 'Register' }) }
    },
    done: () => screen.findByLabelText('Team name'),
  },
  {
    name: 'create a team (a double click and Enter)',
    hook: 'useCreateTeam',
    site: 'src/features/teams/components/team-start.tsx',
    request: ['post', '/team'],
    arrange: async () => {
      const { user } = await registered()
      await user.type(screen.getByLabelText('Team name'), 'Kas Cerdas')
      return { user, button: screen.getByRole('button', { name: 'Create team' }) }
    },
    again: (user) => user.type(screen.getByLabelText('Team name'), '{Enter}'),
    done: () =>
      waitFor(() => expect(db().teams.filter((t) => t.name === 'Kas Cerdas')).toHaveLength(1)),
  },
  {
    name: 'join a team',
    hook: 'useJoinTeam',
    site: 'src/features/teams/components/team-start.tsx',
    request: ['post', '/team/join/:code'],
    arrange: async () => {
      const { user } = await registered()
      await user.type(screen.getByLabelText('Team code'), 'hmk-2290')
      return { user, button: screen.getByRole('button', { name: 'Join team' }) }
    },
    done: () =>
      waitFor(() =>
        expect(team('team-05').memberIds.filter((id) => id === SEEDED.unregistered)).toHaveLength(
          1,
        ),
      ),
  },
  {
    name: 'rename the team',
    hook: 'useUpdateTeam',
    site: 'src/features/teams/components/team-card.tsx',
    request: ['put', '/team/:id'],
    arrange: async () => {
      const { user } = renderRoute(BASE, { as: SEEDED.participantLeader })
      const name = await screen.findByLabelText('Team name')
      await user.clear(name)
      await user.type(name, 'Pompa Pintar Baru')
      return { user, button: screen.getByRole('button', { name: 'Rename' }) }
    },
    done: () => screen.findByText('The team name is saved.'),
  },
  {
    name: 'hand the team over to another leader',
    hook: 'useUpdateTeam',
    site: 'src/features/teams/components/team-card.tsx',
    request: ['put', '/team/:id'],
    arrange: async () => {
      const { user } = renderRoute(BASE, { as: SEEDED.participantLeader })
      return { user, button: await screen.findByRole('button', { name: 'Make Putri Ayu leader' }) }
    },
    confirm: true,
    done: () => waitFor(() => expect(team('team-01').leaderId).toBe(SEEDED.participantMember)),
  },
  {
    name: 'add a member by e-mail',
    hook: 'useAddMember',
    site: 'src/features/teams/components/team-card.tsx',
    request: ['post', '/team/:id/member'],
    arrange: async () => {
      await call(SEEDED.unregistered, 'POST', '/registration', {
        name: 'Nadia Putri',
        unit: 'Divisi Keuangan',
        phone: '0812 3456 7890',
        shirtSize: 'M',
      })
      const email = db().users.find((u) => u.id === SEEDED.unregistered)!.email
      const { user } = renderRoute(BASE, { as: SEEDED.participantLeader })
      await user.type(await screen.findByLabelText('Add a member by e-mail'), email)
      return { user, button: screen.getByRole('button', { name: 'Add' }) }
    },
    done: () =>
      waitFor(() =>
        expect(team('team-01').memberIds.filter((id) => id === SEEDED.unregistered)).toHaveLength(
          1,
        ),
      ),
  },
  {
    name: 'remove a member',
    hook: 'useRemoveMember',
    site: 'src/features/teams/components/team-card.tsx',
    request: ['delete', '/team/:id/member/:userId'],
    arrange: async () => {
      const { user } = renderRoute(BASE, { as: SEEDED.participantLeader })
      return { user, button: await screen.findByRole('button', { name: 'Remove Putri Ayu' }) }
    },
    confirm: true,
    done: () =>
      waitFor(() => expect(team('team-01').memberIds).not.toContain(SEEDED.participantMember)),
  },
  {
    name: 'leave the team',
    hook: 'useRemoveMember',
    site: 'src/features/teams/components/team-card.tsx',
    request: ['delete', '/team/:id/member/:userId'],
    arrange: async () => {
      const { user } = renderRoute(BASE, { as: SEEDED.participantMember })
      return { user, button: await screen.findByRole('button', { name: 'Leave the team' }) }
    },
    confirm: true,
    done: () =>
      waitFor(() => expect(team('team-01').memberIds).not.toContain(SEEDED.participantMember)),
  },
  {
    name: 'change my T-shirt size',
    hook: 'useUpdateShirtSize',
    site: 'src/features/teams/components/team-card.tsx',
    request: ['put', '/user/me/shirt-size'],
    arrange: async () => {
      const { user } = renderRoute(BASE, { as: SEEDED.participantMember })
      await user.click(await screen.findByRole('button', { name: 'Change my T-shirt size' }))
      await user.selectOptions(screen.getByLabelText('My T-shirt size'), 'XXL')
      return { user, button: screen.getByRole('button', { name: 'Save my size' }) }
    },
    done: () => waitFor(() => expect(activities('shirt-size')).toHaveLength(1)),
  },
  {
    name: 'ask the committee a question',
    hook: 'useCreateFeedback',
    site: 'src/features/feedback/components/feedback-form.tsx',
    request: ['post', '/feedback'],
    arrange: async () => {
      const { user } = renderRoute(`${BASE}/feedback/create`, { as: SEEDED.participantLeader })
      await user.type(await screen.findByLabelText('Subject'), 'Poster size for the gallery')
      await user.type(screen.getByLabelText('Your question or feedback'), 'A1 or A2?')
      return { user, button: screen.getByRole('button', { name: 'Send to the committee' }) }
    },
    done: () =>
      waitFor(() =>
        expect(
          db().feedback.filter((f) => f.subject === 'Poster size for the gallery'),
        ).toHaveLength(1),
      ),
  },
  {
    name: 'reply in a feedback thread',
    hook: 'useReplyFeedback',
    site: 'src/features/feedback/components/reply-form.tsx',
    request: ['post', '/feedback/:id/reply'],
    arrange: async () => {
      const { user } = renderRoute(`${BASE}/feedback/fb-001`, { as: SEEDED.participantLeader })
      await user.type(await screen.findByLabelText('Your reply'), 'Thank you!')
      return { user, button: screen.getByRole('button', { name: 'Send reply' }) }
    },
    done: () =>
      waitFor(() =>
        expect(
          db()
            .feedback.find((f) => f.id === 'fb-001')!
            .messages.filter((m) => m.message === 'Thank you!'),
        ).toHaveLength(1),
      ),
  },
  {
    name: 'cast a vote (a double click on the confirmation)',
    hook: 'useCastBallot',
    site: 'src/features/votes/components/ballot-card.tsx',
    request: ['post', '/vote/:id/ballot'],
    arrange: async () => {
      // This year's poster vote over the semi-finalists is open once the demo is seeded in Phase 2.
      resetDemoData({ activeIndex: 2 })
      const { user } = renderRoute(`${BASE}/vote?year=${YEAR}`, { as: SEEDED.participantLeader })
      await user.click(
        await screen.findByRole('radio', {
          name: 'Village solar microgrid with local cooperatives',
        }),
      )
      return { user, button: screen.getByRole('button', { name: 'Vote' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText(/You have voted for/)
      expect(
        db().ballots.filter(
          (b) => b.voterId === SEEDED.participantLeader && b.sessionId === `vote-${YEAR}-poster`,
        ),
      ).toHaveLength(1)
    },
  },
  {
    name: 'attach a file to an innovation update (the same file chosen twice)',
    hook: 'useUploadUpdateFile',
    site: 'src/features/innovation-updates/components/update-files.tsx',
    request: ['post', '/innovation-update/:id/attachment'],
    arrange: async () => {
      const { user } = renderRoute(`/innovation-update/participant/${UPDATE}`, {
        as: SEEDED.participantMember,
      })
      return { user, button: await screen.findByLabelText('Attach a file') }
    },
    // The input is disabled while the first upload runs, so the second choice sends nothing.
    press: async (user, input) => {
      const file = typedFile('pump.png', 3000)
      fireEvent.change(input, { target: { files: [file] } })
      await user.upload(input, file)
    },
    // jsdom's XHR loses a multipart file's bytes: the upload is answered here (the demo's own rules are tested over fetch).
    answer: () =>
      HttpResponse.json(
        {
          value: {
            id: 'att-u9',
            fileName: 'pump.png',
            contentType: 'image/png',
            size: 3000,
            url: '/uploads/att-u9/pump.png',
            uploadedAt: new Date().toISOString(),
          },
          links: [],
        },
        { status: 201 },
      ),
    done: () => screen.findByText('pump.png is uploaded.'),
  },
  {
    name: 'remove a file of an innovation update',
    hook: 'useDeleteUpdateFile',
    site: 'src/features/innovation-updates/components/update-files.tsx',
    request: ['delete', '/innovation-update/:id/attachment/:aid'],
    arrange: async () => {
      const at = new Date(SEED_NOW).toISOString()
      demoStore.mutate((data) => {
        data.innovationUpdates.push({
          ...newDraft(UPDATE, SEEDED.participantMember, at),
          attachments: [
            {
              id: 'att-u8',
              fileName: 'pump.png',
              contentType: 'image/png',
              size: 3000,
              url: '/uploads/att-u8/pump.png',
              uploadedAt: at,
              uploadedById: SEEDED.participantMember,
            },
          ],
        })
      })
      const { user } = renderRoute(`/innovation-update/participant/${UPDATE}`, {
        as: SEEDED.participantMember,
      })
      return { user, button: await screen.findByRole('button', { name: 'Remove pump.png' }) }
    },
    confirm: true,
    done: () =>
      waitFor(() =>
        expect(db().innovationUpdates.find((u) => u.id === UPDATE)!.attachments).toEqual([]),
      ),
  },
  {
    name: 'submit an innovation update',
    hook: 'useSubmitUpdate',
    site: 'src/features/innovation-updates/components/update-form.tsx',
    request: ['post', '/innovation-update/:id/submit'],
    arrange: async () => {
      const fields = {
        progress: 30,
        achievements: 'Sensors fitted',
        obstacles: '',
        nextSteps: 'Train the model',
        valueRealised: 1_000_000,
      }
      expect(
        (
          await call(SEEDED.participantLeader, 'PUT', `/innovation-update/${UPDATE}`, {
            fields,
            version: 0,
          })
        ).status,
      ).toBe(200)
      const { user } = renderRoute(`/innovation-update/participant/${UPDATE}`, {
        as: SEEDED.participantLeader,
      })
      return { user, button: await screen.findByRole('button', { name: 'Submit update' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText('Your update was submitted.')
      expect(
        db().activities.filter((a) => a.entity === 'innovation-update' && a.action === 'submit'),
      ).toHaveLength(1)
    },
  },
]
