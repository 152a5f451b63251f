import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { keepTabInModal } from '@/lib/modal-tab-trap'
import { render } from '@/testing/test-utils'

let release: (() => void) | null = null
beforeEach(() => {
  release = keepTabInModal()
})
afterEach(() => release?.())

/** A page with a button of its own, and the confirmation open over it. */
function ask(variant?: 'warning') {
  render(
    <>
      <button>On the page</button>
      <ConfirmDialog
        options={{ title: 'Submit update', message: 'Submit it?', variant }}
        close={() => undefined}
      />
    </>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Submit update' })
  return {
    dialog,
    close: within(dialog).getByRole('button', { name: 'Close' }),
    no: within(dialog).getByRole('button', { name: 'NO' }),
    yes: within(dialog).getByRole('button', { name: 'YES' }),
  }
}

/** What has the focus once the dialog's own focus handling (react-bootstrap's, on a timer) has run. */
async function settled() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  return document.activeElement
}

describe('Tab in an open modal dialog', () => {
  it('goes from its last button (YES) to its first (Close), never out to the page', async () => {
    const user = userEvent.setup()
    const { close, yes } = ask()
    expect(yes).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    expect(await settled()).toBe(close)
  })

  it('goes round every button of it with Tab, and back with Shift+Tab', async () => {
    const user = userEvent.setup()
    const { close, no, yes } = ask('warning')
    expect(no).toHaveFocus()
    await user.tab()
    expect(yes).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab()
    expect(no).toHaveFocus()
    await user.tab({ shift: true })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(yes).toHaveFocus()
    expect(await settled()).toBe(yes)
  })

  it('brings the focus back into the dialog from outside it', async () => {
    const user = userEvent.setup()
    const { close, yes } = ask()
    act(() => document.body.focus())
    await user.tab()
    expect(close).toHaveFocus()
    act(() => document.body.focus())
    await user.tab({ shift: true })
    expect(yes).toHaveFocus()
  })
})
