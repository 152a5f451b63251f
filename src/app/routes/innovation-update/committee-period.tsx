import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import Button from 'react-bootstrap/Button'
import ProgressBar from 'react-bootstrap/ProgressBar'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable, type Column } from '@/components/data/data-table'
import { TableFilters, TablePager } from '@/components/data/table-filters'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { getConfig } from '@/config/env'
import { isParticipantPeriod, periodMessagesVerdict, YES } from '@/domain/award'
import { paths } from '@/config/paths'
import { useEvent } from '@/features/event/api'
import { innovationUpdateQueries } from '@/features/innovation-updates/api'
import { RemindButton } from '@/features/messages/components/remind-button'
import { UpdateStatusBadge } from '@/features/innovation-updates/components/update-status-badge'
import {
  type InnovationUpdate,
  UPDATE_SORT_LABELS,
  UPDATE_SORTS,
  UPDATE_STATUS_FILTER_LABELS,
  UPDATE_STATUS_FILTERS,
} from '@/features/innovation-updates/schemas'
import { PeriodEmailComposer } from '@/features/messages/components/period-email-composer'
import { periodQueries } from '@/features/periods/api'
import {
  AutoReminderDialog,
  AutoReminderStates,
} from '@/features/periods/components/auto-reminders'
import { formatDateTime } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import { formatIdr } from '@/lib/money'
import { type TableParamsSpec, useTableParams } from '@/lib/table-params'
import { periodTitle } from '@/features/periods/period-name'

/** This screen's open work: the innovation updates not posted in the period. */
const UPDATE_WORK = ['updates'] as const
const posted = (u: InnovationUpdate) => u.status === 'Submitted' || u.status === 'Reviewed'
const UPDATES_TABLE: TableParamsSpec = {
  filters: { status: UPDATE_STATUS_FILTERS },
  sorts: UPDATE_SORTS,
  defaultSort: 'title',
}

/**
 * One participant period: who has and has not posted, a page at a time (filtered and sorted on the
 * server), the e-mail of its innovation updates (its composer: to the teams taking part, asking for
 * their update by the period's end) and its automatic reminder of the updates.
 */
