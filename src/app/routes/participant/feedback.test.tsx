import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { draftKeyOf, renderRoute } from '@/testing/test-utils'
import { sendQuestionAsSessionEnds } from '@/testing/interrupted-question'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const base = '/innovation-award/participant'

describe('participant feedback list', () => {
  it("lists only the person's own questions with their status", async () => {
    renderRoute(`${base}/feedback`, { as: SEEDED.participantLeader })
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument()
    const rows = (await screen.findAllByRole('row')).slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('When are the semi-finalists announced?')
    expect(rows[0]).toHaveTextContent('Waiting for the committee')
    expect(rows[1]).toHaveTextContent('Can one team submit two proposals in the same category?')
    expect(rows[1]).toHaveTextContent('Answered')
    expect(rows[1]).toHaveTextContent('from the committee')
    expect(screen.queryByText('Poster size for the gallery')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      `${base}/feedback/create`,
    )
  })

  it('has an empty state for someone who has not asked anything', async () => {
    renderRoute(`${base}/feedback`, { as: 'c0a80001-0000-4000-8000-000000000025' })
    expect(await screen.findByText('You have not asked anything yet')).toBeInTheDocument()
  })

  it('shows an error with a retry when the list fails', async () => {
    server.use(
      http.get(
        '*/api/feedback',
        offContractAnswer(() => HttpResponse.json([{ id: 1 }])),
      ),
    )
    renderRoute(`${base}/feedback`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'Your feedback could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/The server's answer was not understood/)).toBeInTheDocument()
  })
})

describe('participant feedback create', () => {
  it('validates, then sends the question and opens its thread', async () => {
    const { user, router } = renderRoute(`${base}/feedback/create`, {
      as: SEEDED.participantLeader,
    })
    await user.click(await screen.findByRole('button', { name: 'Send to the committee' }))
    expect(await screen.findByText('Write a subject of at least 5 characters.')).toBeInTheDocument()
    expect(screen.getByText('Write a message.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Subject'), 'Judging weights in Phase 2')
    await user.selectOptions(screen.getByLabelText('Topic (optional)'), 'Judging')
    await user.type(
      screen.getByLabelText('Your question or feedback'),
      'Are the weights the same as in Phase 1?',
    )
    await user.click(screen.getByRole('button', { name: 'Send to the committee' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Judging weights in Phase 2' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toMatch(
      /^\/innovation-award\/participant\/feedback\/fb-/,
    )
    // In the form's place: Back does not offer it again to send the same question twice.
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.getByText('Are the weights the same as in Phase 1?')).toBeInTheDocument()
    const stored = demoStore.db.feedback.at(-1)!
    expect(stored).toMatchObject({
      authorId: SEEDED.participantLeader,
      subject: 'Judging weights in Phase 2',
      category: 'Judging',
      status: 'Open',
    })
    expect(
      window.localStorage.getItem(
        draftKeyOf(SEEDED.participantLeader, `feedback-create:${SEEDED.participantLeader}`),
      ),
    ).toBeNull()
  })

  it('keeps what was typed when sending fails, across a reload, and shows server field errors on the fields', async () => {
    server.use(
      http.post('*/api/feedback', () =>
        problemAnswer(400, {
          title: 'One or more validation errors occurred.',
          errors: { Subject: ['This subject is already asked.'] },
        }),
      ),
    )
    const first = renderRoute(`${base}/feedback/create`, { as: SEEDED.participantLeader })
    await first.user.type(await screen.findByLabelText('Subject'), 'Camp dates and shutdowns')
    await first.user.type(
      screen.getByLabelText('Your question or feedback'),
      'Our site shuts down that week.',
    )
    await first.user.click(screen.getByRole('button', { name: 'Send to the committee' }))
    expect(await screen.findByText('This subject is already asked.')).toBeInTheDocument()
    expect(screen.getByLabelText('Subject')).toHaveValue('Camp dates and shutdowns')
    first.unmount()

    server.use(
      http.post(
        '*/api/feedback',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
      ),
    )
    const second = renderRoute(`${base}/feedback/create`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText(
        'Your unsent question was kept on this device and is filled in below.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Subject')).toHaveValue('Camp dates and shutdowns')
    expect(screen.getByLabelText('Your question or feedback')).toHaveValue(
      'Our site shuts down that week.',
    )
    await second.user.click(screen.getByRole('button', { name: 'Send to the committee' }))
    expect(
      await screen.findByText('Boom Nothing you wrote is lost; you can send it again.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Your question or feedback')).toHaveValue(
      'Our site shuts down that week.',
    )
  })
})

describe('a question whose sending was cut off by an ended session', () => {
  it('after signing in again, the form says plainly it was not sent and sends it once, when asked', async () => {
    const { sends } = await sendQuestionAsSessionEnds(SEEDED.participantLeader)
    const back = renderRoute(`${base}/feedback/create`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByText('Your question was not sent: the session had ended. Send it now?'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Subject')).toHaveValue('Camp dates and shutdowns')
    const count = demoStore.db.feedback.length
    expect(sends).toHaveLength(1)

    await back.user.click(screen.getByRole('button', { name: 'Send it now' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Camp dates and shutdowns' }),
    ).toBeInTheDocument()
    expect(demoStore.db.feedback).toHaveLength(count + 1)
    expect(demoStore.db.feedback.at(-1)).toMatchObject({
      subject: 'Camp dates and shutdowns',
      authorId: SEEDED.participantLeader,
    })
    expect(sends).toHaveLength(2)
    expect(
      Object.keys(window.localStorage).filter((key) => key.includes('submit-interrupted')),
    ).toEqual([])
  })
})

describe('participant feedback thread', () => {
  it('shows the conversation and sends a reply, reopening the question', async () => {
    const { user } = renderRoute(`${base}/feedback/fb-001`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Can one team submit two proposals in the same category?',
      }),
    ).toBeInTheDocument()
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    expect(messages).toHaveLength(2)
    expect(messages[1]).toHaveTextContent('Siti Rahmawati')
    expect(messages[1]).toHaveTextContent('Committee')
    expect(screen.getByText('Answered')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('Write a message.')).toBeInTheDocument()
    await user.type(
      screen.getByLabelText('Your reply'),
      'Thank you! Can both have the same members?',
    )
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    )
    expect(screen.getByText('Waiting for the committee')).toBeInTheDocument()
    expect(screen.getByLabelText('Your reply')).toHaveValue('')
    expect(demoStore.db.feedback.find((f) => f.id === 'fb-001')!.status).toBe('Open')
  })

  it('takes no replies on a closed question and points to a new one', async () => {
    renderRoute(`${base}/feedback/fb-004`, { as: SEEDED.participantMember })
    expect(await screen.findByText(/The committee has closed this question/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ask a new question' })).toHaveAttribute(
      'href',
      `${base}/feedback/create`,
    )
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument()
  })

  it("refuses someone else's question", async () => {
    renderRoute(`${base}/feedback/fb-003`, { as: SEEDED.participantLeader })
    expect(
      await screen.findByRole('heading', { name: 'This conversation could not be loaded' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Only its author and the committee can read this feedback.'),
    ).toBeInTheDocument()
  })
})
