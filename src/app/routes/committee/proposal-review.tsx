import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { plural } from '@lingui/core/macro'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { overrideConfirmation } from '@/components/feedback/override-confirmation'
import { QueryFallback, QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import {
  advanceMissing,
  entriesFinalVerdict,
  phaseProgress,
  proposalStateOf,
  reviewVerdicts,
} from '@/domain/award'
import { useScoresFrozen } from '@/app/routes/use-scores-frozen'
import { proposalQueries } from '@/features/proposals/api'
import { EntryReadonly } from '@/features/proposals/components/entry-readonly'
import { ReturnDialog } from '@/features/proposals/components/return-dialog'
import { StageBadge, StatusBadge } from '@/features/proposals/components/status-badge'
import { StatusHistory } from '@/features/proposals/components/status-history'
import {
  useAdvanceProposal,
  useApproveEntry,
  useReturnEntry,
} from '@/features/proposals/review-api'
import type { Attachment, Proposal } from '@/features/proposals/schemas'
import { teamQueries } from '@/features/teams/api'
import { scoringQueries } from '@/features/scoring/api'
import { formatDateTime } from '@/lib/dates'

export default function ProposalReview() {
  const params = useParams()
  const { t } = useLingui()
  const phase = params.phase === '1' ? 1 : params.phase === '2' ? 2 : null
  const id = params.id ?? ''
  const detail = useQuery({ ...proposalQueries.detail(id), enabled: phase !== null && id !== '' })

  if (phase === null) {
    return (
      <>
        <PageHeader title={t`Proposal review`} />
        <EmptyState title={t`There is no such phase`}>
          <Trans>Only Phase 1 and Phase 2 entries are reviewed here.</Trans>
        </EmptyState>
      </>
    )
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={t`Proposal review`} />
        <QueryFallback
          query={detail}
          loading={t`Loading the proposal…`}
          errorTitle={t`The proposal could not be loaded`}
        />
        <BackLink phase={phase} slug={params.event} />
      </>
    )
  }
  return <Review proposal={detail.data} phase={phase} slug={params.event} />
}

function BackLink({ phase, slug }: { phase: 1 | 2; slug: string | undefined }) {
  return (
    <Link to={paths.committee.proposals.to(phase, slug)} className="btn btn-outline-secondary">
      <Trans>Back to Phase {phase} proposals</Trans>
    </Link>
  )
}

/** The phase's latest poster, shown as itself when it is an image (a PDF stays a link among the attachments). */
function PosterImage({ proposal, phase }: { proposal: Proposal; phase: 1 | 2 }) {
  const { t } = useLingui()
  const poster = proposal.attachments
    .filter((a) => a.phase === phase && a.kind === 'poster')
    .reduce<Attachment | undefined>(
      (latest, a) =>
        !latest || Date.parse(a.uploadedAt) >= Date.parse(latest.uploadedAt) ? a : latest,
      undefined,
    )
  if (!poster || !poster.contentType.startsWith('image/')) return null
  const title = proposal.title
  const fileName = poster.fileName
  return (
    <figure className="mt-4 mb-0">
      <img src={poster.url} alt={t`Poster: ${title}`} className="img-fluid border rounded" />
      <figcaption className="small text-secondary mt-1">
        <Trans>Poster: {fileName}</Trans>
      </figcaption>
    </figure>
  )
}

