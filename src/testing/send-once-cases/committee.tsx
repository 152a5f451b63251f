import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'
import { chooseForPublication, demoStore, resetDemoData, SEED_NOW } from '@/testing/demo-server'
import type { SendOnceCase } from '@/testing/double-submit'
import { renderRoute } from '@/testing/test-utils'

const AREA = '/innovation-award/commitee'
const UPDATES = '/innovation-update/commitee'
const YEAR = new Date(SEED_NOW).getUTCFullYear()
const LAST = YEAR - 1
const MAYA = 'c0a80001-0000-4000-8000-000000000015'
const db = () => demoStore.db
const proposal = (id: string) => db().proposals.find((p) => p.id === id)!
// The changes this test made (the seed's own history, ids act-seed-*, is left out).
const activities = (action: string, entityId?: string) =>
  db().activities.filter(
    (a) =>
      !a.id.startsWith('act-seed-') &&
      a.action === action &&
      (!entityId || a.entityId === entityId),
  )
const committee = (path: string) => renderRoute(path, { as: SEEDED.committee })

/** The timeline's item of a period, by its name. */
async function periodItem(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(name) })
  return heading.closest('li')!
}

/** The committee's creates and actions of review and judging (two tables, so two test files can run them side by side). */
export const COMMITTEE_REVIEW_CASES: SendOnceCase[] = [
  {
    name: 'approve a finalized entry',
    hook: 'useApproveEntry',
    site: 'src/app/routes/committee/proposal-review.tsx',
    request: ['post', '/proposal/:id/phase/:n/approve'],
    arrange: async () => {
      const { user } = committee(`${AREA}/list-proposal/1/proposal/prop-103`)
      return { user, button: await screen.findByRole('button', { name: 'Approve' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText('Entry approved.')
      expect(activities('approve', 'prop-103')).toHaveLength(1)
    },
  },
  {
    name: 'return an entry to the team with a reason',
    hook: 'useReturnEntry',
    site: 'src/app/routes/committee/proposal-review.tsx',
    request: ['post', '/proposal/:id/phase/:n/return'],
    arrange: async () => {
      const { user } = committee(`${AREA}/list-proposal/1/proposal/prop-108`)
      await user.click(await screen.findByRole('button', { name: 'Return to team' }))
      const dialog = await screen.findByRole('dialog', { name: 'Return to the team' })
      await user.type(within(dialog).getByLabelText('Reason (required)'), 'Explain the pricing.')
      return { user, button: within(dialog).getByRole('button', { name: 'Return to team' }) }
    },
    done: () => waitFor(() => expect(activities('return', 'prop-108')).toHaveLength(1)),
  },
  {
    name: 'advance an approved proposal',
    hook: 'useAdvanceProposal',
    site: 'src/app/routes/committee/proposal-review.tsx',
    request: ['post', '/proposal/:id/advance'],
    arrange: async () => {
      const { user } = committee(`${AREA}/list-proposal/1/proposal/prop-108`)
      const button = await screen.findByRole('button', { name: 'Advance to Phase 2' })
      // Enabled once the proposal's scores are read, for the confirmation to name what is missing.
      await waitFor(() => expect(button).toBeEnabled())
      return { user, button }
    },
    // prop-108 has no Phase 1 score: advancing it is an override.
    confirm: true,
    done: () => waitFor(() => expect(proposal('prop-108').phase).toBe(2)),
  },
  {
    name: 'approve from the proposals list (the review actions of one or many rows)',
    hook: 'useBulkReview',
    site: 'src/features/proposals/components/use-review-actions.tsx',
    request: ['post', '/proposal/:id/phase/:n/approve'],
    arrange: async () => {
      const { user } = committee(`${AREA}/proposals/phase/1?year=${YEAR}`)
      return {
        user,
        button: await screen.findByRole('button', { name: 'Approve "Customer voice dashboard"' }),
      }
    },
    confirm: true,
    done: () => waitFor(() => expect(activities('approve')).toHaveLength(1)),
  },
  {
    name: 'advance from the proposals list',
    hook: 'useBulkReview',
    site: 'src/features/proposals/components/use-review-actions.tsx',
    request: ['post', '/proposal/:id/advance'],
    arrange: async () => {
      const { user } = committee(`${AREA}/proposals/phase/1?year=${YEAR}`)
      return { user, button: (await screen.findAllByRole('button', { name: /^Advance "/ }))[0]! }
    },
    // No seeded proposal of this year has all its Phase 1 scores: advancing is an override.
    confirm: true,
    done: () => waitFor(() => expect(activities('advance')).toHaveLength(1)),
  },
  {
    name: 'create a proposal for a team',
    hook: 'useCreateProposal',
    site: 'src/app/routes/committee/new-proposal.tsx',
    request: ['post', '/proposal'],
    arrange: async () => {
      const { user } = committee(`${AREA}/newproposal/team-03`)
      await user.click(await screen.findByRole('radio', { name: /Social/ }))
      await user.type(screen.getByLabelText('Title'), 'Mobile clinic for field crews')
      return { user, button: screen.getByRole('button', { name: 'Create proposal' }) }
    },
    done: () =>
      waitFor(() =>
        expect(
          db().proposals.filter((p) => p.title === 'Mobile clinic for field crews'),
        ).toHaveLength(1),
      ),
  },
  {
    name: 'save the judges of a proposal',
    hook: 'useSetJudges',
    site: 'src/features/judges/components/assignment-board.tsx',
    request: ['put', '/judge/assignment/:proposalId/:phase'],
    arrange: async () => {
      const title = 'Village solar microgrid with local cooperatives'
      const { user } = committee(`${AREA}/assign-judges/1?year=${YEAR}`)
      await user.click(await screen.findByRole('button', { name: `Edit judges for ${title}` }))
      const editor = screen.getByRole('region', { name: title })
      await user.click(within(editor).getByRole('checkbox', { name: 'Hendra Gunawan' }))
      return {
        user,
        button: within(editor).getByRole('button', { name: `Save judges for ${title}` }),
      }
    },
    done: () =>
      screen.findByText(
        'The judges of "Village solar microgrid with local cooperatives" are saved.',
      ),
  },
  {
    name: 'assign judges automatically',
    hook: 'useAutoAssign',
    site: 'src/features/judges/components/auto-assign-form.tsx',
    request: ['post', '/judge/auto-assign'],
    arrange: async () => {
      const { user } = committee(`${AREA}/assign-judges/1?year=${YEAR}`)
      const count = await screen.findByLabelText('Judges per proposal')
      await user.clear(count)
      await user.type(count, '2')
      return { user, button: screen.getByRole('button', { name: 'Assign automatically' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText('8 assignments added.')
      expect(activities('auto-assign')).toHaveLength(1)
    },
  },
  {
    name: 'add a judge to the selected proposals',
    hook: 'useBulkAssign',
    site: 'src/features/judges/components/bulk-judges.tsx',
    request: ['post', '/judge/assignment/bulk'],
    arrange: async () => {
      const { user } = committee(`${AREA}/assign-judges/1?year=${YEAR}`)
      await screen.findByRole('table', { name: 'Phase 1 proposals and their judges' })
      await user.click(screen.getByRole('checkbox', { name: 'Select every proposal on this page' }))
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Judge for the selected proposals' }),
        'Maya Sari',
      )
      return { user, button: screen.getByRole('button', { name: /^Add to selected/ }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText(/Maya Sari added to/)
      expect(activities('bulk-assign')).toHaveLength(1)
    },
  },
  {
    name: 'turn blind judging on',
    hook: 'useSetBlind',
    site: 'src/features/scoring/components/blind-judging-switch.tsx',
    request: ['put', '/judging/settings/:phase'],
    arrange: async () => {
      const { user } = committee(`${AREA}/assign-judges/2?year=${YEAR}`)
      return {
        user,
        button: await screen.findByRole('checkbox', { name: 'Blind judging in Phase 2' }),
      }
    },
    // A switch sends at once; it is disabled until the answer, so a second flip sends nothing.
    press: async (user, box) => {
      await user.click(box)
      await user.click(box)
    },
    done: async () => {
      await screen.findByText(
        'Blind judging is on for Phase 2: judges no longer see who is behind a proposal.',
      )
      expect(activities('blind-on')).toHaveLength(1)
    },
  },
  {
    name: 'save the normalisation thresholds',
    hook: 'useSaveThresholds',
    site: 'src/features/scoring/components/normalisation-thresholds.tsx',
    request: ['put', '/judging/settings/:phase'],
    arrange: async () => {
      demoStore.mutate((d) => {
        d.resultPublications = []
      })
      const { user } = committee(`${AREA}/vote-result?year=${LAST}`)
      const form = await screen.findByRole('form', { name: 'Normalisation thresholds of Phase 1' })
      const min = within(form).getByRole('textbox', { name: 'Minimum scores per judge' })
      await waitFor(() => expect(min).toHaveValue('3'))
      await user.clear(min)
      await user.type(min, '2')
      return { user, button: within(form).getByRole('button', { name: 'Save thresholds' }) }
    },
    done: async () => {
      await screen.findByText(
        `The Phase 1 thresholds of ${LAST} are saved: the results are computed with them.`,
      )
      expect(activities('thresholds')).toHaveLength(1)
    },
  },
  {
    name: 'save the rubric',
    hook: 'useSaveRubric',
    site: 'src/features/scoring/components/rubric-editor.tsx',
    request: ['put', '/rubric/:phase'],
    arrange: async () => {
      const { user } = committee(`${AREA}/rubric/2?year=${YEAR}`)
      const form = await screen.findByRole('form', { name: `Phase 2 rubric of ${YEAR}` })
      const end = within(form).getByLabelText('Scale ends at')
      await user.clear(end)
      await user.type(end, '5')
      return { user, button: within(form).getByRole('button', { name: 'Save the rubric' }) }
    },
    done: () =>
      waitFor(() => expect(db().activities.filter((a) => a.entity === 'rubric')).toHaveLength(1)),
  },
]

/** The committee's creates and actions of results, votes, users, feedback and the timeline. */
export const COMMITTEE_ADMIN_CASES: SendOnceCase[] = [
  {
    name: 'advance the selected results',
    hook: 'useAdvanceResults',
    site: 'src/features/scoring/components/advance-selected.tsx',
    request: ['post', '/score/result/advance'],
    arrange: async () => {
      const { user } = committee(`${AREA}/vote-result?year=${YEAR}`)
      const table = await screen.findByRole('table', { name: /Phase 1 results/ })
      await user.click(
        within(table).getByRole('checkbox', {
          name: 'Select Predictive maintenance for pumping stations',
        }),
      )
      return { user, button: screen.getByRole('button', { name: 'Advance selected (1)' }) }
    },
    // Its Phase 1 scores are not in: advancing it is an override.
    confirm: true,
    done: async () => {
      await screen.findByText('1 proposal advanced to the semi-finals (Phase 2).')
      expect(activities('advance')).toHaveLength(1)
    },
  },
  {
    name: 'publish a phase’s results',
    hook: 'usePublishResults',
    site: 'src/features/scoring/components/publish-results.tsx',
    request: ['post', '/score/result/publish'],
    arrange: async () => {
      chooseForPublication(YEAR, 1)
      const { user } = committee(`${AREA}/vote-result?year=${YEAR}`)
      const button = await screen.findByRole('button', { name: 'Publish Phase 1 results' })
      // Offered once the screen knows someone advances (publishChoiceVerdict).
      await waitFor(() => expect(button).toBeEnabled())
      return { user, button }
    },
    confirm: true,
    done: async () => {
      await screen.findByText(/The Phase 1 results were published on/)
      expect(db().resultPublications.filter((p) => p.year === YEAR)).toHaveLength(1)
    },
  },
  {
    name: 'mark a winner',
    hook: 'useMarkWinner',
    site: 'src/features/proposals/components/winner-select.tsx',
    request: ['post', '/proposal/:id/winner'],
    arrange: async () => {
      // Last year's 2nd place in Social is freed first: one proposal per rank and category. Its
      // winners are taken as not published yet: published ones are final.
      demoStore.mutate((d) => {
        d.proposals.find((p) => p.id === 'prop-013')!.winnerRank = null
        d.resultPublications = d.resultPublications.filter(
          (p) => !(p.year === LAST && p.phase === 3),
        )
      })
      const { user } = committee(`${AREA}/vote-result?year=${LAST}&phase=3`)
      await user.selectOptions(
        await screen.findByRole('combobox', {
          name: 'Winner rank for Leak detection with acoustic sensors',
        }),
        '2',
      )
      return {
        user,
        button: screen.getByRole('button', {
          name: 'Mark the winner rank for Leak detection with acoustic sensors',
        }),
      }
    },
    confirm: true,
    done: () => waitFor(() => expect(proposal('prop-011').winnerRank).toBe(2)),
  },
  {
    name: 'create a vote session',
    hook: 'useSaveVoteSession',
    site: 'src/features/votes/components/vote-session-form.tsx',
    request: ['post', '/vote'],
    arrange: async () => {
      // Last year's published finalists are candidates; the session opens in the future.
      const { user } = committee(`${AREA}/vote?year=${LAST}`)
      await user.type(await screen.findByLabelText('Name'), 'Lunch favourite')
      await user.click(await screen.findByLabelText(/Leak detection with acoustic sensors/))
      await user.click(screen.getByLabelText(/Solar water pumps for village farmers/))
      fireEvent.change(screen.getByLabelText('Opens'), {
        target: { value: `01 Des ${YEAR} 09:00` },
      })
      fireEvent.change(screen.getByLabelText('Closes'), {
        target: { value: `01 Des ${YEAR} 17:30` },
      })
      return { user, button: screen.getByRole('button', { name: 'Create vote session' }) }
    },
    done: () =>
      waitFor(() =>
        expect(db().voteSessions.filter((v) => v.name === 'Lunch favourite')).toHaveLength(1),
      ),
  },
  {
    name: 'change (or close early) a vote session',
    hook: 'useSaveVoteSession',
    site: 'src/features/votes/components/vote-session-form.tsx',
    request: ['put', '/vote/:id'],
    arrange: async () => {
      // This year's poster vote over the semi-finalists exists once the demo is seeded in Phase 2.
      resetDemoData({ activeIndex: 2 })
      const { user } = committee(`${AREA}/vote/vote-${YEAR}-poster`)
      fireEvent.change(await screen.findByLabelText('Closes'), {
        target: { value: `24 Des ${YEAR} 18:00` },
      })
      return { user, button: screen.getByRole('button', { name: 'Save changes' }) }
    },
    done: async () => {
      await screen.findByText('"Poster favourite (innovation camp)" is saved.')
      expect(
        db().activities.filter((a) => a.entity === 'vote' && a.action === 'update'),
      ).toHaveLength(1)
    },
  },
  {
    name: 'add a person from the directory',
    hook: 'useAddUser',
    site: 'src/app/routes/committee/add-from-directory.tsx',
    request: ['post', '/user'],
    arrange: async () => {
      const { user } = committee(`${AREA}/manage/user`)
      await user.type(await screen.findByLabelText('Name or e-mail'), 'Nadia')
      return { user, button: await screen.findByRole('button', { name: 'Add Nadia Putri' }) }
    },
    confirm: true,
    done: async () => {
      await screen.findByText('Nadia Putri can now sign in as Jury.')
      expect(db().users.filter((u) => u.id === SEEDED.unregistered)).toHaveLength(1)
    },
  },
  {
    name: 'change a person’s role',
    hook: 'useUpdateUser',
    site: 'src/app/routes/committee/manage-users.tsx',
    request: ['put', '/user/:id'],
    arrange: async () => {
      const { user } = committee(`${AREA}/manage/user?role=Jury`)
      return { user, button: await screen.findByLabelText('Role of Maya Sari') }
    },
    press: (user, select) => user.selectOptions(select, 'Commitee'),
    confirm: true,
    done: () =>
      waitFor(() => expect(db().users.find((u) => u.id === MAYA)!.roleName).toBe('Commitee')),
  },
  {
    name: 'deactivate a person',
    hook: 'useUpdateUser',
    site: 'src/app/routes/committee/manage-users.tsx',
    request: ['put', '/user/:id'],
    arrange: async () => {
      const { user } = committee(`${AREA}/manage/user?role=Jury`)
      return { user, button: await screen.findByRole('button', { name: 'Deactivate Maya Sari' }) }
    },
    confirm: true,
    done: () => waitFor(() => expect(db().users.find((u) => u.id === MAYA)!.isActive).toBe(false)),
  },
  {
    name: 'answer a feedback question',
    hook: 'useReplyFeedback',
    site: 'src/features/feedback/components/reply-form.tsx',
    request: ['post', '/feedback/:id/reply'],
    arrange: async () => {
      const { user } = committee(`${AREA}/feedback/fb-001`)
      await user.type(
        await screen.findByLabelText(/^Your answer to /),
        'Yes, teams may add a member.',
      )
      return { user, button: screen.getByRole('button', { name: 'Send answer' }) }
    },
    done: () =>
      waitFor(() =>
        expect(
          db()
            .feedback.find((f) => f.id === 'fb-001')!
            .messages.filter((m) => m.message === 'Yes, teams may add a member.'),
        ).toHaveLength(1),
      ),
  },
  {
    name: 'close a feedback question',
    hook: 'useSetFeedbackStatus',
    site: 'src/app/routes/committee/feedback-thread.tsx',
    request: ['put', '/feedback/:id/status'],
    arrange: async () => {
      const { user } = committee(`${AREA}/feedback/fb-001`)
      return { user, button: await screen.findByRole('button', { name: 'Close question' }) }
    },
    confirm: true,
    done: () =>
      waitFor(() => expect(db().feedback.find((f) => f.id === 'fb-001')!.status).toBe('Closed')),
  },
  {
    name: 'start a period',
    hook: 'useStartPeriod',
    site: 'src/features/periods/components/period-row.tsx',
    request: ['post', '/period/startperiod/:id'],
    arrange: async () => {
      const { user } = committee(`${UPDATES}?year=${YEAR}`)
      const item = await periodItem('Scoring for semi-finalists')
      return {
        user,
        button: within(item).getByRole('button', {
          name: 'Start period: Scoring for semi-finalists',
        }),
      }
    },
    confirm: true,
    done: () => waitFor(() => expect(activities('start', `period-${YEAR}-2`)).toHaveLength(1)),
  },
  {
    name: 'start an ended period again with its new end',
    hook: 'useStartPeriod',
    site: 'src/features/periods/components/restart-period-form.tsx',
    request: ['post', '/period/startperiod/:id'],
    arrange: async () => {
      // Scoring for semi-finalists started: Phase 1 has ended, so starting it asks for its new end.
      expect(
        (await call(SEEDED.committee, 'POST', `/period/startperiod/period-${YEAR}-2`)).status,
      ).toBe(200)
      const { user } = committee(`${UPDATES}?year=${YEAR}`)
      const item = await periodItem('Phase 1: proposal selection')
      await user.click(
        within(item).getByRole('button', {
          name: 'Start period: Phase 1: proposal selection and submission',
        }),
      )
      const dialog = await screen.findByRole('dialog', { name: 'Start the period again' })
      await within(dialog).findByLabelText('New end')
      return { user, button: within(dialog).getByRole('button', { name: 'Start period' }) }
    },
    done: () => waitFor(() => expect(activities('start', `period-${YEAR}-1`)).toHaveLength(1)),
  },
  {
    name: 'send a period’s e-mail from its composer on the timeline',
    hook: 'useSendPeriodEmail',
    site: 'src/features/messages/components/period-email-composer.tsx',
    request: ['post', '/period/:id/SendEmail'],
    arrange: async () => {
      const { user } = committee(`${UPDATES}?year=${YEAR}`)
      const item = await periodItem('Scoring for finalists')
      await user.click(
        within(item).getByRole('button', { name: 'Send e-mail: Scoring for finalists' }),
      )
      const composer = await screen.findByRole('dialog', { name: 'E-mail: Scoring for finalists' })
      await within(composer).findByRole('region', { name: 'The recipients' })
      return { user, button: within(composer).getByRole('button', { name: 'Send e-mail' }) }
    },
    confirm: true,
    confirmDialog: 'Send the e-mail?',
    done: () => waitFor(() => expect(demoStore.db.messages ?? []).toHaveLength(1)),
  },
  {
    name: 'send the innovation update e-mail of an update period from its composer',
    hook: 'useSendPeriodEmail',
    site: 'src/features/messages/components/period-email-composer.tsx',
    request: ['post', '/period/:id/SendEmail'],
    arrange: async () => {
      const { user } = committee(`${UPDATES}/period-${YEAR}-1`)
      await user.click(await screen.findByRole('button', { name: 'Send e-mail' }))
      const composer = await screen.findByRole('dialog', { name: /^Innovation update e-mail: / })
      await within(composer).findByRole('region', { name: 'The recipients' })
      return { user, button: within(composer).getByRole('button', { name: 'Send e-mail' }) }
    },
    confirm: true,
    confirmDialog: 'Send the e-mail?',
    done: () => waitFor(() => expect(demoStore.db.messages ?? []).toHaveLength(1)),
  },
  {
    name: 'plan a period’s automatic reminder',
    hook: 'useSetAutoReminder',
    site: 'src/features/periods/components/auto-reminders.tsx',
    request: ['put', '/period/:id/auto-reminder'],
    arrange: async () => {
      const { user } = committee(`${UPDATES}?year=${YEAR}`)
      const item = await periodItem('Scoring for finalists')
      await user.click(
        within(item).getByRole('button', { name: 'Automatic reminders: Scoring for finalists' }),
      )
      const dialog = await screen.findByRole('dialog', {
        name: 'Automatic reminders: Scoring for finalists',
      })
      await user.click(
        within(dialog).getByRole('checkbox', { name: 'Remind them before the period ends' }),
      )
      return {
        user,
        button: within(dialog).getByRole('button', { name: 'Save automatic reminders' }),
      }
    },
    done: () =>
      waitFor(() =>
        expect(
          demoStore.db.periods.find((p) => p.id === `period-${YEAR}-4`)!.autoReminders,
        ).toEqual([expect.objectContaining({ work: 'scores', enabled: true })]),
      ),
  },
  {
    name: 'edit a period’s times',
    hook: 'useEditPeriodTime',
    site: 'src/features/periods/components/edit-times-form.tsx',
    request: ['put', '/period/EditTime'],
    arrange: async () => {
      const { user } = committee(`${UPDATES}?year=${YEAR}`)
      const item = await periodItem('Scoring for semi-finalists')
      await user.click(
        within(item).getByRole('button', { name: 'Edit times: Scoring for semi-finalists' }),
      )
      const dialog = await screen.findByRole('dialog', { name: 'Edit times' })
      const end = await within(dialog).findByLabelText('End')
      await user.clear(end)
      await user.type(end, '03 Des 2026 10:00')
      return { user, button: within(dialog).getByRole('button', { name: 'Save times' }) }
    },
    done: () => waitFor(() => expect(activities('edit-time')).toHaveLength(1)),
  },
  {
    name: 'review an innovation update',
    hook: 'useReviewUpdate',
    site: 'src/app/routes/innovation-update/committee-update.tsx',
    request: ['post', '/innovation-update/:id/review'],
    arrange: async () => {
      const { user } = committee(`${UPDATES}/period-${YEAR}-1/prop-102.period-${YEAR}-1`)
      await user.type(
        await screen.findByLabelText('Comment to the team'),
        'Ask IT for access early.',
      )
      return { user, button: screen.getByRole('button', { name: 'Mark as reviewed' }) }
    },
    done: async () => {
      await screen.findByText('The review was saved.')
      expect(
        db().activities.filter((a) => a.entity === 'innovation-update' && a.action === 'review'),
      ).toHaveLength(1)
    },
  },
  {
    name: 'remind the teams whose entry is not finalized (YES in the reminder dialog)',
    hook: 'useSendReminder',
    site: 'src/features/messages/components/reminder-dialog.tsx',
    request: ['post', '/messages'],
    arrange: async () => {
      const { user } = committee(`${AREA}/proposals/phase/1?year=${YEAR}`)
      await user.click(
        await screen.findByRole('button', { name: 'Remind teams whose entry is not finalized' }),
      )
      const dialog = await screen.findByRole('dialog', { name: 'Send a reminder' })
      // The dry run's answer is in: Send… asks its question inside the dialog.
      await within(dialog).findByRole('region', { name: 'The recipients' })
      await user.click(within(dialog).getByRole('button', { name: 'Send…' }))
      return { user, button: within(dialog).getByRole('button', { name: 'YES' }) }
    },
    done: () => waitFor(() => expect(db().messages ?? []).toHaveLength(1)),
  },
  {
    name: 'retry the failed e-mails of a message',
    hook: 'useRetryMessage',
    site: 'src/app/routes/committee/message-detail.tsx',
    request: ['post', '/messages/:id/retry'],
    arrange: async () => {
      // A reminder whose e-mail to Andi failed (no address then), his address put right since.
      const andi = (data = db()) => data.users.find((u) => u.id === SEEDED.participantLeader)!
      const address = andi().email
      demoStore.mutate((data) => void (andi(data).email = ''))
      const sent = await call(SEEDED.committee, 'POST', '/messages', {
        kind: 'reminder',
        audience: { kind: 'unfinalized', year: YEAR, phase: 1 },
      })
      expect(sent.status).toBe(200)
      demoStore.mutate((data) => void (andi(data).email = address))
      const { user } = committee(`${AREA}/messages/${sent.body.value.id}`)
      return {
        user,
        button: await screen.findByRole('button', { name: 'Retry the failed e-mails' }),
      }
    },
    done: async () => {
      await screen.findByText('Every e-mail of this message is delivered now.')
      const andi = db().users.find((u) => u.id === SEEDED.participantLeader)!
      expect(db().mailbox!.filter((m) => m.to.email === andi.email)).toHaveLength(1)
    },
  },
]
