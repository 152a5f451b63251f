import { useState } from 'react'
import type { QueryParams } from '@/lib/query-params'
import { formatNumber } from '@/i18n'

/**
 * Bulk selection over a server-paged table (docs/api.md "Paged tables and bulk selection"), the
 * way good admin screens do it: pick rows on any page (they stay picked while paging), or "select
 * all N matching" the filters, then leave some out. A change of filters starts again from nothing.
 */
export type Selection =
  | { kind: 'ids'; picked: ReadonlyMap<string, string> }
  | { kind: 'all'; except: ReadonlySet<string> }

/** What a bulk call sends as `selection`. */
export type SelectionBody =
  | { ids: string[] }
  | {
      all: true
      keyword?: string
      filter?: Record<string, string | number>
      except: string[]
      expected: number
    }

export interface SelectableRow {
  id: string
  title: string
}

const NONE: Selection = { kind: 'ids', picked: new Map() }

/**
 * `filtersKey` names the filters the list shows (anything that changes which rows match);
 * `matching` is how many selectable rows match them on the server (the answer's count).
 */
export function useRowSelection(filtersKey: string, matching: number) {
  const [state, setState] = useState<{ key: string; selection: Selection }>({
    key: filtersKey,
    selection: NONE,
  })
  // Other filters, other rows: the selection starts again.
  const selection = state.key === filtersKey ? state.selection : NONE
  if (state.key !== filtersKey) setState({ key: filtersKey, selection: NONE })
  const set = (next: Selection) => setState({ key: filtersKey, selection: next })

  const isSelected = (id: string) =>
    selection.kind === 'all' ? !selection.except.has(id) : selection.picked.has(id)
  const count =
    selection.kind === 'all' ? Math.max(0, matching - selection.except.size) : selection.picked.size

  const toggle = (row: SelectableRow) => {
    if (selection.kind === 'all') {
      const except = new Set(selection.except)
      if (except.has(row.id)) except.delete(row.id)
      else except.add(row.id)
      set({ kind: 'all', except })
      return
    }
    const picked = new Map(selection.picked)
    if (picked.has(row.id)) picked.delete(row.id)
    else picked.set(row.id, row.title)
    set({ kind: 'ids', picked })
  }

  /** The header checkbox: every selectable row of the visible page in, or (when all are in) out. */
  const togglePage = (rows: SelectableRow[]) => {
    const allIn = rows.length > 0 && rows.every((r) => isSelected(r.id))
    if (selection.kind === 'all') {
      const except = new Set(selection.except)
      for (const r of rows) {
        if (allIn) except.add(r.id)
        else except.delete(r.id)
      }
      set({ kind: 'all', except })
      return
    }
    const picked = new Map(selection.picked)
    for (const r of rows) {
      if (allIn) picked.delete(r.id)
      else picked.set(r.id, r.title)
    }
    set({ kind: 'ids', picked })
  }

  return {
    selection,
    count,
    matching,
    isSelected,
    toggle,
    togglePage,
    pageState: (rows: SelectableRow[]) => {
      const chosen = rows.filter((r) => isSelected(r.id)).length
      return {
        checked: rows.length > 0 && chosen === rows.length,
        indeterminate: chosen > 0 && chosen < rows.length,
      }
    },
    selectAllMatching: () => set({ kind: 'all', except: new Set() }),
    clear: () => set(NONE),
    /** Titles of the picked rows (by id only; none for "all matching"). */
    pickedTitles: () => (selection.kind === 'ids' ? [...selection.picked.values()] : []),
    /** The `selection` of a bulk call; `filters` are the list's own query (keyword and `filter[…]`). */
    body: (filters: QueryParams): SelectionBody => {
      if (selection.kind === 'ids') return { ids: [...selection.picked.keys()] }
      const filter: Record<string, string | number> = {}
      let keyword: string | undefined
      for (const [name, value] of Object.entries(filters)) {
        if (
          value === '' ||
          value === null ||
          value === undefined ||
          typeof value === 'object' ||
          typeof value === 'boolean'
        )
          continue
        const inner = /^filter\[(\w+)\]$/.exec(name)
        if (inner) filter[inner[1]!] = value
        else if (name === 'keyword') keyword = String(value)
      }
      return {
        all: true,
        ...(keyword ? { keyword } : {}),
        filter,
        except: [...selection.except],
        expected: count,
      }
    },
  }
}

export type RowSelectionState = ReturnType<typeof useRowSelection>

/** "3 proposals" / "1 proposal". */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`
