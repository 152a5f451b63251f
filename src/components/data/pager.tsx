import Pagination from 'react-bootstrap/Pagination'

/** Page links for a server-paged list: first, previous, a window of pages, next, last. */
export function Pager({ page, pageCount, onChange, label = 'Pages' }: { page: number; pageCount: number; onChange: (page: number) => void; label?: string }) {
  if (pageCount <= 1) return null
  const start = Math.max(1, Math.min(page - 2, pageCount - 4))
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i)
  return (
    <nav aria-label={label}>
      <Pagination size="sm" className="flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Previous page" />
        {pages.map((p) => (
          <Pagination.Item key={p} active={p === page} onClick={() => onChange(p)} aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= pageCount} onClick={() => onChange(page + 1)} aria-label="Next page" />
      </Pagination>
    </nav>
  )
}
