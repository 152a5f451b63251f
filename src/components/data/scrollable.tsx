import type { ReactNode } from 'react'

/**
 * A horizontally scrolling wrapper for a wide table that keyboard users can scroll too (axe
 * "scrollable-region-focusable"): focusable, and named so screen readers announce what it holds.
 */
export function Scrollable({
  label,
  children,
  className = '',
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={`table-responsive ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}
