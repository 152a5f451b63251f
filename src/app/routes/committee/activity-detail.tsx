import { useQuery } from '@tanstack/react-query'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { QueryView } from '@/components/feedback/query-view'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { activityQueries, entityLabel } from '@/features/activity/api'
import { ChangesTable } from '@/features/activity/components/changes-table'
import { formatDateTime } from '@/lib/dates'

export default function ActivityDetail() {
  const { event, id = '' } = useParams()
  // The record's kind and summary read in the language shown.
  const { i18n } = useLingui()
  const detail = useQuery(activityQueries.detail(id, i18n.locale))
  return (
    <>
      <p className="mb-2">
        <Link to={paths.committee.activity.to(event)}>
          <Trans>← All activity</Trans>
        </Link>
      </p>
      <QueryView query={detail}>
        {(data) => (
          <>
            <PageHeader
              title={data.summary}
              subtitle={`${data.actorName} · ${formatDateTime(data.at)}`}
            />
            <Card body className="mb-3">
              <dl className="row mb-0">
                <dt className="col-sm-3">
                  <Trans>What</Trans>
                </dt>
                <dd className="col-sm-9">{entityLabel(data.entity)}</dd>
                <dt className="col-sm-3">
                  <Trans>Record</Trans>
                </dt>
                <dd className="col-sm-9">
                  <code>{data.entityId}</code>
                </dd>
                <dt className="col-sm-3">
                  <Trans>Action</Trans>
                </dt>
                <dd className="col-sm-9 mb-0">{data.action}</dd>
              </dl>
            </Card>
            <h2 className="h5">
              <Trans>Before and after</Trans>
            </h2>
            <ChangesTable before={data.before} after={data.after} />
          </>
        )}
      </QueryView>
    </>
  )
}
