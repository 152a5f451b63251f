import { useMutation, useQueryClient } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import { useConfirm } from '@/components/feedback/confirm'
import { overrideConfirmation } from '@/components/feedback/override-confirmation'
import { useToast } from '@/components/feedback/toasts'
import { scoringQueries, useAdvanceResults } from '@/features/scoring/api'
import type { ResultRow } from '@/features/scoring/schemas'
import type { QueryParams } from '@/lib/query-params'
import { countOf, type RowSelectionState } from '@/lib/row-selection'

export const NEXT_STAGE: Record<1 | 2, string> = {
  1: 'the semi-finals (Phase 2)',
  2: 'the final (Phase 3)',
}
/** Titles listed in the confirmation; beyond this the count says it. */
const LISTED = 10

/**
 * Advances the selected proposals of Phase 1 or 2 to the next phase, after a confirmation naming them;
 * when some lack scores of the phase it is an override that names each of them and what is missing
 * (read from the phase's results, the rows the selection covers). Says what failed and why.
 */
export function AdvanceSelected({
  year,
  phase,
  selection,
  listFilters,
  missingOf,
}: {
  year: number
  phase: 1 | 2
  selection: RowSelectionState
  listFilters: QueryParams
  /** What a row's judging still lacks before it can advance without an override (domain/award/scoring.ts `advanceMissing`), or null. */
  missingOf: (row: ResultRow) => string | null
}) {
  const advance = useAdvanceResults()
  const confirm = useConfirm()
  const toast = useToast()
  const queryClient = useQueryClient()

  /** The selected rows with what each one's judging lacks: the picked ones, or every row still in the phase matching the filters but those left out. */
  const selectedRows = async () => {
    const { rows } = await queryClient.fetchQuery(scoringQueries.result(year, phase, listFilters))
    const chosen = selection.selection
    const picked =
      chosen.kind === 'ids'
        ? rows.filter((r) => chosen.picked.has(r.proposalId))
        : rows.filter((r) => r.reachedPhase === phase && !chosen.except.has(r.proposalId))
    return picked.map((r) => ({ title: r.title, missing: missingOf(r) }))
  }
  // Reading the rows is the advance's first step: a failure is shown as the advance's own would be.
  const check = useMutation({ mutationFn: selectedRows })

  const advanceChosen = async () => {
    let items: Awaited<ReturnType<typeof selectedRows>>
    try {
      items = await check.mutateAsync()
    } catch {
      // The query client's one handler of failed actions has shown it.
      return
    }
    const what = countOf(selection.count, 'proposal')
    // An override lists the proposals with what each lacks instead.
    const titles = items.some((i) => i.missing) ? [] : items.map((i) => i.title)
    const { options, override } = overrideConfirmation({
      items,
      title: 'Advance the selected proposals?',
      lacking: `Phase ${phase} scores`,
      doing: 'advancing',
      question: (
        <>
          <p className={titles.length > 0 ? undefined : 'mb-0'}>
            Advance{' '}
            {selection.selection.kind === 'all'
              ? `all ${what} matching the filters`
              : `these ${what}`}{' '}
            to {NEXT_STAGE[phase]}?
          </p>
          {titles.length > 0 && titles.length <= LISTED ? (
            <ul className="mb-0">
              {titles.map((t, at) => (
                <li key={`${at}-${t}`}>{t}</li>
              ))}
            </ul>
          ) : null}
        </>
      ),
    })
    if (!(await confirm(options))) return
    try {
      const outcome = await advance.mutateAsync({
        year,
        phase,
        selection: selection.body(listFilters),
        ...(override ? { override: true } : {}),
      })
      selection.clear()
      if (outcome.advanced)
        toast.success(`${outcome.advanced} proposal(s) advanced to ${NEXT_STAGE[phase]}.`)
      outcome.failures.forEach((f) => toast.error(`"${f.title}": ${f.reason}`, 'Not advanced'))
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }

  return (
    <Button
      size="sm"
      onClick={() => void advanceChosen()}
      disabled={selection.count === 0 || advance.isPending || check.isPending}
    >
      Advance selected ({selection.count})
    </Button>
  )
}
