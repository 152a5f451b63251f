import { FILE_TYPES, type FileExtension } from '@/domain/uploads'

/**
 * A file named `name` of `size` bytes whose content starts as its type's files do (domain/uploads.ts),
 * so uploads accept it; the rest is filler.
 */
export function typedFile(name: string, size: number): File {
  const type = FILE_TYPES[name.split('.').pop()!.toLowerCase() as FileExtension]
  const bytes = new Uint8Array(size).fill(37)
  bytes.set(type.magic.slice(0, size))
  return new File([bytes], name, { type: type.contentType })
}
