import { useId, useState } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { categoryName } from '@/config/constants'
import { rankFreeVerdict, type RankedLike } from '@/domain/award'
import { translate } from '@/i18n'
import { useMarkWinner, type WinnerRank } from '@/features/proposals/review-api'

const RANK_MESSAGES: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`1st place`,
  2: msg`2nd place`,
  3: msg`3rd place`,
}

/** A winner rank in words, in the language shown when it is read (each entry is read on access). */
export const RANK_LABEL: Record<number, string> = {
  get 1() {
    return translate(RANK_MESSAGES[1])
  },
  get 2() {
    return translate(RANK_MESSAGES[2])
  },
  get 3() {
    return translate(RANK_MESSAGES[3])
  },
}

/**
 * A finalist's winner rank in its category: the person picks a rank in the select (arrow keys only
 * move the choice, WCAG 3.2.2), then Mark (or Enter in the select) marks or clears it after a
 * confirmation. `missing` says
 * what the grand final still lacks (domain/award/scoring.ts `winnerMissing`): marking then is a
 * confirmed override that names it. `ranked`: the year's winners as they stand (undefined while
 * unknown); a rank another proposal of the category holds is refused before anything is asked, with
 * the server's words (domain/award `rankFreeVerdict`).
 */
export function WinnerSelect({
  proposal,
  missing,
  ranked,
  disabled = false,
  onSettled,
}: {
  proposal: { id: string; title: string; category: number; winnerRank: number | null }
  missing: string | null
  ranked: readonly RankedLike[] | undefined
  disabled?: boolean
  /** After the call, whatever it answered (a screen that shows ranks elsewhere refreshes them). */
  onSettled?: () => void
}) {
  const { i18n, t } = useLingui()
  const markWinner = useMarkWinner()
  const confirm = useConfirm()
  const toast = useToast()
  const { title } = proposal
  const category = categoryName(proposal.category)
  // The rank picked but not marked yet; null while the select shows the marked rank.
  const [choice, setChoice] = useState<string | null>(null)
  const marked = proposal.winnerRank === null ? '' : String(proposal.winnerRank)
  const value = choice ?? marked
  const picked: WinnerRank = value === '' ? null : (Number(value) as 1 | 2 | 3)
  // A rank held by another proposal of the category: said at once, and Mark is not offered.
  const free =
    value === marked ? null : rankFreeVerdict({ proposal, rank: picked, others: ranked ?? [] })
  const takenReason = free && !free.ok ? free.reason : null
  const reasonId = useId()
  const mark = async () => {
    if (value === marked || takenReason) return
    const rank = picked
    const override = rank !== null && missing !== null
    const place = rank ? i18n._(RANK_MESSAGES[rank]) : ''
    const ok = await confirm({
      title: rank
        ? override
          ? t`Mark the winner without all grand-final scores?`
          : t`Mark the winner?`
        : t`Clear the winner rank?`,
      message: rank
        ? override
          ? t`${missing} Mark "${title}" as ${place} in ${category} anyway?`
          : t`Mark "${title}" as ${place} in ${category}?`
        : t`Clear the winner rank of "${title}"?`,
      ...(override ? { variant: 'warning' as const } : {}),
    })
    if (!ok) {
      setChoice(null)
      return
    }
    try {
      await markWinner.mutateAsync({ proposalId: proposal.id, rank, override })
      toast.success(
        rank
          ? t`"${title}" is ${place} in ${category}.`
          : t`The winner rank of "${title}" is cleared.`,
      )
    } catch {
      // The query client's one handler of failed actions has shown it.
    } finally {
      setChoice(null)
      onSettled?.()
    }
  }
  const busy = markWinner.isPending || disabled
  // The button goes under the choice where the table is short of room (the results' last column at
  // 1280 px), rather than off the table's right edge.
  return (
    <div className="d-flex flex-wrap gap-1">
      <Form.Select
        size="sm"
        aria-label={t`Winner rank for ${title}`}
        value={value}
        disabled={busy}
        onChange={(e) => setChoice(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          void mark()
        }}
        style={{ minWidth: '8.5rem' }}
      >
        <option value="">{t`Not a winner`}</option>
        <option value="1">{i18n._(RANK_MESSAGES[1])}</option>
        <option value="2">{i18n._(RANK_MESSAGES[2])}</option>
        <option value="3">{i18n._(RANK_MESSAGES[3])}</option>
      </Form.Select>
      <Button
        size="sm"
        variant="outline-primary"
        className="text-nowrap"
        aria-label={t`Mark the winner rank for ${title}`}
        aria-describedby={takenReason ? reasonId : undefined}
        disabled={busy || value === marked || takenReason !== null}
        onClick={() => void mark()}
      >
        <Trans>Mark</Trans>
      </Button>
      {takenReason ? (
        <div id={reasonId} className="small text-danger w-100">
          {takenReason}
        </div>
      ) : null}
    </div>
  )
}
