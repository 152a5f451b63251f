import { dayjs } from '@/lib/dates'
import type { SaveState } from '@/features/proposals/drafts/entry-draft'

const TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline — kept on this device',
  retrying: 'Not saved — will retry',
  rejected: 'Not saved — see the message',
  conflict: 'Not saved — choose a version',
}
const TONE: Record<SaveState, string> = {
  saved: 'text-success',
  pending: 'text-secondary',
  saving: 'text-secondary',
  offline: 'text-warning-emphasis',
  retrying: 'text-danger',
  rejected: 'text-danger',
  conflict: 'text-danger',
}

/** Says honestly where the text is: on the server, on its way, or kept on this device. */
export function SaveStatus({ state, savedAt, onRetry }: { state: SaveState; savedAt: number | null; onRetry?: () => void }) {
  return (
    <div className="d-flex align-items-center gap-2 small" role="status" aria-live="polite" aria-label="Save status">
      <span className={`fw-semibold ${TONE[state]}`}>{TEXT[state]}</span>
      {state === 'saved' && savedAt ? <span className="text-secondary">at {dayjs(savedAt).format('HH:mm:ss')}</span> : null}
      {(state === 'retrying' || state === 'offline') && onRetry ? (
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onRetry}>
          Try now
        </button>
      ) : null}
    </div>
  )
}
