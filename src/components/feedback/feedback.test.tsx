import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders } from 'axios'
import { useState } from 'react'
import Modal from 'react-bootstrap/Modal'
import { ConfirmProvider, useConfirm } from '@/components/feedback/confirm'
import { LoadingState } from '@/components/feedback/states'
import { keepClearOfToasts, ToastProvider, useToast } from '@/components/feedback/toasts'
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

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/** The toasts' stack at the top right of a 1024 × 768 window (jsdom's). */
const TOAST_STACK: Box = { top: 0, bottom: 110, left: 1024 - 380, right: 1024 }

/**
 * jsdom lays nothing out: `where` gives an element the box a browser would give it (the toasts'
 * stack is TOAST_STACK), anything else has none.
 */
function layOut(where: (element: Element) => Box | undefined) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const box = this.matches('.toast-container')
      ? TOAST_STACK
      : (where(this) ?? { top: 0, bottom: 0, left: 0, right: 0 })
    return DOMRect.fromRect({
      x: box.left,
      y: box.top,
      width: box.right - box.left,
      height: box.bottom - box.top,
    })
  })
}

const toastStackOf = async (text: string) =>
  (await screen.findAllByText(text))[0]!.closest('.toast-container')

describe('toasts and the field being typed in', () => {
  const layOutField = (field: Box) =>
    layOut((element) => (element.matches('input') ? field : undefined))

  afterEach(() => vi.restoreAllMocks())

  it('go to the bottom when the focused field is where they would appear, and leave focus in it', async () => {
    layOutField({ top: 20, bottom: 58, left: 600, right: 1000 })
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <AutosavedField />
      </ToastProvider>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pump')
    const toast = await toastStackOf('Saved')
    expect(toast).toHaveClass('bottom-0')
    expect(toast).not.toHaveClass('top-0')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Pump')
  })

  it('stay at the top right when the focused field is elsewhere', async () => {
    layOutField({ top: 400, bottom: 438, left: 600, right: 1000 })
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <AutosavedField />
      </ToastProvider>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pump')
    const toast = await toastStackOf('Saved')
    expect(toast).toHaveClass('top-0', 'end-0')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus()
  })
})

/**
 * A page with an action that says "Saved" in a toast, and a button that opens a dialog asking for a
 * reminder's text (the focus on its field with `focusField`, else on the dialog, as react-bootstrap
 * does).
 */
function SaveThenRemind({ focusField = false }: { focusField?: boolean }) {
  const toast = useToast()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => toast.success('Saved')}>Save</button>
      <button onClick={() => setOpen(true)}>Remind</button>
      <Modal show={open} onHide={() => setOpen(false)} size="lg" aria-labelledby="remind-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="remind-title">Send a reminder</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
          <textarea aria-label="Message" autoFocus={focusField} />
        </Modal.Body>
        <Modal.Footer>
          <button onClick={() => setOpen(false)}>Send</button>
        </Modal.Footer>
      </Modal>
    </>
  )
}

describe('toasts and a dialog opened while they show', () => {
  afterEach(() => vi.restoreAllMocks())

  // A large dialog at the top of a 1024 × 768 window: its header, under the toasts' top place, its
  // field below them, its footer at the bottom of the window.
  const DIALOG = { top: 28, bottom: 740, left: 112, right: 912 }
  const dialogLayout = (field: Box) => (element: Element) =>
    element.matches('.modal-header')
      ? { ...DIALOG, bottom: 90 }
      : element.matches('textarea')
        ? field
        : element.matches('.modal-content')
          ? DIALOG
          : undefined

  it('go to the bottom, clear of its title and close button, when focus goes to the dialog itself', async () => {
    layOut(dialogLayout({ top: 150, bottom: 250, left: 128, right: 896 }))
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <SaveThenRemind />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await toastStackOf('Saved')).toHaveClass('top-0')
    await user.click(screen.getByRole('button', { name: 'Remind' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder' })
    await waitFor(() => expect(dialog).toHaveFocus())
    await waitFor(() => expect(document.querySelector('.toast-container')).toHaveClass('bottom-0'))
    // The toast still says what it said, and its close button still closes it.
    expect(screen.getByText('Saved')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close notification' }))
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument())
    expect(dialog).toBeInTheDocument()
  })

  it('follow its field to where the dialog ends its opening slide', async () => {
    // Focused at the start of the dialog's slide, the field is below the toasts; it ends under them.
    let field: Box = { top: 300, bottom: 340, left: 128, right: 896 }
    layOut((element) =>
      element.matches('textarea') ? field : element.matches('.modal-content') ? DIALOG : undefined,
    )
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <SaveThenRemind focusField />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Remind' }))
    const message = await screen.findByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(message).toHaveFocus())
    await waitFor(() => expect(document.querySelector('.toast-container')).toHaveClass('top-0'))
    field = { top: 40, bottom: 80, left: 128, right: 896 }
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('transitionend', { bubbles: true }))
    })
    await waitFor(() => expect(document.querySelector('.toast-container')).toHaveClass('bottom-0'))
    expect(message).toHaveFocus()
  })

  it('come back to the top once the dialog is closed', async () => {
    layOut(dialogLayout({ top: 150, bottom: 250, left: 128, right: 896 }))
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <SaveThenRemind />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Remind' }))
    await screen.findByRole('dialog', { name: 'Send a reminder' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(document.querySelector('.toast-container')).toHaveClass('top-0'))
  })
})

describe('toasts and what a page keeps in sight', () => {
  afterEach(() => vi.restoreAllMocks())

  function Progress() {
    const toast = useToast()
    return (
      <>
        <p {...keepClearOfToasts}>Done 1 of 3</p>
        <p>Tap a score for each criterion.</p>
        <button onClick={() => toast.success('Your scores are submitted.')}>Submit</button>
      </>
    )
  }

  it('go to the bottom when a line the page keeps in sight is where they would appear', async () => {
    layOut((element) =>
      element.textContent === 'Done 1 of 3'
        ? { top: 60, bottom: 84, left: 700, right: 1000 }
        : undefined,
    )
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <Progress />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await toastStackOf('Your scores are submitted.')).toHaveClass('bottom-0')
  })

  it('cover a line the page does not mark', async () => {
    layOut((element) =>
      element.textContent === 'Tap a score for each criterion.'
        ? { top: 60, bottom: 84, left: 700, right: 1000 }
        : undefined,
    )
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <Progress />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await toastStackOf('Your scores are submitted.')).toHaveClass('top-0')
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
