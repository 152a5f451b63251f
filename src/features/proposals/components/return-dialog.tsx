import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ReasonDialog } from '@/components/forms/reason-dialog'
import { translate } from '@/i18n'
import { boundedText } from '@/lib/text-length'

const returnReason = boundedText({
  min: 1,
  tooShort: () => translate(msg`Say why the entry goes back to the team.`),
  max: 2000,
  tooLong: () => translate(msg`Keep the reason under 2000 characters.`),
})

/** Return with a reason: the dialog is the confirmation. `onSubmit` throws on failure (the typed reason is kept for a retry). */
export function ReturnDialog({
  show,
  subject,
  onCancel,
  onSubmit,
}: {
  show: boolean
  /** What is being returned, e.g. the proposal's title or "3 proposals". */
  subject: ReactNode
  onCancel: () => void
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
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Trans>
        Return {subject} to the team? The team can edit the entry again while its period is open,
        and sees your reason.
      </Trans>
    </ReasonDialog>
  )
}
