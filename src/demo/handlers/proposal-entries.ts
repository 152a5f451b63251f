import { msg } from '@lingui/core/macro'
import { http, HttpResponse } from 'msw'
import type { AttachmentRecord, ShirtSize } from '@/demo/db/types'
import { API, type DemoContext, single, validationProblem } from '@/demo/handlers/http'
import { readBody, requireValid } from '@/demo/handlers/request'
import { entrySaveBodies, proposalCreateBody } from '@/contract/requests'
import { enforce } from '@/demo/handlers/lifecycle-input'
import {
  changeProposal,
  createProposal,
  emptyEntry,
  entryFacts,
  loadProposal,
  parsePhase,
  requireEditable,
  requireStart,
} from '@/demo/handlers/proposal-access'
import { proposalView, viewerOf } from '@/demo/handlers/proposal-views'
import { finalizeVerdict } from '@/domain/award'
import { notify } from '@/demo/notifications/notify'
import { SHIRT_PREFIX, toFormValues, validateEntry } from '@/features/proposals/entry-fields'
import { translate } from '@/i18n'

/** Starting a proposal and writing its phase entries: save, finalize (docs/api.md "Proposal entries"). */

export function proposalEntryHandlers(ctx: DemoContext) {
  const nowIso = () => new Date(ctx.now()).toISOString()

  return [
    http.post(`${API}/proposal`, async ({ request }) => {
      const { teamId, category, title } = await readBody(request, proposalCreateBody)
      const { user, team } = await requireStart(ctx, request, teamId)
      const created = createProposal(ctx, user, team.id, category, title, {}, {})
      return single(proposalView(ctx.store.db, created, viewerOf(ctx.store.db, user)))
    }),

    /** Saves a phase entry (autosave and explicit saves). `version` must be the version the change was based on. */
    http.put(`${API}/proposal/:id/phase/:phase`, async ({ request, params }) => {
      const { user, proposal, team } = await loadProposal(ctx, request, String(params.id))
      const phase = parsePhase(params.phase)
      requireEditable(ctx, user, proposal, phase)
      const body = await readBody(request, entrySaveBodies[phase], { keys: 'as-sent' })
      const current = proposal.entries[phase]
      const currentVersion = current?.version ?? 0
      if (body.version !== currentVersion)
        return HttpResponse.json(
          {
            type: 'https://httpstatuses.io/409',
            title: translate(msg`Changed by someone else`),
            status: 409,
            detail: translate(
              msg`The Phase ${phase} entry was saved by someone else (version ${currentVersion}). Choose which text to keep.`,
            ),
            currentVersion,
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        )
      // What is left empty is not kept; T-shirt sizes are for the team's own members only.
      const fields = Object.fromEntries(
        Object.entries(body.fields).filter(([, value]) => value !== '' && value !== null),
      )
      const sizes = (fields.shirtSizes ?? {}) as Record<string, ShirtSize>
      if (Object.keys(sizes).some((id) => !team?.memberIds.includes(id)))
        return validationProblem({
          shirtSizes: [translate(msg`Only team members can have a T-shirt size here.`)],
        })
      changeProposal(ctx, user, proposal.id, (row) => {
        const at = nowIso()
        const entry = row.entries[phase] ?? emptyEntry(at, user.id)
        row.entries[phase] = {
          ...entry,
          fields,
          version: currentVersion + 1,
          updatedAt: at,
          updatedById: user.id,
        }
        const name = user.name
        const title = row.title
        return {
          action: `save-phase-${phase}`,
          summary: msg`${name} saved the Phase ${phase} entry of "${title}"`,
          before: entry.fields,
          after: fields,
        }
      })
      return single(proposalView(ctx.store.db, proposal, viewerOf(ctx.store.db, user)))
    }),

    http.post(`${API}/proposal/:id/phase/:phase/finalize`, async ({ request, params }) => {
      const { user, proposal, team } = await loadProposal(ctx, request, String(params.id))
      const phase = parsePhase(params.phase)
      requireEditable(ctx, user, proposal, phase)
      enforce(finalizeVerdict(entryFacts(ctx, user, proposal, phase)), 403, null)
      const entry = proposal.entries[phase]
      const fields = entry?.fields ?? {}
      // What finalizing needs is the form's own rule (validateEntry), in the caller's language.
      const errors: Record<string, string[]> = {}
      const problems = validateEntry(phase, toFormValues(phase, fields), {
        strict: true,
        memberIds: phase === 2 ? (team?.memberIds ?? []) : [],
      })
      for (const [name, message] of Object.entries(problems)) {
        const field = name.startsWith(SHIRT_PREFIX) ? 'shirtSizes' : name
        errors[field] = [...(errors[field] ?? []), message]
      }
      if (errors.shirtSizes)
        errors.shirtSizes = [translate(msg`Choose a T-shirt size for every team member.`)]
      const needed: AttachmentRecord['kind'] = phase === 1 ? 'poster' : 'presentation'
      if (!proposal.attachments.some((a) => a.phase === phase && a.kind === needed))
        errors[needed] = [
          needed === 'poster'
            ? translate(msg`Upload the poster before finalizing.`)
            : translate(msg`Upload the presentation before finalizing.`),
        ]
      requireValid(errors)
      changeProposal(ctx, user, proposal.id, (row) => {
        const e = row.entries[phase]!
        const at = nowIso()
        e.history.push({ at, byId: user.id, from: e.status, to: 'Finalized' })
        row.entries[phase] = {
          ...e,
          status: 'Finalized',
          finalizedAt: at,
          version: e.version + 1,
          updatedAt: at,
          updatedById: user.id,
        }
        const name = user.name
        const title = row.title
        return {
          action: `finalize-phase-${phase}`,
          summary: msg`${name} finalized the Phase ${phase} entry of "${title}"`,
          before: { status: e.status },
          after: { status: 'Finalized' },
        }
      })
      ctx.store.mutate((db) =>
        notify(
          db,
          { at: ctx.now(), actorId: user.id, request },
          { kind: 'entryFinalized', proposalId: proposal.id, phase },
        ),
      )
      return single(proposalView(ctx.store.db, proposal, viewerOf(ctx.store.db, user)))
    }),
  ]
}
