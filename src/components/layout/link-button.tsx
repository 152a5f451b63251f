import type { ReactNode } from 'react'
import { Link } from '@/components/layout/links'

/** A link that looks like a small outlined button: back to a list, to a related page, among a page's actions. */
export function LinkButton({
  to,
  year,
  children,
}: {
  to: string
  /** Another year than the screen's (the year of what the page shows). */
  year?: number
  children: ReactNode
}) {
  return (
    <Link to={to} year={year} className="btn btn-outline-secondary btn-sm">
      {children}
    </Link>
  )
}
