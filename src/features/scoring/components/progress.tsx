import { useLingui } from '@lingui/react/macro'

/** Done of total as a bar with a name on the progressbar itself (react-bootstrap puts aria-label on the wrapper, which axe refuses). */
export function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui()
  const percent = total ? Math.round((done / total) * 100) : 0
  return (
    <div className="progress">
      <div
        className="progress-bar bg-success"
        role="progressbar"
        aria-label={t`Done ${done} of ${total}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
