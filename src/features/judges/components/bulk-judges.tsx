import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { useBulkAssign } from '@/features/judges/api'
import type { BulkAssignResult, Judge } from '@/features/judges/schemas'
import { countOf, type SelectionBody } from '@/lib/row-selection'

/** Skipped proposals listed by name; beyond this the count says it. */
const LISTED = 10

/**
 * Bulk actions of the assignment board: add one judge to every selected proposal (those where the
 * judge has a conflict of interest are skipped and named), or take one judge off them.
 */
export function BulkJudges({
  year,
  phase,
  judges,
  count,
  body,
  onDone,
}: {
  year: number
  phase: number
  judges: Judge[]
  /** Selected proposals (all matching ones included). */
  count: number
  body: () => SelectionBody
  onDone: () => void
}) {
  const [juryId, setJuryId] = useState('')
  const [skipped, setSkipped] = useState<BulkAssignResult['skipped']>([])
  const bulk = useBulkAssign()
  const confirm = useConfirm()
  const toast = useToast()
  const judge = judges.find((j) => j.id === juryId)
  const what = countOf(count, 'selected proposal')

  const run = async (kind: 'add' | 'remove') => {
    if (!judge) return
    const ok = await confirm({
      title:
        kind === 'add'
          ? 'Add the judge to the selected proposals?'
          : 'Take the judge off the selected proposals?',
      message:
        kind === 'add'
          ? `Add ${judge.name} to the ${what}? Proposals where ${judge.name} has a conflict of interest are skipped and named.`
          : `Take ${judge.name} off the ${what}? Score sheets ${judge.name} has started or submitted are kept (submitted scores still count); unstarted ones are deleted.`,
      variant: kind === 'add' ? 'primary' : 'warning',
    })
    if (!ok) return
    setSkipped([])
    try {
      const result = await bulk.mutateAsync({
        year,
        phase,
        add: kind === 'add' ? [judge.id] : [],
        remove: kind === 'remove' ? [judge.id] : [],
        selection: body(),
      })
      setSkipped(result.skipped)
      toast.success(
        kind === 'add'
          ? `${judge.name} added to ${countOf(result.added, 'proposal')}${result.skipped.length ? `; ${result.skipped.length} skipped` : ''}.`
          : `${judge.name} taken off ${countOf(result.removed, 'proposal')}.`,
      )
      onDone()
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }

  return (
    <>
      <Form.Select
        size="sm"
        aria-label="Judge for the selected proposals"
        value={juryId}
        onChange={(e) => setJuryId(e.target.value)}
        style={{ maxWidth: '14rem' }}
      >
        <option value="">Choose a judge…</option>
        {judges.map((j) => (
          <option key={j.id} value={j.id}>
            {j.name}
          </option>
        ))}
      </Form.Select>
      <Button
        size="sm"
        disabled={!judge || count === 0 || bulk.isPending}
        onClick={() => void run('add')}
      >
        Add to selected ({count.toLocaleString('en')})
      </Button>
      <Button
        size="sm"
        variant="outline-warning"
        className="text-body"
        disabled={!judge || count === 0 || bulk.isPending}
        onClick={() => void run('remove')}
      >
        Take off selected ({count.toLocaleString('en')})
      </Button>
      {skipped.length ? (
        <Alert
          variant="warning"
          className="w-100 small mb-0 mt-1"
          dismissible
          onClose={() => setSkipped([])}
        >
          <p className="mb-1">
            Skipped {countOf(skipped.length, 'proposal')} (conflict of interest):
          </p>
          <ul className="mb-0">
            {skipped.slice(0, LISTED).map((s) => (
              <li key={s.proposalId}>
                {s.title}: {s.reason}
              </li>
            ))}
            {skipped.length > LISTED ? (
              <li>and {(skipped.length - LISTED).toLocaleString('en')} more</li>
            ) : null}
          </ul>
        </Alert>
      ) : null}
    </>
  )
}
