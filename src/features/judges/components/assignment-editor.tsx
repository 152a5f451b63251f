import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { categoryName } from '@/config/constants'
import type { Assignment, BoardProposal, Judge } from '@/features/judges/schemas'
import { formatDateTime } from '@/lib/dates'

/** How far a judge is with a proposal's score sheet, translated where it is shown. */
export const STATUS_TEXT: Record<Assignment['status'], MessageDescriptor> = {
  Assigned: msg({ message: 'not started', context: 'score sheet' }),
  Draft: msg({ message: 'draft saved', context: 'score sheet' }),
  Submitted: msg({ message: 'submitted', context: 'score sheet' }),
}

/** A judge's conflict of interest declared on a score sheet, and what it means for this proposal. */
function DeclaredConflict({
  conflict,
  phase,
}: {
  conflict: BoardProposal['declaredConflicts'][number]
  phase: number
}) {
  const juryName = conflict.juryName
  const conflictPhase = conflict.phase
  const declaredOn = formatDateTime(conflict.declaredAt)
  const reason = conflict.reason
  return (
    <Alert variant="warning" className="small py-2">
      {conflictPhase === phase ? (
        <Trans>
          <strong>{juryName}</strong> declared a conflict of interest in Phase {conflictPhase} on{' '}
          {declaredOn}: “{reason}”. Their assignment was released; choose another judge if this
          proposal needs one. They cannot judge this proposal in any phase.
        </Trans>
      ) : (
        <Trans>
          <strong>{juryName}</strong> declared a conflict of interest in Phase {conflictPhase} on{' '}
          {declaredOn}: “{reason}”. Their assignment was released. They cannot judge this proposal
          in any phase.
        </Trans>
      )}
    </Alert>
  )
}

export interface AssignmentEditorProps {
  proposal: BoardProposal
  phase: number
  judges: Judge[]
  /** This proposal's assignments in the phase, removed ones included. */
  assignments: Assignment[]
  busy: boolean
  /** Resolves true when saved, so the editor can take the saved set as its new starting point. */
  onSave: (juryIds: string[], removedWithScores: Assignment[]) => Promise<boolean>
}

/** One proposal's judges: a checkbox per judge; conflicts disabled with the reason; scored judges marked. */
export function AssignmentEditor({
  proposal,
  phase,
  judges,
  assignments,
  busy,
  onSave,
}: AssignmentEditorProps) {
  const { t, i18n } = useLingui()
  const current = assignments.filter((a) => !a.removed)
  const initial = current.map((a) => a.juryId).sort()
  const [selected, setSelected] = useState<string[]>(initial)
  const [base, setBase] = useState(initial.join())
  // The server's set changed (auto-assign, another committee member): start again from it.
  if (base !== initial.join()) {
    setBase(initial.join())
    setSelected(initial)
  }
  const dirty = [...selected].sort().join() !== initial.join()
  const keptFromRemoved = assignments.filter((a) => a.removed && !selected.includes(a.juryId))
  const headingId = `assign-${proposal.proposalId}`
  const judgeCount = current.length
  const title = proposal.title
  const kept = keptFromRemoved
    .map((a) => {
      const name = a.juryName
      const status = i18n._(STATUS_TEXT[a.status])
      return t`${name} (${status})`
    })
    .join(', ')

  const toggle = (id: string) =>
    setSelected((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]))
  const save = async () => {
    const removing = current.filter((a) => !selected.includes(a.juryId) && a.status !== 'Assigned')
    await onSave(selected, removing)
  }

  return (
    <Card as="section" className="mb-3" aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <div>
            <h3 id={headingId} className="h6 mb-0">
              {proposal.title}
            </h3>
            <div className="small text-secondary">
              {proposal.teamName} · {proposal.unit} · {categoryName(proposal.category)}
            </div>
          </div>
          <Badge bg={current.length ? 'primary' : 'secondary'} className="align-self-start">
            {t`${plural(judgeCount, { one: '# judge', other: '# judges' })}`}
          </Badge>
        </div>
        {proposal.declaredConflicts.map((c) => (
          <DeclaredConflict key={`${c.juryId}-${c.phase}`} conflict={c} phase={phase} />
        ))}
        <fieldset>
          <legend className="visually-hidden">
            <Trans>Judges of {title}</Trans>
          </legend>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2">
            {judges.map((judge) => {
              const conflict = proposal.conflicts.find((c) => c.juryId === judge.id)
              const assignment = current.find((a) => a.juryId === judge.id)
              const id = `assign-${proposal.proposalId}-${judge.id}`
              const reason = conflict?.reason
              const unit = judge.unit
              const load = judge.assigned
              const status = assignment ? i18n._(STATUS_TEXT[assignment.status]) : null
              return (
                <div className="col" key={judge.id}>
                  <Form.Check id={id} className="mb-0">
                    <Form.Check.Input
                      type="checkbox"
                      checked={selected.includes(judge.id)}
                      disabled={!!conflict || busy}
                      onChange={() => toggle(judge.id)}
                      aria-describedby={`${id}-note`}
                    />
                    <Form.Check.Label>{judge.name}</Form.Check.Label>
                    <div
                      id={`${id}-note`}
                      className={`small ${conflict ? 'text-danger' : 'text-secondary'}`}
                    >
                      {conflict
                        ? t`Not allowed: ${reason}`
                        : status === null
                          ? t`${unit} · load ${load}`
                          : t`${unit} · load ${load} · ${status}`}
                    </div>
                  </Form.Check>
                </div>
              )
            })}
          </div>
        </fieldset>
        {keptFromRemoved.length ? (
          <p className="small text-secondary mt-2 mb-0">
            <Trans>
              Kept from removed judges: {kept}. Their scores are not lost; submitted ones still
              count.
            </Trans>
          </p>
        ) : null}
        <div className="mt-2">
          <Button
            size="sm"
            onClick={() => void save()}
            disabled={!dirty || busy}
            aria-label={t`Save judges for ${title}`}
          >
            <Trans>Save judges</Trans>
          </Button>
          {dirty ? (
            <Button size="sm" variant="link" onClick={() => setSelected(initial)} disabled={busy}>
              <Trans>Undo changes</Trans>
            </Button>
          ) : null}
        </div>
      </Card.Body>
    </Card>
  )
}
