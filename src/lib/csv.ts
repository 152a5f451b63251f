/** One column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | null | undefined
}

/**
 * RFC 4180 quoting: a cell with a comma, quote or line break is quoted, quotes doubled. A semicolon
 * is quoted too, so a spreadsheet set to split on semicolons (the list separator of Indonesian
 * regional settings) keeps the cell whole.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  // Spreadsheets run cells starting with these as formulas: a leading apostrophe keeps them text.
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (names with accents, rupiah signs). */
export const CSV_BOM = '\uFEFF'

/** A CSV file from rows of cells: CRLF per RFC 4180, led by the byte-order mark. */
export function csvText(
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return `${CSV_BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  return csvText([
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((c) => c.value(row))),
  ])
}

/** Saves text as a file through a Blob and a temporary object URL. */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  // A CSV read from the server loses its byte-order mark on the way (the browser's UTF-8 decoding
  // strips it), so it is put back here: every CSV the app saves opens correctly in Excel.
  const body = type.startsWith('text/csv') && !text.startsWith(CSV_BOM) ? CSV_BOM + text : text
  const url = URL.createObjectURL(new Blob([body], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
