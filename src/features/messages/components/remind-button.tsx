import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Audience } from '@/domain/award'
import { messageQueries } from '@/features/messages/api'
import { ReminderDialog } from '@/features/messages/components/reminder-dialog'

/**
 * A screen's button to remind a group of people (the judges with open sheets, the teams that have
 * not finalized…), opening the one reminder dialog. It asks the server who the group is: when
 * nobody is in it, the button stays, disabled, and says why.
 */
export function RemindButton({
  audience,
  label,
  size = 'sm',
  className,
}: {
  audience: Audience
  /** What the button does, e.g. "Remind judges with open score sheets". */
  label: string
  size?: 'sm' | 'lg'
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const reasonId = useId()
  const { i18n } = useLingui()
  const recipients = useQuery(messageQueries.recipients(audience, i18n.locale))
  const empty = recipients.data?.count === 0
  return (
    <div className={className}>
      <Button
        variant="outline-primary"
        size={size}
        disabled={empty}
        aria-describedby={empty ? reasonId : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {empty ? (
        <p id={reasonId} className="small text-secondary mb-0 mt-1">
          <Trans>Nobody to remind now. {recipients.data?.audienceText}: none.</Trans>
        </p>
      ) : null}
      <ReminderDialog show={open} audience={audience} onClose={() => setOpen(false)} />
    </div>
  )
}
