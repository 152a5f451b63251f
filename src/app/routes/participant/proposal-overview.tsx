import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { Trans, useLingui } from '@lingui/react/macro'
import { useProposalContext } from '@/app/routes/participant/use-proposal-context'
import { PageFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { UPLOAD_RULES } from '@/domain/uploads'
import { formatBytes } from '@/lib/file-size'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { outcomeText, publishedOutcome, type EntryAccess } from '@/domain/award'
import { nextAction } from '@/features/proposals/entry-rules'
import type { Proposal } from '@/features/proposals/schemas'
import { TeamFeedbackSection } from '@/features/scoring/components/team-feedback'
import { formatDateTime } from '@/lib/dates'

/** proposal/{id}: both phases' status, the committee's remarks, the files and what to do next. */
export default function ProposalOverview() {
  const { t } = useLingui()
  const ctx = useProposalContext()
  const { proposal, slug } = ctx
  const year = proposal.data?.year
  const publications = ctx.publications
  if (ctx.waiting || !proposal.data) {
    return (
      <PageFallback
        title={t`Proposal`}
        // A proposal that cannot be shown (a wrong address, no longer the team's) is no dead end.
        actions={
          <LinkButton to={paths.participant.root.to(slug)}>
            <Trans>Back to my home</Trans>
          </LinkButton>
        }
        query={ctx.queries}
        loading={t`Loading the proposal…`}
        errorTitle={t`The proposal could not be loaded`}
      />
    )
  }
  const p = proposal.data
  const summary = {
    title: p.title,
    year: p.year,
    phase: p.phase,
    winnerRank: p.winnerRank,
    status1: p.entries[1]?.status ?? null,
    status2: p.entries[2]?.status ?? null,
  }
  // Its published result (domain/award publishedOutcome), said apart from what to do next: a
  // semi-finalist still has its Phase 2 entry ahead; any other result is all there is to say.
  const outcome = publishedOutcome(
    {
      year: p.year,
      stage: p.phase,
      winnerRank: p.winnerRank,
      status1: p.entries[1]?.status ?? null,
      status2: p.entries[2]?.status ?? null,
    },
    publications.data ?? [],
  )
  // Its current entry, closed once its period has ended: the next step says so.
  const current = ctx.accessFor(p.phase >= 2 ? 2 : 1)
  const category = categoryName(p.category)
  const team = p.team.name
  const unit = p.team.unit
  const leader = p.team.leaderName
  const initiative = p.initiativeCode
  return (
    <>
      <PageHeader
        title={p.title}
        subtitle={t`${category} · team ${team} (${unit}) · leader ${leader} · ${year}`}
      />
      {outcome && (
        <Alert variant={outcome.kind === 'winner' ? 'success' : 'secondary'}>
          <strong>
            <Trans>Result:</Trans>
          </strong>{' '}
          {outcomeText(p.title, outcome)}
        </Alert>
      )}
      {(!outcome || outcome.kind === 'semiFinalist') && (
        <Alert variant="info">
          <strong>
            <Trans>Next:</Trans>
          </strong>{' '}
          {nextAction(
            summary,
            current && !current.editable ? current.reason : null,
            publications.data ?? [],
          )}
        </Alert>
      )}
      {p.importedFromId || p.initiativeCode ? (
        <p className="small text-secondary">
          {p.importedFromId ? `${t`Imported from an earlier proposal.`} ` : ''}
          {initiative ? t`Started from initiative ${initiative}.` : ''}
        </p>
      ) : null}
      <Row className="g-3">
        {([1, 2] as const).map((phase) => (
          <Col md={6} key={phase}>
            <PhaseCard
              proposal={p}
              phase={phase}
              access={ctx.accessFor(phase)}
              out={ctx.notAdvanced() !== null}
              slug={slug}
            />
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
  out,
  slug,
}: {
  proposal: Proposal
  phase: 1 | 2
  access: EntryAccess | undefined
  /** The proposal did not advance (its phase's results are out): a phase it never reached says so. */
  out: boolean
  slug: string
}) {
  const entry = proposal.entries[phase]
  const reached = phase === 1 || proposal.phase >= 2
  const files = proposal.attachments.filter((a) => a.phase === phase)
  const remarks = entry?.history.filter((h) => h.reason) ?? []
  const { i18n, t } = useLingui()
  const saved = entry ? formatDateTime(entry.updatedAt) : ''
  const finalized = entry?.finalizedAt ? formatDateTime(entry.finalizedAt) : null
  return (
    <Card className="h-100">
      <Card.Body>
        <h2 className="h5 d-flex justify-content-between align-items-center gap-2">
          <Trans>Phase {phase}</Trans>{' '}
          <EntryStatusBadge status={reached ? (entry?.status ?? 'Draft') : null} />
        </h2>
        {!reached && out && access?.reason ? (
          <p className="text-secondary mb-0">{access.reason}</p>
        ) : !reached ? (
          <p className="text-secondary mb-0">
            <Trans>
              Only semi-finalists write a Phase 2 entry. The committee advances proposals after the
              Phase 1 scoring.
            </Trans>
          </p>
        ) : (
          <>
            {entry ? (
              <p className="small text-secondary">
                <Trans>Last saved {saved}</Trans>
                {finalized ? ` · ${t`finalized ${finalized}`}` : ''}
              </p>
            ) : null}
            {entry?.status === 'Returned' && entry.returnReason ? (
              <Alert variant="warning" className="small">
                <strong>
                  <Trans>Returned by the committee:</Trans>
                </strong>{' '}
                <span style={{ whiteSpace: 'pre-wrap' }}>{entry.returnReason}</span>
              </Alert>
            ) : null}
            {remarks.length > 0 ? (
              <>
                <h3 className="h6">
                  <Trans>Committee remarks</Trans>
                </h3>
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
            <h3 className="h6">
              <Trans>Files</Trans>
            </h3>
            {files.length === 0 ? (
              <p className="small text-secondary">
                <Trans>No files yet.</Trans>
              </p>
            ) : (
              <ul className="small">
                {files.map((a) => (
                  <li key={a.id}>
                    <a href={a.url} target="_blank" rel="noreferrer">
                      {a.fileName}
                    </a>{' '}
                    ({i18n._(UPLOAD_RULES[a.kind].noun)}, {formatBytes(a.size)})
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
                    ? t`Continue the Phase ${phase} entry`
                    : t`Write the Phase ${phase} entry`}
                </Link>
              ) : null}
              <LinkButton to={paths.participant.view.to(phase, proposal.id, slug)}>
                <Trans>View Phase {phase}</Trans>
              </LinkButton>
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  )
}
