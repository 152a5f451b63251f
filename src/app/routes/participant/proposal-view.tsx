import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useProposalContext } from '@/app/routes/participant/use-proposal-context'
import { PageFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { UPLOAD_RULES } from '@/domain/uploads'
import { formatBytes } from '@/lib/file-size'
import { EntryFieldsView } from '@/features/proposals/components/entry-fields-view'
import { EntryStatusBadge } from '@/features/proposals/components/entry-status-badge'
import { formatDateTime } from '@/lib/dates'
import { notAdvancedText } from '@/domain/award'

/** proposal/{1|2}/{id}/view: the entry read-only, laid out to print (the shell's navigation is hidden in print). */
export default function ProposalView() {
  const { i18n, t } = useLingui()
  const ctx = useProposalContext()
  const { phase, proposal, slug } = ctx
  if (phase === null) {
    return (
      <>
        <PageHeader title={t`Proposal view`} />
        <EmptyState title={t`There is no such phase`}>
          <Trans>Entries exist for Phase 1 and Phase 2.</Trans>
        </EmptyState>
      </>
    )
  }
  if (ctx.waiting || !proposal.data) {
    return (
      <PageFallback
        title={t`Phase ${phase} entry`}
        query={ctx.queries}
        loading={t`Loading the entry…`}
        errorTitle={t`The proposal could not be loaded`}
      />
    )
  }
  const p = proposal.data
  const entry = p.entries[phase]
  // Out after Phase 1: its Phase 2 says so rather than only that it was not reached.
  const out = ctx.notAdvanced()
  const files = p.attachments.filter((a) => a.phase === phase)
  const category = categoryName(p.category)
  const team = p.team.name
  const unit = p.team.unit
  const year = p.year
  const saved = entry ? formatDateTime(entry.updatedAt) : ''
  const finalized = entry?.finalizedAt ? formatDateTime(entry.finalizedAt) : null
  return (
    <article>
      <PageHeader
        title={p.title}
        subtitle={t`Phase ${phase} entry · ${category} · team ${team} (${unit}) · ${year}`}
        actions={
          <div className="d-print-none d-flex gap-2">
            <LinkButton to={paths.participant.proposal.to(p.id, slug)}>
              <Trans>Overview</Trans>
            </LinkButton>
            <Button size="sm" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          </div>
        }
      />
      {!entry ? (
        <EmptyState title={t`No Phase ${phase} entry`}>
          {phase === 2 && p.phase < 2
            ? out?.from === 1
              ? notAdvancedText(out.title, 1, out.status)
              : t`This proposal has not reached Phase 2.`
            : t`Nothing has been written yet.`}
        </EmptyState>
      ) : (
        <>
          <p>
            <Trans>
              Status: <EntryStatusBadge status={entry.status} /> · last saved {saved}
            </Trans>
            {finalized ? ` · ${t`finalized ${finalized}`}` : ''}
          </p>
          <EntryFieldsView
            phase={phase}
            fields={entry.fields}
            members={(ctx.team?.members ?? []).map((m) => ({ id: m.id, name: m.name }))}
          />
          <h2 className="h5 mt-4">
            <Trans>Files</Trans>
          </h2>
          {files.length === 0 ? (
            <p className="text-secondary">
              <Trans>No files.</Trans>
            </p>
          ) : (
            <ul>
              {files.map((a) => (
                <li key={a.id}>
                  <a href={a.url}>{a.fileName}</a> ({i18n._(UPLOAD_RULES[a.kind].noun)},{' '}
                  {formatBytes(a.size)})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  )
}
