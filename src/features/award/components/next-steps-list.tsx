import { useLingui } from '@lingui/react'
import { Link } from '@/components/layout/links'
import { stepPath, type NextStep } from '@/features/award/next-steps'

/** A participant's next steps, each with a link to the exact screen where there is one. */
export function NextStepsList({
  steps,
  slug,
  teamId,
}: {
  steps: readonly NextStep[]
  slug: string | undefined
  teamId: string | undefined
}) {
  // The steps' texts are made by the caller in the language shown; this list re-renders with it.
  useLingui()
  return (
    <ol className="mb-0 ps-3">
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
  )
}
