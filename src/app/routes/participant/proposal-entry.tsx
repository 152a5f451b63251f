import Alert from 'react-bootstrap/Alert'
import { Trans, useLingui } from '@lingui/react/macro'
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
import {
  entryDraftKey,
  memberSizeValues,
  toApiFields,
  toFormValues,
  type EntryFormValues,
} from '@/features/proposals/entry-fields'
import { UnsentDraftNotice } from '@/components/forms/unsent-draft-notice'

/** proposal/{1|2}/{id}/entry: the phase form, or the entry read-only with the reason. */
export default function ProposalEntry() {
  const { t } = useLingui()
  const ctx = useProposalContext()
  const { phase, proposal, user, slug } = ctx
  if (phase === null) {
    return (
      <>
        <PageHeader title={t`Proposal entry`} />
        <EmptyState title={t`There is no such phase`}>
          <Trans>Entries exist for Phase 1 and Phase 2.</Trans>
        </EmptyState>
      </>
    )
  }
  // Wait for a fresh copy: the form's draft compares the text kept here with the server's latest version.
  if (ctx.waiting || !proposal.data || !user.data || ctx.latest.data === undefined) {
    return (
      <PageFallback
        title={t`Phase ${phase} entry`}
        // A proposal that cannot be shown (a wrong address, no longer the team's) is no dead end.
        actions={
          <LinkButton to={paths.participant.root.to(slug)}>
            <Trans>Back to my home</Trans>
          </LinkButton>
        }
        query={[ctx.latest, user, ctx.periods, ctx.teams]}
        loading={t`Loading the entry…`}
        errorTitle={t`The proposal could not be loaded`}
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
  // What the server holds, read as the form reads it (memberSizeValues).
  const serverValues = {
    ...memberSizeValues(phase, members),
    ...toFormValues(phase, entry?.fields ?? {}),
  }
  const title = p.title
  const category = categoryName(p.category)
  const team = p.team.name

  return (
    <>
      <PageHeader
        title={t`Phase ${phase} entry`}
        subtitle={
          <Trans>
            {title} · {category} · team {team} ·{' '}
            <EntryStatusBadge
              status={entry?.status ?? (phase === 2 && p.phase < 2 ? null : 'Draft')}
            />
          </Trans>
        }
        actions={
          <>
            <LinkButton to={paths.participant.proposal.to(p.id, slug)}>
              <Trans>Overview</Trans>
            </LinkButton>
            <LinkButton to={paths.participant.view.to(phase, p.id, slug)}>
              <Trans>Printable view</Trans>
            </LinkButton>
          </>
        }
      />
      {entry?.status === 'Returned' && entry.returnReason ? (
        <Alert variant="warning">
          <strong>
            <Trans>The committee returned this entry:</Trans>
          </strong>{' '}
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
          <UnsentDraftNotice<EntryFormValues>
            draftKey={entryDraftKey(p.id, phase, user.data.id)}
            server={serverValues}
            content={(values) => toApiFields(phase, values)}
            serverCopy={
              <EntryFieldsView phase={phase} fields={entry?.fields ?? {}} members={members} />
            }
          >
            {(values, fields) => (
              <EntryFieldsView
                phase={phase}
                fields={toApiFields(phase, values)}
                members={members}
                only={fields}
              />
            )}
          </UnsentDraftNotice>
          <h2 className="h5 mt-4">
            <Trans>Files</Trans>
          </h2>
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
