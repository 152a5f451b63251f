import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useProposalContext } from '@/app/routes/participant/use-proposal-context'
import { PageFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { formatBytes } from '@/features/proposals/attachments-api'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import type { EntryAccess } from '@/domain/award'
import { nextAction } from '@/features/proposals/entry-rules'
import type { Proposal } from '@/features/proposals/schemas'
import { TeamFeedbackSection } from '@/features/scoring/components/team-feedback'
import { formatDateTime } from '@/lib/dates'

/** proposal/{id}: both phases' status, the committee's remarks, the files and what to do next. */
export default function ProposalOverview() {
  const ctx = useProposalContext()
  const { proposal, slug } = ctx
  if (ctx.waiting || !proposal.data) {
    return (
      <PageFallback
        title="Proposal"
        query={ctx.queries}
        loading="Loading the proposal…"
        errorTitle="The proposal could not be loaded"
      />
    )
  }
  const p = proposal.data
  const summary = {
    phase: p.phase,
    status1: p.entries[1]?.status ?? null,
    status2: p.entries[2]?.status ?? null,
  }
  return (
    <>
      <PageHeader
        title={p.title}
        subtitle={`${categoryName(p.category)} · team ${p.team.name} (${p.team.unit}) · leader ${p.team.leaderName} · ${p.year}`}
      />
      <Alert variant="info">
        <strong>Next:</strong> {nextAction(summary)}
      </Alert>
      {p.importedFromId || p.initiativeCode ? (
        <p className="small text-secondary">
          {p.importedFromId ? 'Imported from an earlier proposal. ' : ''}
          {p.initiativeCode ? `Started from initiative ${p.initiativeCode}.` : ''}
        </p>
      ) : null}
      <Row className="g-3">
        {([1, 2] as const).map((phase) => (
          <Col md={6} key={phase}>
            <PhaseCard proposal={p} phase={phase} access={ctx.accessFor(phase)} slug={slug} />
          </Col>
        ))}
      </Row>
      <TeamFeedbackSection proposalId={p.id} />
    </>
  )
}

function PhaseCard({
  proposal,
  phase,
  access,
  slug,
}: {
  proposal: Proposal
  phase: 1 | 2
  access: EntryAccess | undefined
  slug: string
}) {
  const entry = proposal.entries[phase]
  const reached = phase === 1 || proposal.phase >= 2
  const files = proposal.attachments.filter((a) => a.phase === phase)
  const remarks = entry?.history.filter((h) => h.reason) ?? []
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5 d-flex justify-content-between align-items-center gap-2">
          Phase {phase} <EntryStatusBadge status={reached ? (entry?.status ?? 'Draft') : null} />
        </h2>
        {!reached ? (
          <p className="text-secondary mb-0">
            Only semi-finalists write a Phase 2 entry. The committee advances proposals after the
            Phase 1 scoring.
          </p>
        ) : (
          <>
            {entry ? (
              <p className="small text-secondary">
                Last saved {formatDateTime(entry.updatedAt)}
                {entry.finalizedAt ? ` · finalized ${formatDateTime(entry.finalizedAt)}` : ''}
              </p>
            ) : null}
            {entry?.returnReason ? (
              <Alert variant="warning" className="small">
                <strong>Returned by the committee:</strong>{' '}
                <span style={{ whiteSpace: 'pre-wrap' }}>{entry.returnReason}</span>
              </Alert>
            ) : null}
            {remarks.length > 0 ? (
              <>
                <h3 className="h6">Committee remarks</h3>
                <ul className="small">
                  {remarks.map((h) => (
                    <li key={h.at + h.to}>
                      {formatDateTime(h.at)}, {h.by}:{' '}
                      <span style={{ whiteSpace: 'pre-wrap' }}>{h.reason}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h3 className="h6">Files</h3>
            {files.length === 0 ? (
              <p className="small text-secondary">No files yet.</p>
            ) : (
              <ul className="small">
                {files.map((a) => (
                  <li key={a.id}>
                    <a href={a.url} target="_blank" rel="noreferrer">
                      {a.fileName}
                    </a>{' '}
                    ({a.kind}, {formatBytes(a.size)})
                  </li>
                ))}
              </ul>
            )}
            {access && !access.editable ? (
              <p className="small text-secondary">{access.reason}</p>
            ) : null}
            <div className="d-flex flex-wrap gap-2">
              {access?.editable ? (
                <Link
                  className="btn btn-primary btn-sm"
                  to={paths.participant.entry.to(phase, proposal.id, slug)}
                >
                  {entry && Object.keys(entry.fields).length
                    ? `Continue the Phase ${phase} entry`
                    : `Write the Phase ${phase} entry`}
                </Link>
              ) : null}
              <LinkButton to={paths.participant.view.to(phase, proposal.id, slug)}>
                View Phase {phase}
              </LinkButton>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  )
}
