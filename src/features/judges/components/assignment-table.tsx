import type { ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable, type Column } from '@/components/data/data-table'
import { categoryName } from '@/config/constants'
import { STATUS_TEXT } from '@/features/judges/components/assignment-editor'
import type { Assignment, BoardProposal } from '@/features/judges/schemas'

export interface AssignmentTableProps {
  phase: number
  proposals: BoardProposal[]
  /** The page's assignments (removed ones included). */
  assignments: Assignment[]
  /** The proposal whose judges are being edited (its editor shows under its row), or null. */
  editing: string | null
  onEdit: (proposalId: string | null) => void
  renderEditor: (proposal: BoardProposal, assignments: Assignment[]) => ReactNode
  selection: {
    isSelected: (proposalId: string) => boolean
    onToggle: (proposal: BoardProposal) => void
    header: ReactNode
    /** The words beside the select-the-page checkbox on a phone. */
    headerLabel?: string
  }
  /** The judges are final (the phase's results are published): no selection and no "Edit judges". */
  readOnly?: boolean
}

/**
 * One row per proposal of the page: who judges it and how far they are, declared conflicts, and
 * "Edit judges" opening the full editor under the row (one at a time keeps the page light); read-only,
 * only who judges each proposal and how far they are.
 */
export function AssignmentTable({
  phase,
  proposals,
  assignments,
  editing,
  onEdit,
  renderEditor,
  selection,
  readOnly = false,
}: AssignmentTableProps) {
  const { t, i18n } = useLingui()
  const byProposal = new Map<string, Assignment[]>()
  for (const a of assignments)
    byProposal.set(a.proposalId, [...(byProposal.get(a.proposalId) ?? []), a])
  const mineOf = (p: BoardProposal) => byProposal.get(p.proposalId) ?? []
  const columns: Column<BoardProposal>[] = [
    {
      key: 'proposal',
      header: t`Proposal`,
      part: 'title',
      cell: (p) => {
        const declared = p.declaredConflicts.length
        return (
          <>
            <div className="fw-semibold">{p.title}</div>
            <div className="small text-secondary">
              {p.teamName} · {p.unit} · {categoryName(p.category)}
              {p.declaredConflicts.length ? (
                <span className="text-warning-emphasis">
                  {' '}
                  ·{' '}
                  {t`${plural(declared, { one: '# declared conflict', other: '# declared conflicts' })}`}
                </span>
              ) : null}
            </div>
          </>
        )
      },
    },
    {
      key: 'judges',
      header: t`Judges`,
      cell: (p) => {
        const current = mineOf(p).filter((a) => !a.removed)
        return current.length === 0 ? (
          <span className="small text-secondary">
            <Trans>No judge yet</Trans>
          </span>
        ) : (
          <span className="small">
            {current
              .map((a) => {
                const name = a.juryName
                const status = i18n._(STATUS_TEXT[a.status])
                return t`${name} (${status})`
              })
              .join(', ')}
          </span>
        )
      },
    },
  ]
  if (!readOnly)
    columns.unshift({
      key: 'select',
      header: selection.header,
      label: selection.headerLabel,
      part: 'select',
      cell: (p) => {
        const title = p.title
        return (
          <Form.Check
            id={`pick-${p.proposalId}`}
            aria-label={t`Select ${title}`}
            checked={selection.isSelected(p.proposalId)}
            onChange={() => selection.onToggle(p)}
          />
        )
      },
    })
  if (!readOnly)
    columns.push({
      key: 'actions',
      header: (
        <span className="visually-hidden">
          <Trans>Actions</Trans>
        </span>
      ),
      part: 'action',
      className: 'text-end',
      cell: (p) => {
        const open = editing === p.proposalId
        const title = p.title
        return (
          <Button
            size="sm"
            variant={open ? 'secondary' : 'outline-primary'}
            aria-expanded={open}
            aria-label={open ? t`Close the judges of ${title}` : t`Edit judges for ${title}`}
            onClick={() => onEdit(open ? null : p.proposalId)}
          >
            {open ? t`Close` : t`Edit judges`}
          </Button>
        )
      },
    })
  return (
    <DataTable
      rows={proposals}
      columns={columns}
      rowKey={(p) => p.proposalId}
      caption={t`Phase ${phase} proposals and their judges`}
      className="mb-2"
      rowDetail={(p) => (!readOnly && editing === p.proposalId ? renderEditor(p, mineOf(p)) : null)}
    />
  )
}