/** The team's members (the proposal carries only its leader and head count). */
function TeamMembers({ proposal }: { proposal: Proposal }) {
  const team = useQuery(teamQueries.detail(proposal.team.id))
  const { t } = useLingui()
  const name = proposal.team.name
  return (
    <section aria-labelledby="team-members" className="mb-4">
      <h2 id="team-members" className="h5">
        <Trans>Team {name}</Trans>
      </h2>
      <QueryView
        query={team}
        loading={t`Loading the team’s members…`}
        errorTitle={t`The team’s members could not be loaded`}
      >
        {(t) => (
          <ul className="list-group" aria-labelledby="team-members">
            {t.members.map((m) => (
              <li key={m.id} className="list-group-item">
                <div className="fw-semibold text-break">
                  {m.name}
                  {m.isLeader ? (
                    <span className="badge text-bg-secondary ms-2">
                      <Trans>Leader</Trans>
                    </span>
                  ) : null}
                </div>
                <div className="small text-secondary text-break">
                  {m.unit} · {m.email}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  )
}

function Review({
  proposal,
  phase,
  slug,
}: {
  proposal: Proposal
  phase: 1 | 2
  slug: string | undefined
}) {
  const entry = proposal.entries[phase]
  const confirm = useConfirm()
  const toast = useToast()
  const approve = useApproveEntry()
  const giveBack = useReturnEntry({ errors: 'inline' })
  const advance = useAdvanceProposal()
  const [returning, setReturning] = useState(false)
  const busy = approve.isPending || giveBack.isPending || advance.isPending
  // The proposal's score sheets, so advancing can name the scores of its phase still missing (an override).
  const sheets = useQuery(scoringQueries.byProposal(proposal.id))
  const { t } = useLingui()
  const title = proposal.title

  const status = entry?.status ?? null
  // domain/award/stages.ts decides; the reasons show where the buttons would be.
  const { publishedAt } = useScoresFrozen(proposal.year, phase)
  const verdicts = reviewVerdicts(proposalStateOf(proposal), phase, publishedAt)
  const can = {
    approve: verdicts.approve.ok,
    return: verdicts.return.ok,
    advance: verdicts.advance.ok,
  }
  // Once the phase's results are published its entries are final: nothing waits for the team.
  const entriesOpen = entriesFinalVerdict({ phase, publishedAt: publishedAt ?? null }).ok
  const reasons = [...new Set(Object.values(verdicts).flatMap((v) => (v.ok ? [] : [v.reason])))]
  const withTheTeam = entriesOpen && (status === 'Returned' || status === 'Draft')
  // The latest return (the history is oldest first); not findLast, newer than the build's target.
  const returnedAt =
    [...(entry?.history ?? [])].reverse().find((change) => change.to === 'Returned')?.at ?? null

  async function onApprove() {
    if (
      !(await confirm({
        title: t`Approve`,
        message: t`Approve the Phase ${phase} entry of "${title}"? It becomes eligible for judging.`,
      }))
    )
      return
    approve.mutate(
      { proposalId: proposal.id, phase },
      { onSuccess: () => toast.success(t`Entry approved.`) },
    )
  }

  async function onAdvance() {
    if (!sheets.data) return
    const question =
      phase === 1
        ? t`Advance "${title}" to Phase 2 as a semi-finalist (it is published in the gallery)?`
        : t`Advance "${title}" to Phase 3 as a finalist?`
    const progress = phaseProgress(
      sheets.data.filter((s) => s.year === proposal.year),
      phase,
    )
    const { options, override } = overrideConfirmation({
      items: [{ title: proposal.title, missing: advanceMissing(progress, phase) }],
      title: t`Advance`,
      question,
      lacking: t`Phase ${phase} scores`,
      doing: t`advancing`,
    })
    if (!(await confirm(options))) return
    advance.mutate(
      { proposalId: proposal.id, override },
      {
        onSuccess: (p) =>
          toast.success(p.phase === 2 ? t`Advanced to Phase 2.` : t`Advanced to Phase 3.`),
      },
    )
  }

  async function onReturn(reason: string) {
    await giveBack.mutateAsync({ proposalId: proposal.id, phase, reason })
    toast.success(t`Entry returned to the team.`)
  }

  const leader = proposal.team.leaderName
  const memberCount = proposal.team.memberCount
  const nextPhase = phase + 1
  return (
    <>
      <PageHeader
        title={proposal.title}
        subtitle={
          <>
            {proposal.team.name} · {proposal.team.unit} · {categoryName(proposal.category)} ·{' '}
            {proposal.year} <StageBadge phase={proposal.phase} winnerRank={proposal.winnerRank} />
          </>
        }
        actions={
          <div className="d-print-none d-flex flex-wrap gap-2">
            <BackLink phase={phase} slug={slug} />
            <Button variant="outline-secondary" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          </div>
        }
      />
      <Row className="g-4">
        <Col lg={8}>
          <Card>
            <Card.Body>
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
                <h2 className="h5 mb-0">
                  <Trans>Phase {phase} entry</Trans>
                </h2>
                <StatusBadge status={status} />
              </div>
              {entry?.status === 'Returned' && entry.returnReason ? (
                <Alert variant="warning">
                  <strong>
                    <Trans>Returned:</Trans>
                  </strong>{' '}
                  <span style={{ whiteSpace: 'pre-wrap' }}>{entry.returnReason}</span>
                </Alert>
              ) : null}
              <EntryReadonly proposal={proposal} phase={phase} headingLevel={3} />
              <PosterImage proposal={proposal} phase={phase} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5">
                <Trans context="committee review">Review</Trans>
              </h2>
              <dl className="small mb-3">
                <dt>
                  <Trans>Team leader</Trans>
                </dt>
                <dd>
                  {t`${plural(memberCount, {
                    one: `${leader} (# member)`,
                    other: `${leader} (# members)`,
                  })}`}
                </dd>
                <dt>
                  <Trans>Last updated</Trans>
                </dt>
                <dd>{formatDateTime(entry?.updatedAt)}</dd>
                {/* A returned entry is no longer finalized: when it was returned, not when it
                    was finalized before that. */}
                {status === 'Returned' ? (
                  <>
                    <dt>
                      <Trans context="entry status">Returned</Trans>
                    </dt>
                    <dd>{formatDateTime(returnedAt)}</dd>
                  </>
                ) : (
                  <>
                    <dt>
                      <Trans context="entry status">Finalized</Trans>
                    </dt>
                    <dd>{formatDateTime(status === 'Draft' ? null : entry?.finalizedAt)}</dd>
                  </>
                )}
                <dt>
                  <Trans context="entry status">Approved</Trans>
                </dt>
                <dd className="mb-0">{formatDateTime(entry?.approvedAt)}</dd>
              </dl>
              <div className="d-grid gap-2 d-print-none">
                {can.approve ? (
                  <Button variant="success" onClick={() => void onApprove()} disabled={busy}>
                    <Trans>Approve</Trans>
                  </Button>
                ) : null}
                {can.return ? (
                  <Button
                    variant="outline-warning"
                    className="text-body"
                    onClick={() => setReturning(true)}
                    disabled={busy}
                  >
                    <Trans>Return to team</Trans>
                  </Button>
                ) : null}
                {can.advance ? (
                  <Button
                    variant="primary"
                    onClick={() => void onAdvance()}
                    disabled={busy || !sheets.data}
                  >
                    <Trans>Advance to Phase {nextPhase}</Trans>
                  </Button>
                ) : null}
                {can.advance && sheets.isError ? (
                  <p className="small text-danger mb-0">
                    <Trans>
                      The judges&apos; scores could not be loaded, so advancing waits for them.
                      Reload the page to try again.
                    </Trans>
                  </p>
                ) : null}
                {!can.approve && !can.return && !can.advance ? (
                  <div className="text-secondary small mb-0">
                    {/* The entry is with the team: that one sentence is the reason for all three. */}
                    {withTheTeam ? (
                      <p className="mb-0">
                        <Trans>Nothing to review until the team finalizes the entry.</Trans>
                      </p>
                    ) : (
                      <ul className="mb-0 ps-3">
                        {reasons.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                ) : null}
                <Link
                  to={paths.committee.proposalScore.to(proposal.id, slug)}
                  className="btn btn-link"
                >
                  <Trans>Judges' scores</Trans>
                </Link>
              </div>
            </Card.Body>
          </Card>
          <TeamMembers proposal={proposal} />
          <h2 className="h5">
            <Trans>Status history</Trans>
          </h2>
          <StatusHistory history={entry?.history ?? []} />
        </Col>
      </Row>
      <ReturnDialog
        show={returning}
        subject={`"${proposal.title}"`}
        onClose={() => setReturning(false)}
        onSubmit={onReturn}
      />
    </>
  )
}
