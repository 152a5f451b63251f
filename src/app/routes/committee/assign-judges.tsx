import Nav from 'react-bootstrap/Nav'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useScoresFrozen } from '@/app/routes/use-scores-frozen'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { NavLink } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { AssignmentBoard } from '@/features/judges/components/assignment-board'
import { RemindButton } from '@/features/messages/components/remind-button'
import { BlindJudgingSwitch } from '@/features/scoring/components/blind-judging-switch'
import type { Phase } from '@/features/scoring/schemas'
import { useSelectedYear } from '@/lib/selected-year'

const PHASES = [1, 2, 3] as const

export default function AssignJudges() {
  const params = useParams()
  const { t } = useLingui()
  const phase = Number(params.phase)
  const valid = (PHASES as readonly number[]).includes(phase)
  const year = useSelectedYear()
  // A phase whose results are published keeps its judges (`scoresFrozenVerdict`, as the API enforces it).
  const { frozen, query: publications } = useScoresFrozen(
    year,
    valid ? (phase as Phase) : undefined,
  )

  const phaseNav = (
    <Nav variant="pills" as="nav" aria-label={t`Phases`} className="mb-3">
      {PHASES.map((p) => (
        <Nav.Item key={p}>
          <Nav.Link as={NavLink} to={paths.committee.assignJudges.to(p, params.event)}>
            <Trans>Phase {p}</Trans>
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  )

  if (!valid) {
    const asked = params.phase ?? ''
    return (
      <>
        <PageHeader title={t`Assign judges`} />
        {phaseNav}
        <EmptyState title={t`There is no phase "${asked}"`}>
          <Trans>Choose Phase 1, 2 or 3.</Trans>
        </EmptyState>
      </>
    )
  }

  const finalNote = (reason: string) =>
    t`${reason} Its judges are final: none can be added or taken off.`
  return (
    <>
      <PageHeader
        title={t`Assign judges: Phase ${phase}`}
        subtitle={t`Approved Phase ${phase} proposals of ${year} and the jury.`}
        actions={
          // Once the phase's results are published its sheets are final: disabled, saying why.
          <RemindButton
            audience={{ kind: 'openSheets', year, phase: phase as Phase }}
            publications={publications.data}
            label={t`Remind judges with open score sheets`}
          />
        }
      />
      {phaseNav}
      <QueryView
        query={publications}
        loading={t`Loading the published results…`}
        errorTitle={t`The published results could not be loaded`}
      >
        {() => (
          <AssignmentBoard
            key={`${year}-${phase}`}
            year={year}
            phase={phase}
            settings={<BlindJudgingSwitch year={year} phase={phase as Phase} />}
            final={frozen && !frozen.ok ? finalNote(frozen.reason) : undefined}
          />
        )}
      </QueryView>
    </>
  )
}
