import { Fragment } from 'react'
import Form from 'react-bootstrap/Form'
import Pagination from 'react-bootstrap/Pagination'
import { Trans, useLingui } from '@lingui/react/macro'

/** Which page links to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): number[] {
  return Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  )
}

/** Page links for a server-paged list: previous, the window of pages with gaps marked, next. */
export function Pager({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number
  pageCount: number
  onChange: (page: number) => void
  label?: string
}) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  const pages = pageWindow(page, pageCount)
  return (
    <nav aria-label={label ?? t`Pages`}>
      <Pagination size="sm" className="flex-wrap mb-0">
        <Pagination.Prev
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label={t`Previous page`}
        />
        {pages.map((number, i) => (
          <Fragment key={number}>
            {i > 0 && number - pages[i - 1]! > 1 ? <Pagination.Ellipsis disabled /> : null}
            <Pagination.Item
              active={number === page}
              onClick={() => onChange(number)}
              aria-label={t`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Pagination.Item>
          </Fragment>
        ))}
        <Pagination.Next
          disabled={page >= pageCount}
          onClick={() => onChange(page + 1)}
          aria-label={t`Next page`}
        />
      </Pagination>
    </nav>
  )
}

export interface PagingBarProps {
  page: number
  pageCount: number
  perPage: number
  perPageOptions: readonly number[]
  total: number
  /** Rows on this page. */
  shown: number
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
  label?: string
}

/** "Showing 11–20 of 23", a per-page choice and the page links, for a list the person pages through. */
export function PagingBar({
  page,
  pageCount,
  perPage,
  perPageOptions,
  total,
  shown,
  onPage,
  onPerPage,
  label,
}: PagingBarProps) {
  const { t } = useLingui()
  const first = (page - 1) * perPage + 1
  const last = first + shown - 1
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <p className="small text-secondary mb-0" aria-live="polite">
        {total === 0 ? t`Nothing to show` : t`Showing ${first}–${last} of ${total}`}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Group className="d-flex align-items-center gap-2" controlId="per-page">
          <Form.Label className="small mb-0 text-nowrap">
            <Trans>Per page</Trans>
          </Form.Label>
          <Form.Select
            size="sm"
            value={perPage}
            onChange={(e) => onPerPage(Number(e.target.value))}
          >
            {perPageOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Pager page={page} pageCount={pageCount} onChange={onPage} label={label} />
      </div>
    </div>
  )
}
