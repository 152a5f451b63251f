import type { ReactNode } from 'react'
import Table from 'react-bootstrap/Table'
import { Pager } from '@/components/data/pager'
import { Scrollable } from '@/components/data/scrollable'
import { EmptyState } from '@/components/feedback/states'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  className?: string
}

export interface DataTableProps<T> {
  rows: T[]
  columns: Column<T>[]
  rowKey: (row: T) => string
  caption?: string
  emptyTitle?: string
  emptyText?: ReactNode
}

/** Seed §1 table defaults: outlined, small and striped, with an empty state. */
export function DataTable<T>({ rows, columns, rowKey, caption, emptyTitle = 'Nothing here yet', emptyText }: DataTableProps<T>) {
  if (rows.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
  return (
    <Scrollable label={caption ?? 'Table'}>
      <Table bordered size="sm" striped hover className="align-middle mb-0">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scrollable>
  )
}

/** One page of a server-paged list (its `items` and where it is among the pages). */
export interface ListPage<T> {
  items: T[]
  currentPage: number
  pageCount: number
}

/** A server-paged list's page as a `DataTable`, with the page links below it. */
export function PagedDataTable<T>({
  page,
  onPage,
  pagerLabel,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & { page: ListPage<T>; onPage: (page: number) => void; pagerLabel: string }) {
  return (
    <>
      <DataTable rows={page.items} {...table} />
      <Pager page={page.currentPage} pageCount={page.pageCount} onChange={onPage} label={pagerLabel} />
    </>
  )
}
