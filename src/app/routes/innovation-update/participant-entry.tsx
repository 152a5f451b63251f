import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import Spinner from 'react-bootstrap/Spinner'
import { useForm } from 'react-hook-form'
import { Link, useParams } from 'react-router'
import { useConfirm } from '@/components/feedback/confirm'
import { ErrorState, LoadingState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries, useSaveUpdate, useSubmitUpdate } from '@/features/innovation-updates/api'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { formErrors, toFields, toFormValues, type InnovationUpdate, type UpdateFormValues } from '@/features/innovation-updates/schemas'
import { describeError } from '@/lib/api-errors'
import { clearDraft, loadDraft, registerDraftFlusher, saveDraft } from '@/lib/drafts'
import { formatDateTime } from '@/lib/dates'

const SAVE_DELAY_MS = 1500
const FIELDS: Array<keyof UpdateFormValues> = ['progress', 'achievements', 'obstacles', 'nextSteps', 'valueRealised']

type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'invalid' | 'conflict' | 'error'

const STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Changes not saved yet (kept on this device)',
  saving: 'Saving…',
  offline: 'Offline: changes are kept on this device and saved when you are back online',
  invalid: 'Not saved: fix the marked fields (kept on this device)',
  conflict: 'Not saved: someone else saved this update meanwhile',
  error: 'Not saved: the server refused the change (kept on this device)',
}

const draftKey = (id: string) => `innovation-update:${id}`

/** Write the update: a local draft on every change, a debounced server save, submit by the team leader. */
export default function ParticipantUpdateEntry() {
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const update = useQuery(innovationUpdateQueries.detail(event.data?.id ?? null, id))

  let body
  if (event.isError) body = <ErrorState error={event.error} onRetry={() => void event.refetch()} />
  else if (update.isError) body = <ErrorState error={update.error} onRetry={() => void update.refetch()} />
  else if (!update.data) body = <LoadingState label="Loading the update…" />
  else if (update.data.closedReason !== null || update.data.status === 'Submitted' || update.data.status === 'Reviewed')
    body = (
      <>
        <Alert variant="secondary">
          {update.data.closedReason && update.data.status !== 'Submitted' && update.data.status !== 'Reviewed'
            ? update.data.closedReason
            : 'This update has been submitted and can no longer be changed.'}
        </Alert>
        <UpdateDetails update={update.data} />
      </>
    )
  else body = <UpdateForm key={update.data.id} update={update.data} onReload={() => void update.refetch()} />

  return (
    <>
      <PageHeader
        title={update.data ? `Update: ${update.data.proposalTitle}` : 'Write an innovation update'}
        subtitle={update.data ? `${update.data.periodDescription} · ${update.data.teamName} · due ${formatDateTime(update.data.periodEndAt)}` : undefined}
        actions={
          <Link to={paths.updateParticipant.root.to()} className="btn btn-outline-secondary btn-sm">
            My updates
          </Link>
        }
      />
      {body}
    </>
  )
}

