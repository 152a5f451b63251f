import { screen, waitFor, within } from '@testing-library/react'
import { yearSteps } from '@/app/layouts/year-control'
import { SEEDED } from '@/demo/db/seed'
import { currentYear } from '@/lib/current-year'
import { resetDemoData } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'

// The demo has a timeline for this year and the year before it.
const NOW = currentYear()
const PAST = NOW - 1
const HOME = '/innovation-award/commitee'

const yearShown = () => screen.getByRole('group', { name: 'Year shown' })
const pastNotice = (year: number) => `You are looking at ${year}, a past year.`

describe('year steps', () => {
  it('step to the nearest year with a timeline, the current year always among them', () => {
    expect(yearSteps(2026, [2022, 2025, 2025, 2026])).toEqual({
      year: 2026,
      previous: 2025,
      next: null,
    })
    expect(yearSteps(2025, [2022, 2025])).toEqual({ year: 2025, previous: 2022, next: NOW })
    expect(yearSteps(2019, [2022])).toEqual({ year: 2019, previous: null, next: 2022 })
  })

  it('are one calendar year each while the years are not known', () => {
    expect(yearSteps(2025, null)).toEqual({ year: 2025, previous: 2024, next: 2026 })
  })
})

describe('the year in an area header', () => {
  it('changes the whole area to a past year through the address, marks it and leads back', async () => {
    const { user, router } = renderRoute(HOME, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: `Timeline ${NOW}` })).toBeInTheDocument()
    expect(yearShown()).toHaveTextContent(`Year ${NOW}`)
    expect(screen.queryByText(/a past year/)).not.toBeInTheDocument()
    // No year after this one has a timeline: the step forward is there, and says why it is off.
    expect(
      await within(yearShown()).findByRole('button', { name: 'Next year: none has a timeline' }),
    ).toBeDisabled()

    await user.click(within(yearShown()).getByRole('link', { name: `Previous year, ${PAST}` }))
    expect(await screen.findByRole('heading', { name: `Timeline ${PAST}` })).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?year=${PAST}`)
    expect(yearShown()).toHaveTextContent(`Year ${PAST}`)
    expect(screen.getByText(pastNotice(PAST))).toBeInTheDocument()

    // The menu keeps the year: the next screen shows the same year, still marked.
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      `${HOME}/vote-result?year=${PAST}`,
    )
    await user.click(screen.getByRole('button', { name: 'Manage' }))
    await user.click(await screen.findByRole('link', { name: 'Teams' }))
    expect(await screen.findByRole('heading', { level: 1, name: /Teams/ })).toBeInTheDocument()
    expect(router.state.location).toMatchObject({
      pathname: `${HOME}/manage/team`,
      search: `?year=${PAST}`,
    })
    expect(screen.getByText(pastNotice(PAST))).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: `Back to ${NOW}` }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe(`${HOME}/manage/team`)
    expect(yearShown()).toHaveTextContent(`Year ${NOW}`)
    expect(screen.queryByText(/a past year/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      `${HOME}/vote-result`,
    )
  })

  it('shows the current year for a year that is not one, and puts the address right in place', async () => {
    const { router } = renderRoute(`${HOME}?year=abc`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: `Timeline ${NOW}` })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(yearShown()).toHaveTextContent(`Year ${NOW}`)
  })

  it('moves with the timeline’s own arrows, which change the address', async () => {
    const { user, router } = renderRoute('/innovation-update/commitee', { as: SEEDED.committee })
    const arrows = await screen.findByRole('navigation', { name: 'Timeline year' })
    await user.click(within(arrows).getByRole('link', { name: `‹ ${PAST}` }))
    expect(await screen.findByRole('list', { name: `Periods of ${PAST}` })).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?year=${PAST}`)
    expect(yearShown()).toHaveTextContent(`Year ${PAST}`)
    expect(screen.getByText(pastNotice(PAST))).toBeInTheDocument()
  })

  it('on a judge’s screens of the running award, says the year chosen does not apply there', async () => {
    resetDemoData({ activeIndex: 1 })
    renderRoute(`/innovation-award/jury?year=${PAST}`, { as: SEEDED.jury })
    expect(await screen.findByRole('heading', { level: 1, name: 'Jury' })).toBeInTheDocument()
    expect(yearShown()).toHaveTextContent(`Year ${PAST}`)
    expect(
      await screen.findByText(
        `This screen shows the running award, ${NOW}, whichever year is chosen (${PAST}).`,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(pastNotice(PAST))).not.toBeInTheDocument()
  })
})

describe('the year on the landing', () => {
  it('marks a past year for someone signed in, with the way back', async () => {
    renderRoute(`/?year=${PAST}`, { as: SEEDED.committee })
    expect(await screen.findByRole('heading', { name: `Timeline ${PAST}` })).toBeInTheDocument()
    expect(screen.getByText(pastNotice(PAST))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Back to ${NOW}` })).toHaveAttribute('href', '/')
    expect(await screen.findByRole('link', { name: 'Go to my area' })).toHaveAttribute(
      'href',
      `${HOME}?year=${PAST}`,
    )
  })

  it('marks a past year for a signed-out visitor', async () => {
    renderRoute(`/?year=${PAST}`)
    expect(await screen.findByRole('heading', { name: `Timeline ${PAST}` })).toBeInTheDocument()
    expect(screen.getByText(pastNotice(PAST))).toBeInTheDocument()
  })
})
