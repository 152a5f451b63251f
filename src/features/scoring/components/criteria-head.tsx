import { msg } from '@lingui/core/macro'
import type { Column } from '@/components/data/data-table'
import { translate } from '@/i18n'

/**
 * The first two columns of a table with a row per criterion: its name, heading the row (and the card on
 * a phone), and its weight, beside the name on a phone's card; the table's own columns follow.
 * Called while the table renders, so the headers are in the language shown.
 */
export function criterionColumns<T extends { name: string; weight: number }>(): Column<T>[] {
  return [
    { key: 'criterion', header: translate(msg`Criterion`), part: 'title', cell: (c) => c.name },
    {
      key: 'weight',
      header: translate(msg`Weight`),
      part: 'aside',
      className: 'text-end',
      cell: (c) => `${c.weight}%`,
    },
  ]
}
