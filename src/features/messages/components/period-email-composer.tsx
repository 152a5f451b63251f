import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryFallback } from '@/components/feedback/query-view'
import { BusyButton } from '@/components/forms/busy-button'
import { DialogCancelButton, useDialogAction } from '@/components/forms/dialog-action'
import { recipientCountWords, type PeriodEmail } from '@/domain/award'
import {
  periodEmailQueries,
  useSendPeriodEmail,
  type PeriodEmailWords,
} from '@/features/messages/period-email-api'
import { periodEmailSchema, type PeriodEmailPreview } from '@/features/messages/schemas'
import { languageName } from '@/i18n'
import { describeError } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'

/** The period whose e-mail is composed: its id, its name as shown, and when its e-mails last went. */
export interface EmailedPeriod {
  id: string
  name: string
  sendEmailAt?: string | null
  sendEmailBy?: string | null
  updatesEmailAt?: string | null
  updatesEmailBy?: string | null
}

/**
 * The period's e-mail (`about`: the award period's own, or its innovation updates'): its default
 * subject and text (editable), everyone it is for with the count and the list, the e-mail as one
 * of them will read it, then Send with a confirmation, which says when it last went if it did. The
 * backend sends every e-mail.
 */
export function PeriodEmailComposer({
  period,
  about = 'period',
  onClose,
}: {
  period: EmailedPeriod | null
  about?: PeriodEmail
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Modal
      show={period !== null}
      onHide={onClose}
      size="lg"
      fullscreen="sm-down"
      aria-labelledby={titleId}
    >
      {period ? (
        <Composer
          key={period.id}
          period={period}
          about={about}
          titleId={titleId}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  )
}

/** The words as typed, given to the preview a moment after the typing stops. */
function useSettled<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

function Composer({
  period,
  about,
  titleId,
  onClose,
}: {
  period: EmailedPeriod
  about: PeriodEmail
  titleId: string
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const confirm = useConfirm()
  const sendEmail = useSendPeriodEmail()
  // Closed while it sends, the composer's outcome is a toast (useDialogAction).
  const action = useDialogAction()
  const [failure, setFailure] = useState<unknown>(null)
  const ids = useId()
  // Null until the committee changes something: the fields show the default words until then.
  const [edited, setEdited] = useState<{ subject: string; text: string } | null>(null)
  const [errors, setErrors] = useState<{ subject?: string; text?: string }>({})
  const defaults = useQuery(periodEmailQueries.preview(period.id, about, {}, i18n.locale))
  const base = defaults.data?.defaults
  const words = edited ?? base ?? null
  // Only what the committee changed is sent as typed: a subject or a text left as it was stays the
  // default, which each person reads in their own language (a new subject keeps the period's text).
  const own = (w: { subject: string; text: string } | null): PeriodEmailWords =>
    !w || !base
      ? {}
      : {
          ...(w.subject !== base.subject ? { subject: w.subject } : {}),
          ...(w.text !== base.text ? { text: w.text } : {}),
        }
  const settled = useSettled(edited)
  const preview = useQuery({
    ...periodEmailQueries.preview(period.id, about, own(settled), i18n.locale),
    enabled: settled !== null,
  })
  const answer: PeriodEmailPreview | undefined = preview.data ?? defaults.data
  const name = period.name
  // Each of the period's e-mails keeps when and by whom it last went.
  const updates = about === 'updates'
  const notSent = updates
    ? t`The innovation update e-mail of "${name}" was not sent.`
    : t`The e-mail of "${name}" was not sent.`
  const sentAt = updates ? period.updatesEmailAt : period.sendEmailAt
  const sentBy = updates ? period.updatesEmailBy : period.sendEmailBy

  const change = (part: Partial<{ subject: string; text: string }>) => {
    setFailure(null)
    setErrors({})
    setEdited({ ...words!, ...part })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!words || !answer) return
    const found: { subject?: string; text?: string } = {}
    if (!words.subject.trim()) found.subject = t`Enter the subject.`
    if (!words.text.trim()) found.text = t`Enter the text.`
    const checked = periodEmailSchema.safeParse(words)
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as 'subject' | 'text'
        found[field] ??= issue.message
      }
    setErrors(found)
    if (found.subject || found.text) {
      document.getElementById(`${ids}-${found.subject ? 'subject' : 'text'}`)?.focus()
      return
    }
    const count = answer.count
    const people = recipientCountWords(count)
    const last = sentAt ? formatDateTime(sentAt) : null
    const by = sentBy ?? ''
    const ok = await confirm({
      title: last ? t`Send the e-mail again?` : t`Send the e-mail?`,
      message: updates
        ? last
          ? by
            ? t`The innovation update e-mail of "${name}" was last sent on ${last} by ${by}. Send it again to ${people}?`
            : t`The innovation update e-mail of "${name}" was last sent on ${last}. Send it again to ${people}?`
          : t`Send the innovation update e-mail of "${name}" to ${people}?`
        : last
          ? by
            ? t`The e-mail of "${name}" was last sent on ${last} by ${by}. Send it again to ${people}?`
            : t`The e-mail of "${name}" was last sent on ${last}. Send it again to ${people}?`
          : t`Send the e-mail of "${name}" to ${people}?`,
      // A sent e-mail cannot be taken back: focus on NO.
      variant: 'warning',
    })
    if (!ok) return
    setFailure(null)
    const outcome = await action.run(
      {
        done: updates
          ? t`The innovation update e-mail of "${name}" was sent to ${people}.`
          : t`The e-mail of "${name}" was sent to ${people}.`,
        notDone: notSent,
      },
      () =>
        sendEmail.mutateAsync({
          periodId: period.id,
          about,
          words: own(words),
          resend: Boolean(sentAt),
        }),
    )
    if (!outcome?.open) return
    if (outcome.ok) onClose()
    else setFailure(outcome.error)
  }

  const lastSent = sentAt ? formatDateTime(sentAt) : null
  const subjectId = `${ids}-subject`
  const textId = `${ids}-text`
  return (
    // The form stands between the dialog and its parts: it fills the dialog as a column, so that on
    // a phone (full screen) the body scrolls inside it and the buttons stay at its foot.
    <Form
      noValidate
      className="d-flex flex-column flex-grow-1"
      style={{ minHeight: 0 }}
      onSubmit={(event) => void submit(event)}
    >
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {updates ? (
            <Trans>Innovation update e-mail: {name}</Trans>
          ) : (
            <Trans>E-mail: {name}</Trans>
          )}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!answer || !words ? (
          <QueryFallback query={defaults} loading={t`Loading the e-mail and its recipients…`} />
        ) : (
          <>
            {lastSent ? (
              <Alert variant="info" className="py-2">
                <Trans>
                  This e-mail was last sent on {lastSent}. Sending it again asks you first.
                </Trans>
              </Alert>
            ) : null}
            <Form.Group className="mb-3" controlId={subjectId}>
              <Form.Label>
                <Trans>Subject</Trans>
              </Form.Label>
              <Form.Control
                value={words.subject}
                maxLength={200}
                isInvalid={Boolean(errors.subject)}
                aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
                onChange={(e) => change({ subject: e.currentTarget.value })}
              />
              {errors.subject ? (
                <Form.Control.Feedback type="invalid" id={`${subjectId}-error`}>
                  {errors.subject}
                </Form.Control.Feedback>
              ) : null}
            </Form.Group>
            <Form.Group className="mb-2" controlId={textId}>
              <Form.Label>
                <Trans>Text</Trans>
              </Form.Label>
              <Form.Control
                as="textarea"
                rows={5}
                value={words.text}
                maxLength={5000}
                isInvalid={Boolean(errors.text)}
                aria-describedby={errors.text ? `${textId}-error ${textId}-help` : `${textId}-help`}
                onChange={(e) => change({ text: e.currentTarget.value })}
              />
              {errors.text ? (
                <Form.Control.Feedback type="invalid" id={`${textId}-error`}>
                  {errors.text}
                </Form.Control.Feedback>
              ) : null}
              <Form.Text id={`${textId}-help`}>
                <Trans>
                  Each person reads the subject and the text you leave as they are in their own
                  language; what you change, everyone reads as you wrote it. Each e-mail ends with a
                  link to the person's own screen.
                </Trans>
              </Form.Text>
            </Form.Group>
            <div className="d-flex justify-content-end mb-3">
              <Button
                size="sm"
                variant="link"
                onClick={() => base && change({ ...base })}
                disabled={!base || (words.subject === base.subject && words.text === base.text)}
              >
                <Trans>Use the default words</Trans>
              </Button>
            </div>
            <Recipients answer={answer} />
            <Preview answer={answer} updating={preview.isFetching} />
            {failure ? (
              <Alert variant="danger" className="mt-3 mb-0">
                {notSent} {describeError(failure).messages.join(' ')}
              </Alert>
            ) : null}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <DialogCancelButton pending={action.pending} onClick={onClose} />
        <BusyButton
          type="submit"
          disabled={!answer || !words || answer.count === 0}
          busy={action.pending}
        >
          <Trans>Send e-mail</Trans>
        </BusyButton>
      </Modal.Footer>
    </Form>
  )
}

function Recipients({ answer }: { answer: PeriodEmailPreview }) {
  const { t } = useLingui()
  const headingId = useId()
  const count = recipientCountWords(answer.count)
  const audience = answer.audienceText
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6">
        <Trans>
          Recipients: {audience} ({count})
        </Trans>
      </h3>
      {answer.leftOut.length ? (
        // Why some of the people the period is for are not on the list (a published phase's).
        <ul className="small text-secondary ps-3 mb-2">
          {answer.leftOut.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {answer.count === 0 ? (
        <p className="text-secondary mb-0">
          <Trans>Nobody is in this period's audience now, so there is nobody to send it to.</Trans>
        </p>
      ) : (
        // Scrolls on its own when long; focusable so a keyboard can scroll it too.
        <div
          className="border rounded p-2 overflow-auto"
          style={{ maxHeight: '10rem' }}
          tabIndex={0}
          role="region"
          aria-label={t`The recipients`}
        >
          <ul className="list-unstyled small mb-0">
            {answer.recipients.map((person) => (
              <li key={person.id} className="text-break">
                {person.name} <span className="text-secondary">&lt;{person.email}&gt;</span>
                {person.team ? <span className="text-secondary"> · {person.team.name}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function Preview({ answer, updating }: { answer: PeriodEmailPreview; updating: boolean }) {
  const headingId = useId()
  const preview = answer.preview
  if (!preview) return null
  const reader = preview.to.name
  const language = languageName(preview.language)
  return (
    <section aria-labelledby={headingId} aria-busy={updating}>
      <h3 id={headingId} className="h6">
        <Trans>
          Preview: as {reader} will read it ({language})
        </Trans>
      </h3>
      <div className="border rounded p-2 bg-body-tertiary" lang={preview.language}>
        <p className="fw-semibold mb-2 text-break">{preview.subject}</p>
        <p className="mb-0 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {preview.text}
        </p>
      </div>
    </section>
  )
}
