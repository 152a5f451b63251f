import { SEEDED } from '@/demo/db/seed'
import { call } from '@/testing/demo-call'

describe('CSV exports of the demo API', () => {
  it.each(['proposals', 'scores', 'teams'])(
    '%s: UTF-8 led by a byte-order mark, CRLF lines, for Excel',
    async (kind) => {
      const answer = await call(SEEDED.committee, 'GET', `/report/export/${kind}?year=2025`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(answer.text.endsWith('\r\n')).toBe(true)
      expect(answer.text.split('\r\n').length).toBeGreaterThan(2)
    },
  )
})
