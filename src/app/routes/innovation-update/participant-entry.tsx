import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import {
  UpdateDetails,
  UpdateDraftValues,
} from '@/features/innovation-updates/components/update-details'
import { UpdateForm, updateDraftKey } from '@/features/innovation-updates/components/update-form'
import {
  toFormValues,
  updateContent,
  type UpdateFormValues,
} from '@/features/innovation-updates/schemas'
import { UnsentDraftNotice } from '@/components/forms/unsent-draft-notice'
import { updatePeriodName, writeLock } from '@/features/innovation-updates/rules'
import { formatDateTime } from '@/lib/dates'

/** Write the update, or read it with the reason when it can no longer be written. */
export default function ParticipantUpdateEntry() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const update = useQuery(innovationUpdateQueries.detail(event.data?.id ?? null, id))
  const { user } = useCurrentUser()

  const server = update.data ? toFormValues(update.data) : null
  let body
  if (!update.data || !server || !user.data)
    body = <QueryFallback query={[event, update, user]} loading={t`Loading the update…`} />
  else if (writeLock(update.data) !== null)
    body = (
      <>
        <Alert variant="secondary">{writeLock(update.data)}</Alert>
        <UnsentDraftNotice<UpdateFormValues>
          draftKey={updateDraftKey(update.data.id)}
          server={server}
          content={updateContent}
          serverCopy={<UpdateDetails update={update.data} />}
        >
          {(values, fields) => <UpdateDraftValues values={values} only={fields} />}
        </UnsentDraftNotice>
      </>
    )
  else
    body = (
      // One form per update and person: the text on screen and kept on this device is the signed-in
      // person's own, also when the account changes on this page.
      <UpdateForm
        key={`${update.data.id}:${user.data.id}`}
        update={update.data}
        eventId={event.data?.id ?? null}
        isLeader={user.data.id === update.data.leaderId}
      />
    )

  const proposalTitle = update.data?.proposalTitle
  const period = update.data ? updatePeriodName(update.data) : undefined
  const team = update.data?.teamName
  const due = update.data ? formatDateTime(update.data.periodEndAt) : ''
  return (
    <>
      <PageHeader
        title={update.data ? t`Update: ${proposalTitle}` : t`Innovation update`}
        subtitle={update.data ? t`${period} · ${team} · due ${due}` : undefined}
        actions={
          <LinkButton to={paths.updateParticipant.root.to()}>
            <Trans>My updates</Trans>
          </LinkButton>
        }
      />
      {body}
    </>
  )
}
