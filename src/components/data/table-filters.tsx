import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PagingBar } from '@/components/data/pager'
import { SearchForm } from '@/components/forms/search-field'
import type { PageInfo } from '@/lib/page-info'
import { PER_PAGE_OPTIONS, type TableParams } from '@/lib/table-params'

export interface FilterSelect {
  name: string
  label: string
  /** The "no filter" option's text. */
  anyLabel: string
  options: ReadonlyArray<{ value: string; label: string }>
}

const ORDERS = [
  { value: 'asc', label: msg`Ascending` },
  { value: 'desc', label: msg`Descending` },
]

/** One of the filter bar's small labelled selects. */
function SelectGroup({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}

/**
 * The filters of a server-paged table: a keyword (searched on submit), selects that apply at once,
 * and the sort (column and direction). Each change goes back to page 1.
 */
export function TableFilters({
  table,
  idPrefix,
  label,
  keywordPlaceholder,
  selects,
  sorts,
}: {
  table: TableParams
  idPrefix: string
  label: string
  keywordPlaceholder: string
  selects: FilterSelect[]
  sorts: ReadonlyArray<{ value: string; label: string }>
}) {
  const { t, i18n } = useLingui()
  const sortKey = table.sort.replace(/^-/, '')
  const desc = table.sort.startsWith('-')
  return (
    <SearchForm
      onSearch={(keyword) => table.update({ keyword })}
      className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none"
      label={label}
      key={table.keyword}
    >
      <Form.Group controlId={`${idPrefix}-keyword`}>
        <Form.Label className="small mb-1">
          <Trans>Keyword</Trans>
        </Form.Label>
        <div className="d-flex gap-1">
          <Form.Control
            size="sm"
            name="keyword"
            type="search"
            defaultValue={table.keyword}
            placeholder={keywordPlaceholder}
          />
          <Button size="sm" type="submit">
            <Trans>Search</Trans>
          </Button>
        </div>
      </Form.Group>
      {selects.map((s) => (
        <SelectGroup
          key={s.name}
          id={`${idPrefix}-${s.name}`}
          label={s.label}
          value={table.filters[s.name] ?? ''}
          onChange={(value) => table.update({ [s.name]: value })}
          options={[{ value: '', label: s.anyLabel }, ...s.options]}
        />
      ))}
      <SelectGroup
        id={`${idPrefix}-sort`}
        label={t`Sort by`}
        value={sortKey}
        onChange={(value) => table.update({ sort: `${desc ? '-' : ''}${value}` })}
        options={sorts}
      />
      <SelectGroup
        id={`${idPrefix}-order`}
        label={t({ message: 'Order', context: 'sort direction' })}
        value={desc ? 'desc' : 'asc'}
        onChange={(value) => table.update({ sort: `${value === 'desc' ? '-' : ''}${sortKey}` })}
        options={ORDERS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
      />
      {table.filtered ? (
        <Button size="sm" variant="link" onClick={table.clearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </SearchForm>
  )
}

/**
 * The paging bar of a server-paged table whose state lives in the address (`update` of
 * `useTableParams` or `useAddressFilters`); nothing without a page.
 */
export function TablePager({
  page,
  shown,
  update,
  label,
  className = 'mb-3 d-print-none',
}: {
  page: PageInfo | undefined
  shown: number
  update: (changes: Record<string, string | number>, resetPage?: boolean) => void
  label: string
  className?: string
}) {
  if (!page) return null
  return (
    <div className={className}>
      <PagingBar
        page={page.currentPage}
        pageCount={page.pageCount}
        perPage={page.perPage}
        perPageOptions={PER_PAGE_OPTIONS}
        total={page.totalCount}
        shown={shown}
        onPage={(p) => update({ page: p }, false)}
        onPerPage={(n) => update({ perPage: n })}
        label={label}
      />
    </div>
  )
}
