import { useLingui } from '@lingui/react/macro'
import { PeriodFormDialog } from '@/features/periods/components/period-form-dialog'
import type { Period } from '@/features/periods/schemas'
import { codeOnDemand } from '@/lib/code-on-demand'

/** The form's code (and the forms' library) loads when the dialog first opens. */
export const editTimeForm = codeOnDemand(() =>
  import('@/features/periods/components/edit-times-form').then((module) => module.EditTimeForm),
)

/** Edits a period's times; the periods the new times would move are shown first and moved only once confirmed. */
export function EditTimeDialog(props: {
  period: Period | null
  periods: Period[]
  onClose: () => void
}) {
  const { t } = useLingui()
  return <PeriodFormDialog code={editTimeForm} title={t`Edit times`} {...props} />
}
