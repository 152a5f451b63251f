// What the files of a proposal or of an innovation update may be, written once: the upload field
// checks a file with these before sending it, and the demo API refuses with the same words what
// breaks them (docs/api.md "Attachments", "Innovation updates"). Plain data and functions: no browser or Node APIs, so both sides load it. The
// messages are made when a file is checked, in the language of the screen or of the API's request.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatNumber, translate } from '@/i18n'

const MB = 1024 * 1024

export type AttachmentKind = 'poster' | 'presentation' | 'supporting'

/** A ZIP archive's first bytes: what Office's .docx, .xlsx and .pptx files are. */
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/**
 * The file types, by extension: the content type a file is stored and served with, and how its
 * content starts. A file is taken for what its bytes are, not only its name: an HTML page or a
 * script renamed to .png is refused.
 */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', name: 'PDF', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  png: {
    contentType: 'image/png',
    name: 'PNG',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  jpg: { contentType: 'image/jpeg', name: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  jpeg: { contentType: 'image/jpeg', name: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    name: 'PowerPoint (PPTX)',
    magic: ZIP,
  },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: 'Word (DOCX)',
    magic: ZIP,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: 'Excel (XLSX)',
    magic: ZIP,
  },
} as const satisfies Record<string, { contentType: string; name: string; magic: readonly number[] }>

export type FileExtension = keyof typeof FILE_TYPES

/** How many of a file's first bytes the check reads. */
export const HEAD_BYTES = Math.max(...Object.values(FILE_TYPES).map((type) => type.magic.length))

export const UPLOAD_RULES: Record<
  AttachmentKind,
  {
    extensions: FileExtension[]
    accept: string
    maxBytes: number
    types: MessageDescriptor
    label: MessageDescriptor
    /** The kind's name inside a sentence ("a poster can be at most…"). */
    noun: MessageDescriptor
  }
> = {
  poster: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg'],
    accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
    maxBytes: 10 * MB,
    types: msg`PDF, PNG or JPEG`,
    label: msg`PDF, PNG or JPEG, up to 10 MB`,
    noun: msg({ message: 'poster', context: 'attachment kind in a sentence' }),
  },
  presentation: {
    extensions: ['pdf', 'pptx'],
    accept: '.pdf,.pptx',
    maxBytes: 20 * MB,
    types: msg`PDF or PPTX`,
    label: msg`PDF or PPTX, up to 20 MB`,
    noun: msg({ message: 'presentation', context: 'attachment kind in a sentence' }),
  },
  supporting: {
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx'],
    accept: '.pdf,.png,.jpg,.jpeg,.docx,.xlsx',
    maxBytes: 10 * MB,
    types: msg`PDF, PNG, JPEG, DOCX or XLSX`,
    label: msg`PDF, PNG, JPEG, DOCX or XLSX, up to 10 MB each`,
    noun: msg({ message: 'supporting file', context: 'attachment kind in a sentence' }),
  },
}

/** How many supporting files a proposal's phase, or an innovation update, may have. */
export const MAX_SUPPORTING_FILES = 5

/** An innovation update's files are supporting files: its rule, sizes and types. */
export const UPDATE_FILE_KIND = 'supporting' satisfies AttachmentKind

export const isAttachmentKind = (kind: string): kind is AttachmentKind =>
  Object.hasOwn(UPLOAD_RULES, kind)

/** The file's type by its extension, when a file of this kind may have it. */
export function allowedType(
  kind: AttachmentKind,
  fileName: string,
): (typeof FILE_TYPES)[FileExtension] | null {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  return (UPLOAD_RULES[kind].extensions as string[]).includes(extension)
    ? FILE_TYPES[extension as FileExtension]
    : null
}

export function sizeProblem(kind: AttachmentKind, file: { name: string; size: number }): string {
  const name = file.name
  // Rounded up to a tenth, so a file just over the limit never reads as the limit itself.
  const size = formatNumber(Math.ceil((file.size / MB) * 10) / 10, { maximumFractionDigits: 1 })
  const noun = translate(UPLOAD_RULES[kind].noun)
  const max = UPLOAD_RULES[kind].maxBytes / MB
  return translate(msg`"${name}" is ${size} MB; a ${noun} can be at most ${max} MB.`)
}

/**
 * Why a file cannot be uploaded as this kind, or null when it can. `head` is the file's first bytes
 * (at least HEAD_BYTES of them when it has that many); without it only the name and size are checked.
 */
export function uploadProblem(
  kind: AttachmentKind,
  file: { name: string; size: number },
  head?: Uint8Array,
): string | null {
  const type = allowedType(kind, file.name)
  const name = file.name
  if (!type) {
    const noun = translate(UPLOAD_RULES[kind].noun)
    const types = translate(UPLOAD_RULES[kind].types)
    return translate(msg`"${name}" cannot be used: a ${noun} must be ${types}.`)
  }
  if (file.size > UPLOAD_RULES[kind].maxBytes) return sizeProblem(kind, file)
  if (file.size === 0) return translate(msg`"${name}" is empty.`)
  if (head && !type.magic.every((byte, i) => head[i] === byte)) {
    const typeName = type.name
    return translate(
      msg`"${name}" is not a ${typeName} file, whatever its name says: save or export it as ${typeName} and choose it again.`,
    )
  }
  return null
}

/** Why a file cannot be uploaded as this kind, its content read too, or null when it can. */
export async function checkUpload(
  kind: AttachmentKind,
  file: { name: string; size: number; slice: (start: number, end: number) => Blob },
): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
  return uploadProblem(kind, file, head)
}

/** A kind's rule as an upload field shows and checks it, in the language of the screen. */
export function uploadFieldRule(kind: AttachmentKind) {
  return {
    accept: UPLOAD_RULES[kind].accept,
    help: `${translate(UPLOAD_RULES[kind].label)}.`,
    check: (file: { name: string; size: number }) => uploadProblem(kind, file),
    checkContent: (file: {
      name: string
      size: number
      slice: (start: number, end: number) => Blob
    }) => checkUpload(kind, file),
  }
}
