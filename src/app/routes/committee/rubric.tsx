import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Nav from 'react-bootstrap/Nav'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { NavLink } from '@/components/layout/links'
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
  const { t } = useLingui()
  const raw = Number(params.phase)
  const phase = (PHASES as readonly number[]).includes(raw) ? (raw as Phase) : null
  const year = useSelectedYear()
  const rubric = useQuery({ ...scoringQueries.rubric(phase ?? 1, year), enabled: phase !== null })
  const lock = useQuery({ ...scoringQueries.rubricLock(phase ?? 1, year), enabled: phase !== null })

  const phaseNav = (
    <Nav variant="pills" as="nav" aria-label={t`Phases`} className="mb-3">
      {PHASES.map((p) => (
        <Nav.Item key={p}>
          <Nav.Link as={NavLink} to={paths.committee.rubric.to(p, params.event)}>
            <Trans>Phase {p}</Trans>
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  )

  const asked = params.phase ?? ''
  const body = () => {
    if (phase === null)
      return (
        <EmptyState title={t`There is no phase "${asked}"`}>
          <Trans>Choose Phase 1, 2 or 3.</Trans>
        </EmptyState>
      )
    return (
      <QueryView
        query={[rubric, lock]}
        loading={t`Loading the Phase ${phase} rubric…`}
        errorTitle={t`The Phase ${phase} rubric could not be loaded`}
      >
        {([criteria, lockState]) =>
          lockState.locked ? (
            <>
              <Alert variant="secondary">
                <strong>
                  <Trans>The rubric is locked.</Trans>
                </strong>{' '}
                {lockState.reason}
              </Alert>
              <RubricTable criteria={criteria} phase={phase} headingLevel={2} />
            </>
          ) : (
            <>
              <p className="text-secondary small">
                <Trans>
                  Judges score every criterion on the scale below; a sheet’s total is Σ(score ×
                  weight) / Σ weight. You can change the rubric until the first Phase {phase} score
                  of {year} is submitted. Drafts keep their scores for criteria that stay and that
                  fit the scale.
                </Trans>
              </p>
              <RubricEditor
                key={`${year}-${phase}-${rubric.dataUpdatedAt}`}
                year={year}
                phase={phase}
                criteria={criteria}
              />
            </>
          )
        }
      </QueryView>
    )
  }

  return (
    <>
      <PageHeader
        title={phase ? t`Rubric: Phase ${phase}` : t`Rubric`}
        subtitle={t`The criteria, weights and scale judges score with in ${year}.`}
      />
      {phaseNav}
      {body()}
    </>
  )
}
