import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { newId } from '@/demo/db/store'
import type { DeclaredConflictRecord } from '@/demo/db/types'
import { API, type DemoContext, problem, single } from '@/demo/handlers/http'
import { findOr404, readBody, requireEventUser } from '@/demo/handlers/request'
import { conflictBody } from '@/contract/requests'
import { recordActivity } from '@/demo/db/records'
import { declaredView } from '@/demo/handlers/judging'
import { requireScoresNotFrozen } from '@/demo/handlers/lifecycle-input'
import { notify, sheetsAllIn } from '@/demo/notifications/notify'
import { translate } from '@/i18n'

/** A judge declares a conflict of interest on a sheet (docs/api.md "Declared conflicts"); the rule itself is `conflictOf` in judging.ts. */

export function conflictHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    /**
     * The assigned judge declares a conflict of interest: the assignment is released (an unstarted
     * sheet is deleted, a draft is kept marked removed) and the conflict is remembered for every
     * later phase of the proposal. Allowed whether or not scoring is open; not after submitting, nor once
     * the phase's results are published.
     */
    http.post(`${API}/score/:juryDetailId/conflict`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request, ['Jury'])
      const jd = findOr404(db().juryDetails, params.juryDetailId, msg`No score sheet has this id.`)
      if (jd.juryId !== user.id || jd.removed)
        return problem(
          403,
          null,
          translate(msg`Only the judge assigned to this proposal can declare a conflict on it.`),
        )
      if (jd.status === 'Submitted') {
        return problem(
          409,
          translate(msg`Already submitted`),
          translate(
            msg`You submitted this score sheet, so it can no longer be released. Write to the committee (Feedback) about the conflict.`,
          ),
        )
      }
      // Once the phase's results are published its sheets never change (the same rule as saving a score):
      // releasing the assignment would lower the published phase's counts.
      requireScoresNotFrozen(db(), jd.year, jd.phase)
      const { reason } = await readBody(request, conflictBody, { keys: 'as-sent' })
      const record = ctx.store.mutate((d) => {
        const at = new Date(ctx.now()).toISOString()
        const target = d.juryDetails.find((x) => x.id === jd.id)!
        const scoredBefore = sheetsAllIn(d, target.year, target.phase)
        const conflict: DeclaredConflictRecord = {
          id: newId('coi'),
          year: target.year,
          proposalId: target.proposalId,
          juryId: user.id,
          phase: target.phase,
          reason,
          declaredAt: at,
        }
        d.declaredConflicts = [...(d.declaredConflicts ?? []), conflict]
        // Released: an unstarted sheet goes; a draft is kept (never lose a score) but no longer the judge's to change.
        if (target.status === 'Assigned') d.juryDetails.splice(d.juryDetails.indexOf(target), 1)
        else target.removed = true
        const title =
          d.proposals.find((p) => p.id === target.proposalId)?.title ?? target.proposalId
        const phase = target.phase
        recordActivity(
          d,
          ctx.now(),
          user.id,
          'assignment',
          target.proposalId,
          'declare-conflict',
          msg`Declared a conflict of interest with "${title}" (Phase ${phase})`,
          null,
          { reason },
        )
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'conflictDeclared', conflictId: conflict.id },
        )
        // The released sheet may have been the phase's last open one: its results are complete.
        notify(
          d,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'phaseScored', year: conflict.year, phase, scoredBefore },
        )
        return declaredView(d, conflict)
      })
      return single(record)
    }),
  ]
}
