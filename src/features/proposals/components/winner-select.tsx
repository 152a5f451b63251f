import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { categoryName } from '@/config/constants'
import { useMarkWinner, type WinnerRank } from '@/features/proposals/review-api'

export const RANK_LABEL: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' }

/**
 * A finalist's winner rank in its category: the person picks a rank in the select (arrow keys only
 * move the choice, WCAG 3.2.2), then Mark (or Enter in the select) marks or clears it after a
 * confirmation. `missing` says
 * what the grand final still lacks (domain/award/scoring.ts `winnerMissing`): marking then is a
 * confirmed override that names it.
 */
export function WinnerSelect({
  proposal,
  missing,
  disabled = false,
  onSettled,
}: {
  proposal: { id: string; title: string; category: number; winnerRank: number | null }
  missing: string | null
  disabled?: boolean
  /** After the call, whatever it answered (a screen that shows ranks elsewhere refreshes them). */
  onSettled?: () => void
}) {
  const markWinner = useMarkWinner()
  const confirm = useConfirm()
  const toast = useToast()
  const { title } = proposal
  const category = categoryName(proposal.category)
  // The rank picked but not marked yet; null while the select shows the marked rank.
  const [choice, setChoice] = useState<string | null>(null)
  const marked = proposal.winnerRank === null ? '' : String(proposal.winnerRank)
  const value = choice ?? marked
  const mark = async () => {
    if (value === marked) return
    const rank: WinnerRank = value === '' ? null : (Number(value) as 1 | 2 | 3)
    const override = rank !== null && missing !== null
    const ok = await confirm({
      title: rank
        ? override
          ? 'Mark the winner without all grand-final scores?'
          : 'Mark the winner?'
        : 'Clear the winner rank?',
      message: rank
        ? `${override ? `${missing} ` : ''}Mark "${title}" as ${RANK_LABEL[rank]} in ${category}${override ? ' anyway' : ''}?`
        : `Clear the winner rank of "${title}"?`,
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
          ? `"${title}" is ${RANK_LABEL[rank]} in ${category}.`
          : `The winner rank of "${title}" is cleared.`,
      )
    } catch {
      // The query client's one handler of failed actions has shown it.
    } finally {
      setChoice(null)
      onSettled?.()
    }
  }
  const busy = markWinner.isPending || disabled
  return (
    <div className="d-flex gap-1">
      <Form.Select
        size="sm"
        aria-label={`Winner rank for ${title}`}
        value={value}
        disabled={busy}
        onChange={(e) => setChoice(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          void mark()
        }}
        style={{ minWidth: '9rem' }}
      >
        <option value="">Not a winner</option>
        <option value="1">1st place</option>
        <option value="2">2nd place</option>
        <option value="3">3rd place</option>
      </Form.Select>
      <Button
        size="sm"
        variant="outline-primary"
        className="text-nowrap"
        aria-label={`Mark the winner rank for ${title}`}
        disabled={busy || value === marked}
        onClick={() => void mark()}
      >
        Mark
      </Button>
    </div>
  )
}
