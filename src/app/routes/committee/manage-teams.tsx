import { useQuery } from '@tanstack/react-query'
import Badge from 'react-bootstrap/Badge'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
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
  const year = useSelectedYear()
  const { search: params, update } = useAddressFilters()
  const filters = {
    year,
    page: Number(params.get('page')) || 1,
    keyword: params.get('keyword') ?? '',
  }
  const list = useQuery(teamQueries.list(filters))

  const members = list.data?.items.flatMap((t) => t.members) ?? []
  const totals = SHIRT_SIZES.map((s) => ({
    size: s.size,
    count: members.filter((m) => m.shirtSize === s.size).length,
  }))
  const missing = members.filter((m) => !m.shirtSize).length

  return (
    <>
      <PageHeader title="Teams" subtitle={`Teams of ${year}, their members and T-shirt sizes.`} />
      <Row className="g-2 mb-3">
        <Col sm={6} md={4}>
          <SearchField
            id="team-keyword"
            keyword={filters.keyword}
            placeholder="Team, unit, code or member"
            onSearch={(keyword) => update({ keyword })}
          />
        </Col>
      </Row>
      <QueryView query={list}>
        {(data) => (
          <>
            <Card body className="mb-3">
              <h2 className="h6">
                T-shirt sizes ({members.length} {members.length === 1 ? 'member' : 'members'}
                {data.pageCount > 1 ? ' on this page' : ''})
              </h2>
              <ul className="list-inline mb-0" aria-label="T-shirt size totals">
                {totals.map((t) => (
                  <li key={t.size} className="list-inline-item me-3">
                    <strong>{t.size}</strong> {t.count}
                  </li>
                ))}
                {missing ? <li className="list-inline-item">Not chosen yet: {missing}</li> : null}
              </ul>
            </Card>
            <DataTable<Team>
              rows={data.items}
              rowKey={(t) => t.id}
              caption={`Teams of ${year}`}
              emptyTitle={filters.keyword ? 'No team matches' : `No teams in ${year} yet`}
              emptyText={
                filters.keyword
                  ? 'Change the search.'
                  : 'Teams appear here as participants register and form them.'
              }
              columns={[
                {
                  key: 'team',
                  header: 'Team',
                  part: 'title',
                  cell: (t) => (
                    <>
                      <div className="fw-semibold">{t.name}</div>
                      <div className="small">
                        {t.unit} · code <span className="font-monospace">{t.code}</span>
                      </div>
                    </>
                  ),
                },
                {
                  key: 'members',
                  header: 'Members and sizes',
                  cell: (t) => (
                    <ul className="list-unstyled mb-0">
                      {t.members.map((m) => (
                        <li key={m.id}>
                          {m.name} {m.isLeader ? <Badge bg="dark">Leader</Badge> : null}{' '}
                          <span className="small">— {m.shirtSize ?? 'no size yet'}</span>
                        </li>
                      ))}
                    </ul>
                  ),
                },
                {
                  key: 'count',
                  header: 'Size',
                  cell: (t) => `${t.members.length} of ${t.maxMembers}`,
                  className: 'text-nowrap',
                },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">Actions</span>,
                  part: 'action',
                  cell: (t) => (
                    <Link
                      to={paths.committee.newProposal.to(t.id, event)}
                      aria-label={`New proposal for ${t.name}`}
                    >
                      New proposal
                    </Link>
                  ),
                },
              ]}
            />
            <Pager
              page={data.currentPage}
              pageCount={data.pageCount}
              onChange={(page) => update({ page })}
              label="Team pages"
            />
          </>
        )}
      </QueryView>
    </>
  )
}
