import { fireEvent, render } from '@testing-library/react'
import { DecorativeImage } from '@/components/media/decorative-image'
import { goOnline } from '@/testing/test-utils'

// An <img alt=""> has the role "presentation"; the test reads the images of the container.
const images = (container: HTMLElement) => [...container.querySelectorAll('img')]

describe('DecorativeImage', () => {
  it('gives way to its fallback when it cannot be loaded, to nothing when that fails too, and is tried again once back online', async () => {
    const { container } = render(
      <DecorativeImage src="/uploads/logo.png" fallback="/icon.svg" width={28} height={28} />,
    )
    expect(images(container).map((img) => img.getAttribute('src'))).toEqual(['/uploads/logo.png'])

    fireEvent.error(images(container)[0]!)
    expect(images(container).map((img) => img.getAttribute('src'))).toEqual(['/icon.svg'])
    fireEvent.error(images(container)[0]!)
    // No broken-image icon: nothing is shown (the alt is empty, so nothing is lost).
    expect(images(container)).toEqual([])

    await goOnline()
    const retried = images(container)
    expect(retried.map((img) => img.getAttribute('src'))).toEqual(['/uploads/logo.png'])
    expect(retried[0]).toHaveAttribute('alt', '')
  })

  it('without a fallback shows nothing once it fails, and a new <img> (a new request) once back online', async () => {
    const { container } = render(
      <DecorativeImage src="/uploads/logo.png" width={56} height={56} className="rounded" />,
    )
    const first = images(container)[0]!
    fireEvent.error(first)
    expect(images(container)).toEqual([])
    await goOnline()
    const again = images(container)[0]!
    expect(again).not.toBe(first)
    expect(again).toHaveAttribute('src', '/uploads/logo.png')
    expect(again).toHaveClass('rounded')
  })

  it('starts afresh for another image', () => {
    const { container, rerender } = render(
      <DecorativeImage src="/uploads/old.png" width={28} height={28} />,
    )
    fireEvent.error(images(container)[0]!)
    rerender(<DecorativeImage src="/uploads/new.png" width={28} height={28} />)
    expect(images(container).map((img) => img.getAttribute('src'))).toEqual(['/uploads/new.png'])
  })
})
