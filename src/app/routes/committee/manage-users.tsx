import { useQuery } from '@tanstack/react-query'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { Trans, useLingui } from '@lingui/react/macro'
import { AddFromDirectory, RoleOptions } from '@/app/routes/committee/add-from-directory'
import { PagedDataTable } from '@/components/data/data-table'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryView } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { SearchField } from '@/components/forms/search-field'
import { PageHeader } from '@/components/layout/page-header'
import { roleLabel } from '@/features/auth/roles'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { userQueries, useUpdateUser, type ManagedUser } from '@/features/users/api'
import { useAddressFilters } from '@/lib/table-params'

export default function ManageUsers() {
  const { t } = useLingui()
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
    const name = user.name
    const from = roleLabel(user.roleName)
    const to = roleLabel(roleName)
    if (!(await confirm({ message: t`Change ${name}'s role from ${from} to ${to}?` }))) return
    update.mutate(
      { id: user.id, roleName },
      {
        onSuccess: () => toast.success(t`${name} is now ${to}.`),
      },
    )
  }

  const toggleActive = async (user: ManagedUser) => {
    const name = user.name
    const message = user.isActive
      ? t`Deactivate ${name}? They can no longer sign in to the award; their proposals and scores are kept.`
      : t`Reactivate ${name}?`
    if (!(await confirm({ message, variant: user.isActive ? 'danger' : 'primary' }))) return
    update.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onSuccess: () =>
          toast.success(user.isActive ? t`${name} is deactivated.` : t`${name} is active again.`),
      },
    )
  }

  // Accessible names naming the person the control acts on.
  const roleOf = (name: string) => t`Role of ${name}`
  const deactivate = (name: string) => t`Deactivate ${name}`
  const reactivate = (name: string) => t`Reactivate ${name}`

  return (
    <>
      <PageHeader title={t`Users`} subtitle={t`Who can sign in, and in which role.`} />
      <AddFromDirectory />
      <Row className="g-2 mb-3 align-items-end">
        <Col sm={6} md={4}>
          <SearchField
            id="user-keyword"
            keyword={filters.keyword}
            placeholder={t`Name, e-mail or unit`}
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Col>
        <Col sm={6} md={3}>
          <Form.Label htmlFor="user-role">
            <Trans>Show role</Trans>
          </Form.Label>
          <Form.Select
            id="user-role"
            value={filters.role}
            onChange={(e) => setFilters({ role: e.target.value })}
          >
            <option value="">{t`All roles`}</option>
            <RoleOptions />
          </Form.Select>
        </Col>
      </Row>
      <QueryView query={list}>
        {(data) => (
          <PagedDataTable<ManagedUser>
            page={data}
            onPage={(page) => setFilters({ page })}
            pagerLabel={t`User pages`}
            rowKey={(u) => u.id}
            caption={t`Users`}
            emptyTitle={t`No users match`}
            emptyText={t`Change the search or the role filter.`}
            columns={[
              {
                key: 'name',
                header: t`Name`,
                part: 'title',
                cell: (u) => (
                  <>
                    <div className="fw-semibold">{u.name}</div>
                    <div className="small text-secondary text-break">{u.email}</div>
                  </>
                ),
              },
              { key: 'unit', header: t`Unit`, cell: (u) => u.unit },
              {
                key: 'role',
                header: t`Role`,
                cell: (u) => (
                  <Form.Select
                    size="sm"
                    aria-label={roleOf(u.name)}
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
                header: t`Status`,
                cell: (u) =>
                  u.isActive ? (
                    <Badge bg="success">
                      <Trans context="user status">Active</Trans>
                    </Badge>
                  ) : (
                    <Badge bg="secondary">
                      <Trans>Deactivated</Trans>
                    </Badge>
                  ),
              },
              {
                key: 'actions',
                header: (
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                ),
                part: 'action',
                cell: (u) =>
                  u.id === me.data?.id ? (
                    <span className="small text-secondary">
                      <Trans>You</Trans>
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant={u.isActive ? 'outline-danger' : 'outline-primary'}
                      onClick={() => void toggleActive(u)}
                      disabled={update.isPending}
                      aria-label={u.isActive ? deactivate(u.name) : reactivate(u.name)}
                    >
                      {u.isActive ? t`Deactivate` : t`Reactivate`}
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
