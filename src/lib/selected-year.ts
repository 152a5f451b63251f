import { useSyncExternalStore } from 'react'
import { currentYear } from '@/lib/current-year'

/** Requirements R3.6: the selected year defaults to the current year; a `year` query on any screen sets it. */
let selected = currentYear()
const listeners = new Set<() => void>()

export function parseYear(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null
  const value = Number.parseInt(raw, 10)
  return Number.isInteger(value) && value >= 2000 && value <= 2999 ? value : null
}

export function setSelectedYear(year: number): void {
  if (year === selected) return
  selected = year
  listeners.forEach((listener) => listener())
}

export function useSelectedYear(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => selected,
  )
}
