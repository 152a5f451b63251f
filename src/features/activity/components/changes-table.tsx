import Table from 'react-bootstrap/Table'

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (value === null || value === undefined) return {}
  if (typeof value !== 'object') return { [prefix || 'value']: String(value) }
  const out: Record<string, string> = {}
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (inner !== null && typeof inner === 'object' && !Array.isArray(inner))
      Object.assign(out, flatten(inner, path))
    else
      out[path] = Array.isArray(inner)
        ? inner.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
        : String(inner ?? '')
  }
  return out
}

/** Before and after of a change, field by field; changed fields are marked. */
export function ChangesTable({ before, after }: { before: unknown; after: unknown }) {
  const b = flatten(before)
  const a = flatten(after)
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  if (fields.length === 0)
    return <p className="text-secondary">This action records no field values.</p>
  return (
    <Table bordered size="sm" striped responsive>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const changed = b[field] !== a[field]
          return (
            <tr key={field}>
              <th scope="row" className="fw-normal">
                {field}
                {changed ? <span className="visually-hidden"> (changed)</span> : null}
              </th>
              <td className="text-break">{b[field] ?? '—'}</td>
              <td className={`text-break ${changed ? 'fw-semibold' : ''}`}>{a[field] ?? '—'}</td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}
