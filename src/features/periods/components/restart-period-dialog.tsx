import { useId } from 'react'
import Modal from 'react-bootstrap/Modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { WithFormCode } from '@/components/forms/form-code'
import type { Period } from '@/features/periods/schemas'
import { codeOnDemand } from '@/lib/code-on-demand'

/** The form's code (and the forms' library) loads when the dialog first opens. */
export const restartPeriodForm = codeOnDemand(() =>
  import('@/features/periods/components/restart-period-form').then(
    (module) => module.RestartPeriodForm,
  ),
)

/**
 * Starts a period whose planned end has passed (domain/award `startReopens`): it asks when the
 * period closes now, rather than choosing an end the committee never saw.
 */
export function RestartPeriodDialog({
  period,
  periods,
  onClose,
}: {
  period: Period | null
  periods: Period[]
  onClose: () => void
}) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <Modal show={period !== null} onHide={onClose} centered aria-labelledby={titleId}>
      {period ? (
        <WithFormCode
          code={restartPeriodForm}
          frame={(state) => (
            <>
              <Modal.Header closeButton closeLabel={t`Close`}>
                <Modal.Title id={titleId} as="h2" className="h5">
                  <Trans>Start the period again</Trans>
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>{state}</Modal.Body>
            </>
          )}
        >
          {(RestartPeriodForm) => (
            <RestartPeriodForm
              key={period.id}
              period={period}
              periods={periods}
              titleId={titleId}
              onClose={onClose}
            />
          )}
        </WithFormCode>
      ) : null}
    </Modal>
  )
}
