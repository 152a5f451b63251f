import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders } from 'axios'
import { useState } from 'react'
import { ConfirmProvider, useConfirm } from '@/components/feedback/confirm'
import { ToastProvider, useToast } from '@/components/feedback/toasts'

function axiosError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, { status, statusText: '', headers: {}, config, data })
}

function ToastButtons({ error }: { error?: unknown }) {
  const toast = useToast()
  return (
    <>
      <button onClick={() => toast.error('Could not save')}>error</button>
      <button onClick={() => toast.success('Saved')}>success</button>
      <button onClick={() => toast.apiError(error)}>api</button>
    </>
  )
}

describe('toasts (seed §8)', () => {
  it('default to "Error" in danger style and "Success" in success style', async () => {
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'error' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('ErrorCould not save')
    expect(alert).toHaveClass('bg-danger')
    await user.click(screen.getByRole('button', { name: 'success' }))
    const success = (await screen.findByText('Saved')).closest('.toast')
    expect(success).toHaveTextContent('SuccessSaved')
    expect(success).toHaveClass('bg-success')
  })

  it('show one toast per message of an errors map', async () => {
    const user = userEvent.setup()
    const error = axiosError(400, {
      title: 'One or more validation errors occurred.',
      errors: { Title: ['Enter a title.'], Category: ['Choose a category.', 'Unknown category.'] },
    })
    render(
      <ToastProvider>
        <ToastButtons error={error} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'api' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((a) => a.querySelector('.toast-body')?.textContent)).toEqual(['Enter a title.', 'Choose a category.', 'Unknown category.'])
  })

  it.each([
    [{ title: 'Conflict', status: 409 }, 'Conflict'],
    [{ message: 'Team is full' }, 'Team is full'],
    ['Plain text from the server', 'Plain text from the server'],
  ])('otherwise show the title, message or raw body (%j)', async (data, shown) => {
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <ToastButtons error={axiosError(409, data)} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'api' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
  })
})

function ConfirmButton() {
  const confirm = useConfirm()
  const [answer, setAnswer] = useState('none')
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ message: 'Finalize the proposal?' })))}>ask</button>
      <output>{answer}</output>
    </>
  )
}

describe('confirm dialog (seed §8)', () => {
  it('defaults to "Confirmation" with "YES" and "NO"', async () => {
    const user = userEvent.setup()
    render(
      <ConfirmProvider>
        <ConfirmButton />
      </ConfirmProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'ask' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(dialog).toHaveTextContent('Finalize the proposal?')
    await user.click(screen.getByRole('button', { name: 'NO' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'))

    await user.click(screen.getByRole('button', { name: 'ask' }))
    await user.click(await screen.findByRole('button', { name: 'YES' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'))
  })
})
