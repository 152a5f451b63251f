import { numeric, TableHead, type HeadCell } from '@/components/data/table-head'

/** The header of a table with a row per criterion: Criterion, Weight, then the table's own columns. */
export function CriteriaHead({
  columns,
}: {
  columns: ReadonlyArray<string | HeadCell | null | false>
}) {
  return <TableHead columns={['Criterion', numeric('Weight'), ...columns]} />
}

/** The first two cells of a criterion's row: its name as the row's heading, and its weight. */
export function CriterionCells({ criterion }: { criterion: { name: string; weight: number } }) {
  return (
    <>
      <th scope="row" className="fw-normal">
        {criterion.name}
      </th>
      <td className="text-end">{criterion.weight}%</td>
    </>
  )
}
