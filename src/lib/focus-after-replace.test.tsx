import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { keepFocusAfterReplace } from '@/lib/focus-after-replace'
import { render } from '@/testing/test-utils'

/** A region whose action replaces its form by a status, as Register or Approve do once the server answers. */
function Region() {
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  return (
    <main>
      <h1>Page</h1>
      <section>
        <h2>Review</h2>
        {done ? <p>Approved.</p> : <button onClick={() => setDone(true)}>Approve</button>}
        <button disabled={busy} onClick={() => setBusy(true)}>
          Start period
        </button>
        <button>Other</button>
      </section>
    </main>
  )
}

let release: (() => void) | null = null
beforeEach(() => {
  release = keepFocusAfterReplace()
})
afterEach(() => release?.())

describe('focus after an action replaces part of the page', () => {
  it('moves to the heading of the region when the focused button is removed, not to the top of the document', async () => {
    const user = userEvent.setup()
    render(<Region />)
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(screen.getByText('Approved.')).toBeInTheDocument()
    const heading = screen.getByRole('heading', { name: 'Review' })
    await vi.waitFor(() => expect(document.activeElement).toBe(heading))
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('moves to the heading when the focused button becomes disabled (Firefox and jsdom leave focus on it)', async () => {
    const user = userEvent.setup()
    render(<Region />)
    const start = screen.getByRole('button', { name: 'Start period' })
    await user.click(start)
    expect(start).toBeDisabled()
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review' })),
    )
  })

  it('moves to the heading when the browser takes focus off a button as it becomes disabled (Chromium)', async () => {
    render(<Region />)
    const start = screen.getByRole('button', { name: 'Start period' })
    act(() => start.focus())
    // Chromium puts focus on the body when the focused button is disabled; jsdom does not: the document says so by hand.
    const onBody = vi.spyOn(document, 'activeElement', 'get').mockReturnValue(document.body)
    const heading = screen.getByRole('heading', { name: 'Review' })
    const focused = vi.spyOn(heading, 'focus')
    try {
      act(() => start.click())
      expect(start).toBeDisabled()
      await vi.waitFor(() => expect(focused).toHaveBeenCalled())
    } finally {
      onBody.mockRestore()
    }
    expect(document.activeElement).toBe(heading)
    // The busy button stays in view (its "Waiting for the connection…"): the page does not scroll
    // up to the heading.
    expect(focused).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('scrolls to the heading when the focused part is gone', async () => {
    const user = userEvent.setup()
    render(<Region />)
    const heading = screen.getByRole('heading', { name: 'Review' })
    const focused = vi.spyOn(heading, 'focus')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    await vi.waitFor(() => expect(focused).toHaveBeenCalledWith({ preventScroll: false }))
  })

  it('leaves focus alone when the element is still there and usable, or when something else has it', async () => {
    const user = userEvent.setup()
    render(<Region />)
    const other = screen.getByRole('button', { name: 'Other' })
    await user.click(other)
    act(() => other.blur())
    await act(async () => undefined)
    expect(document.activeElement).toBe(document.body)

    await user.click(screen.getByRole('button', { name: 'Start period' }))
    act(() => other.focus())
    await act(async () => undefined)
    expect(document.activeElement).toBe(other)
  })
})

/** The server's answer to the dialog's request, then the dialog's end (its exit, later). */
let answer: (() => void) | null = null
let closeDialog: (() => void) | null = null

/**
 * A card whose Return opens a modal dialog; while the request runs, the dialog's button and the
 * card's Return are busy; the answer replaces the card (the entry went back to its team) while the
 * dialog is still on its way out, and then the dialog goes.
 */
function ReturnCard({ outcome = false }: { outcome?: boolean }) {
  const [step, setStep] = useState<'card' | 'dialog' | 'busy' | 'closing' | 'done'>('card')
  const answered = step === 'closing' || step === 'done'
  return (
    <main>
      <h1>Phase 1 proposals</h1>
      <section>
        <h2>Customer voice dashboard</h2>
        {answered ? (
          outcome ? (
            <p tabIndex={-1} ref={(p) => p?.focus()}>
              Returned.
            </p>
          ) : null
        ) : (
          <button disabled={step === 'busy'} onClick={() => setStep('dialog')}>
            Return
          </button>
        )}
      </section>
      {step === 'dialog' || step === 'busy' || step === 'closing' ? (
        <div role="dialog" aria-modal="true" aria-label="Return">
          <button
            disabled={step === 'busy'}
            onClick={() => {
              setStep('busy')
              answer = () => setStep('closing')
              closeDialog = () => setStep('done')
            }}
          >
            Return to team
          </button>
        </div>
      ) : null}
    </main>
  )
}

describe('focus after a dialog’s action', () => {
  it('stays in the dialog while it is open and busy, then goes to the part of the page when it closes with nothing to give it back to', async () => {
    const user = userEvent.setup()
    render(<ReturnCard />)
    await user.click(screen.getByRole('button', { name: 'Return' }))
    const yes = screen.getByRole('button', { name: 'Return to team' })
    act(() => yes.focus())
    // Chromium puts focus on the body as the buttons are disabled: the dialog keeps it, nothing moves out.
    const onBody = vi.spyOn(document, 'activeElement', 'get').mockReturnValue(document.body)
    await user.click(yes)
    expect(yes).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Return' })).toBeDisabled()
    await act(async () => undefined)
    expect(document.querySelector('[tabindex="-1"]')).toBeNull()
    onBody.mockRestore()

    act(() => answer?.())
    act(() => closeDialog?.())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Customer voice dashboard' }),
      ),
    )
  })

  it('goes back to where the app put it while the dialog was open, when the dialog leaves it on the body', async () => {
    const user = userEvent.setup()
    render(<ReturnCard outcome />)
    await user.click(screen.getByRole('button', { name: 'Return' }))
    const yes = screen.getByRole('button', { name: 'Return to team' })
    act(() => yes.focus())
    await user.click(yes)
    // The outcome takes the focus while the dialog is on its way out; the dialog takes it back
    // (a modal keeps the focus inside), and goes.
    act(() => answer?.())
    const outcome = screen.getByText('Returned.')
    expect(document.activeElement).toBe(outcome)
    act(() => screen.getByRole('button', { name: 'Return to team' }).focus())
    act(() => closeDialog?.())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(document.activeElement).toBe(outcome))
  })
})
