import { useQuery } from '@tanstack/react-query'
import Badge from 'react-bootstrap/Badge'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import { Pager } from '@/components/data/pager'
import { QueryView } from '@/components/feedback/query-view'
import { SearchField } from '@/components/forms/search-field'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { SHIRT_SIZES } from '@/config/shirt-sizes'
import { paths } from '@/config/paths'
import { teamQueries } from '@/features/teams/api'
import type { Team } from '@/features/teams/schemas'
import { useSelectedYear } from '@/lib/selected-year'
import { useAddressFilters } from '@/lib/table-params'

/** The year's teams: members, leader, unit, T-shirt sizes and their totals for the camp order. */
export default function ManageTeams() {
  const { event } = useParams()
  const { t } = useLingui()
  const year = useSelectedYear()
  const { search: params, update } = useAddressFilters()
  const filters = {
    year,
    page: Number(params.get('page')) || 1,
    keyword: params.get('keyword') ?? '',
  }
  const list = useQuery(teamQueries.list(filters))

  const members = list.data?.items.flatMap((team) => team.members) ?? []
  const totals = SHIRT_SIZES.map((s) => ({
    size: s.size,
    count: members.filter((m) => m.shirtSize === s.size).length,
  }))
  const missing = members.filter((m) => !m.shirtSize).length
  const memberCount = members.length

  return (
    <>
      <PageHeader
        title={t`Teams`}
        subtitle={t`Teams of ${year}, their members and T-shirt sizes.`}
      />
      <Row className="g-2 mb-3">
        <Col sm={6} md={4}>
          <SearchField
            id="team-keyword"
            keyword={filters.keyword}
            placeholder={t`Team, unit, code or member`}
            onSearch={(keyword) => update({ keyword })}
          />
        </Col>
      </Row>
      <QueryView query={list}>
        {(data) => (
          <>
            <Card body className="mb-3">
              <h2 className="h6">
                {data.pageCount > 1
                  ? t`${plural(memberCount, {
                      one: 'T-shirt sizes (# member on this page)',
                      other: 'T-shirt sizes (# members on this page)',
                    })}`
                  : t`${plural(memberCount, {
                      one: 'T-shirt sizes (# member)',
                      other: 'T-shirt sizes (# members)',
                    })}`}
              </h2>
              <ul className="list-inline mb-0" aria-label={t`T-shirt size totals`}>
                {totals.map((total) => (
                  <li key={total.size} className="list-inline-item me-3">
                    <strong>{total.size}</strong> {total.count}
                  </li>
                ))}
                {missing ? (
                  <li className="list-inline-item">
                    <Trans>Not chosen yet: {missing}</Trans>
                  </li>
                ) : null}
              </ul>
            </Card>
            <DataTable<Team>
              rows={data.items}
              rowKey={(team) => team.id}
              caption={t`Teams of ${year}`}
              emptyTitle={filters.keyword ? t`No team matches` : t`No teams in ${year} yet`}
              emptyText={
                filters.keyword
                  ? t`Change the search.`
                  : t`Teams appear here as participants register and form them.`
              }
              columns={[
                {
                  key: 'team',
                  header: t`Team`,
                  part: 'title',
                  cell: ({ name, unit, code }) => (
                    <>
                      <div className="fw-semibold">{name}</div>
                      <div className="small">
                        <Trans>
                          {unit} · code <span className="font-monospace">{code}</span>
                        </Trans>
                      </div>
                    </>
                  ),
                },
                {
                  key: 'members',
                  header: t`Members and sizes`,
                  cell: (team) => (
                    <ul className="list-unstyled mb-0">
                      {team.members.map((m) => (
                        <li key={m.id}>
                          {m.name}{' '}
                          {m.isLeader ? (
                            <Badge bg="dark">
                              <Trans>Leader</Trans>
                            </Badge>
                          ) : null}{' '}
                          <span className="small">— {m.shirtSize ?? t`no size yet`}</span>
                        </li>
                      ))}
                    </ul>
                  ),
                },
                {
                  key: 'count',
                  header: t({ message: 'Size', context: 'team members' }),
                  cell: (team) => {
                    const size = team.members.length
                    const max = team.maxMembers
                    return t`${size} of ${max}`
                  },
                  className: 'text-nowrap',
                },
                {
                  key: 'actions',
                  header: (
                    <span className="visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  ),
                  part: 'action',
                  cell: (team) => {
                    const name = team.name
                    return (
                      <Link
                        to={paths.committee.newProposal.to(team.id, event)}
                        aria-label={t`New proposal for ${name}`}
                      >
                        <Trans>New proposal</Trans>
                      </Link>
                    )
                  },
                },
              ]}
            />
            <Pager
              page={data.currentPage}
              pageCount={data.pageCount}
              onChange={(page) => update({ page })}
              label={t`Team pages`}
            />
          </>
        )}
      </QueryView>
    </>
  )
}
