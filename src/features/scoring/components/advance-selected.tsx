import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import { useConfirm } from '@/components/feedback/confirm'
import { overrideConfirmation } from '@/components/feedback/override-confirmation'
import { useToast } from '@/components/feedback/toasts'
import { scoringQueries, useAdvanceResults } from '@/features/scoring/api'
import type { ResultRow } from '@/features/scoring/schemas'
import type { QueryParams } from '@/lib/query-params'
import type { RowSelectionState } from '@/lib/row-selection'

/** Where an advance takes a proposal, translated where it is shown (`i18n._`). */
export const NEXT_STAGE: Record<1 | 2, MessageDescriptor> = {
  1: msg`the semi-finals (Phase 2)`,
  2: msg`the final (Phase 3)`,
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
  const { t, i18n } = useLingui()

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
    const count = selection.count
    const next = i18n._(NEXT_STAGE[phase])
    // An override lists the proposals with what each lacks instead.
    const titles = items.some((i) => i.missing) ? [] : items.map((i) => i.title)
    const { options, override } = overrideConfirmation({
      items,
      title: t`Advance the selected proposals?`,
      lacking: t`Phase ${phase} scores`,
      doing: t`advancing`,
      question: (
        <>
          <p className={titles.length > 0 ? undefined : 'mb-0'}>
            {selection.selection.kind === 'all'
              ? t`${plural(count, {
                  one: `Advance all # proposal matching the filters to ${next}?`,
                  other: `Advance all # proposals matching the filters to ${next}?`,
                })}`
              : t`${plural(count, {
                  one: `Advance this proposal to ${next}?`,
                  other: `Advance these # proposals to ${next}?`,
                })}`}
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
      const advanced = outcome.advanced
      if (advanced)
        toast.success(
          t`${plural(advanced, {
            one: `# proposal advanced to ${next}.`,
            other: `# proposals advanced to ${next}.`,
          })}`,
        )
      outcome.failures.forEach((f) => toast.error(`"${f.title}": ${f.reason}`, t`Not advanced`))
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }

  const selectedCount = selection.count
  return (
    <Button
      size="sm"
      onClick={() => void advanceChosen()}
      disabled={selection.count === 0 || advance.isPending || check.isPending}
    >
      <Trans>Advance selected ({selectedCount})</Trans>
    </Button>
  )
}
