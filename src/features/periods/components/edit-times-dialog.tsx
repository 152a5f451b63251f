import { useId } from 'react'
import Modal from 'react-bootstrap/Modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { WithFormCode } from '@/components/forms/form-code'
import type { Period } from '@/features/periods/schemas'
import { codeOnDemand } from '@/lib/code-on-demand'

/** The form's code (and the forms' library) loads when the dialog first opens. */
export const editTimeForm = codeOnDemand(() =>
  import('@/features/periods/components/edit-times-form').then((module) => module.EditTimeForm),
)

/** Edits a period's times; the periods the new times would move are shown first and moved only once confirmed. */
export function EditTimeDialog({
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
          code={editTimeForm}
          frame={(state) => (
            <>
              <Modal.Header closeButton closeLabel={t`Close`}>
                <Modal.Title id={titleId} as="h2" className="h5">
                  <Trans>Edit times</Trans>
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>{state}</Modal.Body>
            </>
          )}
        >
          {(EditTimeForm) => (
            <EditTimeForm
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
