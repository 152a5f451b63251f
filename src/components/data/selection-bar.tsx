import type { ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RowSelectionState, SelectableRow } from '@/lib/row-selection'

/**
 * The bulk-action bar of a server-paged table: how many rows are selected, "Select all N matching"
 * once the whole page is picked, "Clear selection", and the actions (`children`).
 */
export function SelectionBar({
  selection,
  pageRows,
  noun,
  label,
  children,
}: {
  selection: RowSelectionState
  /** The selectable rows of the visible page. */
  pageRows: SelectableRow[]
  /**
   * Singular noun of the rows ("proposal"). English makes its plural with an "s"; a language without
   * plural forms (Indonesian) uses it as it is.
   */
  noun: string
  label: string
  children: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { count, matching } = selection
  const current = selection.selection
  const all = current.kind === 'all'
  const pageAll = !all && selection.pageState(pageRows).checked
  const exceptions = current.kind === 'all' ? current.except.size : 0
  const except = i18n.number(exceptions)
  const summary = all
    ? exceptions
      ? t`${plural(matching, {
          one: `All # matching ${noun} selected except ${except}.`,
          other: `All # matching ${noun}s selected except ${except}.`,
        })}`
      : t`${plural(matching, {
          one: `All # matching ${noun} selected.`,
          other: `All # matching ${noun}s selected.`,
        })}`
    : pageAll && matching > count
      ? t`${plural(count, {
          one: `# ${noun} selected (the whole page).`,
          other: `# ${noun}s selected (the whole page).`,
        })}`
      : t`${plural(count, { other: '# selected' })}`
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none"
      role="toolbar"
      aria-label={label}
    >
      <span className="small me-1" aria-live="polite">
        {summary}
      </span>
      {pageAll && matching > count ? (
        <Button size="sm" variant="link" className="p-0" onClick={selection.selectAllMatching}>
          {t`${plural(matching, {
            one: `Select all # matching ${noun}`,
            other: `Select all # matching ${noun}s`,
          })}`}
        </Button>
      ) : null}
      {count > 0 || all ? (
        <Button size="sm" variant="link" className="p-0 me-2" onClick={selection.clear}>
          <Trans>Clear selection</Trans>
        </Button>
      ) : null}
      {children}
    </div>
  )
}

/** The header checkbox of a selectable column: the visible page's selectable rows in or out. */
export function PageCheckbox({
  selection,
  pageRows,
  label,
}: {
  selection: RowSelectionState
  pageRows: SelectableRow[]
  label: string
}) {
  const { checked, indeterminate } = selection.pageState(pageRows)
  return (
    <Form.Check
      aria-label={label}
      checked={checked}
      disabled={pageRows.length === 0}
      ref={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = indeterminate
      }}
      onChange={() => selection.togglePage(pageRows)}
    />
  )
}
