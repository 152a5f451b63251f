import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageCheckbox, SelectionBar } from '@/components/data/selection-bar'
import { TableFilters, TablePager } from '@/components/data/table-filters'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { CATEGORIES, categoryName } from '@/config/constants'
import { judgeQueries, useSetJudges } from '@/features/judges/api'
import {
  BOARD_JUDGES,
  BOARD_JUDGES_LABELS,
  BOARD_SORT_LABELS,
  BOARD_SORTS,
} from '@/features/judges/board-filters'
import { AssignmentEditor, STATUS_TEXT } from '@/features/judges/components/assignment-editor'
import { AssignmentTable } from '@/features/judges/components/assignment-table'
import { AutoAssignForm } from '@/features/judges/components/auto-assign-form'
import { BulkJudges } from '@/features/judges/components/bulk-judges'
import { JudgeLoadTable } from '@/features/judges/components/judge-load-table'
import type { Assignment, BoardProposal } from '@/features/judges/schemas'
import { queryRoots } from '@/lib/query-keys'
import { useRowSelection } from '@/lib/row-selection'
import { useTableParams, type TableParamsSpec } from '@/lib/table-params'

const BOARD_TABLE: TableParamsSpec = {
  filters: { category: CATEGORIES.map((c) => String(c.id)), judges: BOARD_JUDGES, judge: 'text' },
  sorts: BOARD_SORTS,
  defaultSort: 'title',
}

/**
 * A phase's assignment board: the judgeable proposals, paged, filtered and sorted by the server, each
 * with its judges and an editor; bulk actions over the selection (docs/api.md "Paged tables and bulk
 * selection"); automatic assignment; the judges' load. `settings` (the phase's judging settings) show
 * above the automatic assignment. With `final` (why the phase's judges are final: its results are
 * published), the board says so and shows the judges without any way to change them.
 */
