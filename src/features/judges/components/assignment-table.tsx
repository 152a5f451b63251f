import { Fragment, type ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Table from 'react-bootstrap/Table'
import { Scrollable } from '@/components/data/scrollable'
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
  const byProposal = new Map<string, Assignment[]>()
  for (const a of assignments)
    byProposal.set(a.proposalId, [...(byProposal.get(a.proposalId) ?? []), a])
  return (
    <Scrollable label={`Phase ${phase} proposals and their judges`} className="mb-2">
      <Table bordered size="sm" striped className="align-middle mb-0">
        <caption className="visually-hidden">Phase {phase} proposals and their judges</caption>
        <thead>
          <tr>
            {readOnly ? null : (
              <th scope="col" style={{ width: '2.5rem' }}>
                {selection.header}
              </th>
            )}
            <th scope="col">Proposal</th>
            <th scope="col">Judges</th>
            {readOnly ? null : (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {proposals.map((p) => {
            const mine = byProposal.get(p.proposalId) ?? []
            const current = mine.filter((a) => !a.removed)
            const open = !readOnly && editing === p.proposalId
            return (
              <Fragment key={p.proposalId}>
                <tr>
                  {readOnly ? null : (
                    <td>
                      <Form.Check
                        id={`pick-${p.proposalId}`}
                        aria-label={`Select ${p.title}`}
                        checked={selection.isSelected(p.proposalId)}
                        onChange={() => selection.onToggle(p)}
                      />
                    </td>
                  )}
                  <td>
                    <div className="fw-semibold">{p.title}</div>
                    <div className="small text-secondary">
                      {p.teamName} · {p.unit} · {categoryName(p.category)}
                      {p.declaredConflicts.length ? (
                        <span className="text-warning-emphasis">
                          {' '}
                          · {p.declaredConflicts.length} declared conflict(s)
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td className="small">
                    {current.length === 0 ? (
                      <span className="text-secondary">No judge yet</span>
                    ) : (
                      current.map((a) => `${a.juryName} (${STATUS_TEXT[a.status]})`).join(', ')
                    )}
                  </td>
                  {readOnly ? null : (
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant={open ? 'secondary' : 'outline-primary'}
                        aria-expanded={open}
                        aria-label={`${open ? 'Close the judges of' : 'Edit judges for'} ${p.title}`}
                        onClick={() => onEdit(open ? null : p.proposalId)}
                      >
                        {open ? 'Close' : 'Edit judges'}
                      </Button>
                    </td>
                  )}
                </tr>
                {open ? (
                  <tr>
                    <td colSpan={4} className="p-2">
                      {renderEditor(p, mine)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </Table>
    </Scrollable>
  )
}
