import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Nav from 'react-bootstrap/Nav'
import { NavLink, useParams } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/states'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { scoringQueries } from '@/features/scoring/api'
import { RubricEditor } from '@/features/scoring/components/rubric-editor'
import { RubricTable } from '@/features/scoring/components/rubric-table'
import type { Phase } from '@/features/scoring/schemas'
import { useSelectedYear } from '@/lib/selected-year'

const PHASES = [1, 2, 3] as const

/** The committee edits each phase's rubric of the selected year until a score of that phase is submitted. */
export default function RubricScreen() {
  const params = useParams()
  const raw = Number(params.phase)
  const phase = (PHASES as readonly number[]).includes(raw) ? (raw as Phase) : null
  const year = useSelectedYear()
  const rubric = useQuery({ ...scoringQueries.rubric(phase ?? 1, year), enabled: phase !== null })
  const lock = useQuery({ ...scoringQueries.rubricLock(phase ?? 1, year), enabled: phase !== null })

  const phaseNav = (
    <Nav variant="pills" as="nav" aria-label="Phases" className="mb-3">
      {PHASES.map((p) => (
        <Nav.Item key={p}>
          <Nav.Link as={NavLink} to={`${paths.committee.rubric.to(p, params.event)}?year=${year}`}>
            Phase {p}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  )

  const body = () => {
    if (phase === null) return <EmptyState title={`There is no phase "${params.phase ?? ''}"`}>Choose Phase 1, 2 or 3.</EmptyState>
    if (rubric.isError) return <ErrorState error={rubric.error} onRetry={() => void rubric.refetch()} />
    if (lock.isError) return <ErrorState error={lock.error} onRetry={() => void lock.refetch()} />
    if (!rubric.data || !lock.data) return <LoadingState label={`Loading the Phase ${phase} rubric…`} />
    if (lock.data.locked) {
      return (
        <>
          <Alert variant="secondary">
            <strong>The rubric is locked.</strong> {lock.data.reason}
          </Alert>
          <RubricTable criteria={rubric.data} phase={phase} headingLevel={2} />
        </>
      )
    }
    return (
      <>
        <p className="text-secondary small">
          Judges score every criterion on the scale below; a sheet’s total is Σ(score × weight) / Σ weight. You can change the rubric until the first Phase{' '}
          {phase} score of {year} is submitted. Drafts keep their scores for criteria that stay and that fit the scale.
        </p>
        <RubricEditor key={`${year}-${phase}-${rubric.dataUpdatedAt}`} year={year} phase={phase} criteria={rubric.data} />
      </>
    )
  }

  return (
    <>
      <PageHeader title={phase ? `Rubric: Phase ${phase}` : 'Rubric'} subtitle={`The criteria, weights and scale judges score with in ${year}.`} />
      {phaseNav}
      {body()}
    </>
  )
}
