/**
 * Resolves once the browser has painted the next frame: a frame's callbacks run before its paint,
 * and a task queued from one runs after it. A hidden tab paints no frame: it resolves after
 * `atMostMs` without one. Where the browser has no frames to wait for (tests without them), at
 * once in a new task.
 */
export function afterNextPaint(atMostMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestAnimationFrame !== 'function')
      return void window.setTimeout(resolve, 0)
    const timer = window.setTimeout(resolve, atMostMs)
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}
