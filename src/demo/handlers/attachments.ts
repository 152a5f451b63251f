import { msg } from '@lingui/core/macro'
import { http, HttpResponse } from 'msw'
import type { AttachmentRecord } from '@/demo/db/types'
import { MAX_SUPPORTING_FILES as MAX_SUPPORTING } from '@/domain/uploads'
import { UPLOAD_HEADERS } from '@/config/security-headers'
import { API, type DemoContext, problem, validationProblem } from '@/demo/handlers/http'
import { findOr404, readBody } from '@/demo/handlers/request'
import { attachmentUploadBody } from '@/contract/requests'
import { changeProposal, loadProposal, requireEditable } from '@/demo/handlers/proposal-access'
import {
  authorizeUpload,
  filesOf,
  shownFile,
  storeUpload,
  uploadRefusal,
} from '@/demo/handlers/uploads'
import { translate } from '@/i18n'

/** A proposal's files: upload, remove, and serve them under /uploads/ (docs/api.md "Attachments", "Uploaded files"). */

/** The activity's summary of an upload, naming the kind of file. */
function uploaded(name: string, fileName: string, kind: AttachmentRecord['kind'], title: string) {
  if (kind === 'poster') return msg`${name} uploaded ${fileName} (poster) to "${title}"`
  if (kind === 'presentation') return msg`${name} uploaded ${fileName} (presentation) to "${title}"`
  return msg`${name} uploaded ${fileName} (supporting) to "${title}"`
}

export function attachmentHandlers(ctx: DemoContext) {
  const files = filesOf(ctx)

  return [
    /** Uploaded files, under /uploads/<attachment id>/<file name>, for those who may see the proposal or the update (uploads.ts). */
    http.get('*/uploads/:id/:name', async ({ request, params }) => {
      const attachment = await authorizeUpload(ctx, request, String(params.id))
      const stored = files.get(attachment.id)
      if (!stored) return problem(404, null, translate(msg`The file is missing.`))
      const remaining = Math.floor(
        Number(new URL(request.url).searchParams.get('exp')) - ctx.now() / 1000,
      )
      const inline = /^(image\/|application\/pdf)/.test(stored.contentType)
      return new HttpResponse(stored.bytes, {
        headers: {
          // A sandboxed document that is never sniffed: whatever it holds runs no script on the app's origin.
          ...UPLOAD_HEADERS,
          'Content-Type': stored.contentType,
          // No file name here: the address's last part names it (under blind judging, neutrally).
          'Content-Disposition': inline ? 'inline' : 'attachment',
          'Cache-Control': `private, max-age=${Number.isFinite(remaining) && remaining > 0 ? Math.min(remaining, 3600) : 0}`,
        },
      })
    }),

    /** Multipart upload: `file`, `kind` (poster | presentation | supporting) and `phase`. */
    http.post(`${API}/proposal/:id/attachment`, async ({ request, params }) => {
      const { user, proposal } = await loadProposal(ctx, request, String(params.id))
      const form = await readBody(request, attachmentUploadBody, { multipart: true })
      const { file, kind } = form
      const phase = form.phase === '1' ? 1 : 2
      requireEditable(ctx, user, proposal, phase)
      const refused = await uploadRefusal(kind, file)
      if (refused) return refused
      if (
        kind === 'supporting' &&
        proposal.attachments.filter((a) => a.phase === phase && a.kind === 'supporting').length >=
          MAX_SUPPORTING
      )
        return validationProblem({
          File: [
            translate(msg`At most ${MAX_SUPPORTING} supporting files per phase. Remove one first.`),
          ],
        })
      const attachment: AttachmentRecord = {
        phase,
        kind,
        ...(await storeUpload(ctx, kind, file, user.id)),
      }
      const { fileName } = attachment
      // One poster and one presentation per phase: a new upload replaces the old one.
      const replaced =
        kind === 'supporting'
          ? []
          : proposal.attachments.filter((a) => a.phase === phase && a.kind === kind)
      replaced.forEach((a) => files.remove(a.id))
      changeProposal(ctx, user, proposal.id, (row) => {
        row.attachments = [...row.attachments.filter((a) => !replaced.includes(a)), attachment]
        return {
          action: 'upload',
          summary: uploaded(user.name, fileName, kind, row.title),
          after: attachment,
        }
      })
      return HttpResponse.json({ value: shownFile(attachment), links: [] }, { status: 201 })
    }),

    http.delete(`${API}/proposal/:id/attachment/:aid`, async ({ request, params }) => {
      const { user, proposal } = await loadProposal(ctx, request, String(params.id))
      const attachment = findOr404(
        proposal.attachments,
        params.aid,
        msg`No attachment has this id.`,
      )
      requireEditable(ctx, user, proposal, attachment.phase === 1 ? 1 : 2)
      files.remove(attachment.id)
      changeProposal(ctx, user, proposal.id, (row) => {
        row.attachments = row.attachments.filter((a) => a.id !== attachment.id)
        const name = user.name
        const fileName = attachment.fileName
        const title = row.title
        return {
          action: 'remove-attachment',
          summary: msg`${name} removed ${fileName} from "${title}"`,
          before: attachment,
        }
      })
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
