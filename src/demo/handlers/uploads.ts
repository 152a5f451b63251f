import { msg } from '@lingui/core/macro'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type {
  AttachmentRecord,
  DemoDb,
  InnovationUpdateRecord,
  ProposalRecord,
  UpdateFileRecord,
} from '@/demo/db/types'
import { newId } from '@/demo/db/store'
import {
  type DemoContext,
  type DemoFileStore,
  problem,
  validationProblem,
} from '@/demo/handlers/http'
import {
  allowedType,
  type AttachmentKind,
  HEAD_BYTES,
  sizeProblem,
  UPLOAD_RULES,
  uploadProblem,
} from '@/domain/uploads'
import {
  asSeenBy,
  canReadUpdate,
  canSeeProposalFiles,
  viewerOf,
} from '@/demo/handlers/proposal-views'
import { translate } from '@/i18n'

// Files under /uploads/ are opened by <img src> and download links, which carry no bearer token.
// So every upload address the API hands out is signed for the person it is handed to
// (docs/api.md "Uploaded files"): `?v=<personId>&exp=<unix seconds>&sig=<HMAC>`. Serving a file
// checks the signature and the expiry, and then checks again that this person may still see the
// proposal, or the innovation update the file belongs to (a judge taken off it, or a deactivated
// account, loses access at once).

/** Files kept in memory when the host gives no store (tests). */
export function createMemoryFileStore(): DemoFileStore {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>()
  return {
    put: (id, bytes, contentType) => void files.set(id, { bytes, contentType }),
    get: (id) => files.get(id),
    remove: (id) => void files.delete(id),
  }
}

/** The host's file store, or one kept in memory for every handler of this context (tests). */
export function filesOf(ctx: DemoContext): DemoFileStore {
  return (ctx.files ??= createMemoryFileStore())
}

/**
 * A file sent to the API, checked by its kind's rule with the upload field's words (domain/uploads.ts;
 * its type read from its bytes as well as its name): the refusal as an answer, or null.
 */
export async function uploadRefusal(kind: AttachmentKind, file: File): Promise<Response | null> {
  if (allowedType(kind, file.name) && file.size > UPLOAD_RULES[kind].maxBytes)
    return problem(413, translate(msg`File too large`), sizeProblem(kind, file))
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
  const refused = uploadProblem(kind, file, head)
  return refused ? validationProblem({ File: [refused] }) : null
}

/** A file as the API shows it: who uploaded it stays in the record and the activity log. */
export const shownFile = <T extends { uploadedById: string }>({ uploadedById: _, ...file }: T) =>
  file

/** Keeps an accepted file (uploadRefusal) in the store; answers what its record holds, its address under /uploads/ by a safe name. */
export async function storeUpload(
  ctx: DemoContext,
  kind: AttachmentKind,
  file: File,
  uploadedById: string,
) {
  const id = newId('att')
  const fileName = file.name.replace(/[\\/]/g, '_').slice(-120)
  const contentType = allowedType(kind, file.name)!.contentType
  await filesOf(ctx).put(id, new Uint8Array(await file.arrayBuffer()), contentType)
  return {
    id,
    fileName,
    contentType,
    size: file.size,
    url: `/uploads/${id}/${encodeURIComponent(fileName)}`,
    uploadedAt: new Date(ctx.now()).toISOString(),
    uploadedById,
  }
}

