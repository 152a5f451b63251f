import { safeRedirectTarget } from '@/lib/safe-redirect'

describe('redirect targets are paths of this site only (requirements R15.3)', () => {
  it.each([
    ['/innovation-award/commitee?year=2025#top', '/innovation-award/commitee?year=2025#top'],
    ['/innovation-award/jury', '/innovation-award/jury'],
  ])('follows %s', (input, output) => {
    expect(safeRedirectTarget(input)).toBe(output)
  })

  it.each([
    '//evil.example',
    '//evil.example/innovation-award',
    'https://evil.example/',
    'http://localhost/innovation-award',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/%0d%0a//evil.example'.replace('%0d%0a', '\r\n'),
    'innovation-award/commitee',
    '',
    '/api/auth',
    '/uploads/poster.png',
    '/login',
    null,
    42,
  ])('refuses %s', (input) => {
    expect(safeRedirectTarget(input)).toBeNull()
  })
})
