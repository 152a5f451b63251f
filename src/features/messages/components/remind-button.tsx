import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { reminderVerdict, type Audience, type PublicationLike } from '@/domain/award'
import { messageQueries } from '@/features/messages/api'
import { ReminderDialog } from '@/features/messages/components/reminder-dialog'

/**
 * A screen's button to remind a group of people (the judges with open sheets, the teams that have
 * not finalized…), opening the one reminder dialog. When the group's work is over (its phase's
 * results are published: `reminderVerdict`, the rule the demo API follows) or nobody is in it now
 * (the server says who is), the button stays, disabled, and says why: every screen alike.
 */
export function RemindButton({
  audience,
  publications,
  label,
  size = 'sm',
  className,
}: {
  audience: Audience
  /**
   * The year's published phases, which end the open sheets and entries of a phase; undefined while
   * they load (the button then waits to ask who is left), and for audiences no publication ends.
   */
  publications?: readonly PublicationLike[]
  /** What the button does, e.g. "Remind judges with open score sheets". */
  label: string
  size?: 'sm' | 'lg'
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const reasonId = useId()
  const { i18n } = useLingui()
  const verdict = reminderVerdict(audience, publications ?? [])
  // Who is left is asked once the publications are known, for the audiences they end: asked
  // before, the button would say "Nobody to remind now" for a moment, then the publication's reason.
  const waiting =
    publications === undefined &&
    (audience.kind === 'openSheets' || audience.kind === 'unfinalized')
  const recipients = useQuery({
    ...messageQueries.recipients(audience, i18n.locale),
    enabled: verdict.ok && !waiting,
  })
  const reason = !verdict.ok ? (
    verdict.reason
  ) : recipients.data?.count === 0 ? (
    <Trans>Nobody to remind now. {recipients.data.audienceText}: none.</Trans>
  ) : null
  return (
    <div className={className}>
      <Button
        variant="outline-primary"
        size={size}
        disabled={reason !== null}
        aria-describedby={reason !== null ? reasonId : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {reason !== null ? (
        <p id={reasonId} className="small text-secondary mb-0 mt-1">
          {reason}
        </p>
      ) : null}
      <ReminderDialog show={open} audience={audience} onClose={() => setOpen(false)} />
    </div>
  )
}
