import Button from 'react-bootstrap/Button'
import { useProposalContext } from '@/app/routes/participant/use-proposal-context'
import { PageFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { formatBytes } from '@/features/proposals/attachments-api'
import { EntryFieldsView } from '@/features/proposals/components/entry-fields-view'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { formatDateTime } from '@/lib/dates'

/** proposal/{1|2}/{id}/view: the entry read-only, laid out to print (the shell's navigation is hidden in print). */
export default function ProposalView() {
  const ctx = useProposalContext()
  const { phase, proposal, slug } = ctx
  if (phase === null) {
    return (
      <>
        <PageHeader title="Proposal view" />
        <EmptyState title="There is no such phase">
          Entries exist for Phase 1 and Phase 2.
        </EmptyState>
      </>
    )
  }
  if (ctx.waiting || !proposal.data) {
    return (
      <PageFallback
        title={`Phase ${phase} entry`}
        query={ctx.queries}
        loading="Loading the entry…"
        errorTitle="The proposal could not be loaded"
      />
    )
  }
  const p = proposal.data
  const entry = p.entries[phase]
  const files = p.attachments.filter((a) => a.phase === phase)
  return (
    <article>
      <PageHeader
        title={p.title}
        subtitle={`Phase ${phase} entry · ${categoryName(p.category)} · team ${p.team.name} (${p.team.unit}) · ${p.year}`}
        actions={
          <div className="d-print-none d-flex gap-2">
            <LinkButton to={paths.participant.proposal.to(p.id, slug)}>Overview</LinkButton>
            <Button size="sm" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        }
      />
      {!entry ? (
        <EmptyState title={`No Phase ${phase} entry`}>
          {phase === 2 && p.phase < 2
            ? 'This proposal has not reached Phase 2.'
            : 'Nothing has been written yet.'}
        </EmptyState>
      ) : (
        <>
          <p>
            Status: <EntryStatusBadge status={entry.status} /> · last saved{' '}
            {formatDateTime(entry.updatedAt)}
            {entry.finalizedAt ? ` · finalized ${formatDateTime(entry.finalizedAt)}` : ''}
          </p>
          <EntryFieldsView
            phase={phase}
            fields={entry.fields}
            members={(ctx.team?.members ?? []).map((m) => ({ id: m.id, name: m.name }))}
          />
          <h2 className="h5 mt-4">Files</h2>
          {files.length === 0 ? (
            <p className="text-secondary">No files.</p>
          ) : (
            <ul>
              {files.map((a) => (
                <li key={a.id}>
                  <a href={a.url}>{a.fileName}</a> ({a.kind}, {formatBytes(a.size)})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  )
}
