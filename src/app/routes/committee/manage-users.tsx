import { useQuery } from '@tanstack/react-query'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { AddFromDirectory, RoleOptions } from '@/app/routes/committee/add-from-directory'
import { PagedDataTable } from '@/components/data/data-table'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryView } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { SearchField } from '@/components/forms/search-field'
import { PageHeader } from '@/components/layout/page-header'
import { ROLE_LABELS } from '@/features/auth/roles'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { userQueries, useUpdateUser, type ManagedUser } from '@/features/users/api'
import { useAddressFilters } from '@/lib/table-params'

export default function ManageUsers() {
  const { search: params, update: setFilters } = useAddressFilters()
  const filters = {
    page: Number(params.get('page')) || 1,
    role: params.get('role') ?? '',
    keyword: params.get('keyword') ?? '',
  }
  const list = useQuery(userQueries.list(filters))
  const update = useUpdateUser()
  const confirm = useConfirm()
  const toast = useToast()
  const { user: me } = useCurrentUser()

  const changeRole = async (user: ManagedUser, roleName: ManagedUser['roleName']) => {
    if (
      !(await confirm({
        message: `Change ${user.name}'s role from ${ROLE_LABELS[user.roleName]} to ${ROLE_LABELS[roleName]}?`,
      }))
    )
      return
    update.mutate(
      { id: user.id, roleName },
      {
        onSuccess: () => toast.success(`${user.name} is now ${ROLE_LABELS[roleName]}.`),
      },
    )
  }

  const toggleActive = async (user: ManagedUser) => {
    const message = user.isActive
      ? `Deactivate ${user.name}? They can no longer sign in to the award; their proposals and scores are kept.`
      : `Reactivate ${user.name}?`
    if (!(await confirm({ message, variant: user.isActive ? 'danger' : 'primary' }))) return
    update.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onSuccess: () =>
          toast.success(`${user.name} is ${user.isActive ? 'deactivated' : 'active again'}.`),
      },
    )
  }

  return (
    <>
      <PageHeader title="Users" subtitle="Who can sign in, and in which role." />
      <AddFromDirectory />
      <Row className="g-2 mb-3 align-items-end">
        <Col sm={6} md={4}>
          <SearchField
            id="user-keyword"
            keyword={filters.keyword}
            placeholder="Name, e-mail or unit"
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Col>
        <Col sm={6} md={3}>
          <Form.Label htmlFor="user-role">Show role</Form.Label>
          <Form.Select
            id="user-role"
            value={filters.role}
            onChange={(e) => setFilters({ role: e.target.value })}
          >
            <option value="">All roles</option>
            <RoleOptions />
          </Form.Select>
        </Col>
      </Row>
      <QueryView query={list}>
        {(data) => (
          <PagedDataTable<ManagedUser>
            page={data}
            onPage={(page) => setFilters({ page })}
            pagerLabel="User pages"
            rowKey={(u) => u.id}
            caption="Users"
            emptyTitle="No users match"
            emptyText="Change the search or the role filter."
            columns={[
              {
                key: 'name',
                header: 'Name',
                part: 'title',
                cell: (u) => (
                  <>
                    <div className="fw-semibold">{u.name}</div>
                    <div className="small text-secondary text-break">{u.email}</div>
                  </>
                ),
              },
              { key: 'unit', header: 'Unit', cell: (u) => u.unit },
              {
                key: 'role',
                header: 'Role',
                cell: (u) => (
                  <Form.Select
                    size="sm"
                    aria-label={`Role of ${u.name}`}
                    value={u.roleName}
                    disabled={u.id === me.data?.id || update.isPending}
                    onChange={(e) => void changeRole(u, e.target.value as ManagedUser['roleName'])}
                  >
                    <RoleOptions />
                  </Form.Select>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                cell: (u) =>
                  u.isActive ? (
                    <Badge bg="success">Active</Badge>
                  ) : (
                    <Badge bg="secondary">Deactivated</Badge>
                  ),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">Actions</span>,
                part: 'action',
                cell: (u) =>
                  u.id === me.data?.id ? (
                    <span className="small text-secondary">You</span>
                  ) : (
                    <Button
                      size="sm"
                      variant={u.isActive ? 'outline-danger' : 'outline-primary'}
                      onClick={() => void toggleActive(u)}
                      disabled={update.isPending}
                      aria-label={`${u.isActive ? 'Deactivate' : 'Reactivate'} ${u.name}`}
                    >
                      {u.isActive ? 'Deactivate' : 'Reactivate'}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </>
  )
}
