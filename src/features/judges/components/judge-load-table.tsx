import { useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import type { Judge } from '@/features/judges/schemas'

/** Each active judge's load in the phase: assigned proposals and how many they have submitted. */
export function JudgeLoadTable({ judges, phase }: { judges: Judge[]; phase: number }) {
  const { t } = useLingui()
  return (
    <DataTable
      rows={judges}
      rowKey={(j) => j.id}
      caption={t`Load of each judge in Phase ${phase}`}
      emptyTitle={t`No active jury members`}
      emptyText={t`Give users the Jury role under Manage → Users.`}
      columns={[
        { key: 'name', header: t`Judge`, part: 'title', cell: (j) => j.name },
        { key: 'assigned', header: t`Assigned`, className: 'text-end', cell: (j) => j.assigned },
        { key: 'submitted', header: t`Submitted`, className: 'text-end', cell: (j) => j.submitted },
      ]}
    />
  )
}
