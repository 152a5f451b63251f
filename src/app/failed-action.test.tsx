import { useMutation, type MutationMeta } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders } from 'axios'
import { AppProviders } from '@/app/provider'
import { AuthenticationError, NetworkFailure } from '@/lib/api-errors'
import { createQueryClient } from '@/lib/query-client'
import { createTestAdapter, render } from '@/testing/test-utils'

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  })
}

/** A button whose action fails with `error`; it says so on the page once the failure is settled. */
function FailingAction({ error, inline = false }: { error: unknown; inline?: boolean }) {
  const action = useMutation({
    mutationFn: () => Promise.reject(error),
    meta: inline ? { errors: 'inline' } : undefined,
  })
  return (
    <>
      <button onClick={() => action.mutate()}>Save</button>
      {action.isError ? <p>The action failed.</p> : null}
    </>
  )
}

function renderAction(error: unknown, inline = false) {
  render(
    <AppProviders adapter={createTestAdapter(null)} queryClient={createQueryClient()}>
      <FailingAction error={error} inline={inline} />
    </AppProviders>,
  )
  return userEvent.setup()
}

describe('a failed action', () => {
  it.each([
    [
      'a problem with a detail',
      answered(409, { title: 'Conflict', detail: 'The entry was finalized meanwhile.' }),
      'ConflictThe entry was finalized meanwhile.',
    ],
    [
      'the network',
      new NetworkFailure(),
      'Cannot reach the server. Check your connection; your work is kept and you can try again.',
    ],
    [
      'an ended session',
      new AuthenticationError(),
      'Your session has ended. Please sign in again.',
    ],
  ])('is shown as an error toast by the one handler (%s)', async (_case, error, shown) => {
    const user = renderAction(error)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const toast = await screen.findByRole('alert')
    expect(toast).toHaveTextContent(shown)
    expect(toast).toHaveClass('bg-danger')
  })

  it('shows one toast per field error of a problem with no form to show them', async () => {
    const user = renderAction(
      answered(400, { errors: { Name: ['Enter a name.'], Email: ['Enter an e-mail.'] } }),
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findAllByRole('alert')
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'ErrorEnter a name.',
      'ErrorEnter an e-mail.',
    ])
  })

  it('is not toasted when its mutation says the screen shows it', async () => {
    const user = renderAction(answered(409, { title: 'Conflict', detail: 'Taken.' }), true)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The action failed.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('takes only the meta the handler knows, so a typo fails the typecheck', () => {
    expectTypeOf({ errors: 'inline' as const }).toExtend<MutationMeta>()
    expectTypeOf({ errors: 'inlined' as const }).not.toExtend<MutationMeta>()
    expectTypeOf({ error: 'inline' as const }).not.toExtend<MutationMeta>()
  })
})
