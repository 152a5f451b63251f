import { zodResolver } from '@hookform/resolvers/zod'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { BusyButton } from '@/components/forms/busy-button'
import { applyServerErrors } from '@/components/forms/server-errors'
import { PhoneDisclosure } from '@/components/layout/phone-disclosure'
import { useToast } from '@/components/feedback/toasts'
import { Field } from '@/components/forms/field'
import { scoringQueries, useSaveThresholds } from '@/features/scoring/api'
import { formatScore } from '@/features/scoring/format'
import {
  thresholdsTextSchema,
  type JudgingSetting,
  type Phase,
  type ThresholdsFormValues,
  type ThresholdsText,
} from '@/features/scoring/schemas'
import { DEFAULT_THRESHOLDS, thresholdsLock, type Thresholds } from '@/features/scoring/thresholds'
import { decimalText } from '@/lib/decimal'

/** The thresholds as the form shows them, in the language's notation. */
const textOf = ({ minScores, sdFloor }: Thresholds): ThresholdsText => ({
  minScores: decimalText(minScores),
  sdFloor: decimalText(sdFloor),
})

interface ThresholdFieldProps extends UseFormRegisterReturn {
  id: string
  label: string
  inputMode: 'numeric' | 'decimal'
  error: string | undefined
  help: string
}

/**
 * A threshold as text, not a number input: it shows and takes the language's decimal mark
 * (`0,25` in Indonesian, as the help and the results write it), where a number input shows the
 * browser's notation and may drop a comma it does not read.
 */
function ThresholdField({ id, label, inputMode, error, help, ...field }: ThresholdFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      labelClassName="small mb-1"
      help={help}
      error={error}
      style={{ maxWidth: '16rem' }}
    >
      {(control) => (
        <Form.Control
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          size="sm"
          {...control}
          {...field}
        />
      )}
    </Field>
  )
}

const THRESHOLD_FIELDS: ReadonlyArray<{
  name: keyof ThresholdsText
  id: string
  label: MessageDescriptor
  inputMode: 'numeric' | 'decimal'
  /** The field's help, given the default value as shown. */
  help: (byDefault: string) => MessageDescriptor
  byDefault: () => string
}> = [
  {
    name: 'minScores',
    id: 'min-scores',
    label: msg`Minimum scores per judge`,
    inputMode: 'numeric',
    help: (byDefault) =>
      msg`A judge with fewer submitted scores in the phase is left out of the normalised mean (default ${byDefault}).`,
    byDefault: () => String(DEFAULT_THRESHOLDS.minScores),
  },
  {
    name: 'sdFloor',
    id: 'sd-floor',
    label: msg`Spread floor`,
    inputMode: 'decimal',
    help: (byDefault) =>
      msg`A judge whose own spread is not above it is left out (default ${byDefault}).`,
    byDefault: () => formatScore(DEFAULT_THRESHOLDS.sdFloor),
  },
]

function ThresholdsForm({
  year,
  phase,
  setting,
  lock,
}: {
  year: number
  phase: Phase
  setting: JudgingSetting
  lock: string | null
}) {
  const save = useSaveThresholds({ errors: 'inline' })
  const toast = useToast()
  const { t, i18n } = useLingui()
  const [formError, setFormError] = useState<string[]>([])
  const form = useForm<ThresholdsText, unknown, ThresholdsFormValues>({
    resolver: zodResolver(thresholdsTextSchema),
    // Follows the saved thresholds and the language's notation; a field being edited keeps what
    // was typed (a switch of language does not undo it).
    values: textOf(setting),
    resetOptions: { keepDirtyValues: true },
  })
  const { register, handleSubmit, formState } = form
  const { errors, isDirty } = formState

  const submit = handleSubmit(async (thresholds) => {
    setFormError([])
    try {
      await save.mutateAsync({ year, phase, thresholds })
      form.reset(textOf(thresholds))
      toast.success(
        t`The Phase ${phase} thresholds of ${year} are saved: the results are computed with them.`,
      )
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['minScores', 'sdFloor']))
    }
  })

  const id = (name: string) => `thresholds-${phase}-${name}`
  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t`Normalisation thresholds of Phase ${phase}`}
    >
      {formError.length ? <Alert variant="danger">{formError.join(' ')}</Alert> : null}
      {lock ? <p className="small text-secondary mb-2">{lock}</p> : null}
      <fieldset disabled={lock !== null} className="d-flex flex-wrap align-items-start gap-3">
        {THRESHOLD_FIELDS.map((f) => (
          <ThresholdField
            key={f.name}
            id={id(f.id)}
            label={i18n._(f.label)}
            inputMode={f.inputMode}
            error={errors[f.name]?.message}
            help={i18n._(f.help(f.byDefault()))}
            {...register(f.name)}
          />
        ))}
        {lock ? null : (
          <BusyButton
            type="submit"
            size="sm"
            className="mt-4"
            busy={save.isPending || formState.isSubmitting}
            busyText={t`Saving…`}
            disabled={!isDirty}
          >
            <Trans>Save thresholds</Trans>
          </BusyButton>
        )}
      </fieldset>
    </Form>
  )
}

/**
 * The committee sets, per year and phase, when a judge's scores are normalised (docs/api.md
 * "Judging settings"); the results, their explanations and the "how" panel follow the saved values.
 */
export function NormalisationThresholds({ year, phase }: { year: number; phase: Phase }) {
  const settings = useQuery(scoringQueries.settings(year))
  const publications = useQuery(scoringQueries.publications(year))
  const setting = settings.data?.find((s) => s.phase === phase)
  const { t } = useLingui()
  return (
    <section
      aria-labelledby={`thresholds-${phase}`}
      className="border rounded p-2 mb-3 d-print-none"
    >
      <PhoneDisclosure title={t`Normalisation thresholds`} headingId={`thresholds-${phase}`}>
        {settings.isError || publications.isError ? (
          <p className="small text-danger mb-0">
            <Trans>
              The thresholds could not be loaded; the results below show the ones they were computed
              with.
            </Trans>
          </p>
        ) : !setting || !publications.data ? (
          <p className="small text-secondary mb-0">
            <Trans>Loading the thresholds…</Trans>
          </p>
        ) : (
          <ThresholdsForm
            year={year}
            phase={phase}
            setting={setting}
            lock={thresholdsLock(
              phase,
              publications.data.find((p) => p.phase === phase)?.publishedAt,
            )}
          />
        )}
      </PhoneDisclosure>
    </section>
  )
}
