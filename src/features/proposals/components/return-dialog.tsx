import { Trans, useLingui } from '@lingui/react/macro'
import { ReasonDialog } from '@/components/forms/reason-dialog'
import { returnReasonSchema as returnReason } from '@/features/proposals/schemas'

/**
 * Return with a reason: the dialog is the confirmation, and closes itself once the entry is returned.
 * `onSubmit` throws on failure (the typed reason is kept for a retry; a refusal that comes once the
 * dialog is closed is a toast).
 */
export function ReturnDialog({
  show,
  subject,
  onClose,
  onSubmit,
}: {
  show: boolean
  /** What is being returned, e.g. the proposal's title or "3 proposals". */
  subject: string
  onClose: () => void
  onSubmit: (reason: string) => Promise<void>
}) {
  const { t } = useLingui()
  return (
    <ReasonDialog
      show={show}
      title={t`Return to the team`}
      reason={returnReason}
      submitText={t`Return to team`}
      variant="warning"
      notDone={t`Not returned to the team: ${subject}.`}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Trans>
        Return {subject} to the team? The team can edit the entry again while its period is open,
        and sees your reason.
      </Trans>
    </ReasonDialog>
  )
}
