import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import Modal from 'react-bootstrap/Modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { emailTopicsFor, type EmailTopic } from '@/domain/award'
import { notificationQueries, saveEmailPreferences } from '@/features/notifications/api'
import type { EmailPreferences } from '@/features/notifications/schemas'
import { isLanguage, languageName, type Language } from '@/i18n'
import { describeError } from '@/lib/api-errors'
import { BusyButton } from '@/components/forms/busy-button'
import { useDialogAction } from '@/components/forms/dialog-action'

/** What each e-mail topic covers, as the profile names it. */
const TOPIC_LABELS: Record<EmailTopic, MessageDescriptor> = {
  assignments: msg`Judging assignments: proposals given to you to score, or taken off your list`,
  returned: msg`An entry of your team returned by the committee, with the reason`,
  approved: msg`An entry of your team approved`,
  results: msg`Published results: whether your proposal advanced, and the winners`,
  feedback: msg`The committee's answers to your questions`,
  team: msg`Your team: members joining or leaving, an entry finalized`,
  votes: msg`A people's-choice vote opening`,
  periods: msg`A period of the timeline opening, closing soon or given new dates`,
  updateReviews: msg`The committee's review of your team's innovation update, with its comment`,
  updateSubmissions: msg`An innovation update submitted by a team, ready for review`,
  entrySubmissions: msg`An entry finalized by a team, ready for review`,
  scoringDone: msg`A phase whose score sheets are all submitted: its results are complete`,
  questions: msg`A question asked to the committee`,
  conflicts: msg`A judge's declared conflict of interest: a proposal that may need another judge`,
}

/** A judge has no proposal: the results topic tells them of the phases they judged. */
const JURY_TOPIC_LABELS: Partial<Record<EmailTopic, MessageDescriptor>> = {
  results: msg`Published results: of the phases you judged, and the winners`,
}

/**
 * The e-mail choices, once loaded: ticked topics also come by e-mail. Saving says so inside the
 * dialog, or in a toast once the dialog was closed meanwhile (useDialogAction).
 */
function EmailChoices({
  open,
  saved,
  topics,
  isJury,
  onDone,
}: {
  open: boolean
  saved: EmailPreferences
  /** The topics the person's role can be notified of. */
  topics: readonly EmailTopic[]
  isJury: boolean
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<EmailPreferences>(saved)
  const save = useMutation({
    mutationFn: (choices: EmailPreferences) => saveEmailPreferences(choices),
    meta: { errors: 'inline' },
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationQueries.emailPreferences().queryKey, answer)
    },
  })
  const action = useDialogAction(open)
  /** The outcome of the last save, while the choices are as they were saved. */
  const [outcome, setOutcome] = useState<{ saved: true } | { error: unknown } | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setOutcome(null)
    const result = await action.run({ notDone: t`Your e-mail choices were not saved.` }, () =>
      save.mutateAsync(chosen),
    )
    if (!result) return
    if (result.open) setOutcome(result.ok ? { saved: true } : { error: result.error })
    else if (result.ok) toast.success(t`Your e-mail choices are saved.`)
  }
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <Modal.Body>
        <fieldset>
          <legend className="h6">
            <Trans>Also send me an e-mail about</Trans>
          </legend>
          <p className="small text-secondary">
            <Trans>
              Every notification shows under the bell. Those ticked here also come to your work
              e-mail, in the language you chose for your account.
            </Trans>
          </p>
          {topics.map((topic) => (
            <Form.Check
              key={topic}
              id={`email-topic-${topic}`}
              className="mb-2"
              checked={chosen[topic]}
              onChange={(event) => {
                setOutcome(null)
                setChosen({ ...chosen, [topic]: event.currentTarget.checked })
              }}
              label={i18n._((isJury && JURY_TOPIC_LABELS[topic]) || TOPIC_LABELS[topic])}
            />
          ))}
        </fieldset>
        {outcome && 'saved' in outcome ? (
          <Alert variant="success" className="mb-0 mt-3" role="status">
            <Trans>Your e-mail choices are saved.</Trans>
          </Alert>
        ) : null}
        {outcome && 'error' in outcome ? (
          <Alert variant="danger" className="mb-0 mt-3">
            <Trans>Your e-mail choices were not saved.</Trans>{' '}
            {describeError(outcome.error).messages.join(' ')}
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone}>
          <Trans>Close</Trans>
        </Button>
        <BusyButton type="submit" busy={action.pending} busyText={t`Saving…`}>
          {t`Save e-mail choices`}
        </BusyButton>
      </Modal.Footer>
    </Form>
  )
}

/**
 * The person's profile, from the user menu of every area: who they are, the language their account
 * remembers (docs/i18n.md), and which notifications also come by e-mail (assignments, returned
 * entries and published results until they choose). The e-mails are sent by the server; this only
 * records the choice.
 */
export function ProfileDialog({
  show,
  onHide,
  name,
  email,
  role,
  roleName,
  language,
}: {
  show: boolean
  onHide: () => void
  name: string
  email: string
  /** The role as the person reads it. */
  role: string | null
  /** The role as the API names it: which e-mail topics apply. */
  roleName: string | null
  /** The language the account remembers; null while it has none (the one shown is then used). */
  language: Language | null
}) {
  const { t, i18n } = useLingui()
  // Named in itself, as the language switch names it; the switch sets it for the account too.
  const accountLanguage: Language = language ?? (isLanguage(i18n.locale) ? i18n.locale : 'en')
  const prefs = useQuery({ ...notificationQueries.emailPreferences(), enabled: show })
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="profile-title" centered>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="profile-title" as="h2" className="h5">
          <Trans>Your profile</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="pb-0">
        <dl className="row mb-0">
          <dt className="col-sm-4">
            <Trans>Name</Trans>
          </dt>
          <dd className="col-sm-8">{name}</dd>
          <dt className="col-sm-4">
            <Trans>E-mail</Trans>
          </dt>
          <dd className="col-sm-8 text-break">{email}</dd>
          {role ? (
            <>
              <dt className="col-sm-4">
                <Trans>Role</Trans>
              </dt>
              <dd className="col-sm-8">{role}</dd>
            </>
          ) : null}
          <dt className="col-sm-4">
            <Trans>Language</Trans>
          </dt>
          <dd className="col-sm-8">
            <span lang={accountLanguage}>{languageName(accountLanguage)}</span>
            <div className="small text-secondary">
              <Trans>
                Your account remembers it on every device, and your e-mails are written in it. The
                language switch in the menu changes it.
              </Trans>
            </div>
          </dd>
        </dl>
      </Modal.Body>
      {prefs.data ? (
        <EmailChoices
          open={show}
          saved={prefs.data}
          topics={emailTopicsFor(roleName)}
          isJury={roleName === 'Jury'}
          onDone={onHide}
        />
      ) : prefs.isError ? (
        <Modal.Body>
          <ErrorState
            error={prefs.error}
            title={t`Your e-mail choices could not be loaded`}
            onRetry={() => void prefs.refetch()}
          />
        </Modal.Body>
      ) : (
        <Modal.Body>
          <LoadingState label={t`Loading your e-mail choices…`} />
        </Modal.Body>
      )}
    </Modal>
  )
}
