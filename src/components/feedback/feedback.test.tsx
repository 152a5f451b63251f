import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders } from 'axios'
import { useState } from 'react'
import { ConfirmProvider, useConfirm } from '@/components/feedback/confirm'
import { LoadingState } from '@/components/feedback/states'
import { ToastProvider, useToast } from '@/components/feedback/toasts'
import { render } from '@/testing/test-utils'

function axiosError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  })
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

describe('toasts (requirements R8.6)', () => {
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
    expect(alerts.map((a) => a.querySelector('.toast-body')?.textContent)).toEqual([
      'Enter a title.',
      'Choose a category.',
      'Unknown category.',
    ])
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

/** A field that saves itself as it is typed in, with a "Saved" toast each time. */
function AutosavedField() {
  const toast = useToast()
  return <input aria-label="Title" onChange={() => toast.success('Saved')} />
}

describe('toasts and the field being typed in', () => {
  // jsdom lays nothing out: the field and the toasts get the boxes a 1024 × 768 window would give them.
  function layOut(field: { top: number; bottom: number; left: number; right: number }) {
    return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const box = this.matches('input')
        ? field
        : this.matches('.toast-container')
          ? { top: 0, bottom: 110, left: 1024 - 380, right: 1024 }
          : { top: 0, bottom: 0, left: 0, right: 0 }
      return DOMRect.fromRect({
        x: box.left,
        y: box.top,
        width: box.right - box.left,
        height: box.bottom - box.top,
      })
    })
  }

  afterEach(() => vi.restoreAllMocks())

  it('go to the bottom when the focused field is where they would appear, and leave focus in it', async () => {
    layOut({ top: 20, bottom: 58, left: 600, right: 1000 })
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <AutosavedField />
      </ToastProvider>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pump')
    const toast = (await screen.findAllByText('Saved'))[0]!.closest('.toast-container')
    expect(toast).toHaveClass('bottom-0')
    expect(toast).not.toHaveClass('top-0')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Pump')
  })

  it('stay at the top right when the focused field is elsewhere', async () => {
    layOut({ top: 400, bottom: 438, left: 600, right: 1000 })
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <AutosavedField />
      </ToastProvider>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pump')
    const toast = (await screen.findAllByText('Saved'))[0]!.closest('.toast-container')
    expect(toast).toHaveClass('top-0', 'end-0')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus()
  })
})

function ConfirmButton() {
  const confirm = useConfirm()
  const [answer, setAnswer] = useState('none')
  return (
    <>
      <button
        onClick={async () =>
          setAnswer(String(await confirm({ message: 'Finalize the proposal?' })))
        }
      >
        ask
      </button>
      <output>{answer}</output>
    </>
  )
}

describe('confirm dialog (requirements R8.7)', () => {
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

  it('mounted again once its code is in, has it at once: nothing changes after the first render', async () => {
    const first = render(
      <ConfirmProvider>
        <ConfirmButton />
      </ConfirmProvider>,
    )
    // The first provider loads the dialog's code; the next one finds it loaded.
    await userEvent.click(screen.getByRole('button', { name: 'ask' }))
    await userEvent.click(await screen.findByRole('button', { name: 'NO' }))
    first.unmount()
    const changes = vi.fn()
    function Watch() {
      changes()
      return null
    }
    render(
      <ConfirmProvider>
        <Watch />
      </ConfirmProvider>,
    )
    const rendersAtMount = changes.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 0))
    // A state change after the render (outside any test's act) would render the children again.
    expect(changes).toHaveBeenCalledTimes(rendersAtMount)
  })
})

describe('the loading line', () => {
  it('offline, says it waits for the connection, not for the server, and offers no Retry that cannot work', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      render(<LoadingState label="Loading the notifications…" waitingAfterMs={0} />)
      expect(
        await screen.findByText('You are offline: this loads as soon as the connection is back.'),
      ).toBeInTheDocument()
      expect(screen.queryByText('Still waiting for the server…')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
      onLine.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByText('Still waiting for the server…')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    } finally {
      onLine.mockRestore()
    }
  })
})
