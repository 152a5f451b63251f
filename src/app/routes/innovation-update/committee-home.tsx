import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import ListGroup from 'react-bootstrap/ListGroup'
import { Trans, useLingui } from '@lingui/react/macro'
import { TimelineYearSteps } from '@/app/layouts/year-control'
import { QueryView } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { PageHeader } from '@/components/layout/page-header'
import { DEFAULT_TITLE_PREFIX, getConfig } from '@/config/env'
import { timelineChangeVerdict } from '@/domain/award'
import { useEvent } from '@/features/event/api'
import { PeriodEmailComposer } from '@/features/messages/components/period-email-composer'
import { periodQueries } from '@/features/periods/api'
import { publicationsQuery } from '@/features/scoring/publications'
import { AutoReminderDialog } from '@/features/periods/components/auto-reminders'
import { EditTimeDialog } from '@/features/periods/components/edit-times-dialog'
import { PeriodRow } from '@/features/periods/components/period-row'
import { RestartPeriodDialog } from '@/features/periods/components/restart-period-dialog'
import { periodTitle } from '@/features/periods/period-name'
import type { Period } from '@/features/periods/schemas'
import { useSelectedYear } from '@/lib/selected-year'
import { useNow } from '@/lib/use-now'

/** The committee's timeline: the year's six periods; start one, edit its times, compose its e-mail, plan its reminders. */
export default function CommitteeTimeline() {
  const { t } = useLingui()
  const event = useEvent(getConfig().defaultEventSlug)
  const year = useSelectedYear()
  const periods = useQuery(periodQueries.byYear(event.data?.id ?? null, year))
  // The published phases end their reminders: a period's automatic reminder says it will not go.
  const publications = useQuery(publicationsQuery(year))
  const [editing, setEditing] = useState<Period | null>(null)
  const [restarting, setRestarting] = useState<Period | null>(null)
  const [reminding, setReminding] = useState<Period | null>(null)
  const [emailing, setEmailing] = useState<Period | null>(null)
  const ordered = [...(periods.data ?? [])].sort((a, b) => a.periodId - b.periodId)
  const now = useNow(undefined, periods.dataUpdatedAt)
  // domain/award/timeline.ts: a finished year's periods can be neither started nor edited.
  const change = timelineChangeVerdict(ordered, now)
  const lockedId = 'timeline-locked'
  const eventName = event.data?.name ?? DEFAULT_TITLE_PREFIX

  return (
    <>
      <PageHeader
        title={t`Timeline and innovation updates`}
        subtitle={t`${eventName} ${year}: start each period, adjust its times and send its e-mail.`}
        actions={<TimelineYearSteps />}
      />
      <QueryView
        query={[event, periods]}
        loading={t`Loading the timeline…`}
        errorTitle={t`The timeline could not be loaded`}
      >
        {() =>
          ordered.length === 0 ? (
            <EmptyState title={t`No periods are set up for ${year}`}>
              <Trans>
                Choose another year, or ask the administrator to create this year's periods.
              </Trans>
            </EmptyState>
          ) : (
            <>
              <h2 className="h5">
                <Trans>Periods of {year}</Trans>
              </h2>
              {change.ok ? null : (
                <p id={lockedId} className="text-secondary">
                  {change.reason}
                </p>
              )}
              <ListGroup as="ol" className="mb-4" aria-label={t`Periods of ${year}`}>
                {ordered.map((period) => (
                  <PeriodRow
                    key={period.id}
                    period={period}
                    periods={ordered}
                    fetchedAt={periods.dataUpdatedAt}
                    onEdit={() => setEditing(period)}
                    onRestart={() => setRestarting(period)}
                    onReminders={() => setReminding(period)}
                    onSendEmail={() => setEmailing(period)}
                    lockedBy={change.ok ? null : lockedId}
                    publications={publications.data}
                  />
                ))}
              </ListGroup>
            </>
          )
        }
      </QueryView>
      <EditTimeDialog period={editing} periods={ordered} onClose={() => setEditing(null)} />
      <RestartPeriodDialog
        period={restarting}
        periods={ordered}
        onClose={() => setRestarting(null)}
      />
      <AutoReminderDialog period={reminding} onClose={() => setReminding(null)} />
      <PeriodEmailComposer
        period={emailing ? { ...emailing, name: periodTitle(emailing) } : null}
        onClose={() => setEmailing(null)}
      />
    </>
  )
}
