import { act, screen } from '@testing-library/react'
import { BusyButton } from '@/components/forms/busy-button'
import { STILL_WAITING_MS } from '@/config/constants'
import { render } from '@/testing/test-utils'

describe('BusyButton', () => {
  it('says what it does while its request runs, and that it is still waiting once the answer is late', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { rerender } = render(
        <BusyButton busy={false} busyText="Sending…">
          Send
        </BusyButton>,
      )
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
      rerender(
        <BusyButton busy busyText="Sending…">
          Send
        </BusyButton>,
      )
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()
      expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true')
      act(() => vi.advanceTimersByTime(STILL_WAITING_MS))
      expect(screen.getByRole('button', { name: 'Still waiting for the server…' })).toBeDisabled()

      // The next request starts with its own label again.
      rerender(
        <BusyButton busy={false} busyText="Sending…">
          Send
        </BusyButton>,
      )
      rerender(
        <BusyButton busy busyText="Sending…">
          Send
        </BusyButton>,
      )
      expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says it waits for the connection while the browser is offline (the request goes when it is back)', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      render(
        <BusyButton busy busyText="Returning…">
          Return to team
        </BusyButton>,
      )
      expect(screen.getByRole('button', { name: 'Waiting for the connection…' })).toBeDisabled()
      offline.mockReturnValue(true)
      act(() => void window.dispatchEvent(new Event('online')))
      expect(screen.getByRole('button', { name: 'Returning…' })).toBeInTheDocument()
    } finally {
      offline.mockRestore()
    }
  })
})
