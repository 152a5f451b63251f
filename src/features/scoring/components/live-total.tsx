import { formatScore } from '@/features/scoring/format'

/** The weighted total as the judge types: final once every criterion has a score. */
export function LiveTotal({
  total,
  partial,
  scored,
  of,
}: {
  total: number | null
  partial: number | null
  scored: number
  of: number
}) {
  return (
    <p className="mb-0" aria-live="polite">
      <span className="text-secondary">
        {total !== null ? 'Weighted total' : 'Weighted total so far'}:{' '}
      </span>
      <strong className="fs-5">{formatScore(total ?? partial)}</strong>
      <span className="text-secondary">
        {' '}
        of 10 · {scored} of {of} criteria scored
      </span>
    </p>
  )
}
