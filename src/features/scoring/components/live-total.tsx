import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  return (
    <p className="mb-0" aria-live="polite">
      <span className="text-secondary">
        {total !== null ? t`Weighted total:` : t`Weighted total so far:`}{' '}
      </span>
      <strong className="fs-5">{formatScore(total ?? partial)}</strong>
      <span className="text-secondary">
        {' '}
        <Trans>
          of 10 · {scored} of {of} criteria scored
        </Trans>
      </span>
    </p>
  )
}
