import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import ListGroup from 'react-bootstrap/ListGroup'
import Row from 'react-bootstrap/Row'
import { useSearchParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { Pager } from '@/components/data/pager'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryView } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { PageHeader } from '@/components/layout/page-header'
import { ROLE_LABELS } from '@/features/auth/roles'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useAddUser, userQueries, useUpdateUser, type ManagedUser } from '@/features/users/api'

const ROLES: ManagedUser['roleName'][] = ['Commitee', 'Jury', 'Participant']

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** Add a person from the organisation's directory (people picker on the directory service). */
function AddFromDirectory() {
  const [text, setText] = useState('')
  const [role, setRole] = useState<ManagedUser['roleName']>('Jury')
  const term = useDebounced(text, 300)
  const people = useQuery(userQueries.directory(term))
  const add = useAddUser()
  const toast = useToast()
  const confirm = useConfirm()

  const choose = async (person: { id: string; displayName: string }) => {
    if (!(await confirm({ message: `Give ${person.displayName} an account with the role ${ROLE_LABELS[role]}?` }))) return
    add.mutate(
      { directoryId: person.id, roleName: role },
      {
        onSuccess: (user) => {
          toast.success(`${user.name} can now sign in as ${ROLE_LABELS[user.roleName]}.`)
          setText('')
        },
        onError: (error) => toast.apiError(error),
      },
    )
  }

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">Add a person from the directory</h2>
        <Row className="g-2">
          <Col md={8}>
            <Form.Label htmlFor="directory-search">Name or e-mail</Form.Label>
            <Form.Control id="directory-search" value={text} onChange={(e) => setText(e.target.value)} placeholder="At least two letters" autoComplete="off" />
          </Col>
          <Col md={4}>
            <Form.Label htmlFor="directory-role">Role to give</Form.Label>
            <Form.Select id="directory-role" value={role} onChange={(e) => setRole(e.target.value as ManagedUser['roleName'])}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
        <div className="mt-3" aria-live="polite">
          {term.trim().length < 2 ? null : (
            <QueryView query={people} loading="Searching the directory…" errorTitle="The directory could not be searched">
              {(found) =>
                found.length === 0 ? (
                  <p className="text-secondary mb-0">Nobody in the directory matches “{term}”.</p>
                ) : (
                  <ListGroup>
                    {found.map((person) => (
                      <ListGroup.Item key={person.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                        <div>
                          <div className="fw-semibold">{person.displayName}</div>
                          <div className="small text-secondary">{[person.mail, person.department, person.jobTitle].filter(Boolean).join(' · ')}</div>
                        </div>
                        <Button size="sm" onClick={() => void choose(person)} disabled={add.isPending} aria-label={`Add ${person.displayName}`}>
                          Add
                        </Button>
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                )
              }
            </QueryView>
          )}
        </div>
      </Card.Body>
    </Card>
  )
}

export default function ManageUsers() {
  const [params, setParams] = useSearchParams()
  const filters = { page: Number(params.get('page')) || 1, role: params.get('role') ?? '', keyword: params.get('keyword') ?? '' }
  const list = useQuery(userQueries.list(filters))
  const update = useUpdateUser()
  const confirm = useConfirm()
  const toast = useToast()
  const { user: me } = useCurrentUser()

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next, { replace: true })
  }

  const changeRole = async (user: ManagedUser, roleName: ManagedUser['roleName']) => {
    if (!(await confirm({ message: `Change ${user.name}'s role from ${ROLE_LABELS[user.roleName]} to ${ROLE_LABELS[roleName]}?` }))) return
    update.mutate(
      { id: user.id, roleName },
      { onSuccess: () => toast.success(`${user.name} is now ${ROLE_LABELS[roleName]}.`), onError: (e) => toast.apiError(e) },
    )
  }

  const toggleActive = async (user: ManagedUser) => {
    const message = user.isActive
      ? `Deactivate ${user.name}? They can no longer sign in to the award; their proposals and scores are kept.`
      : `Reactivate ${user.name}?`
    if (!(await confirm({ message, variant: user.isActive ? 'danger' : 'primary' }))) return
    update.mutate(
      { id: user.id, isActive: !user.isActive },
      { onSuccess: () => toast.success(`${user.name} is ${user.isActive ? 'deactivated' : 'active again'}.`), onError: (e) => toast.apiError(e) },
    )
  }

  return (
    <>
      <PageHeader title="Users" subtitle="Who can sign in, and in which role." />
      <AddFromDirectory />
      <Row className="g-2 mb-3 align-items-end">
        <Col sm={6} md={4}>
          <Form.Label htmlFor="user-keyword">Search</Form.Label>
          <Form.Control
            id="user-keyword"
            type="search"
            defaultValue={filters.keyword}
            onChange={(e) => setFilter('keyword', e.target.value)}
            placeholder="Name, e-mail or unit"
          />
        </Col>
        <Col sm={6} md={3}>
          <Form.Label htmlFor="user-role">Show role</Form.Label>
          <Form.Select id="user-role" value={filters.role} onChange={(e) => setFilter('role', e.target.value)}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
      <QueryView query={list}>
        {(data) => (
          <>
            <DataTable<ManagedUser>
              rows={data.items}
              rowKey={(u) => u.id}
              caption="Users"
              emptyTitle="No users match"
              emptyText="Change the search or the role filter."
              columns={[
                {
                  key: 'name',
                  header: 'Name',
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
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </Form.Select>
                  ),
                },
                { key: 'status', header: 'Status', cell: (u) => (u.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Deactivated</Badge>) },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">Actions</span>,
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
            <Pager page={data.currentPage} pageCount={data.pageCount} onChange={(page) => setFilter('page', String(page))} label="User pages" />
          </>
        )}
      </QueryView>
    </>
  )
}
