import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog, type ConfirmOptions } from '@/components/feedback/confirm-dialog'
import { render } from '@/testing/test-utils'

function ask(options: ConfirmOptions) {
  const close = vi.fn()
  render(<ConfirmDialog options={options} close={close} />)
  return { close, dialog: screen.getByRole('dialog', { name: options.title }) }
}

describe('the confirmation dialog', () => {
  it('puts the focus on YES for a question whose answer can be taken back', async () => {
    const { close, dialog } = ask({ title: 'Approve?', message: 'Approve the entry?' })
    expect(within(dialog).getByRole('button', { name: 'YES' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(close).toHaveBeenCalledWith(true)
  })

  it.each(['warning', 'danger'] as const)(
    'puts the focus on NO where YES cannot be undone (%s): an Enter too many answers NO',
    async (variant) => {
      const { close, dialog } = ask({
        title: 'Submit your scores?',
        message: 'Submitted scores are locked.',
        variant,
      })
      expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      expect(close).toHaveBeenCalledWith(false)
      expect(close).not.toHaveBeenCalledWith(true)
    },
  )
})
