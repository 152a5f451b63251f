import { DataTable } from '@/components/data/data-table'
import type { Judge } from '@/features/judges/schemas'

/** Each active judge's load in the phase: assigned proposals and how many they have submitted. */
export function JudgeLoadTable({ judges, phase }: { judges: Judge[]; phase: number }) {
  return (
    <DataTable
      rows={judges}
      rowKey={(j) => j.id}
      caption={`Load of each judge in Phase ${phase}`}
      emptyTitle="No active jury members"
      emptyText="Give users the Jury role under Manage → Users."
      columns={[
        { key: 'name', header: 'Judge', part: 'title', cell: (j) => j.name },
        { key: 'assigned', header: 'Assigned', className: 'text-end', cell: (j) => j.assigned },
        { key: 'submitted', header: 'Submitted', className: 'text-end', cell: (j) => j.submitted },
      ]}
    />
  )
}
