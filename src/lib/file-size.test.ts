import { activateLanguage } from '@/i18n'
import { formatBytes } from '@/lib/file-size'

describe('formatBytes', () => {
  afterEach(() => activateLanguage('en'))

  it('shows bytes, kilobytes and megabytes, the same way on every screen', () => {
    expect(formatBytes(70)).toBe('70 B')
    expect(formatBytes(1536)).toBe('2 KB')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB')
  })

  it('writes the number as Indonesian readers do', async () => {
    await activateLanguage('id')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB')
    expect(formatBytes(1000 * 1024)).toBe('1.000 KB')
  })
})
