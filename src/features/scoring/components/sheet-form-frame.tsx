import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Alert from 'react-bootstrap/Alert'
import Form from 'react-bootstrap/Form'
import { AutosavePanel } from '@/components/forms/autosave-status'
import { BusyButton } from '@/components/forms/busy-button'
import { InterruptedSubmitNotice } from '@/components/forms/interrupted-submit'
import { LiveTotal } from '@/features/scoring/components/live-total'
import type { useSheetForm } from '@/features/scoring/use-sheet-form'

/**
 * What the full score sheet and the grand final's quick card share around their fields: Enter saves
 * the draft now (it never submits), the autosave panel above, the live weighted total and Submit below,
 * with why a submit failed right above them.
 */
export function SheetFormFrame({
  sheetForm,
  label,
  criteriaCount,
  submitText,
  size,
  stickyFooter = false,
  children,
}: {
  sheetForm: ReturnType<typeof useSheetForm>
  label: string
  criteriaCount: number
  submitText: string
  size?: 'lg'
  /** The total and Submit stay at the bottom of the screen while the judge scrolls; a focused field scrolls clear of them. */
  stickyFooter?: boolean
  children: ReactNode
}) {
  const {
    draft,
    fieldLabel,
    submitKey,
    total,
    partial,
    scoredCount,
    submit,
    submitting,
    formError,
  } = sheetForm
  const { t } = useLingui()
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void draft.flush()
      }}
      aria-label={label}
      className={stickyFooter ? 'sheet-sticky-footer' : undefined}
    >
      <AutosavePanel draft={draft} noun={t`score sheet`} fieldLabel={fieldLabel} />
      <InterruptedSubmitNotice
        formKey={submitKey}
        notDone={t`Your scores were not submitted`}
        action={t`Submit them now`}
        onSubmit={() => void submit()}
        busy={submitting}
      />
      {children}
      <div
        className={[
          'd-flex flex-wrap align-items-center justify-content-between gap-2',
          stickyFooter && 'border-top pt-3 position-sticky bottom-0 bg-body pb-2',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {/* Why a submit failed shows beside Submit, where the judge is looking (the footer sticks to the screen on a phone). */}
        {formError.length ? (
          <Alert variant="danger" className="w-100 mb-0 py-2">
            {formError.map((m) => (
              <p className="mb-1" key={m}>
                {m}
              </p>
            ))}
            <p className="mb-0 small">
              <Trans>Your scores are kept; you can try again.</Trans>
            </p>
          </Alert>
        ) : null}
        <LiveTotal total={total} partial={partial} scored={scoredCount} of={criteriaCount} />
        <div className="d-flex gap-2">
          <BusyButton
            type="button"
            size={size}
            onClick={() => void submit()}
            busy={submitting}
            busyText={t`Submitting…`}
            disabled={!!draft.conflict}
          >
            {submitText}
          </BusyButton>
        </div>
      </div>
    </Form>
  )
}
