import { afterNextPaint } from '@/lib/next-paint'

export const STATIC_LANDING_ID = 'static-landing'

/**
 * When index.html shows the signed-out landing (src/app/static-landing.tsx), lets the browser paint
 * it before the app renders over it: the first paint is then the HTML's, and the app's landing that
 * replaces it, of the same size, is not a later largest paint. A frame at most (a hidden tab has no
 * frames: the timer goes on without one).
 */
export function afterStaticLandingPaints(): Promise<void> {
  const shown = document.getElementById(STATIC_LANDING_ID)?.hidden === false
  return shown ? afterNextPaint() : Promise.resolve()
}
