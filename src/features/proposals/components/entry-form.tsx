import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { msg, plural } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { InterruptedSubmitNotice } from '@/components/forms/interrupted-submit'
import { applyServerErrors } from '@/components/forms/server-errors'
import { ShirtSizeSelect } from '@/components/forms/shirt-size-select'
import { saveThenSend, useAutosave, useAutosaveForm } from '@/components/forms/use-autosave'
import { Field } from '@/components/forms/field'
import type { AutosaveHandlers, ServerCopy } from '@/lib/autosave'
import { formatIdr, parseIdr, RUPIAH } from '@/lib/money'
import { proposalQueries } from '@/features/proposals/api'
import { AttachmentsPanel } from '@/features/proposals/components/attachments-panel'
import { UploadsInForm, useUploadsInForm } from '@/components/forms/files-panel'
import { fetchProposal, savePhaseEntry, useFinalizeEntry } from '@/features/proposals/entry-api'
import {
  contentKey,
  ENTRY_FIELDS,
  entryDraftKey,
  memberSizeValues,
  SHIRT_PREFIX,
  toApiFields,
  toFormValues,
  validateEntry,
  type EntryFormValues,
} from '@/features/proposals/entry-fields'
import type { EntryAccess } from '@/domain/award'
import type { Proposal } from '@/features/proposals/schemas'
import { characterCount } from '@/lib/text-length'
import { BusyButton } from '@/components/forms/busy-button'

export interface EntryMember {
  id: string
  name: string
  shirtSize: string | null
}

function toErrors(messages: Record<string, string>): FieldErrors<EntryFormValues> {
  return Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, { type: 'validate', message }]),
  )
}

/**
 * A phase entry form: every keystroke kept on this device, autosaved to the server, uploads, and
 * finalize (leader only) with a confirmation. Mount with `key={proposal.id + phase + userId}`.
 */
