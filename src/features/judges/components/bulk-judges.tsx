import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { useBulkAssign } from '@/features/judges/api'
import type { BulkAssignResult, Judge } from '@/features/judges/schemas'
import type { SelectionBody } from '@/lib/row-selection'

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
  const { t, i18n } = useLingui()
  const judge = judges.find((j) => j.id === juryId)
  const shown = i18n.number(count)

  const run = async (kind: 'add' | 'remove') => {
    if (!judge) return
    const name = judge.name
    const ok = await confirm({
      title:
        kind === 'add'
          ? t`Add the judge to the selected proposals?`
          : t`Take the judge off the selected proposals?`,
      message:
        kind === 'add'
          ? t`${plural(count, {
              one: `Add ${name} to the # selected proposal? Proposals where ${name} has a conflict of interest are skipped and named.`,
              other: `Add ${name} to the # selected proposals? Proposals where ${name} has a conflict of interest are skipped and named.`,
            })}`
          : t`${plural(count, {
              one: `Take ${name} off the # selected proposal? Score sheets ${name} has started or submitted are kept (submitted scores still count); unstarted ones are deleted.`,
              other: `Take ${name} off the # selected proposals? Score sheets ${name} has started or submitted are kept (submitted scores still count); unstarted ones are deleted.`,
            })}`,
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
      const { added, removed } = result
      const skippedCount = i18n.number(result.skipped.length)
      toast.success(
        kind === 'remove'
          ? t`${plural(removed, {
              one: `${name} taken off # proposal.`,
              other: `${name} taken off # proposals.`,
            })}`
          : result.skipped.length
            ? t`${plural(added, {
                one: `${name} added to # proposal; ${skippedCount} skipped.`,
                other: `${name} added to # proposals; ${skippedCount} skipped.`,
              })}`
            : t`${plural(added, {
                one: `${name} added to # proposal.`,
                other: `${name} added to # proposals.`,
              })}`,
      )
      onDone()
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }

  const skippedTotal = skipped.length
  const more = i18n.number(skippedTotal - LISTED)
  return (
    <>
      <Form.Select
        size="sm"
        aria-label={t`Judge for the selected proposals`}
        value={juryId}
        onChange={(e) => setJuryId(e.target.value)}
        style={{ maxWidth: '14rem' }}
      >
        <option value="">{t`Choose a judge…`}</option>
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
        <Trans>Add to selected ({shown})</Trans>
      </Button>
      <Button
        size="sm"
        variant="outline-warning"
        className="text-body"
        disabled={!judge || count === 0 || bulk.isPending}
        onClick={() => void run('remove')}
      >
        <Trans>Take off selected ({shown})</Trans>
      </Button>
      {skipped.length ? (
        <Alert
          variant="warning"
          className="w-100 small mb-0 mt-1"
          dismissible
          onClose={() => setSkipped([])}
        >
          <p className="mb-1">
            {t`${plural(skippedTotal, {
              one: 'Skipped # proposal (conflict of interest):',
              other: 'Skipped # proposals (conflict of interest):',
            })}`}
          </p>
          <ul className="mb-0">
            {skipped.slice(0, LISTED).map((s) => (
              <li key={s.proposalId}>
                {s.title}: {s.reason}
              </li>
            ))}
            {skipped.length > LISTED ? (
              <li>
                <Trans>and {more} more</Trans>
              </li>
            ) : null}
          </ul>
        </Alert>
      ) : null}
    </>
  )
}
