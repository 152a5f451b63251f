import { http, HttpResponse } from 'msw'
import { newId } from '@/demo/db/store'
import type { AttachmentRecord, PhaseEntryRecord, ProposalRecord, ShirtSize, UserRecord } from '@/demo/db/types'
import {
  API,
  type DemoContext,
  type DemoFileStore,
  problem,
  readJson,
  recordActivity,
  requireEvent,
  requireUser,
  single,
  validationProblem,
} from '@/demo/handlers/http'
import { enforce, periodsOfYear, personFor, stateOf } from '@/demo/handlers/lifecycle-input'
import { proposalSummary, proposalView } from '@/demo/handlers/proposal-views'
import { authorizeUpload } from '@/demo/handlers/uploads'
import { isShirtSize } from '@/config/shirt-sizes'
import { editEntryVerdict, finalizeVerdict, startProposalVerdict } from '@/features/award/lifecycle'

type FieldKind = 'text' | 'money' | 'int' | 'url' | 'sizes'
const FIELDS: Record<1 | 2, Record<string, { kind: FieldKind; label: string; required: boolean; max?: number }>> = {
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
const MB = 1024 * 1024

/** Upload rules per kind: allowed extensions with their content types, and the size limit. */
export const UPLOAD_RULES = {
  poster: { types: { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }, maxBytes: 10 * MB, label: 'PDF, PNG or JPEG' },
  presentation: {
    types: { pdf: 'application/pdf', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
    maxBytes: 20 * MB,
    label: 'PDF or PPTX',
  },
  supporting: {
    types: {
      pdf: 'application/pdf',
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    maxBytes: 10 * MB,
    label: 'PDF, PNG, JPEG, DOCX or XLSX',
  },
} as const
type Kind = keyof typeof UPLOAD_RULES
const MAX_SUPPORTING = 5

/** Files kept in memory when the host gives no store (tests). */
export function createMemoryFileStore(): DemoFileStore {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>()
  return {
    put: (id, bytes, contentType) => void files.set(id, { bytes, contentType }),
    get: (id) => files.get(id),
    remove: (id) => void files.delete(id),
  }
}

function emptyEntry(at: string, byId: string): PhaseEntryRecord {
  return {
    status: 'Draft',
    fields: {},
    version: 1,
    updatedAt: at,
    updatedById: byId,
    finalizedAt: null,
    approvedAt: null,
    returnReason: null,
    history: [{ at, byId, from: null, to: 'Draft' }],
  }
}

/** Checks a draft's fields: only known names, right types, lengths. Empty values are fine in a draft. */
function checkFields(phase: 1 | 2, input: unknown, memberIds: string[]): { fields: Record<string, unknown>; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const fields: Record<string, unknown> = {}
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { fields, errors: { fields: ['The fields must be an object.'] } }
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    const rule = FIELDS[phase][name]
    if (!rule) {
      errors[name] = [`There is no field "${name}" in the Phase ${phase} entry.`]
      continue
    }
    if (value === null || value === undefined || value === '') continue
    if (rule.kind === 'text' || rule.kind === 'url') {
      if (typeof value !== 'string') errors[name] = ['Must be text.']
      else if (rule.max && value.length > rule.max) errors[name] = [`Use at most ${rule.max} characters.`]
      else if (rule.kind === 'url' && !/^https?:\/\/\S+$/i.test(value.trim())) errors[name] = ['Enter a link starting with http:// or https://.']
      else fields[name] = value
    } else if (rule.kind === 'money' || rule.kind === 'int') {
      const max = rule.kind === 'int' ? 600 : 1e15
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
        errors[name] = [rule.kind === 'int' ? 'Enter a whole number of months from 0 to 600.' : 'Enter a whole amount of rupiah, zero or more.']
      else fields[name] = value
    } else {
      const sizes: Record<string, ShirtSize> = {}
      if (typeof value !== 'object' || Array.isArray(value)) errors[name] = ['Must map each member to a size.']
      else
        for (const [memberId, size] of Object.entries(value as Record<string, unknown>)) {
          if (!memberIds.includes(memberId)) errors[name] = ['Only team members can have a T-shirt size here.']
          else if (!isShirtSize(size)) errors[name] = ['Choose one of the six T-shirt sizes.']
          else sizes[memberId] = size
        }
      fields[name] = sizes
    }
  }
  return { fields, errors }
}

export function proposalEntryHandlers(ctx: DemoContext) {
  const files = ctx.files ?? createMemoryFileStore()
  const thisYear = () => new Date(ctx.now()).getUTCFullYear()
  const nowIso = () => new Date(ctx.now()).toISOString()

  async function loadProposal(request: Request, id: string) {
    const user = await requireUser(ctx, request)
    requireEvent(ctx, request)
    const db = ctx.store.db
    const proposal = db.proposals.find((p) => p.id === id)
    if (!proposal) throw problem(404, 'Not Found', 'No proposal has this id.')
    const team = db.teams.find((t) => t.id === proposal.teamId)
    const isMember = team?.memberIds.includes(user.id) ?? false
    const isCommittee = user.roleName === 'Commitee'
    if (!isMember && !isCommittee) throw problem(403, 'Forbidden', 'Only the team and the committee can change this proposal.')
    return { user, proposal, team, isCommittee, isMember }
  }

  function parsePhase(raw: unknown): 1 | 2 {
    const phase = Number(raw)
    if (phase !== 1 && phase !== 2) throw problem(404, 'Not Found', 'Entries exist for phases 1 and 2 only.')
    return phase
  }

  /** Throws the reason an entry cannot be changed now (features/award/lifecycle.ts decides; the committee is never held by periods). */
  function requireEditable(user: UserRecord, proposal: ProposalRecord, phase: 1 | 2) {
    const db = ctx.store.db
    enforce(
      editEntryVerdict({
        periods: periodsOfYear(db, proposal.year),
        now: ctx.now(),
        person: personFor(db, user, proposal),
        proposal: stateOf(proposal),
        phase,
      }),
      400,
      'Entry closed',
    )
  }

  function createProposal(
    user: UserRecord,
    teamId: string,
    category: number,
    title: string,
    fields: Record<string, unknown>,
    extra: Partial<ProposalRecord>,
  ): ProposalRecord {
    const at = nowIso()
    const proposal: ProposalRecord = {
      id: newId('prop'),
      year: thisYear(),
      teamId,
      category: category as 1 | 2 | 3 | 4,
      title,
      phase: 1,
      entries: { 1: { ...emptyEntry(at, user.id), fields } },
      attachments: [],
      isPublished: false,
      winnerRank: null,
      importedFromId: null,
      initiativeCode: null,
      createdAt: at,
      createdById: user.id,
      ...extra,
    }
    ctx.store.mutate((db) => {
      db.proposals.push(proposal)
      recordActivity(db, ctx.now(), user.id, 'proposal', proposal.id, 'create', `${user.name} started the proposal "${title}"`, null, {
        teamId,
        category,
        title,
      })
    })
    return proposal
  }

  /** Checks who may start a proposal for a team: a member of this year's team in period 0, or the committee any time. */
  async function requireStart(request: Request, body: Record<string, unknown>, needsCategory = true) {
    const user = await requireUser(ctx, request)
    requireEvent(ctx, request)
    const db = ctx.store.db
    const teamId = typeof body.teamId === 'string' ? body.teamId : ''
    const team = db.teams.find((t) => t.id === teamId)
    if (!team) throw validationProblem({ TeamId: ['Choose your team.'] })
    const isCommittee = user.roleName === 'Commitee'
    if (!isCommittee && !team.memberIds.includes(user.id)) throw problem(403, 'Forbidden', 'Only members of the team can start its proposals.')
    if (team.year !== thisYear()) throw problem(400, 'Team of another year', `Proposals are started for a team of ${thisYear()}.`)
    enforce(startProposalVerdict({ periods: periodsOfYear(db, team.year), now: ctx.now(), role: user.roleName, hasTeam: true }), 400, 'Period closed')
    const category = Number(body.category)
    if (needsCategory && ![1, 2, 3, 4].includes(category)) throw validationProblem({ Category: ['Choose one of the four categories.'] })
    return { user, team, category }
  }

  function checkTitle(raw: unknown): string {
    const title = typeof raw === 'string' ? raw.trim() : ''
    if (title.length < 5) throw validationProblem({ Title: ['Enter a title of at least 5 characters.'] })
    if (title.length > 150) throw validationProblem({ Title: ['Use at most 150 characters.'] })
    return title
  }

  return [
    /** Uploaded files, under /uploads/<attachment id>/<file name>, for those who may see the proposal (uploads.ts). */
    http.get('*/uploads/:id/:name', async ({ request, params }) => {
      const attachment = await authorizeUpload(ctx, request, String(params.id))
      const stored = files.get(attachment.id)
      if (!stored) return problem(404, 'Not Found', 'The file is missing.')
      const remaining = Math.floor(Number(new URL(request.url).searchParams.get('exp')) - ctx.now() / 1000)
      const inline = /^(image\/|application\/pdf)/.test(stored.contentType)
      return new HttpResponse(stored.bytes, {
        headers: {
          'Content-Type': stored.contentType,
          // No file name here: the address's last part names it (under blind judging, neutrally).
          'Content-Disposition': inline ? 'inline' : 'attachment',
          'Cache-Control': `private, max-age=${Number.isFinite(remaining) && remaining > 0 ? Math.min(remaining, 3600) : 0}`,
        },
      })
    }),

    /** The caller's proposals of earlier years, to copy into this year. */
    http.get(`${API}/proposal/importable`, async ({ request }) => {
      const user = await requireUser(ctx, request)
      requireEvent(ctx, request)
      const db = ctx.store.db
      const teamIds = new Set(db.teams.filter((t) => t.year < thisYear() && t.memberIds.includes(user.id)).map((t) => t.id))
      const rows = db.proposals.filter((p) => teamIds.has(p.teamId)).sort((a, b) => b.year - a.year || a.title.localeCompare(b.title))
      return Response.json(rows.map((p) => proposalSummary(db, p)))
    }),

    http.post(`${API}/proposal/import`, async ({ request }) => {
      const body = await readJson(request)
      const { user, team } = await requireStart(request, body, false)
      const db = ctx.store.db
      const source = db.proposals.find((p) => p.id === body.proposalId)
      if (!source) return validationProblem({ ProposalId: ['Choose one of your earlier proposals.'] })
      const sourceTeam = db.teams.find((t) => t.id === source.teamId)
      if (!sourceTeam?.memberIds.includes(user.id) || source.year >= thisYear())
        return problem(403, 'Forbidden', 'You can import only proposals of your own teams from earlier years.')
      const created = createProposal(user, team.id, source.category, source.title, { ...(source.entries[1]?.fields ?? {}) }, { importedFromId: source.id })
      return single(proposalView(ctx.store.db, created))
    }),

    /** The initiative registry, searched by code or name. */
    http.get(`${API}/initiative`, async ({ request }) => {
      await requireUser(ctx, request)
      requireEvent(ctx, request)
      const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().toLowerCase()
      const rows = (ctx.store.db.initiatives ?? []).filter((i) => !keyword || i.code.toLowerCase().includes(keyword) || i.name.toLowerCase().includes(keyword))
      return Response.json(rows)
    }),

    http.post(`${API}/proposal/import-initiative`, async ({ request }) => {
      const body = await readJson(request)
      const { user, team, category } = await requireStart(request, body)
      const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : ''
      const initiative = (ctx.store.db.initiatives ?? []).find((i) => i.code.toUpperCase() === code)
      if (!initiative) return validationProblem({ Code: ['No initiative in the registry has this code.'] })
      if (ctx.store.db.proposals.some((p) => p.year === thisYear() && p.initiativeCode === initiative.code))
        return problem(409, 'Conflict', `A proposal of ${thisYear()} already comes from ${initiative.code}.`)
      const created = createProposal(
        user,
        team.id,
        category,
        initiative.name,
        { background: initiative.description, location: initiative.unit },
        { initiativeCode: initiative.code },
      )
      return single(proposalView(ctx.store.db, created))
    }),

    http.post(`${API}/proposal`, async ({ request }) => {
      const body = await readJson(request)
      const { user, team, category } = await requireStart(request, body)
      const title = checkTitle(body.title)
      const created = createProposal(user, team.id, category, title, {}, {})
      return single(proposalView(ctx.store.db, created))
    }),

    /** Saves a phase entry (autosave and explicit saves). `version` must be the version the change was based on. */
    http.put(`${API}/proposal/:id/phase/:phase`, async ({ request, params }) => {
      const { user, proposal, team } = await loadProposal(request, String(params.id))
      const phase = parsePhase(params.phase)
      requireEditable(user, proposal, phase)
      const body = await readJson(request)
      const current = proposal.entries[phase]
      const currentVersion = current?.version ?? 0
      if (typeof body.version !== 'number') return validationProblem({ Version: ['Send the version this change is based on.'] })
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
      if (Object.keys(errors).length) return validationProblem(errors)
      ctx.store.mutate((db) => {
        const row = db.proposals.find((p) => p.id === proposal.id)!
        const at = nowIso()
        const entry = row.entries[phase] ?? emptyEntry(at, user.id)
        const before = entry.fields
        row.entries[phase] = { ...entry, fields, version: currentVersion + 1, updatedAt: at, updatedById: user.id }
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'proposal',
          row.id,
          `save-phase-${phase}`,
          `${user.name} saved the Phase ${phase} entry of "${row.title}"`,
          before,
          fields,
        )
      })
      return single(proposalView(ctx.store.db, proposal))
    }),

    http.post(`${API}/proposal/:id/phase/:phase/finalize`, async ({ request, params }) => {
      const { user, proposal, team } = await loadProposal(request, String(params.id))
      const phase = parsePhase(params.phase)
      requireEditable(user, proposal, phase)
      const db = ctx.store.db
      enforce(
        finalizeVerdict({
          periods: periodsOfYear(db, proposal.year),
          now: ctx.now(),
          person: personFor(db, user, proposal),
          proposal: stateOf(proposal),
          phase,
        }),
        403,
        'Forbidden',
      )
      const entry = proposal.entries[phase]
      const fields = entry?.fields ?? {}
      const errors: Record<string, string[]> = {}
      for (const [name, rule] of Object.entries(FIELDS[phase])) {
        if (!rule.required) continue
        const value = fields[name]
        if (rule.kind === 'sizes') {
          const sizes = (value ?? {}) as Record<string, unknown>
          if ((team?.memberIds ?? []).some((id) => !sizes[id])) errors[name] = ['Choose a T-shirt size for every team member.']
        } else if (value === undefined || value === null || value === '' || (typeof value === 'string' && !value.trim()))
          errors[name] = [`${rule.label} is required.`]
      }
      const needed: Kind = phase === 1 ? 'poster' : 'presentation'
      if (!proposal.attachments.some((a) => a.phase === phase && a.kind === needed)) errors[needed] = [`Upload the ${needed} before finalizing.`]
      if (Object.keys(errors).length) return validationProblem(errors)
      ctx.store.mutate((db) => {
        const row = db.proposals.find((p) => p.id === proposal.id)!
        const e = row.entries[phase]!
        const at = nowIso()
        e.history.push({ at, byId: user.id, from: e.status, to: 'Finalized' })
        row.entries[phase] = { ...e, status: 'Finalized', finalizedAt: at, version: e.version + 1, updatedAt: at, updatedById: user.id }
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'proposal',
          row.id,
          `finalize-phase-${phase}`,
          `${user.name} finalized the Phase ${phase} entry of "${row.title}"`,
          { status: e.status },
          { status: 'Finalized' },
        )
      })
      return single(proposalView(ctx.store.db, proposal))
    }),

    /** Multipart upload: `file`, `kind` (poster | presentation | supporting) and `phase`. */
    http.post(`${API}/proposal/:id/attachment`, async ({ request, params }) => {
      const { user, proposal } = await loadProposal(request, String(params.id))
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        return problem(400, 'Bad Request', 'Send the file as multipart/form-data.')
      }
      const kind = String(form.get('kind') ?? '') as Kind
      const phase = parsePhase(form.get('phase'))
      const file = form.get('file')
      const errors: Record<string, string[]> = {}
      if (!(kind in UPLOAD_RULES)) errors.Kind = ['Choose poster, presentation or supporting.']
      if (!file || typeof file === 'string') errors.File = ['Choose a file to upload.']
      if (Object.keys(errors).length || !file || typeof file === 'string') return validationProblem(errors)
      requireEditable(user, proposal, phase)
      const rule = UPLOAD_RULES[kind]
      const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
      const contentType = (rule.types as Record<string, string>)[extension]
      if (!contentType) return validationProblem({ File: [`A ${kind} must be ${rule.label}.`] })
      if (file.size > rule.maxBytes)
        return problem(413, 'File too large', `A ${kind} can be at most ${rule.maxBytes / MB} MB; this file is ${(file.size / MB).toFixed(1)} MB.`)
      if (file.size === 0) return validationProblem({ File: ['The file is empty.'] })
      if (kind === 'supporting' && proposal.attachments.filter((a) => a.phase === phase && a.kind === 'supporting').length >= MAX_SUPPORTING)
        return validationProblem({ File: [`At most ${MAX_SUPPORTING} supporting files per phase. Remove one first.`] })
      const id = newId('att')
      const fileName = file.name.replace(/[\\/]/g, '_').slice(-120)
      await files.put(id, new Uint8Array(await file.arrayBuffer()), contentType)
      const attachment: AttachmentRecord = {
        id,
        phase,
        kind,
        fileName,
        contentType,
        size: file.size,
        url: `/uploads/${id}/${encodeURIComponent(fileName)}`,
        uploadedAt: nowIso(),
        uploadedById: user.id,
      }
      // One poster and one presentation per phase: a new upload replaces the old one.
      const replaced = kind === 'supporting' ? [] : proposal.attachments.filter((a) => a.phase === phase && a.kind === kind)
      replaced.forEach((a) => files.remove(a.id))
      ctx.store.mutate((db) => {
        const row = db.proposals.find((p) => p.id === proposal.id)!
        row.attachments = [...row.attachments.filter((a) => !replaced.includes(a)), attachment]
        recordActivity(db, ctx.now(), user.id, 'proposal', row.id, 'upload', `${user.name} uploaded ${fileName} (${kind}) to "${row.title}"`, null, attachment)
      })
      const view = { id, phase, kind, fileName, contentType, size: file.size, url: attachment.url, uploadedAt: attachment.uploadedAt }
      return HttpResponse.json({ value: view, links: [] }, { status: 201 })
    }),

    http.delete(`${API}/proposal/:id/attachment/:aid`, async ({ request, params }) => {
      const { user, proposal } = await loadProposal(request, String(params.id))
      const attachment = proposal.attachments.find((a) => a.id === params.aid)
      if (!attachment) return problem(404, 'Not Found', 'No attachment has this id.')
      requireEditable(user, proposal, attachment.phase === 1 ? 1 : 2)
      files.remove(attachment.id)
      ctx.store.mutate((db) => {
        const row = db.proposals.find((p) => p.id === proposal.id)!
        row.attachments = row.attachments.filter((a) => a.id !== attachment.id)
        recordActivity(
          db,
          ctx.now(),
          user.id,
          'proposal',
          row.id,
          'remove-attachment',
          `${user.name} removed ${attachment.fileName} from "${row.title}"`,
          attachment,
          null,
        )
      })
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
