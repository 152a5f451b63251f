import { render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { PeriodStateBadge } from '@/features/periods/components/period-state-badge'
import type { Period } from '@/features/periods/schemas'

const END = Date.parse('2026-12-01T10:00:00.000Z')
const period = {
  isActive: false,
  startAt: '2026-11-20T01:00:00.000Z',
  endAt: new Date(END).toISOString(),
} as Period

const stateAt = (now: number) => {
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <PeriodStateBadge period={period} now={now} />
    </I18nProvider>,
  )
  const text = screen.getByText(/Ended|Upcoming|Active/).textContent
  unmount()
  return text
}

describe('a period’s state badge', () => {
  it('reads "Ended" from the very moment the period ends, as the award’s rules count it', () => {
    expect(stateAt(END - 1)).toBe('Upcoming')
    expect(stateAt(END)).toBe('Ended')
    expect(stateAt(END + 1)).toBe('Ended')
  })
})
