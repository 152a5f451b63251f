import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ConfirmProvider, useConfirm } from '@/components/feedback/confirm'
import { render } from '@/testing/test-utils'

// The dialog's code arrives with the screens' shared code; here it cannot be fetched at first, as
// offline before it ever was, then it can.
const network = { online: false }
const load = vi.fn(async () => {
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module')
  return (await import('@/components/feedback/confirm-dialog')).ConfirmDialog
})

function Publish() {
  const confirm = useConfirm()
  const [done, setDone] = useState('nothing done')
  return (
    <>
      <button
        onClick={async () => {
          if (await confirm({ message: 'Publish the results?' })) setDone('published')
          else setDone('not published')
        }}
      >
        Publish
      </button>
      <output>{done}</output>
    </>
  )
}

describe('a confirmation whose dialog cannot be loaded', () => {
  it('answers NO and does nothing, then asks once the code can be fetched', async () => {
    const user = userEvent.setup()
    render(
      <ConfirmProvider load={load}>
        <Publish />
      </ConfirmProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('not published'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    network.online = true
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(dialog).toHaveTextContent('Publish the results?')
    await user.click(screen.getByRole('button', { name: 'YES' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('published'))
  })
})
