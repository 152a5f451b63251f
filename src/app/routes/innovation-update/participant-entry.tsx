import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import { useParams } from 'react-router'
import { QueryFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { UpdateForm } from '@/features/innovation-updates/components/update-form'
import { writeLock } from '@/features/innovation-updates/rules'
import { formatDateTime } from '@/lib/dates'

/** Write the update, or read it with the reason when it can no longer be written. */
export default function ParticipantUpdateEntry() {
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const update = useQuery(innovationUpdateQueries.detail(event.data?.id ?? null, id))
  const { user } = useCurrentUser()

  let body
  if (!update.data) body = <QueryFallback query={[event, update]} loading="Loading the update…" />
  else if (writeLock(update.data) !== null)
    body = (
      <>
        <Alert variant="secondary">{writeLock(update.data)}</Alert>
        <UpdateDetails update={update.data} />
      </>
    )
  else
    body = (
      <UpdateForm
        key={update.data.id}
        update={update.data}
        eventId={event.data?.id ?? null}
        isLeader={user.data?.id !== undefined && user.data.id === update.data.leaderId}
      />
    )

  return (
    <>
      <PageHeader
        title={update.data ? `Update: ${update.data.proposalTitle}` : 'Write an innovation update'}
        subtitle={
          update.data
            ? `${update.data.periodDescription} · ${update.data.teamName} · due ${formatDateTime(update.data.periodEndAt)}`
            : undefined
        }
        actions={<LinkButton to={paths.updateParticipant.root.to()}>My updates</LinkButton>}
      />
      {body}
    </>
  )
}