function UpdateForm({ update, onReload }: { update: InnovationUpdate; onReload: () => void }) {
  const { user } = useCurrentUser()
  const isLeader = user.data?.id !== undefined && user.data.id === update.leaderId
  const key = draftKey(update.id)
  // A local draft from this device wins when it was started from the server copy we now see.
  const [restored] = useState(() => {
    const draft = loadDraft<UpdateFormValues>(key)
    return draft && draft.baseVersion === update.version ? draft.value : null
  })
  // A draft started from an older server copy is offered, never applied silently.
  const [stale, setStale] = useState(() => {
    const draft = loadDraft<UpdateFormValues>(key)
    return draft && draft.baseVersion !== update.version ? draft : null
  })
  const form = useForm<UpdateFormValues>({ defaultValues: restored ?? toFormValues(update) })
  const save = useSaveUpdate(update.id)
  const submit = useSubmitUpdate(update.id)
  const confirm = useConfirm()
  const toast = useToast()
  const version = useRef(update.version)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [state, setState] = useState<SaveState>(restored ? 'unsaved' : 'saved')

  const applyErrors = useCallback(
    (errors: Partial<Record<keyof UpdateFormValues, string>>) => {
      form.clearErrors()
      for (const [name, message] of Object.entries(errors)) form.setError(name as keyof UpdateFormValues, { message })
    },
    [form],
  )

  const applyServerErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      const mapped: Partial<Record<keyof UpdateFormValues, string>> = {}
      for (const [field, messages] of Object.entries(fieldErrors)) {
        const name = FIELDS.find((f) => f.toLowerCase() === field.toLowerCase())
        if (name) mapped[name] = messages.join(' ')
      }
      applyErrors(mapped)
      return Object.keys(mapped).length > 0
    },
    [applyErrors],
  )

  /** Sends what is on screen; resolves true when the server holds it. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const values = form.getValues()
    const errors = formErrors(values)
    applyErrors(errors)
    if (Object.keys(errors).length > 0) {
      setState('invalid')
      return false
    }
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      setState('offline')
      return false
    }
    setState('saving')
    try {
      const saved = await save.mutateAsync({ fields: toFields(values), version: version.current })
      version.current = saved.version
      // Typing may have continued during the save: the draft stays unless the screen still shows what was sent.
      if (JSON.stringify(form.getValues()) === JSON.stringify(values)) {
        clearDraft(key)
        setState('saved')
      } else {
        saveDraft(key, form.getValues(), saved.version)
        setState('unsaved')
      }
      return true
    } catch (e) {
      const described = describeError(e)
      if (described.kind === 'network' || described.kind === 'timeout') setState('offline')
      else if (described.status === 409 && described.title === 'Conflict') setState('conflict')
      else {
        if (!applyServerErrors(described.fieldErrors)) toast.apiError(e)
        setState('error')
      }
      return false
    }
  }, [form, applyErrors, applyServerErrors, save, key, toast])

  // Timers call the latest saveNow through a ref, so a re-render never cancels or doubles a pending save.
  const saveRef = useRef(saveNow)
  useEffect(() => {
    saveRef.current = saveNow
  }, [saveNow])
  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void saveRef.current(), SAVE_DELAY_MS)
  }, [])

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        saveDraft(key, values, version.current)
        setState('unsaved')
        schedule()
      },
    })
  }, [form, key, schedule])

  // A restored draft is not on the server yet: send it once the screen is up.
  useEffect(() => {
    if (restored) schedule()
  }, [restored, schedule])

  useEffect(() => {
    const unregister = registerDraftFlusher(() => saveDraft(key, form.getValues(), version.current))
    // Back online: send what is kept on this device, if anything.
    const online = () => {
      if (loadDraft(key)) void saveRef.current()
    }
    window.addEventListener('online', online)
    return () => {
      unregister()
      window.removeEventListener('online', online)
    }
  }, [form, key])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  async function onSubmit() {
    const ok = await confirm({
      title: 'Submit update',
      message: 'Submit this update to the committee? It can no longer be changed afterwards.',
      confirmText: 'Submit',
    })
    if (!ok) return
    if (state !== 'saved' && !(await saveNow())) return
    try {
      await submit.mutateAsync()
      clearDraft(key)
      toast.success('Your update was submitted.')
    } catch (e) {
      if (!applyServerErrors(describeError(e).fieldErrors)) toast.apiError(e)
    }
  }

  const errors = form.formState.errors
  const busy = state === 'saving'
  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()}>
      {restored ? <Alert variant="info">Your unsaved changes from this device were restored.</Alert> : null}
      {stale ? (
        <Alert variant="warning">
          <p className="mb-2">
            This device keeps changes you made on {formatDateTime(new Date(stale.savedAt).toISOString())}, before your team saved a newer version. The form shows the
            team’s version.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="warning"
              onClick={() => {
                for (const name of FIELDS) form.setValue(name, stale.value[name] ?? '', { shouldDirty: true })
                setStale(null)
                // setValue does not notify the change subscription, so the save is scheduled here.
                saveDraft(key, form.getValues(), version.current)
                setState('unsaved')
                schedule()
              }}
            >
              Use my changes instead
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                clearDraft(key)
                setStale(null)
              }}
            >
              Discard my changes
            </Button>
          </div>
        </Alert>
      ) : null}
      {state === 'conflict' ? (
        <Alert variant="warning">
          Someone in your team saved this update meanwhile. Your version is kept on this device.{' '}
          <Button
            variant="link"
            className="p-0 align-baseline"
            onClick={() => {
              clearDraft(key)
              onReload()
            }}
          >
            Load their version
          </Button>
        </Alert>
      ) : null}
      <div className="small mb-3" role="status" aria-live="polite" aria-label="Save status">
        {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
        {STATE_TEXT[state]}
      </div>
      <Form.Group className="mb-3" controlId="update-progress" style={{ maxWidth: 240 }}>
        <Form.Label>Progress</Form.Label>
        <InputGroup hasValidation>
          <Form.Control inputMode="numeric" isInvalid={!!errors.progress} aria-describedby="update-progress-help" {...form.register('progress')} />
          <InputGroup.Text>%</InputGroup.Text>
          <Form.Control.Feedback type="invalid">{errors.progress?.message}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="update-progress-help">0 to 100: how far the proposal has been carried out.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="update-achievements">
        <Form.Label>Achievements</Form.Label>
        <Form.Control as="textarea" rows={4} isInvalid={!!errors.achievements} {...form.register('achievements')} />
        <Form.Control.Feedback type="invalid">{errors.achievements?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="update-obstacles">
        <Form.Label>Obstacles (optional)</Form.Label>
        <Form.Control as="textarea" rows={3} isInvalid={!!errors.obstacles} {...form.register('obstacles')} />
        <Form.Control.Feedback type="invalid">{errors.obstacles?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="update-next-steps">
        <Form.Label>Next steps</Form.Label>
        <Form.Control as="textarea" rows={3} isInvalid={!!errors.nextSteps} {...form.register('nextSteps')} />
        <Form.Control.Feedback type="invalid">{errors.nextSteps?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="update-value" style={{ maxWidth: 320 }}>
        <Form.Label>Value realised so far</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text>Rp</InputGroup.Text>
          <Form.Control inputMode="numeric" isInvalid={!!errors.valueRealised} aria-describedby="update-value-help" {...form.register('valueRealised')} />
          <Form.Control.Feedback type="invalid">{errors.valueRealised?.message}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="update-value-help">In rupiah, e.g. 1.500.000; 0 if nothing yet.</Form.Text>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" disabled={busy} onClick={() => void saveNow()}>
          Save now
        </Button>
        {isLeader ? (
          <Button variant="primary" disabled={busy || submit.isPending} onClick={() => void onSubmit()}>
            {submit.isPending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
            Submit update
          </Button>
        ) : (
          <p className="small text-body-secondary mb-0 align-self-center">Your team leader submits the update.</p>
        )}
      </div>
    </Form>
  )
}
