import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'

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

/** Before and after of a change, field by field; changed fields are marked. An empty value shows as a dash. */
export function ChangesTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useLingui()
  const b = flatten(before)
  const a = flatten(after)
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  if (fields.length === 0)
    return (
      <p className="text-secondary">
        <Trans>This action records no field values.</Trans>
      </p>
    )
  return (
    <DataTable
      rows={fields}
      rowKey={(field) => field}
      caption={t`Before and after, field by field`}
      columns={[
        {
          key: 'field',
          header: t`Field`,
          part: 'title',
          cell: (field) => (
            <>
              {field}
              {b[field] !== a[field] ? (
                <span className="visually-hidden"> {t`(changed)`}</span>
              ) : null}
            </>
          ),
        },
        {
          key: 'before',
          header: t`Before`,
          className: 'text-break',
          cell: (field) => b[field] || '—',
        },
        {
          key: 'after',
          header: t`After`,
          className: 'text-break',
          cell: (field) =>
            b[field] !== a[field] ? (
              <span className="fw-semibold">{a[field] || '—'}</span>
            ) : (
              a[field] || '—'
            ),
        },
      ]}
    />
  )
}
