import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/dates'
import { formatIdr } from '@/lib/money'
import { ENTRY_FIELDS } from '@/features/proposals/entry-fields'
import type { Attachment, Proposal } from '@/features/proposals/schemas'
import { formatBytes } from '@/lib/file-size'

type FieldKind = 'text' | 'money' | 'months' | 'url' | 'sizes'

/** Where a read-only label says less than the form's: no "(optional)", no unit the value already carries. */
const READONLY_LABELS: Record<string, MessageDescriptor> = {
  paybackMonths: msg`Payback period`,
  videoUrl: msg`Video`,
}

function readonlyFields(
  phase: 1 | 2,
): Array<{ name: string; label: MessageDescriptor; kind: FieldKind }> {
  return ENTRY_FIELDS[phase].map((f) => ({
    name: f.name,
    label: READONLY_LABELS[f.name] ?? f.label,
    kind: f.kind === 'textarea' ? 'text' : f.kind,
  }))
}

/** The labelled fields of each phase's entry, in the order the forms ask for them (entry-fields.ts), and Phase 2's T-shirt sizes. */
const FIELDS = {
  1: readonlyFields(1),
  2: [
    ...readonlyFields(2),
    { name: 'shirtSizes', label: msg`T-shirt sizes for the camp`, kind: 'sizes' as const },
  ],
}

const NOT_FILLED = (
  <span className="text-secondary fst-italic">
    <Trans>Not filled in</Trans>
  </span>
)

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** A field's value as shown; `months` words a number of months in the language shown. */
function renderValue(
  kind: FieldKind,
  value: unknown,
  months: (count: number) => string,
): ReactNode {
  if (value === null || value === undefined || value === '') return NOT_FILLED
  switch (kind) {
    case 'money': {
      const n = asNumber(value)
      return n === null ? NOT_FILLED : formatIdr(n)
    }
    case 'months': {
      const n = asNumber(value)
      return n === null ? NOT_FILLED : months(n)
    }
    case 'url': {
      const text = String(value)
      // Only web links become links: user text is never trusted as a script URL.
      return /^https?:\/\//i.test(text) ? (
        <a href={text} target="_blank" rel="noopener noreferrer" className="text-break">
          {text}
        </a>
      ) : (
        <span className="text-break">{text}</span>
      )
    }
    case 'sizes': {
      if (typeof value !== 'object' || Array.isArray(value)) return NOT_FILLED
      const counts = new Map<string, number>()
      for (const size of Object.values(value as Record<string, unknown>)) {
        if (typeof size === 'string' && size) counts.set(size, (counts.get(size) ?? 0) + 1)
      }
      if (counts.size === 0) return NOT_FILLED
      return [...counts].map(([size, count]) => `${size} × ${count}`).join(', ')
    }
    default:
      return typeof value === 'string' || typeof value === 'number' ? (
        <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
      ) : (
        NOT_FILLED
      )
  }
}

const KIND_LABELS: Record<Attachment['kind'], MessageDescriptor> = {
  poster: msg`Poster`,
  presentation: msg`Presentation`,
  supporting: msg`Supporting file`,
}

export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { i18n } = useLingui()
  if (attachments.length === 0)
    return (
      <p className="text-secondary mb-0">
        <Trans>No attachments.</Trans>
      </p>
    )
  return (
    <ul className="list-unstyled mb-0 d-grid gap-1">
      {attachments.map((a) => (
        <li key={a.id} className="text-break">
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            {a.fileName}
          </a>{' '}
          <span className="small text-secondary">
            {i18n._(KIND_LABELS[a.kind])} · {formatBytes(a.size)} · {formatDateTime(a.uploadedAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * A phase's entry, read-only: each field with its label, money in rupiah, and the phase's
 * attachments as links. Shared by the committee review, the participant view and the jury sheet.
 */
export function EntryReadonly({
  proposal,
  phase,
  headingLevel = 2,
}: {
  proposal: Proposal
  phase: 1 | 2
  headingLevel?: 2 | 3
}) {
  const { i18n, t } = useLingui()
  const entry = proposal.entries[phase]
  const Heading = `h${headingLevel}` as const
  const attachments = proposal.attachments.filter((a) => a.phase === phase)
  return (
    <section aria-label={t`Phase ${phase} entry`}>
      {entry ? (
        <dl className="entry-readonly mb-4">
          {FIELDS[phase].map((field) => (
            <div key={field.name} className="mb-3">
              <dt className="fw-semibold">{i18n._(field.label)}</dt>
              <dd className="mb-0">
                {renderValue(field.kind, entry.fields[field.name], (count) => t`${count} months`)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-secondary">
          <Trans>The team has not started the Phase {phase} entry.</Trans>
        </p>
      )}
      <Heading className="h6">
        <Trans>Attachments</Trans>
      </Heading>
      <AttachmentList attachments={attachments} />
    </section>
  )
}
