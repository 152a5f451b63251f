import { useLingui } from '@lingui/react/macro'
import { Link } from '@/components/layout/links'
import { stepPath, type NextStep } from '@/features/award/next-steps'

/**
 * A participant's next steps, each with a link to the exact screen where there is one. The team's
 * published results (`awardResults`) come first and apart: they are news to read, not steps to take.
 */
export function NextStepsList({
  results = [],
  steps,
  slug,
  teamId,
}: {
  results?: readonly string[]
  steps: readonly NextStep[]
  slug: string | undefined
  teamId: string | undefined
}) {
  // The texts are made by the caller in the language shown; this list re-renders with it.
  const { t } = useLingui()
  return (
    <>
      {results.length > 0 && (
        <ul
          className={`list-unstyled ${steps.length > 0 ? 'mb-3' : 'mb-0'}`}
          aria-label={t`Your results`}
        >
          {results.map((r) => (
            <li key={r} className="mb-2 ps-2 border-start border-3 border-info">
              {r}
            </li>
          ))}
        </ul>
      )}
      {steps.length > 0 && (
        <ol className="mb-0 ps-3" aria-label={t`Your next steps`}>
          {steps.map((s) => (
            <li key={s.text} className="mb-2">
              {s.text}
              {s.target && (
                <>
                  {' '}
                  <Link to={stepPath(s.target, { slug, teamId })}>{s.action}</Link>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
