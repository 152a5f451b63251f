import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, SEED_NOW, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer } from '@/testing/fake-answers'

/** Upload addresses in answers are signed for the viewer (docs/api.md "Uploaded files"). */
const signedFor = (path: string) =>
  expect.stringMatching(
    new RegExp(`^${path.replace(/[.]/g, '\\.')}\\?v=[^&]+&exp=\\d+&sig=`),
  ) as unknown as string

const YEAR = new Date(SEED_NOW).getUTCFullYear()
const at = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`

function addPoster(proposalId: string, fileName: string, contentType: string) {
  demoStore.mutate((db) => {
    db.proposals
      .find((p) => p.id === proposalId)!
      .attachments.push({
        id: `att-${proposalId}`,
        phase: 1,
        kind: 'poster',
        fileName,
        contentType,
        size: 2048,
        url: `/uploads/att-${proposalId}/${fileName}`,
        uploadedAt: new Date(SEED_NOW).toISOString(),
        uploadedById: SEEDED.participantLeader,
      })
  })
}

describe('participant gallery', () => {
  // The gallery holds published semi-finalists and up: three of this year's proposals advanced and the Phase 1 results published.
  beforeEach(() => {
    demoStore.mutate((db) => {
      for (const id of ['prop-101', 'prop-102', 'prop-104'])
        db.proposals.find((p) => p.id === id)!.phase = 2
      db.resultPublications = [
        ...db.resultPublications,
        {
          id: 'pub-test',
          year: YEAR,
          phase: 1,
          publishedAt: new Date(SEED_NOW).toISOString(),
          publishedById: SEEDED.committee,
          shareComments: false,
        },
      ]
    })
  })

  it('shows the published proposals of the year with posters, PDF tiles and placeholders', async () => {
    addPoster('prop-101', 'pumps.png', 'image/png')
    addPoster('prop-102', 'portal.pdf', 'application/pdf')
    // The seed gives every finalized entry a poster: take prop-104's away to see the placeholder.
    demoStore.mutate((db) => void (db.proposals.find((p) => p.id === 'prop-104')!.attachments = []))
    renderRoute(`/innovation-award/participant/gallery?year=${YEAR}`, {
      as: SEEDED.participantMember,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument()
    expect(await screen.findByText('3 proposals')).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'Poster: Predictive maintenance for pumping stations' }),
    ).toHaveAttribute('src', signedFor('/uploads/att-prop-101/pumps.png'))
    expect(
      screen.getByRole('link', {
        name: /Open the poster of Self-service data portal for branch managers \(PDF, new tab\)/,
      }),
    ).toHaveAttribute('href', signedFor('/uploads/att-prop-102/portal.pdf'))
    expect(screen.getAllByText('No poster yet')).toHaveLength(1)
    expect(
      screen.getByRole('link', { name: 'Village solar microgrid with local cooperatives' }),
    ).toHaveAttribute('href', `/innovation-award/participant/gallery/prop-104?year=${YEAR}`)
    expect(screen.queryByText('Pay-per-use analytics for partners')).not.toBeInTheDocument()
  })

  it('filters by category, keeping the filter and the year in the URL', async () => {
    const { user, router } = renderRoute(`/innovation-award/participant/gallery?year=${YEAR}`, {
      as: SEEDED.participantMember,
    })
    await screen.findByText('3 proposals')
    await user.selectOptions(screen.getByLabelText('Category'), 'Product / Service')
    await waitFor(() =>
      expect(at(router)).toBe(`/innovation-award/participant/gallery?year=${YEAR}&category=1`),
    )
    expect(await screen.findByText('1 proposal')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Self-service data portal for branch managers' }),
    ).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Category'), 'Business model')
    expect(
      await screen.findByText(`No published Business model proposals in ${YEAR}`),
    ).toBeInTheDocument()
  })

  it("shows last year's winner with its badge when the year query asks for it", async () => {
    renderRoute(`/innovation-award/participant/gallery?year=${YEAR - 1}&category=3`, {
      as: SEEDED.participantMember,
    })
    const title = await screen.findByRole('link', { name: 'Leak detection with acoustic sensors' })
    const card = title.closest('.card') as HTMLElement
    expect(within(card).getByText('1st place')).toBeInTheDocument()
    expect(within(card).getByText('Finalist')).toBeInTheDocument()
    expect(screen.getByLabelText('Category')).toHaveValue('3')
  })

  it('says so when nothing is published for the year', async () => {
    renderRoute(`/innovation-award/participant/gallery?year=2020`, { as: SEEDED.participantMember })
    expect(await screen.findByText('Nothing is published for 2020 yet')).toBeInTheDocument()
  })

  it('shows an error with a retry when the gallery answers something that is not data', async () => {
    server.use(
      http.get(
        '*/api/proposal/gallery',
        offContractAnswer(() => HttpResponse.html('<html><body>Gateway</body></html>')),
      ),
    )
    renderRoute(`/innovation-award/participant/gallery?year=${YEAR}`, {
      as: SEEDED.participantMember,
    })
    expect(
      await screen.findByRole('heading', { name: 'The gallery could not be loaded' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/The server answered with a web page instead of data/),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('participant gallery: winners of earlier years', () => {
  const earlier = async () =>
    within(
      (await screen.findByRole('heading', { level: 2, name: 'Winners of earlier years' })).closest(
        'section',
      )!,
    )

  it("shows last year's winners with their places and posters, each linking to its page", async () => {
    renderRoute(`/innovation-award/participant/gallery?year=${YEAR}`, {
      as: SEEDED.participantMember,
    })
    const section = await earlier()
    expect(await section.findByText(`3 winners in ${YEAR - 1}`)).toBeInTheDocument()
    expect(section.getByLabelText('Year')).toHaveValue(String(YEAR - 1))
    const card = section
      .getByRole('link', { name: 'Leak detection with acoustic sensors' })
      .closest('.card') as HTMLElement
    expect(within(card).getByText('1st place')).toBeInTheDocument()
    expect(
      within(card).getByRole('img', { name: 'Poster: Leak detection with acoustic sensors' }),
    ).toBeInTheDocument()
    expect(
      section.getByRole('link', { name: 'Leak detection with acoustic sensors' }),
    ).toHaveAttribute('href', `/innovation-award/participant/gallery/prop-011?year=${YEAR - 1}`)
    expect(
      section
        .getAllByText(/^(1st|2nd|3rd) place$/)
        .map((b) => b.textContent?.replace('★', '').trim()),
    ).toEqual(['1st place', '2nd place', '3rd place'])
    // Last year's semi-finalist is in last year's gallery, not among the winners.
    expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })

  it('says so when the chosen year has no winners, keeping the choice in the URL', async () => {
    // Two years ago the award ran (it has periods) but named no winners.
    demoStore.mutate((db) => {
      const lastYear = db.periods.filter((p) => p.year === String(YEAR - 1))
      db.periods.push(
        ...lastYear.map((p) => ({ ...p, id: `${p.id}-earlier`, year: String(YEAR - 2) })),
      )
    })
    const { user, router } = renderRoute(`/innovation-award/participant/gallery?year=${YEAR}`, {
      as: SEEDED.participantMember,
    })
    const section = await earlier()
    await section.findByText(`3 winners in ${YEAR - 1}`)
    await user.selectOptions(section.getByLabelText('Year'), String(YEAR - 2))
    expect(await section.findByText(`No winners are published for ${YEAR - 2}`)).toBeInTheDocument()
    expect(section.queryByRole('link')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(at(router)).toBe(
        `/innovation-award/participant/gallery?year=${YEAR}&winners=${YEAR - 2}`,
      ),
    )
  })

  it('says so when the award has no year before the one shown', async () => {
    renderRoute(`/innovation-award/participant/gallery?year=${YEAR - 1}`, {
      as: SEEDED.participantMember,
    })
    const section = await earlier()
    expect(
      await section.findByText(`The award has no years before ${YEAR - 1}`),
    ).toBeInTheDocument()
  })
})

describe('participant gallery proposal', () => {
  it('shows the summary, team and poster of a published proposal', async () => {
    addPoster('prop-011', 'leaks.pdf', 'application/pdf')
    renderRoute('/innovation-award/participant/gallery/prop-011', { as: SEEDED.participantMember })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Leak detection with acoustic sensors',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Water leaks in old pipes go unnoticed for weeks.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Expected benefits' })).toBeInTheDocument()
    expect(screen.getByText('1st place')).toBeInTheDocument()
    expect(screen.getByText('Andi Pratama')).toBeInTheDocument()
    expect(screen.getByText('(leader)')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Open the poster/ })).toHaveAttribute(
      'href',
      signedFor('/uploads/att-prop-011/leaks.pdf'),
    )
    expect(screen.getByRole('link', { name: 'Back to the gallery' })).toHaveAttribute(
      'href',
      `/innovation-award/participant/gallery?year=${YEAR - 1}`,
    )
  })

  it('answers an unpublished proposal as not found', async () => {
    renderRoute('/innovation-award/participant/gallery/prop-108', { as: SEEDED.participantMember })
    expect(
      await screen.findByRole('heading', { name: 'This proposal could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No published proposal has this id.')).toBeInTheDocument()
  })
})
