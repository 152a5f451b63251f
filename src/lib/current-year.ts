/**
 * This year in the device's time zone (what dayjs().year() gives), without loading dayjs: the
 * selected year is needed by the landing, which ships without the date library
 * (docs/decisions/0006).
 */
export function currentYear(): number {
  return new Date().getFullYear()
}
