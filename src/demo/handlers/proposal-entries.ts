import { http, HttpResponse } from 'msw'
import type { AttachmentRecord, ShirtSize } from '@/demo/db/types'
import { API, type DemoContext, single, validationProblem } from '@/demo/handlers/http'
import { readJson, requireValid } from '@/demo/handlers/request'
import { enforce } from '@/demo/handlers/lifecycle-input'
import {
  changeProposal,
  checkTitle,
  createProposal,
  emptyEntry,
  entryFacts,
  loadProposal,
  parsePhase,
  requireEditable,
  requireStart,
} from '@/demo/handlers/proposal-access'
import { proposalView } from '@/demo/handlers/proposal-views'
import { isShirtSize } from '@/config/shirt-sizes'
import { finalizeVerdict } from '@/domain/award'
import { characterCount } from '@/lib/text-length'

/** Starting a proposal and writing its phase entries: save, finalize (docs/api.md "Proposal entries"). */

type FieldKind = 'text' | 'money' | 'int' | 'url' | 'sizes'
const FIELDS: Record<
  1 | 2,
  Record<string, { kind: FieldKind; label: string; required: boolean; max?: number }>
> = {
  1: {
    background: { kind: 'text', label: 'Background and problem', required: true, max: 5000 },
    solution: { kind: 'text', label: 'Idea and solution', required: true, max: 5000 },
    novelty: { kind: 'text', label: 'What is new', required: true, max: 3000 },
    benefits: { kind: 'text', label: 'Expected benefits', required: true, max: 3000 },
    estimatedValue: { kind: 'money', label: 'Estimated yearly value', required: true },
    implementationPlan: { kind: 'text', label: 'Implementation plan', required: true, max: 5000 },
    location: { kind: 'text', label: 'Unit or location', required: true, max: 200 },
  },
  2: {
    progress: { kind: 'text', label: 'Progress since Phase 1', required: true, max: 5000 },
    pilotResults: { kind: 'text', label: 'Pilot results', required: true, max: 5000 },
    investment: { kind: 'money', label: 'Investment', required: true },
    yearlyBenefit: { kind: 'money', label: 'Yearly benefit', required: true },
    paybackMonths: { kind: 'int', label: 'Payback (months)', required: true },
    risks: { kind: 'text', label: 'Risks', required: true, max: 3000 },
    videoUrl: { kind: 'url', label: 'Video link', required: false, max: 500 },
    shirtSizes: { kind: 'sizes', label: 'T-shirt sizes', required: true },
  },
}

/** Checks a draft's fields: only known names, right types, lengths. Empty values are fine in a draft. */
function checkFields(
  phase: 1 | 2,
  input: unknown,
  memberIds: string[],
): { fields: Record<string, unknown>; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const fields: Record<string, unknown> = {}
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { fields, errors: { fields: ['The fields must be an object.'] } }
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    const rule = FIELDS[phase][name]
    if (!rule) {
      errors[name] = [`There is no field "${name}" in the Phase ${phase} entry.`]
      continue
    }
    if (value === null || value === undefined || value === '') continue
    if (rule.kind === 'text' || rule.kind === 'url') {
      if (typeof value !== 'string') errors[name] = ['Must be text.']
      else if (rule.max && characterCount(value) > rule.max)
        errors[name] = [`Use at most ${rule.max} characters.`]
      else if (rule.kind === 'url' && !/^https?:\/\/\S+$/i.test(value.trim()))
        errors[name] = ['Enter a link starting with http:// or https://.']
      else fields[name] = value
    } else if (rule.kind === 'money' || rule.kind === 'int') {
      const max = rule.kind === 'int' ? 600 : 1e15
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
        errors[name] = [
          rule.kind === 'int'
            ? 'Enter a whole number of months from 0 to 600.'
            : 'Enter a whole amount of rupiah, zero or more.',
        ]
      else fields[name] = value
    } else {
      const sizes: Record<string, ShirtSize> = {}
      if (typeof value !== 'object' || Array.isArray(value))
        errors[name] = ['Must map each member to a size.']
      else
        for (const [memberId, size] of Object.entries(value as Record<string, unknown>)) {
          if (!memberIds.includes(memberId))
            errors[name] = ['Only team members can have a T-shirt size here.']
          else if (!isShirtSize(size)) errors[name] = ['Choose one of the six T-shirt sizes.']
          else sizes[memberId] = size
        }
      fields[name] = sizes
    }
  }
  return { fields, errors }
}

