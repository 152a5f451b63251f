import { Fragment, type ReactNode } from 'react'
import Table from 'react-bootstrap/Table'
import { useLingui } from '@lingui/react/macro'
import { Pager } from '@/components/data/pager'
import { Scrollable } from '@/components/data/scrollable'
import { EmptyState } from '@/components/feedback/states'

/**
 * What a column is to its row once rows become cards on a phone: `title` heads the card, `select` (the
 * row's checkbox) sits before the title, `aside` (something short: a weight, a status) follows the
 * title on its line, `action` (the row's main action) closes the card; every other column is a line of
 * the card, its label before its value. The title's cell is the row's header, so a screen reader
 * names each value with its row as well as its column.
 */
export type ColumnPart = 'title' | 'select' | 'aside' | 'action'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  className?: string
  /**
   * The column's name beside each value in a card, when the header is not plain text; for a `select`
   * column, the words shown beside the header's select-all checkbox on a phone.
   */
  label?: string
  part?: ColumnPart
}

export interface DataTableProps<T> {
  rows: T[]
  columns: Column<T>[]
  rowKey: (row: T) => string
  caption?: string
  /** Shows the caption above the table; otherwise only screen readers read it. */
  captionShown?: boolean
  /**
   * A last row after the others (a total), its cells by column key; a column left out stays empty. It
   * becomes a card of its own on a phone.
   */
  footer?: Partial<Record<string, ReactNode>>
  /**
   * What shows under a row across the whole table (an editor the row opened), or null for nothing. On a
   * phone it follows the row's card.
   */
  rowDetail?: (row: T) => ReactNode
  emptyTitle?: string
  emptyText?: ReactNode
  /** Classes of the box around the table (its margin). */
  className?: string
}

const classesOf = <T,>(column: Column<T>) =>
  [column.className, column.part ? `stack-${column.part}` : ''].filter(Boolean).join(' ') ||
  undefined

/** The label a card shows before a value: none for the title, the checkbox and the action, which speak for themselves. */
const cellLabel = <T,>(column: Column<T>) =>
  column.part && column.part !== 'aside'
    ? undefined
    : (column.label ?? (typeof column.header === 'string' ? column.header : undefined))

/**
 * A body or footer cell; the title column's is the row's header, in the body's weight (a footer's
 * header stays bold, as its total is). An empty cell shows no label: a phone leaves it out.
 */
function Cell<T>({
  column,
  footer = false,
  children,
}: {
  column: Column<T>
  footer?: boolean
  children: ReactNode
}) {
  const empty = children === null || children === undefined || children === ''
  const label = empty ? undefined : cellLabel(column)
  if (column.part !== 'title')
    return (
      <td className={classesOf(column)} data-label={label}>
        {children}
      </td>
    )
  const className = [footer ? '' : 'fw-normal', classesOf(column)].filter(Boolean).join(' ')
  return (
    <th scope="row" className={className} data-label={label}>
      {children}
    </th>
  )
}

/**
 * The table defaults of requirements R1.10: outlined, small and striped, with an empty state. Below
 * the `md` breakpoint each row shows as a card (styles/screens.scss, `.table-stack`): the same
 * table in the same DOM, restyled, so screen readers still read a table with its headers and the
 * page never scrolls sideways. The label before each value comes from the cell's `data-label`.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  captionShown = false,
  footer,
  rowDetail,
  emptyTitle,
  emptyText,
  className = '',
}: DataTableProps<T>) {
  const { t } = useLingui()
  if (rows.length === 0)
    return <EmptyState title={emptyTitle ?? t`Nothing here yet`}>{emptyText}</EmptyState>
  return (
    <Scrollable label={caption ?? t`Table`} className={className}>
      <Table bordered size="sm" striped hover className="table-stack align-middle mb-0">
        {caption ? (
          <caption className={captionShown ? 'caption-top pt-0' : 'visually-hidden'}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={classesOf(c)}
                data-label={c.part === 'select' ? c.label : undefined}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const detail = rowDetail?.(row)
            return (
              <Fragment key={rowKey(row)}>
                <tr>
                  {columns.map((c) => (
                    <Cell key={c.key} column={c}>
                      {c.cell(row)}
                    </Cell>
                  ))}
                </tr>
                {detail ? (
                  <tr className="stack-detail">
                    <td colSpan={columns.length}>{detail}</td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              {columns.map((c) => (
                <Cell key={c.key} column={c} footer>
                  {footer[c.key]}
                </Cell>
              ))}
            </tr>
          </tfoot>
        ) : null}
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
}: Omit<DataTableProps<T>, 'rows'> & {
  page: ListPage<T>
  onPage: (page: number) => void
  pagerLabel: string
}) {
  return (
    <>
      <DataTable rows={page.items} {...table} />
      <Pager
        page={page.currentPage}
        pageCount={page.pageCount}
        onChange={onPage}
        label={pagerLabel}
      />
    </>
  )
}
