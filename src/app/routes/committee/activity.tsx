import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PagedDataTable } from '@/components/data/data-table'
import { QueryView } from '@/components/feedback/query-view'
import { DayFilter } from '@/components/forms/day-filter'
import { SearchForm } from '@/components/forms/search-field'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { activityQueries, ENTITY_LABELS, entityLabel, type Activity } from '@/features/activity/api'
import { useAddressFilters } from '@/lib/table-params'
import { formatDateTime } from '@/lib/dates'

/** The audit log: who changed what, when; filters live in the URL so a view can be shared. */
export default function ActivityLog() {
  const { event } = useParams()
  const { t, i18n } = useLingui()
  const { search: params, update } = useAddressFilters()
  const filters = {
    page: Number(params.get('page')) || 1,
    keyword: params.get('keyword') ?? '',
    entity: params.get('entity') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const list = useQuery(activityQueries.list(filters, i18n.locale))
  const changes = (count: number) => t`${plural(count, { one: '# change', other: '# changes' })}`

  return (
    <>
      <PageHeader title={t`Activity`} subtitle={t`Every change made in the award, newest first.`} />
      <SearchForm className="mb-3" onSearch={(keyword) => update({ keyword })}>
        <Row className="g-2 align-items-start">
          <Col xs={12} md={4}>
            <Form.Label htmlFor="activity-keyword">
              <Trans>Search</Trans>
            </Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                id="activity-keyword"
                name="keyword"
                defaultValue={filters.keyword}
                placeholder={t`Person, proposal, action…`}
                key={filters.keyword}
              />
              <Button type="submit" variant="outline-primary">
                <Trans>Search</Trans>
              </Button>
            </div>
          </Col>
          <Col xs={12} sm={4} md={3}>
            <Form.Label htmlFor="activity-entity">
              <Trans>What changed</Trans>
            </Form.Label>
            <Form.Select
              id="activity-entity"
              value={filters.entity}
              onChange={(e) => update({ entity: e.target.value })}
            >
              <option value="">{t`Everything`}</option>
              {Object.entries(ENTITY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {i18n._(label)}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} sm={6} md={2}>
            <Form.Label htmlFor="activity-from">
              <Trans context="first day">From</Trans>
            </Form.Label>
            <DayFilter
              id="activity-from"
              what={t`the first day`}
              value={filters.from}
              onChange={(from) => update({ from })}
            />
          </Col>
          <Col xs={12} sm={6} md={2}>
            <Form.Label htmlFor="activity-to">
              <Trans context="last day">To</Trans>
            </Form.Label>
            <DayFilter
              id="activity-to"
              what={t`the last day`}
              value={filters.to}
              onChange={(to) => update({ to })}
            />
          </Col>
        </Row>
      </SearchForm>

      <QueryView query={list}>
        {(data) => (
          <>
            <p className="text-secondary small" aria-live="polite">
              {changes(data.totalCount)}
            </p>
            <PagedDataTable<Activity>
              page={data}
              onPage={(page) => update({ page: String(page) })}
              pagerLabel={t`Activity pages`}
              rowKey={(a) => a.id}
              caption={t`Activity`}
              emptyTitle={t`No activity matches`}
              emptyText={t`Changes appear here as soon as anyone acts: periods started, proposals reviewed, scores submitted.`}
              columns={[
                {
                  key: 'at',
                  header: t`When`,
                  cell: (a) => <time dateTime={a.at}>{formatDateTime(a.at)}</time>,
                  className: 'text-nowrap',
                },
                { key: 'actor', header: t`Who`, cell: (a) => a.actorName },
                { key: 'entity', header: t`What`, cell: (a) => entityLabel(a.entity) },
                {
                  key: 'summary',
                  header: t`Change`,
                  part: 'title',
                  cell: (a) => (
                    <Link to={paths.committee.activityDetail.to(a.id, event)}>{a.summary}</Link>
                  ),
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </>
  )
}
