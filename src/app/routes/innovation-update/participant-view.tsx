import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateDetails } from '@/features/innovation-updates/components/update-details'
import { updatePeriodName, writeLock } from '@/features/innovation-updates/rules'

/** One update, read-only; the buttons are hidden when printing. */
export default function ParticipantUpdateView() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const update = useQuery(innovationUpdateQueries.detail(event.data?.id ?? null, id))

  let body
  if (!update.data)
    body = <QueryFallback query={[event, update]} loading={t`Loading the update…`} />
  else body = <UpdateDetails update={update.data} />

  const canWrite = update.data && writeLock(update.data) === null
  const proposalTitle = update.data?.proposalTitle
  return (
    <>
      <PageHeader
        title={update.data ? t`Update: ${proposalTitle}` : t`Innovation update`}
        subtitle={update.data ? updatePeriodName(update.data) : undefined}
        actions={
          <div className="d-flex flex-wrap gap-2 d-print-none">
            <LinkButton to={paths.updateParticipant.root.to()}>
              <Trans>My updates</Trans>
            </LinkButton>
            {canWrite ? (
              <Link
                to={paths.updateParticipant.entry.to(id)}
                className="btn btn-outline-primary btn-sm"
              >
                <Trans>Edit</Trans>
              </Link>
            ) : null}
            {update.data ? (
              <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
            ) : null}
          </div>
        }
      />
      {body}
    </>
  )
}
