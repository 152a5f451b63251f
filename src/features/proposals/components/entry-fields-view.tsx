import { Trans, useLingui } from '@lingui/react/macro'
import { shirtSizeLabel } from '@/config/shirt-sizes'
import { formatIdr } from '@/lib/money'
import { ENTRY_FIELDS } from '@/features/proposals/entry-fields'

export interface MemberName {
  id: string
  name: string
}

/**
 * A phase entry read-only (view, print, and forms that are closed). User text is shown as text.
 * `only`: the names of the fields to show (the text typed here that the server does not have), the
 * T-shirt sizes as `shirtSizes`; without it, every field.
 */
export function EntryFieldsView({
  phase,
  fields,
  members = [],
  only,
}: {
  phase: 1 | 2
  fields: Record<string, unknown>
  members?: MemberName[]
  only?: readonly string[]
}) {
  const { i18n, t } = useLingui()
  const sizes = (
    phase === 2 && fields.shirtSizes && typeof fields.shirtSizes === 'object'
      ? fields.shirtSizes
      : {}
  ) as Record<string, string>
  const monthsText = (count: string) => t`${count} months`
  return (
    <dl className="entry-view mb-0">
      {ENTRY_FIELDS[phase]
        .filter((field) => !only || only.includes(field.name))
        .map((field) => {
          const raw = fields[field.name]
          const empty = raw === undefined || raw === null || raw === ''
          const text = empty
            ? null
            : field.kind === 'money' && typeof raw === 'number'
              ? formatIdr(raw)
              : field.kind === 'months'
                ? monthsText(String(raw))
                : String(raw)
          return (
            <div key={field.name} className="mb-3">
              <dt>{i18n._(field.label)}</dt>
              <dd className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {text ?? (
                  <span className="text-secondary fst-italic">
                    <Trans>Not filled in yet</Trans>
                  </span>
                )}
              </dd>
            </div>
          )
        })}
      {phase === 2 && (!only || only.includes('shirtSizes')) ? (
        <div className="mb-3">
          <dt>
            <Trans>T-shirt sizes for the innovation camp</Trans>
          </dt>
          <dd className="mb-0">
            {Object.keys(sizes).length === 0 ? (
              <span className="text-secondary fst-italic">
                <Trans>Not filled in yet</Trans>
              </span>
            ) : (
              <ul className="mb-0 ps-3">
                {Object.entries(sizes).map(([id, size]) => (
                  <li key={id}>
                    {members.find((m) => m.id === id)?.name ?? t`Former member`}:{' '}
                    {shirtSizeLabel(size)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
