import { useQuery, useQueryClient } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Nav from 'react-bootstrap/Nav'
import Row from 'react-bootstrap/Row'
import { NavLink, useParams } from 'react-router'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { judgeQueries, useSetJudges } from '@/features/judges/api'
import { AssignmentEditor } from '@/features/judges/components/assignment-editor'
import { AutoAssignForm } from '@/features/judges/components/auto-assign-form'
import { JudgeLoadTable } from '@/features/judges/components/judge-load-table'
import type { Assignment, BoardProposal } from '@/features/judges/schemas'
import { scoringQueries } from '@/features/scoring/api'
import { BlindJudgingSwitch } from '@/features/scoring/components/blind-judging-switch'
import { useSelectedYear } from '@/lib/selected-year'

const PHASES = [1, 2, 3] as const

export default function AssignJudges() {
  const params = useParams()
  const phase = Number(params.phase)
  const valid = (PHASES as readonly number[]).includes(phase)
  const year = useSelectedYear()
  const board = useQuery({ ...judgeQueries.board(year, phase), enabled: valid })
  const judges = useQuery({ ...judgeQueries.list(year, phase), enabled: valid })
  const setJudges = useSetJudges()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const toast = useToast()

  const save = async (proposal: BoardProposal, juryIds: string[], removing: Assignment[]) => {
    if (removing.length) {
      const names = removing.map((a) => `${a.juryName} (${a.status === 'Submitted' ? 'submitted' : 'draft saved'})`).join(', ')
      const ok = await confirm({
        title: 'Remove judges who have scored?',
        message: `${names} already scored "${proposal.title}". Their score sheets are kept and submitted scores still count in the results, but they can no longer change them. Remove them from this proposal?`,
        variant: 'warning',
      })
      if (!ok) return false
    }
    try {
      await setJudges.mutateAsync({ proposalId: proposal.proposalId, phase, juryIds })
      void queryClient.invalidateQueries({ queryKey: scoringQueries.all() })
      toast.success(`The judges of "${proposal.title}" are saved.`)
      return true
    } catch (error) {
      toast.apiError(error)
      return false
    }
  }

  const phaseNav = (
    <Nav variant="pills" as="nav" aria-label="Phases" className="mb-3">
      {PHASES.map((p) => (
        <Nav.Item key={p}>
          <Nav.Link as={NavLink} to={`${paths.committee.assignJudges.to(p, params.event)}${year ? `?year=${year}` : ''}`}>
            Phase {p}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  )

  if (!valid) {
    return (
      <>
        <PageHeader title="Assign judges" />
        {phaseNav}
        <EmptyState title={`There is no phase "${params.phase ?? ''}"`}>Choose Phase 1, 2 or 3.</EmptyState>
      </>
    )
  }

  return (
    <>
      <PageHeader title={`Assign judges: Phase ${phase}`} subtitle={`Approved Phase ${phase} proposals of ${year} and the jury.`} />
      {phaseNav}
      <QueryView query={[board, judges]} loading="Loading proposals and judges…" errorTitle="The proposals and judges could not be loaded">
        {([{ proposals, assignments }, jury]) => (
          <Row className="g-4">
            <Col lg={8}>
              <BlindJudgingSwitch year={year} phase={phase as 1 | 2 | 3} />
              <AutoAssignForm year={year} phase={phase} proposalCount={proposals.length} />
              <h2 className="h5">Proposals</h2>
              {proposals.length === 0 ? (
                <EmptyState title={`No approved Phase ${phase} proposals in ${year}`}>
                  Judges can be assigned once the committee approves {phase === 3 ? 'finalists' : 'entries'} of this phase.
                </EmptyState>
              ) : (
                proposals.map((proposal) => (
                  <AssignmentEditor
                    key={proposal.proposalId}
                    proposal={proposal}
                    phase={phase}
                    judges={jury}
                    assignments={assignments.filter((a) => a.proposalId === proposal.proposalId)}
                    busy={setJudges.isPending}
                    onSave={(juryIds, removing) => save(proposal, juryIds, removing)}
                  />
                ))
              )}
            </Col>
            <Col lg={4}>
              <h2 className="h5">Judges’ load</h2>
              <JudgeLoadTable judges={jury} phase={phase} />
            </Col>
          </Row>
        )}
      </QueryView>
    </>
  )
}
