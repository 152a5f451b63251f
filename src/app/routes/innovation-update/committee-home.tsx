import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import ListGroup from 'react-bootstrap/ListGroup'
import Modal from 'react-bootstrap/Modal'
import Spinner from 'react-bootstrap/Spinner'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { DateInput, invalidDateMessage } from '@/components/forms/date-input'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { audienceLabel, describeChange, planEdit, planStart } from '@/features/award/lifecycle'
import { useEvent } from '@/features/event/api'
import { periodQueries, useEditPeriodTime, useSendPeriodEmail, useStartPeriod } from '@/features/periods/api'
import { PERIOD_ACTORS } from '@/features/periods/rules'
import type { Period } from '@/features/periods/schemas'
import { describeError } from '@/lib/api-errors'
import { formatDateTime, parseDateText, toDateTimeInputText } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'
import { useNow } from '@/lib/use-now'

/** The committee's timeline: the year's six periods; start one, edit its times, send its e-mail. */
export default function CommitteeTimeline() {
  const event = useEvent(getConfig().defaultEventSlug)
  const year = useSelectedYear()
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))
  const [editing, setEditing] = useState<Period | null>(null)
  const ordered = [...(periods.data ?? [])].sort((a, b) => a.periodId - b.periodId)
  const base = paths.updateCommittee.root.to()

  return (
    <>
      <PageHeader
        title="Timeline and innovation updates"
        subtitle={`${event.data?.name ?? 'Innovation Award'} ${year}: start each period, adjust its times and send its e-mail.`}
        actions={
          <nav aria-label="Year" className="d-flex gap-2">
            <Link to={`${base}?year=${year - 1}`} className="btn btn-outline-secondary btn-sm">
              ‹ {year - 1}
            </Link>
            <Link to={`${base}?year=${year + 1}`} className="btn btn-outline-secondary btn-sm">
              {year + 1} ›
            </Link>
          </nav>
        }
      />
      {!periods.data ? (
        <QueryFallback query={[event, periods]} loading="Loading the timeline…" errorTitle="The timeline could not be loaded" />
      ) : ordered.length === 0 ? (
        <EmptyState title={`No periods are set up for ${year}`}>Choose another year, or ask the administrator to create this year's periods.</EmptyState>
      ) : (
        <>
          <h2 className="h5">Periods of {year}</h2>
          <ListGroup as="ol" className="mb-4" aria-label={`Periods of ${year}`}>
            {ordered.map((period) => (
              <PeriodRow key={period.id} period={period} periods={ordered} onEdit={() => setEditing(period)} />
            ))}
          </ListGroup>
        </>
      )}
      <EditTimeDialog period={editing} periods={ordered} onClose={() => setEditing(null)} />
    </>
  )
}

