import { useQueryClient } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/dates'
import { useKeptCopiesShown } from '@/lib/use-kept-copies'
import { useOnline } from '@/lib/use-online'

/** Says when the person is offline, or when what they see was kept on this device rather than live. */
export function OfflineBanner() {
  const online = useOnline()
  const shown = useKeptCopiesShown()
  const queryClient = useQueryClient()
  const { t } = useLingui()
  if (online && shown === null) return null
  const keptOn = shown === null ? null : formatDateTime(shown.since)
  // Part of the screen says itself that it has no copy (with its own Try again): the banner does
  // not claim the whole screen is a kept copy, nor offer a second Retry.
  const kept =
    keptOn === null
      ? null
      : shown?.partly
        ? t`Part of this screen is what this device kept from ${keptOn}; the rest needs the connection.`
        : t`This shows what this device kept from ${keptOn}, not live data.`
  return (
    <Alert
      variant="secondary"
      className="d-flex flex-wrap align-items-center gap-2 py-2 d-print-none"
      role="status"
    >
      <span>
        {online ? t`The server cannot be reached.` : t`You are offline.`} {kept}{' '}
        <Trans>What you type is kept on this device and sent when the connection is back.</Trans>
      </span>
      {shown !== null && !shown.partly ? (
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => void queryClient.refetchQueries({ type: 'active' })}
        >
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </Alert>
  )
}
