import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useState } from 'react'
import { DateInput } from '@/components/forms/date-input'
import { invalidDateMessage } from '@/components/forms/date-text'
import { activateLanguage } from '@/i18n'
import { parseDateText } from '@/lib/dates'
import { render } from '@/testing/test-utils'

/** A labelled field holding its text, validating on blur like the forms that use it. */
function Field({
  initial = '',
  withTime = false,
  onText,
}: {
  initial?: string
  withTime?: boolean
  onText?: (text: string) => void
}) {
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  return (
    <div>
      <label htmlFor="when">When</label>
      <DateInput
        id="when"
        what="the day"
        value={text}
        withTime={withTime}
        error={error}
        onChange={(next) => {
          setText(next)
          onText?.(next)
        }}
        onBlur={() =>
          setError(
            text && !parseDateText(text, { withTime }) ? invalidDateMessage(withTime) : undefined,
          )
        }
      />
      <button type="button">Elsewhere</button>
    </div>
  )
}

async function axeViolations(container: HTMLElement) {
  // jsdom cannot compute colours: contrast is checked by the browser tests.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

describe('DateInput', () => {
  it('prints and takes the seed format, with a hint, whatever the browser language', async () => {
    const user = userEvent.setup()
    render(<Field initial="14 Des 2026 09:00" withTime />)
    const input = screen.getByLabelText('When')
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('14 Des 2026 09:00')
    expect(input).toHaveAccessibleDescription('For example 14 Des 2026 09:00')
    await user.clear(input)
    await user.type(input, '17 Agu 2026 13:30')
    expect(input).toHaveValue('17 Agu 2026 13:30')
  })

  it('explains the format when the text is not a date, and names the message on the field', async () => {
    const user = userEvent.setup()
    render(<Field withTime />)
    const input = screen.getByLabelText('When')
    await user.type(input, '12/31/2026 9am')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      `For example 14 Des 2026 09:00 ${invalidDateMessage(true)}`,
    )
    await user.clear(input)
    await user.type(input, '31 Des 2026 09:00')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('opens a calendar of the field’s month, weeks from Sunday, and a click picks the day keeping the time', async () => {
    const user = userEvent.setup()
    const texts: string[] = []
    render(<Field initial="14 Des 2026 16:45" withTime onText={(t) => texts.push(t)} />)
    const toggle = screen.getByRole('button', { name: 'Choose the day from a calendar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const calendar = screen.getByRole('dialog', { name: 'Desember 2026' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Mg', 'Sn', 'Sl', 'Rb', 'Km', 'Jm', 'Sb'])
    // 1 Dec 2026 is a Tuesday: the grid starts on Sunday 29 Nov.
    const first = within(calendar).getAllByRole('button', { name: /\d{4}$/ })[0]
    expect(first).toHaveAccessibleName('Minggu, 29 November 2026')
    // The seed's Indonesian day and month names are marked as such inside the English page.
    expect(first!.closest('[lang]')).toHaveAttribute('lang', 'id')
    expect(within(calendar).getByRole('heading', { name: 'Desember 2026' })).toHaveAttribute(
      'lang',
      'id',
    )
    const selected = within(calendar).getByRole('button', { name: 'Senin, 14 Desember 2026' })
    expect(selected).toHaveAttribute('aria-pressed', 'true')
    expect(selected).toHaveFocus()
    await user.click(within(calendar).getByRole('button', { name: 'Senin, 21 Desember 2026' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('When')).toHaveValue('21 Des 2026 16:45')
    expect(toggle).toHaveFocus()
    expect(texts).toEqual(['21 Des 2026 16:45'])
  })

  it('works from the keyboard: Alt+↓ opens, arrows and Page Down move, Enter picks, Esc closes', async () => {
    const user = userEvent.setup()
    render(<Field initial="30 Jan 2026" />)
    const input = screen.getByLabelText('When')
    await user.click(input)
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const calendar = screen.getByRole('dialog', { name: 'Januari 2026' })
    expect(within(calendar).getByRole('button', { name: 'Jumat, 30 Januari 2026' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Februari 2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Minggu, 01 Februari 2026' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{PageDown}')
    expect(screen.getByRole('button', { name: 'Minggu, 08 Maret 2026' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('08 Mar 2026')

    await user.click(screen.getByRole('button', { name: 'Choose the day from a calendar' }))
    expect(screen.getByRole('dialog', { name: 'Maret 2026' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Choose the day from a calendar' })).toHaveFocus()
    expect(input).toHaveValue('08 Mar 2026')
  })

  it('month buttons page through months and keep their focus; a click outside closes', async () => {
    const user = userEvent.setup()
    render(<Field initial="" />)
    await user.click(screen.getByRole('button', { name: 'Choose the day from a calendar' }))
    const next = screen.getByRole('button', { name: 'Next month' })
    const before = screen.getByRole('dialog').getAttribute('aria-labelledby')
    const title = () => document.getElementById(before!)!.textContent
    const start = title()
    await user.click(next)
    expect(title()).not.toBe(start)
    expect(next).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(title()).toBe(start)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('has no axe violations, closed, open and invalid', async () => {
    const user = userEvent.setup()
    const { container } = render(<Field withTime />)
    expect(await axeViolations(container)).toEqual([])
    await user.type(screen.getByLabelText('When'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    await user.click(screen.getByRole('button', { name: 'Choose the day from a calendar' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(await axeViolations(container)).toEqual([])
  })

  it('spells out its format in the screen’s language', async () => {
    const { unmount } = render(<Field withTime />)
    expect(screen.getByLabelText('When')).toHaveAttribute('placeholder', 'DD MMM YYYY HH:mm')
    unmount()
    await act(() => activateLanguage('id'))
    const withTime = render(<Field withTime />)
    expect(screen.getByLabelText('When')).toHaveAttribute('placeholder', 'HH BBB TTTT JJ:mm')
    withTime.unmount()
    render(<Field />)
    expect(screen.getByLabelText('When')).toHaveAttribute('placeholder', 'HH BBB TTTT')
  })
})
