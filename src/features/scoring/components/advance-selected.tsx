import Button from 'react-bootstrap/Button'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { useAdvanceResults } from '@/features/scoring/api'
import type { QueryParams } from '@/lib/query-params'
import { countOf, type RowSelectionState } from '@/lib/row-selection'

export const NEXT_STAGE: Record<1 | 2, string> = { 1: 'the semi-finals (Phase 2)', 2: 'the final (Phase 3)' }
/** Titles listed in the confirmation; beyond this the count says it. */
const LISTED = 10

/** Advances the selected proposals of Phase 1 or 2 to the next phase, after a confirmation naming them; says what failed and why. */
export function AdvanceSelected({
  year,
  phase,
  selection,
  listFilters,
}: {
  year: number
  phase: 1 | 2
  selection: RowSelectionState
  listFilters: QueryParams
}) {
  const advance = useAdvanceResults()
  const confirm = useConfirm()
  const toast = useToast()

  const advanceChosen = async () => {
    const titles = selection.pickedTitles()
    const what = countOf(selection.count, 'proposal')
    const ok = await confirm({
      title: 'Advance the selected proposals?',
      message: (
        <>
          <p>
            Advance {selection.selection.kind === 'all' ? `all ${what} matching the filters` : `these ${what}`} to {NEXT_STAGE[phase]}?
          </p>
          {titles.length > 0 && titles.length <= LISTED ? (
            <ul className="mb-0">
              {titles.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    })
    if (!ok) return
    try {
      const outcome = await advance.mutateAsync({ year, phase, selection: selection.body(listFilters) })
      selection.clear()
      if (outcome.advanced) toast.success(`${outcome.advanced} proposal(s) advanced to ${NEXT_STAGE[phase]}.`)
      outcome.failures.forEach((f) => toast.error(`"${f.title}": ${f.reason}`, 'Not advanced'))
    } catch (error) {
      toast.apiError(error)
    }
  }

  return (
    <Button size="sm" onClick={() => void advanceChosen()} disabled={selection.count === 0 || advance.isPending}>
      Advance selected ({selection.count})
    </Button>
  )
}
