import Pagination from 'react-bootstrap/Pagination'

/** Previous / page n of m / next, for server-paged lists. */
export function Pager({ page, pageCount, onPage, label }: { page: number; pageCount: number; onPage: (page: number) => void; label: string }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-3 mt-3">
      <Pagination className="mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Pagination.Prev>
        <Pagination.Next disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Pagination.Next>
      </Pagination>
      <span className="small text-secondary">
        Page {page} of {pageCount}
      </span>
    </nav>
  )
}
