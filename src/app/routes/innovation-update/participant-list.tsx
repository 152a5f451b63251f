import { useQuery } from '@tanstack/react-query'
import ListGroup from 'react-bootstrap/ListGroup'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { translate } from '@/i18n'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import { updatePeriodName } from '@/features/innovation-updates/rules'
import type { InnovationUpdate } from '@/features/innovation-updates/schemas'
import { formatDateTime } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'

/** What the team should do next with this update (beside its status badge, which it does not repeat). */
function nextStep(u: InnovationUpdate): { text: string; action: 'write' | 'view' | null } {
  const open = u.closedReason === null
  if (u.status === 'Reviewed')
    return { text: translate(msg`Read the committee’s comment.`), action: 'view' }
  if (u.status === 'Submitted')
    return { text: translate(msg`Waiting for the committee’s review.`), action: 'view' }
  if (open) {
    const due = formatDateTime(u.periodEndAt)
    return { text: translate(msg`Write and submit before ${due}.`), action: 'write' }
  }
  if (u.status === 'Draft')
    return { text: translate(msg`Not submitted: the period is closed.`), action: 'view' }
  return { text: u.closedReason ?? '', action: null }
}

/** My teams' updates in the year's participant periods, grouped by period. */
export default function ParticipantUpdateList() {
  const { t } = useLingui()
  const event = useEvent(getConfig().defaultEventSlug)
  const year = useSelectedYear()
  const updates = useQuery(innovationUpdateQueries.mine(event.data?.id ?? null, year))

  const groups = new Map<string, InnovationUpdate[]>()
  for (const u of updates.data ?? []) groups.set(u.periodId, [...(groups.get(u.periodId) ?? []), u])

  // Each link's name starts with its visible words (WCAG 2.5.3), then says which update.
  const writeLabel = (update: InnovationUpdate) => {
    const title = update.proposalTitle
    const period = updatePeriodName(update)
    return update.status === 'Draft'
      ? t`Continue the update on ${title}, ${period}`
      : t`Write update: ${title}, ${period}`
  }
  const viewLabel = (update: InnovationUpdate) => {
    const title = update.proposalTitle
    const period = updatePeriodName(update)
    return t`View the update on ${title}, ${period}`
  }

  let body
  if (!updates.data)
    body = <QueryFallback query={[event, updates]} loading={t`Loading your updates…`} />
  else if (updates.data.length === 0)
    body = (
      <EmptyState title={t`No updates to write`}>
        <Trans>
          Your team posts progress updates once its proposal has been approved in Phase 1. Nothing
          of yours is taking part in {year}.
        </Trans>
      </EmptyState>
    )
  else
    body = [...groups.values()].map((items) => {
      const first = items[0]!
      return (
        <section key={first.periodId} className="mb-4" aria-labelledby={`period-${first.periodId}`}>
          <h2 className="h5" id={`period-${first.periodId}`}>
            {updatePeriodName(first)}
          </h2>
          <p className="small text-body-secondary mb-2">
            {formatDateTime(first.periodStartAt)} – {formatDateTime(first.periodEndAt)}
            {first.closedReason === null ? ` · ${t`open now`}` : ''}
          </p>
          <ListGroup>
            {items.map((u) => {
              const step = nextStep(u)
              return (
                <ListGroup.Item
                  key={u.id}
                  className="d-flex flex-wrap justify-content-between align-items-center gap-2"
                >
                  <div className="me-auto">
                    <div className="fw-semibold">{u.proposalTitle}</div>
                    <div className="small text-body-secondary">
                      {u.teamName} · <UpdateStatusBadge status={u.status} /> {step.text}
                    </div>
                  </div>
                  {step.action === 'write' ? (
                    <Link
                      className="btn btn-primary btn-sm"
                      to={paths.updateParticipant.entry.to(u.id)}
                      aria-label={writeLabel(u)}
                    >
                      {u.status === 'Draft' ? t`Continue` : t`Write update`}
                    </Link>
                  ) : step.action === 'view' ? (
                    <Link
                      className="btn btn-outline-secondary btn-sm"
                      to={paths.updateParticipant.view.to(u.id)}
                      aria-label={viewLabel(u)}
                    >
                      <Trans>View</Trans>
                    </Link>
                  ) : null}
                </ListGroup.Item>
              )
            })}
          </ListGroup>
        </section>
      )
    })

  return (
    <>
      <PageHeader
        title={t`My innovation updates`}
        subtitle={t`Progress updates on your proposals in ${year}, one per participant period.`}
      />
      {body}
    </>
  )
}
