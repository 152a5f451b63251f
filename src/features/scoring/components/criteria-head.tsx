import type { Column } from '@/components/data/data-table'

/**
 * The first two columns of a table with a row per criterion: its name, heading the row (and the card on
 * a phone), and its weight, beside the name on a phone's card; the table's own columns follow.
 */
export function criterionColumns<T extends { name: string; weight: number }>(): Column<T>[] {
  return [
    { key: 'criterion', header: 'Criterion', part: 'title', cell: (c) => c.name },
    {
      key: 'weight',
      header: 'Weight',
      part: 'aside',
      className: 'text-end',
      cell: (c) => `${c.weight}%`,
    },
  ]
}
