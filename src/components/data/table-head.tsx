import type { CSSProperties, ReactNode } from 'react'

/** A column heading: its text, right-aligned when the column holds numbers. */
export interface HeadCell {
  label: ReactNode
  numeric?: boolean
  className?: string
  style?: CSSProperties
}

/** A right-aligned column heading, for a column of numbers. */
export const numeric = (label: ReactNode): HeadCell => ({ label, numeric: true })

/**
 * The header row of a table whose body is written by hand (row headings, a footer): each column a
 * `scope="col"` heading; a plain string is a left-aligned one, and `null` or `false` leaves a
 * conditional column out.
 */
export function TableHead({
  columns,
}: {
  columns: ReadonlyArray<string | HeadCell | null | false>
}) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => {
          if (!column) return null
          const cell = typeof column === 'string' ? { label: column } : column
          const className =
            [cell.numeric ? 'text-end' : '', cell.className ?? ''].filter(Boolean).join(' ') ||
            undefined
          return (
            <th key={i} scope="col" className={className} style={cell.style}>
              {cell.label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
