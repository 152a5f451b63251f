import { csvCell, csvText } from '@/lib/csv'

describe('csv', () => {
  it('quotes what would split a cell: commas, quotes, line breaks and semicolons', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('Rp 1.250.000; net')).toBe('"Rp 1.250.000; net"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(8.05)).toBe('8.05')
  })

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell(-3)).toBe('-3')
  })

  it('writes CRLF lines led by the byte-order mark', () => {
    expect(
      csvText([
        ['Team', 'Unit'],
        ['Pompa Pintar', null],
      ]),
    ).toBe('\uFEFFTeam,Unit\r\nPompa Pintar,\r\n')
  })
})
