import { Trans } from '@lingui/react/macro'

/**
 * A horizontal bar chart that is also a list: each bar has its label and number as text, so it
 * reads with a screen reader and prints without colour.
 */
export function BarList({
  title,
  items,
  unit = '',
}: {
  title: string
  items: Array<{ key: string; count: number }>
  unit?: string
}) {
  const max = Math.max(1, ...items.map((i) => i.count))
  return (
    <figure className="mb-0" aria-label={title}>
      <figcaption className="fw-semibold mb-2">{title}</figcaption>
      {items.length === 0 ? (
        <p className="text-secondary small mb-0">
          <Trans>No data yet.</Trans>
        </p>
      ) : (
        <ul className="list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.key} className="mb-2">
              <div className="d-flex justify-content-between small">
                <span>{item.key}</span>
                <span className="fw-semibold">
                  {item.count}
                  {unit}
                </span>
              </div>
              <div
                className="bg-body-secondary rounded"
                style={{ height: '0.6rem' }}
                aria-hidden="true"
              >
                <div
                  className="rounded"
                  style={{
                    width: `${(item.count / max) * 100}%`,
                    height: '100%',
                    backgroundColor: '#0a4fb4',
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </figure>
  )
}