export function AssignmentBoard({
  year,
  phase,
  settings,
  final,
}: {
  year: number
  phase: number
  settings?: ReactNode
  final?: string
}) {
  const { t, i18n } = useLingui()
  const table = useTableParams(BOARD_TABLE)
  const board = useQuery(judgeQueries.boardPage(year, phase, table.params))
  const judges = useQuery(judgeQueries.list(year, phase))
  const selection = useRowSelection(table.filtersKey, board.data?.counts?.matching ?? 0)
  const [editing, setEditing] = useState<string | null>(null)
  const setJudges = useSetJudges()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const toast = useToast()

  const save = async (proposal: BoardProposal, juryIds: string[], removing: Assignment[]) => {
    if (removing.length) {
      const names = removing
        .map((a) => {
          const name = a.juryName
          const status = i18n._(STATUS_TEXT[a.status === 'Submitted' ? 'Submitted' : 'Draft'])
          return t`${name} (${status})`
        })
        .join(', ')
      const title = proposal.title
      const ok = await confirm({
        title: t`Remove judges who have scored?`,
        message: t`${names} already scored "${title}". Their score sheets are kept and submitted scores still count in the results, but they can no longer change them. Remove them from this proposal?`,
        variant: 'warning',
      })
      if (!ok) return false
    }
    try {
      await setJudges.mutateAsync({ proposalId: proposal.proposalId, phase, juryIds })
      // The results count assignments: refresh them too.
      void queryClient.invalidateQueries({ queryKey: queryRoots.scoring })
      const title = proposal.title
      toast.success(t`The judges of "${title}" are saved.`)
      return true
    } catch {
      // The query client's one handler of failed actions has shown it.
      return false
    }
  }

  const selected = { count: selection.count, body: () => selection.body(table.listFilters) }
  return (
    <QueryView
      query={[board, judges]}
      loading={t`Loading proposals and judges…`}
      errorTitle={t`The proposals and judges could not be loaded`}
    >
      {([{ proposals, assignments, page, counts }, judgeList]) => {
        const total = counts?.total ?? proposals.length
        const pageRows = proposals.map((p) => ({ id: p.proposalId, title: p.title }))
        return (
          <Row className="g-4">
            <Col lg={8}>
              {settings}
              {final ? (
                <Alert variant="info">{final}</Alert>
              ) : (
                <AutoAssignForm
                  year={year}
                  phase={phase}
                  proposalCount={total}
                  selected={selected}
                />
              )}
              <h2 className="h5">
                <Trans>Proposals</Trans>
              </h2>
              {total === 0 ? (
                <EmptyState title={t`No approved Phase ${phase} proposals in ${year}`}>
                  {phase === 3 ? (
                    <Trans>
                      Judges can be assigned once the committee approves finalists of this phase.
                    </Trans>
                  ) : (
                    <Trans>
                      Judges can be assigned once the committee approves entries of this phase.
                    </Trans>
                  )}
                </EmptyState>
              ) : (
                <>
                  <TableFilters
                    table={table}
                    idPrefix="board"
                    label={t`Filter the proposals`}
                    keywordPlaceholder={t`Title, team or unit`}
                    selects={[
                      {
                        name: 'category',
                        label: t`Category`,
                        anyLabel: t`All categories`,
                        options: CATEGORIES.map((c) => ({
                          value: String(c.id),
                          label: categoryName(c.id),
                        })),
                      },
                      {
                        name: 'judges',
                        label: t`Judges`,
                        anyLabel: t({ message: 'Any', context: 'judges filter' }),
                        options: BOARD_JUDGES.map((v) => ({
                          value: v,
                          label: i18n._(BOARD_JUDGES_LABELS[v]),
                        })),
                      },
                      {
                        name: 'judge',
                        label: t`Judged by`,
                        anyLabel: t`Anyone`,
                        options: judgeList.map((j) => ({ value: j.id, label: j.name })),
                      },
                    ]}
                    sorts={BOARD_SORTS.map((v) => ({
                      value: v,
                      label: i18n._(BOARD_SORT_LABELS[v]),
                    }))}
                  />
                  {final ? null : (
                    <SelectionBar
                      selection={selection}
                      pageRows={pageRows}
                      noun={t`proposal`}
                      label={t`Bulk actions`}
                    >
                      <BulkJudges
                        year={year}
                        phase={phase}
                        judges={judgeList}
                        count={selection.count}
                        body={selected.body}
                        onDone={selection.clear}
                      />
                    </SelectionBar>
                  )}
                  {proposals.length === 0 ? (
                    <EmptyState title={t`No proposals match these filters`}>
                      <Trans>Change or clear the filters.</Trans>
                    </EmptyState>
                  ) : (
                    <AssignmentTable
                      phase={phase}
                      proposals={proposals}
                      assignments={assignments}
                      readOnly={Boolean(final)}
                      editing={editing}
                      onEdit={setEditing}
                      selection={{
                        isSelected: selection.isSelected,
                        onToggle: (p) => selection.toggle({ id: p.proposalId, title: p.title }),
                        header: (
                          <PageCheckbox
                            selection={selection}
                            pageRows={pageRows}
                            label={t`Select every proposal on this page`}
                          />
                        ),
                        headerLabel: t`Select every proposal on this page`,
                      }}
                      renderEditor={(proposal, mine) => (
                        <AssignmentEditor
                          proposal={proposal}
                          phase={phase}
                          judges={judgeList}
                          assignments={mine}
                          busy={setJudges.isPending}
                          onSave={(juryIds, removing) => save(proposal, juryIds, removing)}
                        />
                      )}
                    />
                  )}
                  <TablePager
                    page={page}
                    shown={proposals.length}
                    update={table.update}
                    label={t`Pages of proposals`}
                  />
                </>
              )}
            </Col>
            <Col lg={4}>
              <h2 className="h5">
                <Trans>Judges’ load</Trans>
              </h2>
              <JudgeLoadTable judges={judgeList} phase={phase} />
            </Col>
          </Row>
        )
      }}
    </QueryView>
  )
}
