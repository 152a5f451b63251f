import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoadingState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { BusyButton } from '@/components/forms/busy-button'
import { DialogCancelButton, useDialogAction } from '@/components/forms/dialog-action'
import { Field } from '@/components/forms/field'
import { type Audience, PERSONAL_LINE_MAX, recipientCountWords } from '@/domain/award'
import { messageQueries, useSendReminder } from '@/features/messages/api'
import { personalLineSchema } from '@/features/messages/schemas'
import { describeError } from '@/lib/api-errors'
import { useDebounced } from '@/lib/use-debounced'

/** How long the personal line rests before the preview is asked for again. */
const PREVIEW_PAUSE_MS = 400

/**
 * The one reminder dialog of the committee's screens: who the audience is in words, how many
 * people and who they are (the server's dry run), an optional personal line, the e-mail as its
 * first recipient will read it, then Send with a confirmation. The server picks the people and
 * sends; what was typed stays when a send fails, and closing the dialog keeps it too until a send
 * succeeds. Closed while it sends, its outcome is a toast.
 */
export function ReminderDialog({
  show,
  audience,
  onClose,
}: {
  show: boolean
  audience: Audience
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const titleId = useId()
  const [line, setLine] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const checked = personalLineSchema.safeParse(line)
  const lineError = checked.success ? undefined : checked.error.issues[0]?.message
  const asked = useDebounced(checked.success ? line.trim() : null, PREVIEW_PAUSE_MS)
  const preview = useQuery({
    ...messageQueries.recipients(audience, i18n.locale, asked ?? ''),
    enabled: show,
  })
  const sending = useSendReminder()
  // Closed while it sends, the dialog's outcome is a toast (useDialogAction).
  const action = useDialogAction(show)
  const data = preview.data
  const count = data?.count ?? 0
  const close = () => {
    setConfirming(false)
    // A refusal it showed is told again as the dialog closes (useDialogAction), not kept for the next opening.
    setFailure(null)
    onClose()
  }

  const sendNow = async () => {
    setFailure(null)
    const sentLine = line
    const outcome = await action.run({ notDone: t`The reminder was not sent.` }, () =>
      sending.mutateAsync({ audience, personalLine: sentLine }),
    )
    if (!outcome) return
    if (outcome.ok) {
      const reached = outcome.value.recipientCount
      toast.success(
        t`${plural(reached, { one: 'Reminder sent to # person.', other: 'Reminder sent to # people.' })}`,
      )
      // The line went out: it is not offered again (unless it was changed meanwhile).
      setLine((current) => (current === sentLine ? '' : current))
      if (outcome.open) close()
    } else if (outcome.open) {
      setConfirming(false)
      setFailure(describeError(outcome.error).messages.join(' '))
    }
  }

  return (
    <Modal show={show} onHide={close} centered scrollable size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id={titleId} as="h2" className="h5">
          <Trans>Send a reminder</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure ? (
          <Alert variant="danger" role="alert">
            <Trans>The reminder was not sent.</Trans> {failure}
          </Alert>
        ) : null}
        {preview.isError && !data ? (
          <Alert variant="danger" role="alert">
            <Trans>The recipients could not be loaded.</Trans>{' '}
            {describeError(preview.error).messages.join(' ')}{' '}
            <Button
              variant="link"
              className="p-0 align-baseline"
              onClick={() => void preview.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : null}
        {!data && !preview.isError ? <LoadingState label={t`Finding the recipients…`} /> : null}
        {data ? (
          <>
            <dl className="row mb-2">
              <dt className="col-sm-3">
                <Trans context="recipients of a message">To</Trans>
              </dt>
              <dd className="col-sm-9">{data.audienceText}</dd>
              <dt className="col-sm-3">
                <Trans>Recipients</Trans>
              </dt>
              <dd className="col-sm-9 mb-0" aria-live="polite">
                {recipientCountWords(count)}
              </dd>
            </dl>
            {count ? (
              <div
                className="border rounded p-2 mb-3 overflow-auto"
                style={{ maxHeight: '11rem' }}
                role="region"
                aria-label={t`The recipients`}
                tabIndex={0}
              >
                <ul className="list-unstyled mb-0 small">
                  {data.recipients.map((person) => (
                    <li key={person.id} className="text-break">
                      {person.name}
                      {person.team ? ` (${person.team.name})` : ''}
                      {' · '}
                      <span className="text-secondary">{person.email || t`no e-mail address`}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <Alert variant="info">
                <Trans>Nobody is in this group now: there is nobody to remind.</Trans>
              </Alert>
            )}
          </>
        ) : null}
        <Field
          id={`${titleId}-line`}
          className="mb-3"
          label={t`Personal line (optional)`}
          help={t`Added under the reminder in every e-mail, as you write it. At most ${PERSONAL_LINE_MAX} characters.`}
          error={lineError}
        >
          {(control) => (
            <Form.Control
              as="textarea"
              rows={2}
              {...control}
              value={line}
              onChange={(e) => {
                setLine(e.target.value)
                setConfirming(false)
              }}
            />
          )}
        </Field>
        {data?.preview ? (
          <section aria-labelledby={`${titleId}-preview`}>
            <h3 id={`${titleId}-preview`} className="h6">
              <Trans>The e-mail as {data.preview.to.name} will read it</Trans>
            </h3>
            <div className="border rounded p-2 bg-body-tertiary" lang={data.preview.language}>
              <p className="fw-semibold mb-2 text-break">{data.preview.subject}</p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {data.preview.text}
              </p>
            </div>
          </section>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {confirming ? (
          <div className="w-100" role="group" aria-labelledby={`${titleId}-confirm`}>
            <p id={`${titleId}-confirm`} className="mb-2">
              {t`${plural(count, {
                one: 'Send this reminder to # person now? They get an e-mail and a notification.',
                other:
                  'Send this reminder to # people now? Each gets an e-mail and a notification.',
              })}`}
            </p>
            <div className="d-flex flex-wrap gap-2 justify-content-end">
              {/* The question moves focus inside it, as the app's confirmations do: onto NO, as a sent
                  e-mail cannot be taken back (ConfirmDialog's rule for an answer that cannot be undone). */}
              <Button
                // eslint-disable-next-line jsx-a11y-x/no-autofocus
                autoFocus
                variant="outline-secondary"
                onClick={() => setConfirming(false)}
                disabled={action.pending}
              >
                <Trans>NO</Trans>
              </Button>
              <BusyButton
                variant="warning"
                busy={action.pending}
                busyText={t`Sending…`}
                onClick={() => void sendNow()}
              >
                <Trans>YES</Trans>
              </BusyButton>
            </div>
          </div>
        ) : (
          <>
            <DialogCancelButton pending={action.pending} onClick={close} />
            <Button
              variant="primary"
              disabled={!data || count === 0 || Boolean(lineError) || preview.isFetching}
              onClick={() => {
                setFailure(null)
                setConfirming(true)
              }}
            >
              <Trans>Send…</Trans>
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  )
}