export default function CommitteeUpdatePeriod() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  const event = useEvent(getConfig().defaultEventSlug)
  const eventId = event.data?.id ?? null
  const periods = useQuery(periodQueries.list(eventId))
  const table = useTableParams(UPDATES_TABLE)
  const period = periods.data?.find((p) => p.id === id)
  // Teams post updates only in participant periods: another period (the jury's) has none to list,
  // to remind of or to write about, so nothing is asked for it and none of its actions is offered.
  const takesUpdates = period === undefined || isParticipantPeriod(period.periodId)
  const updatesOf = takesUpdates ? id : ''
  const updates = useQuery(innovationUpdateQueries.byPeriod(eventId, updatesOf, table.params))
  const counts = useQuery(innovationUpdateQueries.postedCount(eventId, updatesOf))
  const actionable = period !== undefined && takesUpdates
  // Ended, its e-mail and reminder would ask for updates by an end that is past (the API refuses them).
  const now = useNow()
  const messaging = period ? periodMessagesVerdict(period, now) : YES
  const endedId = useId()
  // Ended with its reminder still on and unsent: it can be switched off.
  const updatesReminderOn =
    period?.autoReminders.some((r) => r.work === 'updates' && r.enabled && !r.sentAt) ?? false
  const [reminding, setReminding] = useState(false)
  const [emailing, setEmailing] = useState(false)

  const periodName = period ? periodTitle(period) : undefined
  const periodYear = period?.year
  const title = period ? t`Updates: ${periodName} ${periodYear}` : t`Period updates`
  const rows = updates.data?.items ?? []

  const progressLabel = (title: string, progress: number) => t`Progress of ${title}: ${progress}%`
  // Each link's name starts with its visible words (WCAG 2.5.3), then says which update.
  const openLabel = (update: InnovationUpdate) => {
    const title = update.proposalTitle
    return update.status === 'Submitted'
      ? t`Review the update on ${title}`
      : t`Open the update on ${title}`
  }

  const columns: Column<InnovationUpdate>[] = [
    { key: 'title', header: t`Proposal`, part: 'title', cell: (u) => u.proposalTitle },
    { key: 'team', header: t`Team`, cell: (u) => u.teamName },
    { key: 'status', header: t`Status`, cell: (u) => <UpdateStatusBadge status={u.status} /> },
    {
      key: 'progress',
      header: t`Progress`,
      cell: (u) =>
        u.progress === null || !posted(u) ? (
          '—'
        ) : (
          // Stacked form: the name goes on the bar itself, where ARIA wants it.
          <ProgressBar style={{ minWidth: 100 }}>
            <ProgressBar
              now={u.progress}
              label={`${u.progress}%`}
              aria-label={progressLabel(u.proposalTitle, u.progress)}
            />
          </ProgressBar>
        ),
    },
    {
      key: 'value',
      header: t`Value realised`,
      cell: (u) => (posted(u) ? formatIdr(u.valueRealised) : '—'),
    },
    {
      key: 'open',
      header: (
        <span className="visually-hidden">
          <Trans context="link to an update">Open</Trans>
        </span>
      ),
      part: 'action',
      cell: (u) =>
        posted(u) ? (
          <Link to={paths.updateCommittee.detail.to(id, u.id)} aria-label={openLabel(u)}>
            {u.status === 'Submitted'
              ? t({ message: 'Review', context: 'link to an update' })
              : t({ message: 'Open', context: 'link to an update' })}
          </Link>
        ) : null,
    },
  ]

  const postedCount = counts.data?.posted
  const totalCount = counts.data?.total
  const starts = period ? formatDateTime(period.startAt) : ''
  const ends = period ? formatDateTime(period.endAt) : ''

  let body
  if (periods.data && !period)
    body = (
      <EmptyState title={t`No such period`}>
        <Trans>This period does not exist. Choose one from the proposals list.</Trans>
      </EmptyState>
    )
  else if (period && !takesUpdates)
    body = (
      <EmptyState title={t`No updates in this period`}>
        <Trans>
          Teams post innovation updates only in participant periods. Choose one from the proposals
          list.
        </Trans>
      </EmptyState>
    )
  else if (!period || !updates.data || !counts.data)
    body = (
      <QueryFallback
        query={[event, periods, updates, counts]}
        loading={t`Loading the updates of this period…`}
      />
    )
  else
    body = (
      <>
        <p>
          {period.isActive ? (
            <Trans>
              <strong>{postedCount}</strong> of <strong>{totalCount}</strong> proposals have posted
              their update. The period runs {starts} – {ends} and is active now.
            </Trans>
          ) : (
            <Trans>
              <strong>{postedCount}</strong> of <strong>{totalCount}</strong> proposals have posted
              their update. The period runs {starts} – {ends}.
            </Trans>
          )}
        </p>
        <AutoReminderStates period={period} works={UPDATE_WORK} className="mb-3" />
        <TableFilters
          table={table}
          idPrefix="updates"
          label={t`Filter the updates for ${periodName}`}
          keywordPlaceholder={t`Proposal or team`}
          selects={[
            {
              name: 'status',
              label: t`Status`,
              anyLabel: t`Any status`,
              options: UPDATE_STATUS_FILTERS.map((v) => ({
                value: v,
                label: UPDATE_STATUS_FILTER_LABELS[v],
              })),
            },
          ]}
          sorts={UPDATE_SORTS.map((v) => ({ value: v, label: UPDATE_SORT_LABELS[v] }))}
        />
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(u) => u.id}
          caption={t`Updates for ${periodName}`}
          emptyTitle={
            table.filtered ? t`No updates match these filters` : t`No proposals taking part`
          }
          emptyText={
            table.filtered
              ? t`Change or clear the filters.`
              : t`Proposals take part once their Phase 1 entry is approved.`
          }
        />
        <TablePager
          page={updates.data}
          shown={rows.length}
          update={table.update}
          label={t`Pages of the updates for ${periodName}`}
        />
      </>
    )

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="d-flex flex-wrap gap-2">
            <LinkButton to={paths.updateCommittee.proposals.to()}>
              <Trans>All proposals</Trans>
            </LinkButton>
            {actionable ? (
              <RemindButton
                audience={{ kind: 'noUpdate', periodId: period.id }}
                label={t`Remind teams with no update`}
              />
            ) : null}
            {actionable ? (
              <Button
                size="sm"
                variant="primary"
                disabled={!messaging.ok}
                aria-describedby={messaging.ok ? undefined : endedId}
                onClick={() => setEmailing(true)}
              >
                <Trans>Send e-mail</Trans>
              </Button>
            ) : null}
            {actionable ? (
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={!messaging.ok && !updatesReminderOn}
                aria-describedby={messaging.ok ? undefined : endedId}
                onClick={() => setReminding(true)}
              >
                <Trans>Automatic reminder</Trans>
              </Button>
            ) : null}
          </div>
        }
      />
      {actionable && !messaging.ok ? (
        <p id={endedId} className="small text-secondary">
          {messaging.reason}
        </p>
      ) : null}
      {body}
      <PeriodEmailComposer
        period={emailing && period && periodName ? { ...period, name: periodName } : null}
        about="updates"
        onClose={() => setEmailing(false)}
      />
      <AutoReminderDialog
        period={reminding && period ? period : null}
        works={UPDATE_WORK}
        onClose={() => setReminding(false)}
      />
    </>
  )
}
