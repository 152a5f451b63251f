import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SEEDED } from '@/demo/db/seed'
import { demoStore, server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

describe('/registration', () => {
  it('registers a new person, then creates a team and lands on the participant home', async () => {
    const { user, router } = renderRoute('/registration', { as: SEEDED.unregistered })
    expect(await screen.findByLabelText('Full name')).toHaveValue('Nadia Putri')
    expect(screen.getByRole('heading', { level: 1, name: 'Registration' })).toBeInTheDocument()
    expect(screen.getByLabelText('Unit')).toHaveValue('Divisi Keuangan')
    const table = screen.getByRole('table', { name: 'T-shirt measurements (length x width)' })
    expect(within(table).getByRole('row', { name: 'XL 75 x 56 cm' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: 'XXXL contact admin' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Enter your phone number.')).toBeInTheDocument()
    expect(screen.getByText('Choose your T-shirt size.')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Phone'), '0812 3456 7890')
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'L')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    // The form is replaced by step 2: focus is on its heading, not back at the top of the document.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Step 2 of 2: your team' })).toHaveFocus(),
    )
    expect(demoStore.db.users.find((u) => u.id === SEEDED.unregistered)).toMatchObject({
      phone: '0812 3456 7890',
      shirtSize: 'L',
      roleName: 'Participant',
    })

    // Step 2 asks for the year's published results first (no new team once Phase 1's are out).
    await user.type(await screen.findByLabelText('Team name'), 'Kas Cerdas')
    await user.click(screen.getByRole('button', { name: 'Create team' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-award/participant'),
    )
    expect(demoStore.db.teams.find((t) => t.name === 'Kas Cerdas')).toMatchObject({
      leaderId: SEEDED.unregistered,
    })
    // The registration page is replaced by the home: focus is on its heading.
    const home = await screen.findByRole('heading', { level: 1, name: 'Participant' })
    await waitFor(() => expect(home).toHaveFocus())
  })

  it('joins a team by its code and shows a wrong code on the field', async () => {
    const { user, router } = renderRoute('/registration', { as: SEEDED.unregistered })
    await user.type(await screen.findByLabelText('Phone'), '081234567890')
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'M')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await user.type(await screen.findByLabelText('Team code'), 'ZZZ-0000')
    await user.click(screen.getByRole('button', { name: 'Join team' }))
    expect(
      await screen.findByText(
        'No team of this year has this code. Check it with your team leader.',
      ),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Team code'))
    await user.type(screen.getByLabelText('Team code'), 'hmk-2290')
    await user.click(screen.getByRole('button', { name: 'Join team' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/innovation-award/participant'),
    )
    expect(demoStore.db.teams.find((t) => t.id === 'team-05')!.memberIds).toContain(
      SEEDED.unregistered,
    )
  })

  it('puts the server field errors on their fields', async () => {
    server.use(
      http.post('*/api/registration', () =>
        problemAnswer(400, {
          title: 'Invalid',
          errors: { Phone: ['This number is already used.'] },
        }),
      ),
    )
    const { user } = renderRoute('/registration', { as: SEEDED.unregistered })
    await user.type(await screen.findByLabelText('Phone'), '081234567890')
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'M')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('This number is already used.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone')).toHaveClass('is-invalid')
  })

  it('sends an already registered person to their home, and a signed-out visitor to /login', async () => {
    const registered = renderRoute('/registration', { as: SEEDED.participantLeader })
    await waitFor(() =>
      expect(registered.router.state.location.pathname).toBe('/innovation-award/participant'),
    )
    registered.unmount()
    const anonymous = renderRoute('/registration')
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'))
  })

  it('shows an error when the account cannot be loaded', async () => {
    server.use(
      http.get(
        '*/api/auth',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
      ),
    )
    renderRoute('/registration', { as: SEEDED.unregistered })
    expect(
      await screen.findByRole('heading', { name: 'Your account could not be loaded' }),
    ).toBeInTheDocument()
  })

  it('says while offline that the form is sent when the connection is back, keeps what was typed and sends it then', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      act(() => void window.dispatchEvent(new Event('offline')))
      const { user } = renderRoute('/registration', { as: SEEDED.unregistered })
      expect(
        await screen.findByText(
          /You are offline\. What you type is kept on this device and sent when the connection is back\./,
        ),
      ).toBeInTheDocument()
      await user.type(screen.getByLabelText('Phone'), '0812 3456 7890')
      await user.selectOptions(screen.getByLabelText('T-shirt size'), 'L')
      await user.click(screen.getByRole('button', { name: 'Register' }))
      expect(
        await screen.findByRole('button', { name: /Waiting for the connection/ }),
      ).toBeDisabled()
      expect(screen.getByLabelText('Phone')).toHaveValue('0812 3456 7890')
      expect(
        demoStore.db.users.find((u) => u.id === SEEDED.unregistered)?.roleName ?? null,
      ).toBeNull()

      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(
        await screen.findByRole('heading', { name: 'Step 2 of 2: your team' }),
      ).toBeInTheDocument()
      expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
      expect(demoStore.db.users.find((u) => u.id === SEEDED.unregistered)).toMatchObject({
        phone: '0812 3456 7890',
        shirtSize: 'L',
        roleName: 'Participant',
      })
    } finally {
      onLine.mockRestore()
      act(() => void window.dispatchEvent(new Event('online')))
    }
  })
})
