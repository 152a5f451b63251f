import { onTestFinished, vi } from 'vitest'

export interface SavedFile {
  name: string
  /** The file's text without its byte-order mark. */
  text: () => Promise<string>
  /** The file's bytes as saved. */
  bytes: () => Promise<Uint8Array>
}

/**
 * Catches the files the app saves through a temporary object URL and a link with `download`
 * (`downloadText` in lib/csv): their names and contents, in order. jsdom has no navigation and
 * would log an error for such a link, so the click only records it. The browser's own URL and
 * click functions are restored when the test ends.
 */
export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = []
  const blobs = new Map<string, Blob>()
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test-${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (!this.download || !blob)
      throw new Error(`catchDownloads: a click on ${this.href} saves no file`)
    saved.push({
      name: this.download,
      text: async () => (await blob.text()).replace(/^\uFEFF/, ''),
      bytes: async () => new Uint8Array(await blob.arrayBuffer()),
    })
  })
  onTestFinished(() => {
    create.mockRestore()
    revoke.mockRestore()
    click.mockRestore()
  })
  return saved
}
