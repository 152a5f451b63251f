import { msg } from '@lingui/core/macro'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AttachmentRecord, DemoDb, ProposalRecord } from '@/demo/db/types'
import { type DemoContext, problem } from '@/demo/handlers/http'
import { asSeenBy, canSeeProposalFiles, viewerOf } from '@/demo/handlers/proposal-views'
import { translate } from '@/i18n'

// Files under /uploads/ are opened by <img src> and download links, which carry no bearer token.
// So every upload address the API hands out is signed for the person it is handed to
// (docs/api.md "Uploaded files"): `?v=<personId>&exp=<unix seconds>&sig=<HMAC>`. Serving a file
// checks the signature and the expiry, and then checks again that this person may still see the
// proposal (a judge taken off it, or a deactivated account, loses access at once).

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

function findAttachment(
  db: DemoDb,
  id: string,
): { proposal: ProposalRecord; attachment: AttachmentRecord } | undefined {
  for (const proposal of db.proposals) {
    const attachment = proposal.attachments.find((a) => a.id === id)
    if (attachment) return { proposal, attachment }
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
): Promise<AttachmentRecord> {
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
  if (!canSeeProposalFiles(db, viewer.id, viewer.roleName, found.proposal))
    throw problem(403, null, translate(msg`You cannot open files of this proposal.`))
  // A Phase 2 file only to those who know the proposal reached Phase 2 (asSeenBy): the same refusal.
  const seen = asSeenBy(db, viewerOf(db, viewer), found.proposal)
  if (!seen.attachments.some((a) => a.id === attachmentId))
    throw problem(403, null, translate(msg`You cannot open files of this proposal.`))
  return found.attachment
}