export function proposalEntryHandlers(ctx: DemoContext) {
  const nowIso = () => new Date(ctx.now()).toISOString()

  return [
    http.post(`${API}/proposal`, async ({ request }) => {
      const body = await readJson(request)
      const { user, team, category } = await requireStart(ctx, request, body)
      const title = checkTitle(body.title)
      const created = createProposal(ctx, user, team.id, category, title, {}, {})
      return single(proposalView(ctx.store.db, created))
    }),

    /** Saves a phase entry (autosave and explicit saves). `version` must be the version the change was based on. */
    http.put(`${API}/proposal/:id/phase/:phase`, async ({ request, params }) => {
      const { user, proposal, team } = await loadProposal(ctx, request, String(params.id))
      const phase = parsePhase(params.phase)
      requireEditable(ctx, user, proposal, phase)
      const body = await readJson(request)
      const current = proposal.entries[phase]
      const currentVersion = current?.version ?? 0
      if (typeof body.version !== 'number')
        return validationProblem({ Version: ['Send the version this change is based on.'] })
      if (body.version !== currentVersion)
        return HttpResponse.json(
          {
            type: 'https://httpstatuses.io/409',
            title: 'Changed by someone else',
            status: 409,
            detail: `The Phase ${phase} entry was saved by someone else (version ${currentVersion}). Choose which text to keep.`,
            currentVersion,
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        )
      const { fields, errors } = checkFields(phase, body.fields, team?.memberIds ?? [])
      requireValid(errors)
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
        return {
          action: `save-phase-${phase}`,
          summary: `${user.name} saved the Phase ${phase} entry of "${row.title}"`,
          before: entry.fields,
          after: fields,
        }
      })
      return single(proposalView(ctx.store.db, proposal))
    }),

    http.post(`${API}/proposal/:id/phase/:phase/finalize`, async ({ request, params }) => {
      const { user, proposal, team } = await loadProposal(ctx, request, String(params.id))
      const phase = parsePhase(params.phase)
      requireEditable(ctx, user, proposal, phase)
      enforce(finalizeVerdict(entryFacts(ctx, user, proposal, phase)), 403, 'Forbidden')
      const entry = proposal.entries[phase]
      const fields = entry?.fields ?? {}
      const errors: Record<string, string[]> = {}
      for (const [name, rule] of Object.entries(FIELDS[phase])) {
        if (!rule.required) continue
        const value = fields[name]
        if (rule.kind === 'sizes') {
          const sizes = (value ?? {}) as Record<string, unknown>
          if ((team?.memberIds ?? []).some((id) => !sizes[id]))
            errors[name] = ['Choose a T-shirt size for every team member.']
        } else if (
          value === undefined ||
          value === null ||
          value === '' ||
          (typeof value === 'string' && !value.trim())
        )
          errors[name] = [`${rule.label} is required.`]
      }
      const needed: AttachmentRecord['kind'] = phase === 1 ? 'poster' : 'presentation'
      if (!proposal.attachments.some((a) => a.phase === phase && a.kind === needed))
        errors[needed] = [`Upload the ${needed} before finalizing.`]
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
        return {
          action: `finalize-phase-${phase}`,
          summary: `${user.name} finalized the Phase ${phase} entry of "${row.title}"`,
          before: { status: e.status },
          after: { status: 'Finalized' },
        }
      })
      return single(proposalView(ctx.store.db, proposal))
    }),
  ]
}
