import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A link that looks like a small outlined button: back to a list, to a related page, among a page's actions. */
export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn btn-outline-secondary btn-sm">
      {children}
    </Link>
  )
}
