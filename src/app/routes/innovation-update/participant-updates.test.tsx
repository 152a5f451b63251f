import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { newDraft } from '@/demo/handlers/innovation-updates'
import { demoStore, resetDemoData, server } from '@/testing/demo-server'
import { chooseInConflict } from '@/testing/conflict-choice'
import { accountOf, draftKeyOf, goOnline, renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'
import { typedFile } from '@/testing/upload-files'

const BASE = '/innovation-update/participant'
const ID = 'prop-101.period-2026-1'
const DRAFT_KEY = draftKeyOf(SEEDED.participantLeader, `innovation-update:${ID}`)
const record = () => demoStore.db.innovationUpdates.find((u) => u.id === ID)
const status = () => screen.getByRole('status', { name: 'Save status' })

function seedDraft(
  fields: Partial<{
    progress: number
    achievements: string
    nextSteps: string
    valueRealised: number
  }>,
) {
  demoStore.mutate((db) => {
    db.innovationUpdates.push({
      ...newDraft(ID, SEEDED.participantMember, new Date().toISOString()),
      ...fields,
      version: 1,
    })
  })
}

/** A draft of the update kept on this device, started from version 0 (before any save), with these achievements. */
function keepOnDevice(achievements: string) {
  window.localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      key: 'x',
      account: accountOf(SEEDED.participantLeader),
      value: { progress: '10', achievements, obstacles: '', nextSteps: '', valueRealised: '' },
      savedAt: 1,
      baseVersion: 0,
    }),
  )
}

describe('participant innovation updates: list', () => {
  it('lists my updates per period with what to do', async () => {
    renderRoute(`${BASE}?year=2026`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My innovation updates' }),
    ).toBeInTheDocument()
    const first = await screen.findByRole('region', { name: /Phase 1/ })
    expect(first).toHaveTextContent('Predictive maintenance for pumping stations')
    expect(first).toHaveTextContent('Not posted')
    // The link's name starts with the words it shows (WCAG 2.5.3), then says which update.
    const write = within(first).getByRole('link', {
      name: /^Write update: Predictive maintenance for pumping stations, Phase 1/,
    })
    expect(write).toHaveAttribute('href', `${BASE}/${ID}`)
    expect(write).toHaveTextContent(/^Write update$/)
    expect(screen.getAllByRole('region')).toHaveLength(3)
    expect(screen.getAllByText(/has not started yet/).length).toBeGreaterThan(0)
  })

  it('says a submitted update’s next step without repeating its status', async () => {
    demoStore.mutate((db) => {
      db.innovationUpdates.push({
        ...newDraft(ID, SEEDED.participantMember, new Date().toISOString()),
        status: 'Submitted',
        version: 2,
      })
    })
    renderRoute(`${BASE}?year=2026`, { as: SEEDED.participantLeader })
    const first = await screen.findByRole('region', { name: /Phase 1/ })
    await waitFor(() => expect(first).toHaveTextContent('Waiting for the committee’s review.'))
    expect(first.textContent!.match(/Submitted/g)).toHaveLength(1)
  })

  it('explains when nothing of mine takes part', async () => {
    demoStore.mutate((db) => {
      db.proposals.find((p) => p.id === 'prop-101')!.entries[1]!.status = 'Finalized'
    })
    renderRoute(`${BASE}?year=2026`, { as: SEEDED.participantLeader })
    expect(await screen.findByText('No updates to write')).toBeInTheDocument()
  })

  it('shows an error when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/innovation-update/mine', () =>
        problemAnswer(403, { title: 'Forbidden', detail: 'Not for you.' }),
      ),
    )
    renderRoute(`${BASE}?year=2026`, { as: SEEDED.participantLeader })
    expect(await screen.findByText(/Not for you/)).toBeInTheDocument()
  })
})

