import type { ReactNode } from 'react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
  const message = (
    <OverrideMessage question={question} items={items} lacking={lacking} doing={doing} />
  )
  return {
    options: { title, message, variant: 'warning' },
    override: true,
  }
}

/** The override's question: a component, so its sentences follow the person's language. */
function OverrideMessage({
  question,
  items,
  lacking,
  doing,
}: {
  question: ReactNode
  items: readonly OverrideItem[]
  lacking: string
  doing: string
}) {
  const { t } = useLingui()
  const short = items.filter((i) => i.missing !== null)
  const count = short.length
  const rest = items.length - count
  const more = count - LISTED
  const total = items.length
  return (
    <>
      <div className="mb-3">{question}</div>
      <p className="mb-1">
        {t`${plural(count, {
          one: `This proposal does not have all its ${lacking}, so ${doing} it is an override:`,
          other: `These # proposals do not have all their ${lacking}, so ${doing} them is an override:`,
        })}`}
      </p>
      <ul aria-label={t`Proposals without all their ${lacking}`}>
        {short.slice(0, LISTED).map((i, at) => (
          <li key={`${at}-${i.title}`}>
            &quot;{i.title}&quot;: {i.missing}
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Trans>and {more} more.</Trans>
          </li>
        ) : null}
      </ul>
      {rest > 0 ? (
        <p>
          {t`${plural(rest, {
            one: `The other proposal has all its ${lacking}.`,
            other: `The other # proposals have all their ${lacking}.`,
          })}`}
        </p>
      ) : null}
      <p className="mb-0 fw-semibold">
        {t`${plural(total, {
          one: `Override, and go on with ${doing} it?`,
          other: `Override, and go on with ${doing} them?`,
        })}`}
      </p>
    </>
  )
}
