import { useEffect, useState } from 'react'

/**
 * A decorative image (its alt is empty, so nothing is lost when it is missing), such as the
 * event's logo. An image that cannot be loaded (offline: the logo comes from the API, under
 * /uploads/, which the service worker does not keep) gives way to `fallback` (an image of the app
 * that the service worker keeps) or, without one, to nothing rather than a broken-image icon. The
 * browser never loads a failed <img> again by itself: it is tried again once the browser is back online.
 */
export function DecorativeImage({
  src,
  fallback,
  width,
  height,
  className,
}: {
  src: string
  fallback?: string
  width: number
  height: number
  className?: string
}) {
  // How many of the sources failed for this src (0: the image, 1: the fallback, 2: neither), and
  // which attempt this is: a new attempt is a new <img>, so the browser requests it again.
  const [failed, setFailed] = useState({ src, count: 0, attempt: 0 })
  const count = failed.src === src ? failed.count : 0
  const sources = fallback && fallback !== src ? [src, fallback] : [src]
  const shown = sources[count]

  useEffect(() => {
    if (count === 0) return
    const retry = () => setFailed((f) => ({ src, count: 0, attempt: f.attempt + 1 }))
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [count, src])

  if (!shown) return null
  return (
    <img
      key={`${failed.attempt}:${shown}`}
      src={shown}
      alt=""
      width={width}
      height={height}
      className={className}
      onError={() =>
        setFailed((f) => ({ src, count: (f.src === src ? f.count : 0) + 1, attempt: f.attempt }))
      }
    />
  )
}