export function EntryForm({
  proposal,
  phase,
  userId,
  access,
  members = [],
}: {
  proposal: Proposal
  phase: 1 | 2
  userId: string
  access: EntryAccess
  members?: EntryMember[]
}) {
  const { i18n, t } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const finalize = useFinalizeEntry(proposal.id, phase, { errors: 'inline' })
  const [finalizeErrors, setFinalizeErrors] = useState<string[]>([])
  // Finalize was refused for highlighted items: say what is still to be done with them.
  const [summarize, setSummarize] = useState(false)
  const [attachmentError, setAttachmentError] = useState<string | undefined>()
  const uploads = useUploadsInForm()
  const entry = proposal.entries[phase]
  const neededKind = phase === 1 ? 'poster' : 'presentation'
  const memberIds = members.map((m) => m.id)

  // Once finalize has been tried, what it needs is the rule on every check (a blur, a change): a
  // required field left empty keeps its message, as the person was told it must be filled in.
  const finalizeTried = useRef(false)
  const resolver: Resolver<EntryFormValues> = (values) => {
    const errors = validateEntry(phase, values, { strict: finalizeTried.current, memberIds })
    return Object.keys(errors).length
      ? { values: {}, errors: toErrors(errors) }
      : { values, errors: {} }
  }
  const form = useForm<EntryFormValues>({ resolver, mode: 'onTouched' })

  // The form starts from the server copy (or the text kept here); Phase 2 sizes start from each member's
  // own size. Every copy of the server's is read the same way, so that a size the entry does not hold
  // yet is not taken for one that was removed when copies are merged.
  const [sizes] = useState(() => memberSizeValues(phase, members))
  const [server] = useState<ServerCopy<EntryFormValues>>(() => {
    const base: EntryFormValues = {}
    for (const field of ENTRY_FIELDS[phase]) base[field.name] = ''
    return {
      values: { ...base, ...sizes, ...toFormValues(phase, entry?.fields ?? {}) },
      version: entry?.version ?? 0,
    }
  })
  const handlers = useMemo<AutosaveHandlers<EntryFormValues>>(
    () => ({
      save: async (values, version) => {
        const saved = await savePhaseEntry(proposal.id, phase, toApiFields(phase, values), version)
        // The cache follows the server, so coming back to this screen starts from the saved version.
        queryClient.setQueryData(proposalQueries.detail(proposal.id).queryKey, saved)
        const e = saved.entries[phase]
        return {
          values: { ...sizes, ...toFormValues(phase, e?.fields ?? {}) },
          version: e?.version ?? version,
        }
      },
      fetchServer: async () => {
        const fresh = await fetchProposal(proposal.id)
        const e = fresh.entries[phase]
        return {
          values: { ...sizes, ...toFormValues(phase, e?.fields ?? {}) },
          version: e?.version ?? 0,
        }
      },
      // A field the draft cannot hold as typed (an amount that cannot be read) stays on this device,
      // marked; every other field is saved, for the team to see.
      heldBack: (values) => validateEntry(phase, values, { strict: false }),
      onRejected: (error) =>
        void applyServerErrors(error, form.setError, Object.keys(form.getValues())),
    }),
    [proposal.id, phase, form, queryClient, sizes],
  )
  const draftKey = entryDraftKey(proposal.id, phase, userId)
  const draft = useAutosave<EntryFormValues>({
    key: draftKey,
    server,
    editable: access.editable,
    handlers,
    contentKey: (values) => contentKey(toApiFields(phase, values)),
  })
  const [defaults] = useState(() => ({ ...server.values, ...draft.initialValues }))
  useEffect(() => form.reset(defaults), [form, defaults])
  // A marked field loses its message as soon as it is right: by finalize's rule once finalize has
  // been tried, by the draft's (formats only) before, so emptying a field is not called an error then.
  useAutosaveForm(form, draft, {
    recheck: (values) => validateEntry(phase, values, { strict: finalizeTried.current, memberIds }),
  })

  const sizeLabel = (name: string) => t`T-shirt size for ${name}`
  const fieldLabel = (name: string): string => {
    if (name.startsWith(SHIRT_PREFIX)) {
      const member = members.find((m) => SHIRT_PREFIX + m.id === name)
      return member ? sizeLabel(member.name) : t`T-shirt size`
    }
    const field = ENTRY_FIELDS[phase].find((f) => f.name === name)
    return field ? i18n._(field.label) : name
  }

  // Finalize refused for missing items: the focus (and the view) goes to the first one shown, as on
  // the score sheet, not left on the button at the foot of a long form.
  const formElement = useRef<HTMLFormElement>(null)
  const [problemsShown, setProblemsShown] = useState(0)
  useEffect(() => {
    if (problemsShown === 0) return
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problemsShown])

  const onFinalize = async () => {
    finalizeTried.current = true
    setFinalizeErrors([])
    setSummarize(false)
    setAttachmentError(undefined)
    // A file that arrives after the entry is final is refused: it is waited for, not lost.
    if (uploads.pending) {
      setFinalizeErrors([
        t`A file is still being uploaded: finalize once it is uploaded, or cancel it.`,
      ])
      return
    }
    const values = form.getValues()
    const problems = validateEntry(phase, values, { strict: true, memberIds })
    const hasFile = proposal.attachments.some((a) => a.phase === phase && a.kind === neededKind)
    if (!hasFile)
      setAttachmentError(
        neededKind === 'poster'
          ? t`Upload the poster before finalizing.`
          : t`Upload the presentation before finalizing.`,
      )
    if (Object.keys(problems).length || !hasFile) {
      for (const [name, message] of Object.entries(problems))
        form.setError(name, { type: 'validate', message })
      setProblemsShown((shown) => shown + 1)
      // The summary is made from what is marked at each render: it follows the items put right.
      setSummarize(true)
      return
    }
    try {
      const unsaved = await saveThenSend(draft, {
        confirm: () =>
          confirm({
            title: t`Finalize the Phase ${phase} entry`,
            message: t`After finalizing, the team can no longer change this entry. The committee reviews it next. Finalize now?`,
            variant: 'warning',
          }),
        notSent: t`the entry was not finalized`,
        submitKey: draftKey,
        send: async () => {
          await finalize.mutateAsync()
          toast.success(t`The Phase ${phase} entry is finalized.`)
        },
      })
      if (unsaved) setFinalizeErrors([unsaved])
    } catch (error) {
      const rest = applyServerErrors(
        error,
        form.setError,
        ENTRY_FIELDS[phase].map((f) => f.name),
        { [neededKind]: setAttachmentError },
      )
      setProblemsShown((shown) => shown + 1)
      setFinalizeErrors(rest.length ? rest : [t`Complete the highlighted items before finalizing.`])
    }
  }

  const { errors } = form.formState
  const values = useWatch({ control: form.control }) as EntryFormValues
  // What Finalize said of the poster (or presentation) goes once it is uploaded.
  const fileMissing = proposal.attachments.some((a) => a.phase === phase && a.kind === neededKind)
    ? undefined
    : attachmentError
  const marked = summarize ? Object.keys(errors).filter((name) => name !== 'root') : []
  const count = marked.length + (summarize && fileMissing ? 1 : 0)
  const summary = count
    ? highlightedSummary(
        count,
        marked.filter(
          (name) => validateEntry(phase, values, { strict: false, memberIds })[name] !== undefined,
        ).length,
      )
    : null
  const shownErrors = summary ? [summary, ...finalizeErrors] : finalizeErrors
  return (
    <Form ref={formElement} noValidate onSubmit={(e) => e.preventDefault()}>
      <AutosavePanel
        draft={draft}
        noun={t({ message: 'entry', context: 'noun in a sentence' })}
        fieldLabel={fieldLabel}
      />
      {access.canFinalize ? (
        <InterruptedSubmitNotice
          formKey={draftKey}
          notDone={t`The Phase ${phase} entry was not finalized`}
          action={t`Finalize it now`}
          onSubmit={() => void onFinalize()}
          busy={finalize.isPending}
        />
      ) : null}

      {ENTRY_FIELDS[phase].map((field) => {
        const id = `entry-${field.name}`
        const error = errors[field.name]?.message
        const label = i18n._(field.label)
        const help = i18n._(field.help)
        if (field.kind === 'money') {
          const parsed = parseIdr(values[field.name] ?? '')
          const amount = parsed !== null ? formatIdr(parsed) : null
          return (
            <Field
              key={field.name}
              className="mb-3"
              id={id}
              label={label}
              help={amount !== null ? `${help} ${t`Reads as ${amount}.`}` : help}
              error={error}
            >
              {(control) => (
                <InputGroup>
                  <InputGroup.Text>{RUPIAH}</InputGroup.Text>
                  <Form.Control {...control} {...form.register(field.name)} inputMode="numeric" />
                </InputGroup>
              )}
            </Field>
          )
        }
        const length = characterCount(values[field.name] ?? '')
        const max = field.max
        return (
          <Field
            key={field.name}
            className="mb-3"
            id={id}
            label={label}
            help={
              max && length > max * 0.8 ? `${help} ${t`${length} of ${max} characters.`}` : help
            }
            error={error}
          >
            {(control) =>
              field.kind === 'textarea' ? (
                <Form.Control {...control} {...form.register(field.name)} as="textarea" rows={5} />
              ) : (
                <Form.Control
                  {...control}
                  {...form.register(field.name)}
                  type={field.kind === 'url' ? 'url' : 'text'}
                  inputMode={field.kind === 'months' ? 'numeric' : undefined}
                />
              )
            }
          </Field>
        )
      })}

      {phase === 2 ? (
        <fieldset className="mb-4">
          <legend className="h6">
            <Trans>T-shirt sizes for the innovation camp</Trans>
          </legend>
          {members.length === 0 ? (
            <p className="text-secondary small">
              <Trans>The team’s members could not be listed.</Trans>
            </p>
          ) : null}
          <div className="row g-2">
            {members.map((m) => {
              const name = SHIRT_PREFIX + m.id
              return (
                <Field
                  key={m.id}
                  className="col-sm-6"
                  id={`entry-size-${m.id}`}
                  label={sizeLabel(m.name)}
                  labelClassName="small"
                  error={errors[name]?.message}
                >
                  {(control) => <ShirtSizeSelect size="sm" {...control} {...form.register(name)} />}
                </Field>
              )
            })}
          </div>
        </fieldset>
      ) : null}

      <h2 className="h5 mt-4">
        <Trans>Files</Trans>
      </h2>
      <UploadsInForm value={uploads.track}>
        <AttachmentsPanel
          proposalId={proposal.id}
          phase={phase}
          kind={neededKind}
          attachments={proposal.attachments}
          editable
          required
          error={fileMissing}
        />
        <AttachmentsPanel
          proposalId={proposal.id}
          phase={phase}
          kind="supporting"
          attachments={proposal.attachments}
          editable
        />
      </UploadsInForm>

      {shownErrors.length ? (
        <Alert variant="danger" role="alert">
          {shownErrors.map((m) => (
            <p className="mb-1" key={m}>
              {m}
            </p>
          ))}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-2 border-top pt-3">
        {access.canFinalize ? (
          <BusyButton
            variant="success"
            onClick={() => void onFinalize()}
            disabled={!!draft.conflict}
            busy={finalize.isPending}
            busyText={t`Finalizing…`}
          >
            {t`Finalize Phase ${phase} entry`}
          </BusyButton>
        ) : (
          <span className="text-secondary small">
            <Trans>
              Only the team leader can finalize the entry. Your changes are saved for the whole
              team.
            </Trans>
          </span>
        )}
      </div>
    </Form>
  )
}

/**
 * Why Finalize was refused, as what is to be done with the `count` items still highlighted: one
 * left empty is completed, one written wrong corrected (`wrong` of them).
 */
function highlightedSummary(count: number, wrong: number): string {
  return wrong === 0
    ? translate(
        msg`${plural(count, {
          one: 'Complete the highlighted item before finalizing.',
          other: 'Complete the highlighted items before finalizing.',
        })}`,
      )
    : wrong === count
      ? translate(
          msg`${plural(count, {
            one: 'Correct the highlighted item before finalizing.',
            other: 'Correct the highlighted items before finalizing.',
          })}`,
        )
      : translate(msg`Complete or correct the highlighted items before finalizing.`)
}
