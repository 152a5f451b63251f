import type { ReactNode } from 'react'
import type { ConfirmOptions } from '@/components/feedback/confirm'

/** Items named in the override list; beyond this the count says it. */
const LISTED = 10

/** An item the action applies to and what it still lacks for the action to need no override (null: nothing). */
export interface OverrideItem {
  title: string
  missing: string | null
}

/**
 * The confirmation of an action on proposals (`question` asks it). When some of them lack what the
 * action needs (`lacking`, e.g. "Phase 1 scores"), doing it anyway is an override: the confirmation
 * names each such proposal and what it lacks, and asks whether to override; `override` tells the
 * caller to ask the API for the override explicitly.
 */
export function overrideConfirmation(input: {
  items: readonly OverrideItem[]
  title: string
  question: ReactNode
  /** What the items may lack, in the plural ("Phase 1 scores"). */
  lacking: string
  /** The action, as a subject ("advancing"). */
  doing: string
}): { options: ConfirmOptions; override: boolean } {
  const { items, title, question, lacking, doing } = input
  const short = items.filter((i) => i.missing !== null)
  if (short.length === 0)
    return {
      options: { title, message: question, variant: 'primary' },
      override: false,
    }
  const one = short.length === 1
  const rest = items.length - short.length
  const message = (
    <>
      <div className="mb-3">{question}</div>
      <p className="mb-1">
        {one
          ? 'This proposal does not have all its'
          : `These ${short.length} proposals do not have all their`}{' '}
        {lacking}, so {doing} {one ? 'it' : 'them'} is an override:
      </p>
      <ul aria-label={`Proposals without all their ${lacking}`}>
        {short.slice(0, LISTED).map((i, at) => (
          <li key={`${at}-${i.title}`}>
            &quot;{i.title}&quot;: {i.missing}
          </li>
        ))}
        {short.length > LISTED ? <li>and {short.length - LISTED} more.</li> : null}
      </ul>
      {rest > 0 ? (
        <p>
          {rest === 1
            ? 'The other proposal has all its'
            : `The other ${rest} proposals have all their`}{' '}
          {lacking}.
        </p>
      ) : null}
      <p className="mb-0 fw-semibold">
        Override, and go on with {doing} {items.length === 1 ? 'it' : 'them'}?
      </p>
    </>
  )
  return {
    options: { title, message, variant: 'warning' },
    override: true,
  }
}
