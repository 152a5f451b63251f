import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import { useParams } from 'react-router'
import { QueryFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { writeLock } from '@/features/innovation-updates/rules'

/** One update, read-only; the buttons are hidden when printing. */
export default function ParticipantUpdateView() {
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const update = useQuery(innovationUpdateQueries.detail(event.data?.id ?? null, id))

  let body
  if (!update.data) body = <QueryFallback query={[event, update]} loading="Loading the update…" />
  else body = <UpdateDetails update={update.data} />

  const canWrite = update.data && writeLock(update.data) === null
  return (
    <>
      <PageHeader
        title={update.data ? `Update: ${update.data.proposalTitle}` : 'Innovation update'}
        subtitle={update.data?.periodDescription}
        actions={
          <div className="d-flex flex-wrap gap-2 d-print-none">
            <LinkButton to={paths.updateParticipant.root.to()}>My updates</LinkButton>
            {canWrite ? (
              <Link
                to={paths.updateParticipant.entry.to(id)}
                className="btn btn-outline-primary btn-sm"
              >
                Edit
              </Link>
            ) : null}
            {update.data ? (
              <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
                Print
              </Button>
            ) : null}
          </div>
        }
      />
      {body}
    </>
  )
}
