import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyScreen } from '@/app/router'

const code = async () => ({
  default: function TheScreen() {
    return <p>The screen</p>
  },
})

describe("a screen's code, loaded on its own", () => {
  it('shows the screen at once, without the loading line, when its code was loaded ahead', async () => {
    const { load, loaded, element } = lazyScreen(code)
    expect(loaded()).toBe(false)
    await load()
    expect(loaded()).toBe(true)
    // Before, the screen suspended once all the same: the loading line replaced the whole area and
    // React held the screen back a few hundred milliseconds before revealing it.
    render(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>)
    expect(screen.getByText('The screen')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('shows the loading line while the code is on its way, then the screen', async () => {
    const { element } = lazyScreen(code)
    render(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('The screen')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })
})