const HOUR_MS = 3_600_000
const UPLOAD_PATH = /"\/uploads\/([^"/?]+)\/([^"?]*)"/g

function signature(secret: string, attachmentId: string, viewerId: string, exp: number): string {
  return createHmac('sha256', secret)
    .update(`${attachmentId}\n${viewerId}\n${exp}`)
    .digest('base64url')
}

/**
 * Expiry: the end of the next whole hour, so an address stays the same for an hour (the browser
 * caches the file under it) and works for one to two hours after it was handed out.
 */
export function linkExpiry(now: number): number {
  return (Math.floor(now / HOUR_MS) + 2) * (HOUR_MS / 1000)
}

export function signUploadUrl(secret: string, path: string, viewerId: string, now: number): string {
  const id = /^\/uploads\/([^/?]+)\//.exec(path)?.[1]
  if (!id) return path
  const exp = linkExpiry(now)
  return `${path}?${new URLSearchParams({ v: viewerId, exp: String(exp), sig: signature(secret, decodeURIComponent(id), viewerId, exp) })}`
}

/** Signs, for `viewerId`, every upload address in a JSON answer's text (done once for every answer, in the API layer). */
export function signUploadUrlsInJson(
  text: string,
  secret: string,
  viewerId: string,
  now: number,
): string {
  if (!text.includes('"/uploads/')) return text
  return text.replace(
    UPLOAD_PATH,
    (whole: string) => `"${signUploadUrl(secret, whole.slice(1, -1), viewerId, now)}"`,
  )
}

type Found =
  | { proposal: ProposalRecord; attachment: AttachmentRecord; update?: undefined }
  | { proposal: ProposalRecord; attachment: UpdateFileRecord; update: InnovationUpdateRecord }

function findAttachment(db: DemoDb, id: string): Found | undefined {
  for (const proposal of db.proposals) {
    const attachment = proposal.attachments.find((a) => a.id === id)
    if (attachment) return { proposal, attachment }
  }
  for (const update of db.innovationUpdates ?? []) {
    const attachment = update.attachments?.find((a) => a.id === id)
    const proposal = attachment && db.proposals.find((p) => p.id === update.proposalId)
    if (attachment && proposal) return { proposal, attachment, update }
  }
  return undefined
}

/**
 * Who is asking for an uploaded file, and whether they may have it: the bearer token (API
 * clients) or a valid, unexpired signature (img and links). Throws the refusal as an answer.
 */
export async function authorizeUpload(
  ctx: DemoContext & { uploadUrlSecret: string },
  request: Request,
  attachmentId: string,
): Promise<AttachmentRecord | UpdateFileRecord> {
  const db = ctx.store.db
  const found = findAttachment(db, attachmentId)
  if (!found) throw problem(404, null, translate(msg`No uploaded file has this address.`))
  const url = new URL(request.url)
  let viewerId = await ctx.authenticate(request)
  if (!viewerId) {
    const v = url.searchParams.get('v') ?? ''
    const exp = Number(url.searchParams.get('exp'))
    const sig = url.searchParams.get('sig') ?? ''
    if (!v || !sig)
      throw problem(
        401,
        null,
        translate(msg`Sign in to open this file: its address is handed out by the app, for you.`),
      )
    const expected = Buffer.from(signature(ctx.uploadUrlSecret, attachmentId, v, exp))
    const given = Buffer.from(sig)
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw problem(403, null, translate(msg`This file address is not valid.`))
    if (!Number.isFinite(exp) || exp * 1000 <= ctx.now())
      throw problem(
        403,
        null,
        translate(msg`This file address has expired: reload the page for a new one.`),
      )
    viewerId = v
  }
  const viewer = db.users.find((u) => u.id === viewerId)
  if (!viewer || !viewer.isActive)
    throw problem(403, null, translate(msg`You cannot open files of this proposal.`))
  // An update's file: to those who may read the update, the team and the committee.
  if (found.update) {
    if (!canReadUpdate(db, viewer, found.proposal))
      throw problem(403, null, translate(msg`You cannot open files of this update.`))
    return found.attachment
  }
  if (!canSeeProposalFiles(db, viewer.id, viewer.roleName, found.proposal))
    throw problem(403, null, translate(msg`You cannot open files of this proposal.`))
  // A Phase 2 file only to those who know the proposal reached Phase 2 (asSeenBy): the same refusal.
  const seen = asSeenBy(db, viewerOf(db, viewer), found.proposal)
  if (!seen.attachments.some((a) => a.id === attachmentId))
    throw problem(403, null, translate(msg`You cannot open files of this proposal.`))
  return found.attachment
}
