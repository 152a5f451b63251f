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

/**
 * Page links for a server-paged list: previous, the window of pages with gaps marked, next. Each
 * link is named by its own words in the language shown (react-bootstrap's built-in "Previous",
 * "More" and "(current)" are English only and left out); the current page says so by
 * `aria-current`.
 */
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
  const named = (shown: string, name: string) => (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{name}</span>
    </>
  )
  return (
    <nav aria-label={label ?? t`Pages`}>
      <Pagination size="sm" className="flex-wrap mb-0">
        <Pagination.Item disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {named('‹', t`Previous page`)}
        </Pagination.Item>
        {pages.map((number, i) => (
          <Fragment key={number}>
            {i > 0 && number - pages[i - 1]! > 1 ? (
              <Pagination.Item disabled>{named('…', t`More pages`)}</Pagination.Item>
            ) : null}
            <Pagination.Item
              active={number === page}
              activeLabel=""
              onClick={() => onChange(number)}
              aria-current={number === page ? 'page' : undefined}
            >
              {named(String(number), t`Page ${number}`)}
            </Pagination.Item>
          </Fragment>
        ))}
        <Pagination.Item disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
          {named('›', t`Next page`)}
        </Pagination.Item>
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
