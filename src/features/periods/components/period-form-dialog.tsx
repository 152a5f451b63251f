import { useId, type ComponentType } from 'react'
import Modal from 'react-bootstrap/Modal'
import { useLingui } from '@lingui/react/macro'
import { WithFormCode } from '@/components/forms/form-code'
import type { Period } from '@/features/periods/schemas'
import type { CodeOnDemand } from '@/lib/code-on-demand'

/** What a period dialog's form is given: the period, the year's periods, the dialog's title id. */
export interface PeriodFormProps {
  period: Period
  periods: Period[]
  titleId: string
  onClose: () => void
}

/**
 * A dialog about one period whose form's code (and the forms' library) loads when it first opens:
 * while it loads, or when it cannot, the dialog shows its title and the loading line or the failure.
 * Open while `period` is set.
 */
export function PeriodFormDialog({
  code,
  title,
  period,
  periods,
  onClose,
}: {
  code: CodeOnDemand<ComponentType<PeriodFormProps>>
  title: string
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
          code={code}
          frame={(state) => (
            <>
              <Modal.Header closeButton closeLabel={t`Close`}>
                <Modal.Title id={titleId} as="h2" className="h5">
                  {title}
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>{state}</Modal.Body>
            </>
          )}
        >
          {(Form) => (
            <Form
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
