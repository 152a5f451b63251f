import Form from 'react-bootstrap/Form'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { categoryName } from '@/config/constants'
import { useMarkWinner, type WinnerRank } from '@/features/proposals/review-api'

export const RANK_LABEL: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' }

/**
 * A finalist's winner rank in its category, marked or cleared after a confirmation. `missing` says
 * what the grand final still lacks (features/award/lifecycle.ts `winnerMissing`): marking then is a
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
  const change = async (value: string) => {
    const rank: WinnerRank = value === '' ? null : (Number(value) as 1 | 2 | 3)
    const override = rank !== null && missing !== null
    const ok = await confirm({
      title: rank ? (override ? 'Mark the winner without all grand-final scores?' : 'Mark the winner?') : 'Clear the winner rank?',
      message: rank
        ? `${override ? `${missing} ` : ''}Mark "${title}" as ${RANK_LABEL[rank]} in ${category}${override ? ' anyway' : ''}?`
        : `Clear the winner rank of "${title}"?`,
      ...(override ? { confirmText: 'Override and mark' } : {}),
    })
    if (!ok) return
    try {
      await markWinner.mutateAsync({ proposalId: proposal.id, rank, override })
      toast.success(rank ? `"${title}" is ${RANK_LABEL[rank]} in ${category}.` : `The winner rank of "${title}" is cleared.`)
    } catch (error) {
      toast.apiError(error)
    } finally {
      onSettled?.()
    }
  }
  return (
    <Form.Select
      size="sm"
      aria-label={`Winner rank for ${title}`}
      value={proposal.winnerRank ?? ''}
      disabled={markWinner.isPending || disabled}
      onChange={(e) => void change(e.target.value)}
      style={{ minWidth: '9rem' }}
    >
      <option value="">Not a winner</option>
      <option value="1">1st place</option>
      <option value="2">2nd place</option>
      <option value="3">3rd place</option>
    </Form.Select>
  )
}