function PeriodRow({ period, periods, onEdit }: { period: Period; periods: Period[]; onEdit: () => void }) {
  const now = useNow()
  const confirm = useConfirm()
  const toast = useToast()
  const start = useStartPeriod()
  const email = useSendPeriodEmail()
  const ended = Date.parse(period.endAt) < now
  const name = period.description

  async function onStart() {
    // The same plan the server applies (features/award/lifecycle.ts): shown first, so the committee sees what moves.
    const plan = planStart(periods, period.id, Date.now())
    const moves = plan.ok ? plan.changes : []
    const ok = await confirm({
      title: 'Start period',
      message: (
        <>
          <p>
            Start &quot;{name}&quot;? It becomes the only active period from now: the screens for {audienceLabel(period.periodId).toLowerCase() || 'everyone'}{' '}
            open and close accordingly.
          </p>
          {moves.length > 0 ? (
            <>
              <p className="mb-1">These times change:</p>
              <ul className="mb-0" aria-label="Periods that move">
                {moves.map((c) => (
                  <li key={c.id}>{describeChange(c)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mb-0">No period's times change.</p>
          )}
        </>
      ),
      confirmText: 'Start',
    })
    if (!ok) return
    start.mutate(period.id, { onSuccess: () => toast.success(`"${name}" is now the active period.`), onError: (e) => toast.apiError(e) })
  }

  async function onSendEmail() {
    const again = period.sendEmailAt ? ` It was already sent on ${formatDateTime(period.sendEmailAt)}.` : ''
    const ok = await confirm({ title: 'Send e-mail', message: `Send the e-mail for "${name}" to everyone taking part?${again}`, confirmText: 'Send' })
    if (!ok) return
    email.mutate(period.id, { onSuccess: () => toast.success(`The e-mail for "${name}" was sent.`), onError: (e) => toast.apiError(e) })
  }

  return (
    <ListGroup.Item as="li" className={`py-3 ${period.isActive ? 'period-active' : ''}`} aria-current={period.isActive ? 'step' : undefined}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div className="me-auto">
          <h3 className="h6 mb-1">
            {period.periodId}. {name}{' '}
            {period.isActive ? (
              <Badge bg="primary">Active</Badge>
            ) : ended ? (
              <Badge bg="secondary">Ended</Badge>
            ) : (
              <Badge bg="light" text="dark" className="border">
                Upcoming
              </Badge>
            )}
          </h3>
          <div className="small">
            <time dateTime={period.startAt}>{formatDateTime(period.startAt)}</time> – <time dateTime={period.endAt}>{formatDateTime(period.endAt)}</time>
            <span className="text-secondary"> · {PERIOD_ACTORS[period.periodId - 1] ?? ''}</span>
          </div>
          <div className="small text-secondary">
            {period.sendEmailAt ? (
              <>
                E-mail sent <time dateTime={period.sendEmailAt}>{formatDateTime(period.sendEmailAt)}</time>
                {period.sendEmailBy ? ` by ${period.sendEmailBy}` : ''}
              </>
            ) : (
              'E-mail not sent yet'
            )}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="primary" disabled={period.isActive || start.isPending} onClick={() => void onStart()} aria-label={`Start period: ${name}`}>
            {start.isPending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
            Start period
          </Button>
          <Button size="sm" variant="outline-primary" onClick={onEdit} aria-label={`Edit times: ${name}`}>
            Edit times
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={email.isPending} onClick={() => void onSendEmail()} aria-label={`Send e-mail: ${name}`}>
            {email.isPending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
            Send e-mail
          </Button>
        </div>
      </div>
    </ListGroup.Item>
  )
}

/** The form's rules: both times valid and start before end. Overlaps move the neighbours once confirmed (features/award/lifecycle.ts). */
function timesSchema() {
  return z
    .object({
      startAt: z.string().min(1, 'Enter the start time.'),
      endAt: z.string().min(1, 'Enter the end time.'),
    })
    .superRefine((v, ctx) => {
      const start = parseDateText(v.startAt, { withTime: true })
      const end = parseDateText(v.endAt, { withTime: true })
      if (v.startAt && !start) ctx.addIssue({ code: 'custom', path: ['startAt'], message: invalidDateMessage(true) })
      if (v.endAt && !end) ctx.addIssue({ code: 'custom', path: ['endAt'], message: invalidDateMessage(true) })
      if (!start || !end) return
      if (!start.isBefore(end)) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'The end must be after the start.' })
    })
}
type TimesForm = z.infer<ReturnType<typeof timesSchema>>

function EditTimeDialog({ period, periods, onClose }: { period: Period | null; periods: Period[]; onClose: () => void }) {
  const titleId = useId()
  return (
    <Modal show={period !== null} onHide={onClose} centered aria-labelledby={titleId}>
      {period ? <EditTimeForm key={period.id} period={period} periods={periods} titleId={titleId} onClose={onClose} /> : null}
    </Modal>
  )
}

function EditTimeForm({ period, periods, titleId, onClose }: { period: Period; periods: Period[]; titleId: string; onClose: () => void }) {
  const now = useNow()
  const toast = useToast()
  const edit = useEditPeriodTime()
  const previous = periods.find((p) => p.periodId === period.periodId - 1)
  const next = periods.find((p) => p.periodId === period.periodId + 1)
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TimesForm>({
    resolver: zodResolver(timesSchema()),
    defaultValues: { startAt: toDateTimeInputText(period.startAt), endAt: toDateTimeInputText(period.endAt) },
  })
  const [confirmedMoves, setConfirmedMoves] = useState(false)
  // What the typed times would move, by the same plan the server applies; shown before saving.
  const typedStart = parseDateText(useWatch({ control, name: 'startAt' }), { withTime: true })
  const typedEnd = parseDateText(useWatch({ control, name: 'endAt' }), { withTime: true })
  const preview =
    typedStart && typedEnd && typedStart.isBefore(typedEnd)
      ? planEdit(periods, period.id, { startAt: typedStart.valueOf(), endAt: typedEnd.valueOf() }, now, true)
      : null
  const moves = preview?.ok ? preview.changes.filter((c) => c.id !== period.id) : []

  const submit = handleSubmit(async (values) => {
    if (preview && !preview.ok) {
      setError('root', { message: preview.reason })
      return
    }
    if (moves.length > 0 && !confirmedMoves) {
      setError('root', { message: 'Other periods move with these times: confirm the moves below first.' })
      return
    }
    try {
      await edit.mutateAsync({
        id: period.id,
        startAt: parseDateText(values.startAt, { withTime: true })!.toISOString(),
        endAt: parseDateText(values.endAt, { withTime: true })!.toISOString(),
        moveNeighbours: moves.length > 0,
      })
      toast.success(`The times of "${period.description}" were saved.`)
      onClose()
    } catch (error) {
      const described = describeError(error)
      const unmatched: string[] = []
      for (const [field, messages] of Object.entries(described.fieldErrors)) {
        const name = (['startAt', 'endAt'] as const).find((f) => f.toLowerCase() === field.toLowerCase())
        if (name) setError(name, { type: 'server', message: messages.join(' ') })
        else unmatched.push(...messages)
      }
      if (Object.keys(described.fieldErrors).length === 0) unmatched.push(...described.messages)
      if (unmatched.length) setError('root', { message: unmatched.join(' ') })
    }
  })

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Edit times
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">{period.description}</p>
        <p className="small text-secondary">
          {previous ? `After "${previous.description}" (ends ${formatDateTime(previous.endAt)}). ` : ''}
          {next ? `Before "${next.description}" (starts ${formatDateTime(next.startAt)}). ` : ''}
          The new times apply to everyone as soon as they are saved.
        </p>
        {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
        <Form.Group className="mb-3">
          <Form.Label htmlFor={`${titleId}-start`}>Start</Form.Label>
          <Controller
            control={control}
            name="startAt"
            render={({ field }) => (
              <DateInput
                id={`${titleId}-start`}
                withTime
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                error={errors.startAt?.message}
              />
            )}
          />
        </Form.Group>
        <Form.Group>
          <Form.Label htmlFor={`${titleId}-end`}>End</Form.Label>
          <Controller
            control={control}
            name="endAt"
            render={({ field }) => (
              <DateInput
                id={`${titleId}-end`}
                withTime
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                error={errors.endAt?.message}
              />
            )}
          />
        </Form.Group>
        {preview && !preview.ok ? (
          <Alert variant="warning" className="mt-3 mb-0">
            {preview.reason}
          </Alert>
        ) : moves.length > 0 ? (
          <Alert variant="info" className="mt-3 mb-0">
            <p className="mb-1">These periods move with the new times:</p>
            <ul aria-label="Periods that move">
              {moves.map((c) => (
                <li key={c.id}>{describeChange(c)}</li>
              ))}
            </ul>
            <Form.Check id={`${titleId}-moves`} label="Move these periods too" checked={confirmedMoves} onChange={(e) => setConfirmedMoves(e.target.checked)} />
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
          Save times
        </Button>
      </Modal.Footer>
    </Form>
  )
}
