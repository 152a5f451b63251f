import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'
import { SHIRT_SIZE_CODES } from '@/config/shirt-sizes'
import { negativeIdrMessage, tooLargeIdrMessage } from '@/domain/amounts'
import { formatIdr, MAX_IDR, negativeIdr, parseIdr, tooLargeIdr } from '@/lib/money'
import { characterCount } from '@/lib/text-length'

/** The phase forms of requirements R11.1 and R11.6 (docs/api.md "Phase 1 fields", "Phase 2 fields"). */
export type EntryFieldKind = 'textarea' | 'text' | 'money' | 'months' | 'url'
export interface EntryField {
  name: string
  /** Label and help are translated where they are shown. */
  label: MessageDescriptor
  kind: EntryFieldKind
  required: boolean
  max?: number
  help: MessageDescriptor
}

export const ENTRY_FIELDS: Record<1 | 2, EntryField[]> = {
  1: [
    {
      name: 'background',
      label: msg`Background and problem`,
      kind: 'textarea',
      required: true,
      max: 5000,
      help: msg`What problem do you solve, for whom, and how big is it today?`,
    },
    {
      name: 'solution',
      label: msg`Idea and solution`,
      kind: 'textarea',
      required: true,
      max: 5000,
      help: msg`Describe your idea and how it solves the problem.`,
    },
    {
      name: 'novelty',
      label: msg`What is new`,
      kind: 'textarea',
      required: true,
      max: 3000,
      help: msg`What makes it new for the company or the industry?`,
    },
    {
      name: 'benefits',
      label: msg`Expected benefits`,
      kind: 'textarea',
      required: true,
      max: 3000,
      help: msg`Cost saved, revenue, safety, customers, community…`,
    },
    {
      name: 'estimatedValue',
      label: msg`Estimated yearly value`,
      kind: 'money',
      required: true,
      help: msg`In rupiah per year, for example 1,500,000,000 or 1.5 billion.`,
    },
    {
      name: 'implementationPlan',
      label: msg`Implementation plan`,
      kind: 'textarea',
      required: true,
      max: 5000,
      help: msg`Steps, timeline and who is involved.`,
    },
    {
      name: 'location',
      label: msg`Unit or location`,
      kind: 'text',
      required: true,
      max: 200,
      help: msg`Where the innovation is (or will be) applied.`,
    },
  ],
  2: [
    {
      name: 'progress',
      label: msg`Progress since Phase 1`,
      kind: 'textarea',
      required: true,
      max: 5000,
      help: msg`What has the team done since the Phase 1 entry?`,
    },
    {
      name: 'pilotResults',
      label: msg`Pilot results`,
      kind: 'textarea',
      required: true,
      max: 5000,
      help: msg`Measured results of the pilot, with numbers.`,
    },
    {
      name: 'investment',
      label: msg`Investment`,
      kind: 'money',
      required: true,
      help: msg`Total investment in rupiah.`,
    },
    {
      name: 'yearlyBenefit',
      label: msg`Yearly benefit`,
      kind: 'money',
      required: true,
      help: msg`Benefit per year in rupiah.`,
    },
    {
      name: 'paybackMonths',
      label: msg`Payback (months)`,
      kind: 'months',
      required: true,
      help: msg`Months until the investment is paid back.`,
    },
    {
      name: 'risks',
      label: msg`Risks`,
      kind: 'textarea',
      required: true,
      max: 3000,
      help: msg`What could go wrong and how you limit it.`,
    },
    {
      name: 'videoUrl',
      label: msg`Video link (optional)`,
      kind: 'url',
      required: false,
      max: 500,
      help: msg`A link to a short video, starting with https://.`,
    },
  ],
}

const MONTHS_MAX = 600
const LINK = /^https?:\/\/\S+$/i

/** One field's value as the API takes it; an empty text (or null) stands for "not filled in yet". */
function apiValue(field: EntryField): z.ZodMiniType {
  const empty = z.union([z.literal(''), z.null()])
  // The messages are made when a value is checked, in the language of the request.
  if (field.kind === 'money' || field.kind === 'months') {
    const months = MONTHS_MAX
    const message = () =>
      field.kind === 'months'
        ? translate(msg`Enter a whole number of months from 0 to ${months}.`)
        : translate(msg`Enter a whole amount of rupiah, zero or more.`)
    // An amount above the largest taken, or below zero, is told so in the words the form uses
    // (domain/amounts).
    const [min, max] =
      field.kind === 'months'
        ? [z.gte(0, { error: message }), z.lte(MONTHS_MAX, { error: message })]
        : [z.gte(0, { error: negativeIdrMessage }), z.lte(MAX_IDR, { error: tooLargeIdrMessage })]
    return z.union([z.int().check(min, max), empty], { error: message })
  }
  let text = z.string({ error: () => translate(msg`Must be text.`) })
  if (field.max) {
    const max = field.max
    text = text.check(
      z.refine((v) => characterCount(v) <= max, {
        error: () => translate(msg`Use at most ${max} characters.`),
      }),
    )
  }
  if (field.kind === 'url')
    text = text.check(
      z.refine((v) => v === '' || LINK.test(v.trim()), {
        error: () => translate(msg`Enter a link starting with http:// or https://.`),
      }),
    )
  return z.nullable(text)
}

