import { formatNumber } from '@/i18n'

const KB = 1024
const MB = KB * KB

/**
 * A file's size as every screen shows it, its number in the language shown: "70 B", "12 KB",
 * "1.5 MB" ("1,5 MB" in Indonesian).
 */
export function formatBytes(size: number): string {
  if (size >= MB)
    return `${formatNumber(size / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
  if (size >= KB) return `${formatNumber(Math.round(size / KB))} KB`
  return `${formatNumber(size)} B`
}
