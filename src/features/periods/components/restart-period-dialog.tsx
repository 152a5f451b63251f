import { useLingui } from '@lingui/react/macro'
import { PeriodFormDialog } from '@/features/periods/components/period-form-dialog'
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
export function RestartPeriodDialog(props: {
  period: Period | null
  periods: Period[]
  onClose: () => void
}) {
  const { t } = useLingui()
  return <PeriodFormDialog code={restartPeriodForm} title={t`Start the period again`} {...props} />
}
