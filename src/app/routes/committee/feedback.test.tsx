import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

const base = '/innovation-award/commitee'
const at = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`
const bodyRows = () => screen.getAllByRole('row').slice(1)

describe('committee feedback list', () => {
  it("lists everyone's feedback and filters by status and keyword through the URL", async () => {
    const { user, router } = renderRoute(`${base}/feedback`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument()
    expect(await screen.findByText('5 conversations')).toBeInTheDocument()
    expect(bodyRows()[0]).toHaveTextContent('When are the semi-finalists announced?')
    expect(bodyRows()[0]).toHaveTextContent('Andi Pratama')

    await user.selectOptions(screen.getByLabelText('Status'), 'Closed')
    await waitFor(() => expect(at(router)).toBe(`${base}/feedback?status=Closed`))
    expect(await screen.findByText('1 conversation')).toBeInTheDocument()
    expect(bodyRows()[0]).toHaveTextContent('Camp dates clash with a site shutdown')

    await user.selectOptions(screen.getByLabelText('Status'), '')
    await user.type(screen.getByLabelText('Keyword'), 'poster')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(at(router)).toBe(`${base}/feedback?keyword=poster`))
    expect(await screen.findByText('1 conversation')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Poster size for the gallery' })).toHaveAttribute(
      'href',
      `${base}/feedback/fb-003`,
    )
  })

  it('says when nothing matches the filters', async () => {
    renderRoute(`${base}/feedback?keyword=nothing-like-this`, { as: SEEDED.committee })
    expect(await screen.findByText('No feedback matches these filters')).toBeInTheDocument()
    expect(screen.getByLabelText('Keyword')).toHaveValue('nothing-like-this')
  })

  it('has an empty state when nobody has written', async () => {
    demoStore.mutate((db) => {
      db.feedback = []
    })
    renderRoute(`${base}/feedback`, { as: SEEDED.committee })
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument()
  })

  it('shows an error when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/feedback', () =>
        problemAnswer(403, { title: 'Forbidden', detail: 'Not for you.' }),
      ),
    )
    renderRoute(`${base}/feedback`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'The feedback could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Not for you.')).toBeInTheDocument()
  })
})

describe('committee feedback thread', () => {
  it('answers a question, which marks it answered', async () => {
    const { user } = renderRoute(`${base}/feedback/fb-003`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poster size for the gallery' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Waiting for the committee')).toBeInTheDocument()
    await user.type(
      screen.getByLabelText('Your answer to Rizky Ramadhan'),
      'A1 portrait; the template is A1.',
    )
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    )
    expect(screen.getByText('Answered', { selector: '.badge' })).toBeInTheDocument()
    const stored = demoStore.db.feedback.find((f) => f.id === 'fb-003')!
    expect(stored.status).toBe('Answered')
    expect(stored.messages.at(-1)).toMatchObject({
      authorId: SEEDED.committee,
      message: 'A1 portrait; the template is A1.',
    })
  })

  it('closes a question only after confirmation, then can reopen it', async () => {
    const { user } = renderRoute(`${base}/feedback/fb-001`, { as: SEEDED.committee })
    await user.click(await screen.findByRole('button', { name: 'Close question' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Andi Pratama can read it but can no longer reply')
    expect(dialog).toHaveAccessibleName('Close this question?')
    await user.click(within(dialog).getByRole('button', { name: 'NO' }))
    expect(demoStore.db.feedback.find((f) => f.id === 'fb-001')!.status).toBe('Answered')

    await user.click(screen.getByRole('button', { name: 'Close question' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }))
    expect(
      await screen.findByText('This question is closed. Reopen it to answer again.'),
    ).toBeInTheDocument()
    expect(demoStore.db.feedback.find((f) => f.id === 'fb-001')!.status).toBe('Closed')

    await user.click(screen.getByRole('button', { name: 'Reopen' }))
    expect(await screen.findByLabelText('Your answer to Andi Pratama')).toBeInTheDocument()
    expect(demoStore.db.feedback.find((f) => f.id === 'fb-001')!.status).toBe('Open')
  })

  it('shows a not-found thread as an error', async () => {
    renderRoute(`${base}/feedback/fb-999`, { as: SEEDED.committee })
    expect(
      await screen.findByRole('heading', { name: 'This conversation could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No feedback has this id.')).toBeInTheDocument()
  })
})
