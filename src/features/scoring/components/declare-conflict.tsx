import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import { ReasonDialog } from '@/components/forms/reason-dialog'
import { useDeclareConflict } from '@/features/scoring/api'
import { conflictReasonSchema as conflictReason } from '@/features/scoring/schemas'

/**
 * "Declare a conflict of interest" on a score sheet: a button and its dialog. On success the
 * assignment is released and `onDeclared` runs (the screen leaves the sheet).
 */
export function DeclareConflict({
  juryDetailId,
  proposalTitle,
  onDeclared,
}: {
  juryDetailId: string
  proposalTitle: string
  onDeclared: () => void
}) {
  const [show, setShow] = useState(false)
  const declare = useDeclareConflict({ errors: 'inline' })
  const { t } = useLingui()

  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => setShow(true)}>
        <Trans>Declare a conflict of interest</Trans>
      </Button>
      <ReasonDialog
        show={show}
        title={t`Declare a conflict of interest`}
        reason={conflictReason}
        rows={3}
        submitText={t`Declare the conflict`}
        variant="danger"
        notDone={t`Your conflict of interest with "${proposalTitle}" was not recorded.`}
        onClose={() => setShow(false)}
        onSubmit={async (reason) => {
          await declare.mutateAsync({ juryDetailId, reason })
          onDeclared()
        }}
      >
        <Trans>
          You will no longer judge “{proposalTitle}”, in this phase or any later one. The committee
          sees your reason and assigns another judge. A draft you saved is kept but no longer
          counts.
        </Trans>
      </ReasonDialog>
    </>
  )
}