/**
 * The fields of a phase's entry as the API takes them (PUT /proposal/{id}/phase/{phase}): only the
 * phase's own, each of its type and length, any of them left out while it is a draft. The demo API
 * checks every save with it; whether the team's members are the ones in `shirtSizes` is the
 * server's to check.
 */
export function entryFieldsSchema(phase: 1 | 2) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const field of ENTRY_FIELDS[phase]) shape[field.name] = z.optional(apiValue(field))
  if (phase === 2)
    shape.shirtSizes = z.optional(
      z.nullable(
        z.record(
          z.string(),
          z.enum(SHIRT_SIZE_CODES, {
            error: () => translate(msg`Choose one of the six T-shirt sizes.`),
          }),
          { error: () => translate(msg`Must map each member to a size.`) },
        ),
      ),
    )
  return z.strictObject(shape)
}

/** Form values: every input is text while typing, so a half-typed amount is kept as typed. */
export type EntryFormValues = Record<string, string>
export const SHIRT_PREFIX = 'shirt:'

/** Fields as the API holds them → form values. */
export function toFormValues(phase: 1 | 2, fields: Record<string, unknown>): EntryFormValues {
  const values: EntryFormValues = {}
  for (const field of ENTRY_FIELDS[phase]) {
    const raw = fields[field.name]
    if (raw === null || raw === undefined) values[field.name] = ''
    else if (field.kind === 'money' && typeof raw === 'number')
      values[field.name] = formatIdr(raw).replace(/^Rp /, '')
    else values[field.name] = String(raw)
  }
  if (phase === 2) {
    const sizes = fields.shirtSizes
    if (sizes && typeof sizes === 'object')
      for (const [id, size] of Object.entries(sizes)) values[SHIRT_PREFIX + id] = String(size)
  }
  return values
}

/**
 * The T-shirt sizes a Phase 2 form starts from: each member's own size, as form values. Every copy of
 * the server's entry is read with them (the form, and a closed entry compared with a kept draft), so a
 * size the entry does not hold yet is not taken for one that was removed.
 */
export function memberSizeValues(
  phase: 1 | 2,
  members: readonly { id: string; shirtSize?: string | null }[],
): EntryFormValues {
  const own: EntryFormValues = {}
  if (phase === 2) for (const m of members) if (m.shirtSize) own[SHIRT_PREFIX + m.id] = m.shirtSize
  return own
}

/** Form values → fields for the API; empty inputs are left out. */
export function toApiFields(phase: 1 | 2, values: EntryFormValues): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const field of ENTRY_FIELDS[phase]) {
    const raw = (values[field.name] ?? '').toString()
    if (!raw.trim()) continue
    if (field.kind === 'money') fields[field.name] = parseIdr(raw) ?? raw
    else if (field.kind === 'months')
      fields[field.name] = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw
    else fields[field.name] = raw
  }
  if (phase === 2) {
    const sizes: Record<string, string> = {}
    for (const [key, value] of Object.entries(values))
      if (key.startsWith(SHIRT_PREFIX) && value) sizes[key.slice(SHIRT_PREFIX.length)] = value
    if (Object.keys(sizes).length) fields.shirtSizes = sizes
  }
  return fields
}

/** A stable text of an entry's content, to tell whether two copies say the same thing. */
/** Where an entry's draft is kept on this device: one per proposal, phase and person. */
export function entryDraftKey(proposalId: string, phase: 1 | 2, userId: string): string {
  return `entry:${proposalId}:${phase}:${userId}`
}

export function contentKey(fields: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== '' && v !== null && v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value
  return JSON.stringify(sorted(fields))
}

/** Checks what a draft may hold (formats only); `strict` adds what finalizing needs. */
export function validateEntry(
  phase: 1 | 2,
  values: EntryFormValues,
  options: { strict: boolean; memberIds?: string[] },
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of ENTRY_FIELDS[phase]) {
    const raw = (values[field.name] ?? '').trim()
    if (!raw) {
      if (options.strict && field.required) {
        const label = translate(field.label)
        errors[field.name] = translate(msg`${label} is required.`)
      }
      continue
    }
    const max = field.max
    const length = characterCount(raw)
    if (max && length > max)
      errors[field.name] = translate(msg`Use at most ${max} characters (now ${length}).`)
    else if (field.kind === 'money') {
      const value = parseIdr(raw)
      if (tooLargeIdr(raw)) errors[field.name] = tooLargeIdrMessage()
      else if (negativeIdr(raw)) errors[field.name] = negativeIdrMessage()
      else if (value === null)
        errors[field.name] = translate(
          msg`Enter a whole amount of rupiah, for example 1,500,000,000 or 1.5 billion.`,
        )
    } else if (field.kind === 'months' && !(/^\d+$/.test(raw) && Number(raw) <= 600))
      errors[field.name] = translate(msg`Enter a whole number of months from 0 to 600.`)
    else if (field.kind === 'url' && !z.url({ protocol: /^https?$/ }).safeParse(raw).success)
      errors[field.name] = translate(msg`Enter a link starting with http:// or https://.`)
  }
  if (phase === 2 && options.strict) {
    for (const id of options.memberIds ?? [])
      if (!values[SHIRT_PREFIX + id])
        errors[SHIRT_PREFIX + id] = translate(msg`Choose a T-shirt size for this member.`)
  }
  return errors
}