describe('participant innovation updates: entry', () => {
  it('keeps each change on this device and saves it to the server', async () => {
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantMember })
    const achievements = await screen.findByLabelText('Achievements')
    await user.type(screen.getByLabelText('Progress'), '35')
    await user.type(achievements, 'Sensors fitted')
    const memberDraft = draftKeyOf(SEEDED.participantMember, `innovation-update:${ID}`)
    expect(JSON.parse(window.localStorage.getItem(memberDraft)!).value.achievements).toBe(
      'Sensors fitted',
    )
    expect(status()).toHaveTextContent('Saving…')
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(record()).toMatchObject({
      status: 'Draft',
      progress: 35,
      achievements: 'Sensors fitted',
      version: 1,
    })
    expect(window.localStorage.getItem(memberDraft)).toBeNull()
    // Only the leader submits.
    expect(screen.queryByRole('button', { name: 'Submit update' })).not.toBeInTheDocument()
    expect(screen.getByText('Your team leader submits the update.')).toBeInTheDocument()
  })

  it('a value that cannot be read keeps only itself from the server: the other fields are saved by the autosave, it stays here, marked', async () => {
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    const value = await screen.findByLabelText('Value realised so far')
    await user.type(value, 'about two million')
    await user.type(screen.getByLabelText('Achievements'), 'Sensors fitted')
    await user.type(screen.getByLabelText('Next steps'), 'Two more stations')
    await waitFor(() =>
      expect(status()).toHaveTextContent('Saved, except what is marked — kept on this device'),
    )
    // The team sees the other fields; the value on the server is what it was (none yet).
    expect(record()).toMatchObject({
      achievements: 'Sensors fitted',
      nextSteps: 'Two more stations',
      valueRealised: null,
    })
    expect(
      screen.getByText(
        'The rest of the update is saved, but not Value realised so far: correct it as its message says. Until then it is kept on this device only.',
      ),
    ).toBeInTheDocument()
    expect(value).toBeInvalid()
    expect(value).toHaveValue('about two million')
    expect(screen.getByText('Write an amount in rupiah, e.g. 1,500,000.')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.valueRealised).toBe(
      'about two million',
    )
    // More text in another field is saved too; the value keeps its message and its text.
    await user.type(screen.getByLabelText('Obstacles (optional)'), 'No signal')
    await waitFor(() => expect(record()?.obstacles).toBe('No signal'))
    await waitFor(() => expect(status()).toHaveTextContent('Saved, except what is marked'))
    expect(value).toBeInvalid()
    expect(value).toHaveValue('about two million')
    expect(screen.getByText('Write an amount in rupiah, e.g. 1,500,000.')).toBeInTheDocument()
    // Below zero: said so, not asked for another way of writing it.
    await user.clear(value)
    await user.type(value, '-5000')
    expect(
      await screen.findByText('An amount cannot be below zero: write it without the minus sign.'),
    ).toBeInTheDocument()
    expect(record()?.valueRealised).toBeNull()
    // Emptied, it is no longer wrong for a draft: no message, not even "required" (submit was not tried).
    await user.clear(value)
    expect(value).toBeValid()
    expect(screen.queryByText(/Enter the value realised so far/)).not.toBeInTheDocument()
    // Corrected, it is saved too, and nothing is left on this device.
    await user.type(value, '2.000.000')
    await waitFor(() => expect(record()?.valueRealised).toBe(2_000_000))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(status()).not.toHaveTextContent('except')
    expect(value).toBeValid()
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('a progress out of range is held back the same way, "Save now" included', async () => {
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Progress'), '150')
    await user.type(screen.getByLabelText('Achievements'), 'Pilot running')
    await user.click(screen.getByRole('button', { name: 'Save now' }))
    await waitFor(() =>
      expect(status()).toHaveTextContent('Saved, except what is marked — kept on this device'),
    )
    expect(record()).toMatchObject({ achievements: 'Pilot running', progress: null })
    expect(screen.getByText('Progress is a whole number from 0 to 100.')).toBeInTheDocument()
    expect(screen.getByLabelText('Progress')).toHaveValue('150')
  })

  it('checks every field before asking to submit, focusing the first one to complete', async () => {
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Submit update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Complete the marked fields before submitting: Progress, Achievements, Next steps, Value realised so far.',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Progress')).toHaveFocus()
    for (const label of ['Progress', 'Achievements', 'Next steps', 'Value realised so far'])
      expect(screen.getByLabelText(label)).toBeInvalid()
    expect(screen.getByLabelText('Obstacles (optional)')).toBeValid()
    expect(screen.getByText('Enter the progress from 0 to 100.')).toBeInTheDocument()
    expect(screen.getByText('Describe the next steps.')).toBeInTheDocument()
    expect(record()).toBeUndefined()
  })

  it('a field marked when submitting loses its message as soon as it is filled in; the others keep theirs', async () => {
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Submit update' }))
    expect(await screen.findByText('Describe the next steps.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Next steps'), 'Roll out')
    expect(screen.queryByText('Describe the next steps.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Next steps')).toBeValid()
    expect(screen.getByLabelText('Achievements')).toBeInvalid()
    expect(screen.getByText('Describe what has been achieved.')).toBeInTheDocument()
    // The summary above Submit follows: it names only the fields still marked.
    const summary = () => screen.queryByText(/before submitting:/)
    expect(summary()).toHaveTextContent(
      'Complete the marked fields before submitting: Progress, Achievements, Value realised so far.',
    )
    await user.type(screen.getByLabelText('Value realised so far'), '-5')
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'Complete or correct the marked fields before submitting: Progress, Achievements, Value realised so far.',
      ),
    )
    await user.type(screen.getByLabelText('Progress'), '50')
    await user.type(screen.getByLabelText('Achievements'), 'Sensors fitted')
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'Correct the marked field before submitting: Value realised so far.',
      ),
    )
    await user.clear(screen.getByLabelText('Value realised so far'))
    await user.type(screen.getByLabelText('Value realised so far'), '0')
    await waitFor(() => expect(summary()).not.toBeInTheDocument())
    await waitFor(() => expect(record()?.nextSteps).toBe('Roll out'))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
  })

  it('after a refused submit, the "required" messages stay through autosaves while their fields are empty, and each goes once filled', async () => {
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.click(await screen.findByRole('button', { name: 'Submit update' }))
    expect(await screen.findByText('Describe the next steps.')).toBeInTheDocument()
    const required = {
      Progress: 'Enter the progress from 0 to 100.',
      Achievements: 'Describe what has been achieved.',
      'Next steps': 'Describe the next steps.',
      'Value realised so far': 'Enter the value realised so far (0 if none yet).',
    }
    const stillMarked = (labels: Array<keyof typeof required>) => {
      for (const label of labels) {
        expect(screen.getByLabelText(label)).toBeInvalid()
        expect(screen.getByText(required[label])).toBeInTheDocument()
      }
    }
    // Text in a field that is not required is autosaved; the empty fields keep their messages.
    await user.type(screen.getByLabelText('Obstacles (optional)'), 'No signal')
    await waitFor(() => expect(record()?.obstacles).toBe('No signal'))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    stillMarked(['Progress', 'Achievements', 'Next steps', 'Value realised so far'])
    // One filled in loses its message, also after its save; the others keep theirs.
    await user.type(screen.getByLabelText('Achievements'), 'Sensors fitted')
    expect(screen.getByLabelText('Achievements')).toBeValid()
    await waitFor(() => expect(record()?.achievements).toBe('Sensors fitted'))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(screen.queryByText(required.Achievements)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Achievements')).toBeValid()
    stillMarked(['Progress', 'Next steps', 'Value realised so far'])
    // A value that cannot be read now says so (and is held back); emptied again, it is required again.
    const value = screen.getByLabelText('Value realised so far')
    await user.type(value, 'abc')
    expect(screen.getByText('Write an amount in rupiah, e.g. 1,500,000.')).toBeInTheDocument()
    await waitFor(() => expect(status()).toHaveTextContent('Saved, except what is marked'))
    stillMarked(['Progress', 'Next steps'])
    await user.clear(value)
    expect(screen.getByText(required['Value realised so far'])).toBeInTheDocument()
    await user.type(value, '0')
    await user.type(screen.getByLabelText('Progress'), '20')
    await user.type(screen.getByLabelText('Next steps'), 'Roll out')
    await waitFor(() => expect(record()).toMatchObject({ progress: 20, valueRealised: 0 }))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    for (const label of Object.keys(required) as Array<keyof typeof required>) {
      expect(screen.getByLabelText(label)).toBeValid()
      expect(screen.queryByText(required[label])).not.toBeInTheDocument()
    }
  })

  it('asks to correct a field written wrong, not to complete it, and says when an amount is too large', async () => {
    seedDraft({
      progress: 50,
      achievements: 'Pilot running',
      nextSteps: 'Roll out',
      valueRealised: 0,
    })
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    const progress = await screen.findByLabelText('Progress')
    await user.clear(progress)
    await user.type(progress, '150')
    const value = screen.getByLabelText('Value realised so far')
    await user.clear(value)
    await user.type(value, '99.999.999.999.999.999.999')
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    expect(
      await screen.findByText(
        'Correct the marked fields before submitting: Progress, Value realised so far.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Progress is a whole number from 0 to 100.')).toBeInTheDocument()
    expect(
      screen.getByText('This amount is too large: the largest taken is Rp 1,000,000,000,000,000.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // One left empty too: both words.
    await user.clear(screen.getByLabelText('Achievements'))
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    expect(
      await screen.findByText(
        'Complete or correct the marked fields before submitting: Progress, Achievements, Value realised so far.',
      ),
    ).toBeInTheDocument()
    // The rest is saved; what is marked stays here.
    await waitFor(() => expect(status()).toHaveTextContent('Saved, except what is marked'))
  })

  it('submits after completing the marked fields and confirming', async () => {
    seedDraft({ progress: 50, achievements: 'Pilot running', valueRealised: 2_000_000 })
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Value realised so far')).toHaveValue('2,000,000')
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    expect(await screen.findByText('Describe the next steps.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Next steps')).toHaveFocus()
    await user.type(screen.getByLabelText('Next steps'), 'Roll out to two more stations')
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit update' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(await screen.findByText('Your update was submitted.')).toBeInTheDocument()
    expect(record()).toMatchObject({
      status: 'Submitted',
      nextSteps: 'Roll out to two more stations',
    })
    expect(
      await screen.findByText('This update has been submitted and can no longer be changed.'),
    ).toBeInTheDocument()
  })

  it('asks with the focus on NO, as a submitted update cannot be changed: an Enter too many submits nothing', async () => {
    seedDraft({
      progress: 50,
      achievements: 'Pilot running',
      nextSteps: 'Roll out',
      valueRealised: 2_000_000,
    })
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Value realised so far')).toHaveValue('2,000,000')
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    const dialog = await screen.findByRole('dialog', { name: 'Submit update' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(record()?.status).toBe('Draft')
  })

  it('offline with text the server does not have yet, says at once that it cannot submit, without asking first', async () => {
    seedDraft({
      progress: 50,
      achievements: 'Pilot running',
      nextSteps: 'Roll out',
      valueRealised: 2_000_000,
    })
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
      await user.type(await screen.findByLabelText('Obstacles (optional)'), 'No signal')
      await waitFor(() => expect(status()).toHaveTextContent('Offline — kept on this device'))
      await user.click(screen.getByRole('button', { name: 'Submit update' }))
      expect(
        await screen.findByText(
          /You are offline and your latest text has not reached the server yet, so the update was not submitted\. It is kept on this device/,
        ),
      ).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(record()?.status).toBe('Draft')
      expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.obstacles).toBe('No signal')
    } finally {
      offline.mockRestore()
    }
  })

  it('takes an amount written with dots as its hint shows: saved once, then submitted', async () => {
    seedDraft({ progress: 50, achievements: 'Pilot running', nextSteps: 'Two more stations' })
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Value realised so far'), '1.500.000')
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(record()).toMatchObject({ valueRealised: 1_500_000, version: 2 })
    // The text typed stays as typed: the saved amount is the same value, nothing is sent again.
    expect(screen.getByLabelText('Value realised so far')).toHaveValue('1.500.000')
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit update' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(await screen.findByText('Your update was submitted.')).toBeInTheDocument()
    // One save and the submission: no save went round again.
    expect(record()).toMatchObject({ status: 'Submitted', valueRealised: 1_500_000, version: 3 })
  })

  it('a Submit whose text could not be saved first because the session ended: after signing in again it says so and submits once confirmed', async () => {
    seedDraft({ progress: 50, achievements: 'Pilot running', valueRealised: 2_000_000 })
    let ended = true
    const unauthorized = () => (ended ? problemAnswer(401, { title: 'Unauthorized' }) : undefined)
    server.use(
      http.put('*/api/innovation-update/:id', unauthorized),
      http.post('*/api/innovation-update/:id/submit', unauthorized),
    )
    const first = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await first.user.type(await screen.findByLabelText('Next steps'), 'Two more stations')
    await first.user.click(screen.getByRole('button', { name: 'Submit update' }))
    await first.user.click(
      within(await screen.findByRole('dialog', { name: 'Submit update' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(
      await screen.findByText(
        /^Your update was not submitted: the session had ended\. Sign in again first/,
      ),
    ).toBeInTheDocument()
    expect(record()?.status).toBe('Draft')
    first.unmount()

    ended = false
    const back = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(
        'Your update was not submitted: the session had ended. Submit it now?',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Next steps')).toHaveValue('Two more stations')
    await back.user.click(screen.getByRole('button', { name: 'Submit it now' }))
    await back.user.click(
      within(await screen.findByRole('dialog', { name: 'Submit update' })).getByRole('button', {
        name: 'YES',
      }),
    )
    expect(await screen.findByText('Your update was submitted.')).toBeInTheDocument()
    expect(record()).toMatchObject({ status: 'Submitted', nextSteps: 'Two more stations' })
  })

  it('merges without asking when someone else saved a newer version that did not change the same field', async () => {
    seedDraft({ achievements: 'Old' })
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    const field = await screen.findByLabelText('Achievements')
    demoStore.mutate((db) => {
      db.innovationUpdates.find((u) => u.id === ID)!.version = 2
    })
    await user.type(field, ' and new')
    await user.click(screen.getByRole('button', { name: 'Save now' }))
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(record()).toMatchObject({ achievements: 'Old and new', version: 3 })
    expect(
      screen.queryByRole('heading', { name: 'This update was also changed elsewhere' }),
    ).not.toBeInTheDocument()
  })

  it('says it is offline when the server cannot be reached, keeping the text here', async () => {
    server.use(http.put('*/api/innovation-update/:id', () => HttpResponse.error()))
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.type(
      await screen.findByLabelText('Obstacles (optional)'),
      'No signal at two stations',
    )
    await user.click(screen.getByRole('button', { name: 'Save now' }))
    await waitFor(() => expect(status()).toHaveTextContent('Offline — kept on this device'))
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.obstacles).toBe(
      'No signal at two stations',
    )
    expect(record()).toBeUndefined()
    // Back online: what was kept is sent.
    server.resetHandlers()
    await goOnline()
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(record()?.obstacles).toBe('No signal at two stations')
  })

  it('restores a draft kept on this device', async () => {
    keepOnDevice('Typed offline')
    renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Achievements')).toHaveValue('Typed offline')
    expect(screen.getByText(/^Your text kept on this device was restored/)).toBeInTheDocument()
    await waitFor(() => expect(record()?.achievements).toBe('Typed offline'))
  })

  it('offers, never applies silently, a draft started from an older version', async () => {
    seedDraft({ achievements: 'Team version' })
    keepOnDevice('My older text')
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Achievements')).toHaveValue('My older text')
    expect(
      screen.getByRole('heading', { name: 'This update was also changed elsewhere' }),
    ).toBeInTheDocument()
    expect(record()?.achievements).toBe('Team version')
    await chooseInConflict(user, { Progress: 'mine', Achievements: 'mine' })
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    expect(record()?.achievements).toBe('My older text')
    expect(record()?.version).toBe(2)
  })

  it('takes the team’s version when the person chooses it', async () => {
    seedDraft({ achievements: 'Team version' })
    keepOnDevice('My older text')
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await screen.findByRole('heading', { name: 'This update was also changed elsewhere' })
    await chooseInConflict(user, { Progress: 'theirs', Achievements: 'theirs' })
    expect(screen.getByLabelText('Achievements')).toHaveValue('Team version')
    expect(status()).toHaveTextContent('Saved')
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(record()?.version).toBe(1)
  })

  it('keeps each person’s text to that person when the account changes on this page, also back to one already signed in before', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { user, adapter } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
      await user.type(await screen.findByLabelText('Achievements'), 'Leader text')
      await act(async () => adapter.signInAs(SEEDED.participantMember))
      expect(await screen.findByLabelText('Achievements')).toHaveValue('')
      await user.type(screen.getByLabelText('Achievements'), 'Member text')
      // Back to the leader, whose account this page already knows: the leader's own text.
      await act(async () => adapter.signInAs(SEEDED.participantLeader))
      expect(await screen.findByLabelText('Achievements')).toHaveValue('Leader text')
      await user.type(screen.getByLabelText('Obstacles (optional)'), 'No signal')
      expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value).toMatchObject({
        achievements: 'Leader text',
        obstacles: 'No signal',
      })
      const memberDraft = draftKeyOf(SEEDED.participantMember, `innovation-update:${ID}`)
      expect(JSON.parse(window.localStorage.getItem(memberDraft)!).value.achievements).toBe(
        'Member text',
      )
      // Back online, the leader's text is saved as the leader's.
      offline.mockRestore()
      await goOnline()
      await waitFor(() =>
        expect(record()).toMatchObject({
          achievements: 'Leader text',
          obstacles: 'No signal',
          updatedById: SEEDED.participantLeader,
        }),
      )
      await waitFor(() => expect(status()).toHaveTextContent('Saved'))
    } finally {
      offline.mockRestore()
    }
  })

  it('text still waiting for its save when another account signs in on this page is neither sent as theirs nor kept for them; it stays its writer’s', async () => {
    const memberDraft = draftKeyOf(SEEDED.participantMember, `innovation-update:${ID}`)
    const { user, adapter } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    await user.type(await screen.findByLabelText('Achievements'), 'Leader text')
    // Before the autosave's pause is over, another member of the team signs in on this page.
    await act(async () => adapter.signInAs(SEEDED.participantMember))
    expect(await screen.findByText('Your team leader submits the update.')).toBeInTheDocument()
    expect(screen.getByLabelText('Achievements')).toHaveValue('')
    // The leader's form, as it went away, sent nothing as the member and wrote nothing for them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(record()).toBeUndefined()
    expect(window.localStorage.getItem(memberDraft)).toBeNull()
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).value.achievements).toBe(
      'Leader text',
    )
    // Its writer signs in again: the text is back and saved, as theirs.
    await act(async () => adapter.signInAs(SEEDED.participantLeader))
    expect(await screen.findByLabelText('Achievements')).toHaveValue('Leader text')
    await waitFor(() =>
      expect(record()).toMatchObject({
        achievements: 'Leader text',
        updatedById: SEEDED.participantLeader,
      }),
    )
    await waitFor(() => expect(status()).toHaveTextContent('Saved'))
  })

  it('is read-only with the reason outside the period', async () => {
    resetDemoData({ activeIndex: 1 })
    renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(/This period has ended: the update can no longer be changed/),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Achievements')).not.toBeInTheDocument()
  })

  it('names a submitted update opened at its writing address as an update, not as one to write', async () => {
    seedDraft({
      progress: 50,
      achievements: 'Pilot running',
      nextSteps: 'Roll out',
      valueRealised: 0,
    })
    demoStore.mutate((db) => {
      db.innovationUpdates.find((u) => u.id === ID)!.status = 'Submitted'
    })
    renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Update: Predictive maintenance for pumping stations',
      }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Innovation Award - Innovation update'))
    expect(screen.queryByLabelText('Achievements')).not.toBeInTheDocument()
  })

  it('shows text typed here that never reached the server once the period has ended, to its writer only, until removed', async () => {
    resetDemoData({ activeIndex: 1 })
    keepOnDevice('The pilot runs at two stations.')
    // Another member of the team, on this device: nothing of the leader's text.
    const other = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantMember })
    expect(await screen.findByText(/This period has ended/)).toBeInTheDocument()
    expect(screen.queryByText('Text typed on this device was not sent')).not.toBeInTheDocument()
    expect(screen.queryByText('The pilot runs at two stations.')).not.toBeInTheDocument()
    other.unmount()

    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByText('Text typed on this device was not sent')).toBeInTheDocument()
    expect(screen.getByText('The pilot runs at two stations.')).toBeInTheDocument()
    expect(screen.getByText('Progress (%)')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove it from this device' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove the unsent text' })
    await user.click(within(dialog).getByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(screen.queryByText('The pilot runs at two stations.')).not.toBeInTheDocument(),
    )
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    // The server's copy stays as it was: the notice only ever reads this device.
    expect(screen.getByText(/This period has ended/)).toBeInTheDocument()
  })

  it('once the period has ended, shows of the text typed here only the fields that differ from the team’s, above the update under a heading of its own', async () => {
    resetDemoData({ activeIndex: 1 })
    // The team saved 10 % (and nothing else); the text kept here says 10 % too, and achievements.
    seedDraft({ progress: 10 })
    keepOnDevice('The pilot runs at two stations.')
    renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    const notice = (
      await screen.findByRole('heading', {
        name: 'Text typed on this device was not sent',
      })
    ).closest<HTMLElement>('[role="alert"]')!
    expect(within(notice).getByText('Achievements')).toBeInTheDocument()
    expect(within(notice).getByText('The pilot runs at two stations.')).toBeInTheDocument()
    expect(within(notice).queryByText('Progress (%)')).not.toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'What the committee sees' }),
    ).toBeInTheDocument()
  })

  it('shows no unsent text when what is kept here is what the server has', async () => {
    resetDemoData({ activeIndex: 1 })
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        key: 'x',
        account: accountOf(SEEDED.participantLeader),
        value: { progress: '', achievements: '', obstacles: '', nextSteps: '', valueRealised: '' },
        savedAt: 1,
        baseVersion: 0,
      }),
    )
    renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByText(/This period has ended/)).toBeInTheDocument()
    expect(screen.queryByText('Text typed on this device was not sent')).not.toBeInTheDocument()
  })

  it('attaches a file while the update is written: checked before it is sent, listed with its link, removed after a confirmation', async () => {
    seedDraft({ achievements: 'Sensors fitted' })
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantMember })
    const input = await screen.findByLabelText('Attach a file')
    expect(
      screen.getByText(/No files attached yet: add photos, reports or figures/),
    ).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [typedFile('deck.pptx', 100)] } })
    expect(
      await screen.findByText(
        '"deck.pptx" cannot be used: a supporting file must be PDF, PNG, JPEG, DOCX or XLSX.',
      ),
    ).toBeInTheDocument()
    expect(record()!.attachments ?? []).toHaveLength(0)

    // jsdom's XHR loses a multipart file's name and bytes, so this stand-in records the call and
    // stores the file as the demo would; the demo's own rules are tested over real fetch in
    // update-files.test.ts.
    const sent: string[] = []
    server.use(
      http.post('*/api/innovation-update/:id/attachment', ({ params }) => {
        sent.push(String(params.id))
        const file = {
          id: 'att-u1',
          fileName: 'pump.png',
          contentType: 'image/png',
          size: 3000,
          url: '/uploads/att-u1/pump.png',
          uploadedAt: new Date().toISOString(),
        }
        demoStore.mutate((db) => {
          const update = db.innovationUpdates.find((u) => u.id === ID)!
          update.attachments = [{ ...file, uploadedById: SEEDED.participantMember }]
        })
        return HttpResponse.json({ value: file, links: [] }, { status: 201 })
      }),
    )
    fireEvent.change(input, { target: { files: [typedFile('pump.png', 3000)] } })
    expect(await screen.findByRole('link', { name: 'pump.png' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/uploads\/att-u1\/pump\.png\?v=[^&]+&exp=\d+&sig=/,
      ) as unknown as string,
    )
    expect(sent).toEqual([ID])
    // What was typed is untouched by the file's round trip.
    expect(screen.getByLabelText('Achievements')).toHaveValue('Sensors fitted')

    await user.click(screen.getByRole('button', { name: 'Remove pump.png' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'pump.png' })).not.toBeInTheDocument(),
    )
    expect(record()!.attachments).toEqual([])
  })

  it('waits for a file still being uploaded before submitting, instead of losing it: the leader is told why, and may cancel it', async () => {
    seedDraft({
      progress: 50,
      achievements: 'Pilot running',
      nextSteps: 'Roll out',
      valueRealised: 2_000_000,
    })
    // The server takes the file in, but does not answer (until the request is cancelled).
    const sent: string[] = []
    server.use(
      http.post('*/api/innovation-update/:id/attachment', ({ request }) => {
        sent.push(String(request.url))
        return new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        )
      }),
    )
    const { user } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    const input = await screen.findByLabelText('Attach a file')
    fireEvent.change(input, { target: { files: [typedFile('pump.png', 3000)] } })
    await waitFor(() => expect(sent).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    expect(
      await screen.findByText(
        'A file is still being uploaded: submit once it is uploaded, or cancel it.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(record()?.status).toBe('Draft')

    await user.click(screen.getByRole('button', { name: 'Cancel the upload of pump.png' }))
    await user.click(screen.getByRole('button', { name: 'Submit update' }))
    const dialog = await screen.findByRole('dialog', { name: 'Submit update' })
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows another team’s member who signs in on this page none of the update the previous person read', async () => {
    seedDraft({ progress: 50, achievements: 'Pilot running', nextSteps: 'Roll out' })
    const { adapter } = renderRoute(`${BASE}/${ID}`, { as: SEEDED.participantLeader })
    expect(await screen.findByLabelText('Achievements')).toHaveValue('Pilot running')
    // Another tab signs in a leader of another team (Data Untuk Semua) while this page is open.
    await act(async () => adapter.signInAs('c0a80001-0000-4000-8000-000000000023'))
    expect(
      await screen.findByText(/Only the team and the committee can read this update/),
    ).toBeInTheDocument()
    expect(screen.queryByDisplayValue('Pilot running')).not.toBeInTheDocument()
    expect(screen.queryByText(/Pompa Pintar/)).not.toBeInTheDocument()
  })

  it('shows an error for another team’s update', async () => {
    renderRoute(`${BASE}/prop-102.period-2026-1`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(/Only the team and the committee can read this update/),
    ).toBeInTheDocument()
  })
})

describe('participant innovation updates: view', () => {
  it('shows the update and the committee’s review, read-only', async () => {
    renderRoute(`${BASE}/prop-104.period-2026-1/view`, {
      as: 'c0a80001-0000-4000-8000-000000000027',
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Update: Village solar microgrid with local cooperatives',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Battery delivery is three weeks late.')).toBeInTheDocument()
    expect(screen.getByText('Rp 25,000,000')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Committee review' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Files' })).toBeInTheDocument()
    expect(screen.getByText('No files attached.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('shows an error for an unknown update', async () => {
    renderRoute(`${BASE}/nope/view`, { as: SEEDED.participantLeader })
    expect(await screen.findByText(/No innovation update has this id/)).toBeInTheDocument()
  })
})
