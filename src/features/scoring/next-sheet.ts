import type { ScoreSheet } from '@/features/scoring/schemas'

/**
 * The sheet a judge goes on to after one: the next one in their assignment list (its order) that is
 * not submitted yet, coming round to the start of the list; null when every other sheet is submitted.
 */
export function nextOpenSheet(sheets: readonly ScoreSheet[], currentId: string): ScoreSheet | null {
  const at = sheets.findIndex((s) => s.juryDetailId === currentId)
  const ordered = at < 0 ? sheets : [...sheets.slice(at + 1), ...sheets.slice(0, at)]
  return (
    ordered.find((s) => s.juryDetailId !== currentId && s.status !== 'Submitted' && !s.removed) ??
    null
  )
}
