/**
 * This year in the device's time zone (what dayjs().year() gives), without loading dayjs: the
 * selected year is needed by the landing, which ships without the date library (issue 10).
 */
export function currentYear(): number {
  return new Date().getFullYear()
}
