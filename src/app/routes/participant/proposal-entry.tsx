import Alert from 'react-bootstrap/Alert'
import { useProposalContext } from '@/app/routes/participant/use-proposal-context'
import { PageFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { AttachmentsPanel } from '@/features/proposals/components/attachments-panel'
import { EntryFieldsView } from '@/features/proposals/components/entry-fields-view'
import { EntryForm } from '@/features/proposals/components/entry-form'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'

/** proposal/{1|2}/{id}/entry: the phase form, or the entry read-only with the reason. */
export default function ProposalEntry() {
  const ctx = useProposalContext()
  const { phase, proposal, user, slug } = ctx
  if (phase === null) {
    return (
      <>
        <PageHeader title="Proposal entry" />
        <EmptyState title="There is no such phase">
          Entries exist for Phase 1 and Phase 2.
        </EmptyState>
      </>
    )
  }
  // Wait for a fresh copy: the form's draft compares the text kept here with the server's latest version.
  if (ctx.waiting || !proposal.data || !user.data || ctx.latest.data === undefined) {
    return (
      <PageFallback
        title={`Phase ${phase} entry`}
        query={[ctx.latest, user, ctx.periods, ctx.teams]}
        loading="Loading the entry…"
        errorTitle="The proposal could not be loaded"
      />
    )
  }
  const p = proposal.data
  const access = ctx.accessFor(phase)!
  const entry = p.entries[phase]
  const members = (ctx.team?.members ?? []).map((m) => ({
    id: m.id,
    name: m.name,
    shirtSize: m.shirtSize,
  }))

  return (
    <>
      <PageHeader
        title={`Phase ${phase} entry`}
        subtitle={
          <>
            {p.title} · {categoryName(p.category)} · team {p.team.name} ·{' '}
            <EntryStatusBadge
              status={entry?.status ?? (phase === 2 && p.phase < 2 ? null : 'Draft')}
            />
          </>
        }
        actions={
          <>
            <LinkButton to={paths.participant.proposal.to(p.id, slug)}>Overview</LinkButton>
            <LinkButton to={paths.participant.view.to(phase, p.id, slug)}>
              Printable view
            </LinkButton>
          </>
        }
      />
      {entry?.status === 'Returned' && entry.returnReason ? (
        <Alert variant="warning">
          <strong>The committee returned this entry:</strong>{' '}
          <span style={{ whiteSpace: 'pre-wrap' }}>{entry.returnReason}</span>
        </Alert>
      ) : null}
      {access.editable ? (
        <EntryForm
          key={`${p.id}:${phase}:${user.data.id}`}
          proposal={p}
          phase={phase}
          userId={user.data.id}
          access={access}
          members={members}
        />
      ) : (
        <>
          <Alert variant="secondary" role="status">
            {access.reason}
          </Alert>
          <EntryFieldsView phase={phase} fields={entry?.fields ?? {}} members={members} />
          <h2 className="h5 mt-4">Files</h2>
          <AttachmentsPanel
            proposalId={p.id}
            phase={phase}
            kind={phase === 1 ? 'poster' : 'presentation'}
            attachments={p.attachments}
            editable={false}
          />
          <AttachmentsPanel
            proposalId={p.id}
            phase={phase}
            kind="supporting"
            attachments={p.attachments}
            editable={false}
          />
        </>
      )}
    </>
  )
}
