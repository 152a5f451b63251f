import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import ListGroup from 'react-bootstrap/ListGroup'
import Row from 'react-bootstrap/Row'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { QueryView } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { roleLabel } from '@/features/auth/roles'
import { ROLE } from '@/features/auth/schemas'
import { useAddUser, userQueries, type ManagedUser } from '@/features/users/api'
import { useDebounced } from '@/lib/use-debounced'

const ROLES: ManagedUser['roleName'][] = [ROLE.committee, ROLE.jury, ROLE.participant]

/** The roles a committee member gives, as a select's options. */
export function RoleOptions() {
  // The roles' names read in the language shown: re-render when it changes.
  useLinguiContext()
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {roleLabel(r)}
    </option>
  ))
}

/** Add a person from the organisation's directory (people picker on the directory service). */
export function AddFromDirectory() {
  const [text, setText] = useState('')
  const [role, setRole] = useState<ManagedUser['roleName']>(ROLE.jury)
  const term = useDebounced(text, 300)
  const people = useQuery(userQueries.directory(term))
  // Who of the people found already has an account: they are shown as such, not offered "Add".
  const accounts = useQuery(userQueries.matching(term))
  const accountOf = (id: string) => accounts.data?.items.find((u) => u.id === id)
  const add = useAddUser()
  const toast = useToast()
  const confirm = useConfirm()
  const { t } = useLingui()

  const choose = async (person: { id: string; displayName: string }) => {
    const name = person.displayName
    const roleName = roleLabel(role)
    if (!(await confirm({ message: t`Give ${name} an account with the role ${roleName}?` }))) return
    add.mutate(
      { directoryId: person.id, roleName: role },
      {
        onSuccess: (user) => {
          const added = user.name
          const signInRole = roleLabel(user.roleName)
          toast.success(t`${added} can now sign in as ${signInRole}.`)
          setText('')
        },
      },
    )
  }

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">
          <Trans>Add a person from the directory</Trans>
        </h2>
        <Row className="g-2">
          <Col md={8}>
            <Form.Label htmlFor="directory-search">
              <Trans>Name or e-mail</Trans>
            </Form.Label>
            <Form.Control
              id="directory-search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t`At least two letters`}
              autoComplete="off"
            />
          </Col>
          <Col md={4}>
            <Form.Label htmlFor="directory-role">
              <Trans>Role to give</Trans>
            </Form.Label>
            <Form.Select
              id="directory-role"
              value={role}
              onChange={(e) => setRole(e.target.value as ManagedUser['roleName'])}
            >
              <RoleOptions />
            </Form.Select>
          </Col>
        </Row>
        <div className="mt-3" aria-live="polite">
          {term.trim().length < 2 ? null : (
            <QueryView
              query={people}
              loading={t`Searching the directory…`}
              errorTitle={t`The directory could not be searched`}
            >
              {(found) =>
                found.length === 0 ? (
                  <p className="text-secondary mb-0">
                    <Trans>Nobody in the directory matches “{term}”.</Trans>
                  </p>
                ) : (
                  <ListGroup>
                    {found.map((person) => {
                      const account = accountOf(person.id)
                      const accountRole = account ? roleLabel(account.roleName) : ''
                      const name = person.displayName
                      return (
                        <ListGroup.Item
                          key={person.id}
                          className="d-flex flex-wrap justify-content-between align-items-center gap-2"
                        >
                          <div>
                            <div className="fw-semibold">{person.displayName}</div>
                            <div className="small text-secondary">
                              {[person.mail, person.department, person.jobTitle]
                                .filter(Boolean)
                                .join(' · ')}
                            </div>
                          </div>
                          {account ? (
                            <span className="small text-secondary">
                              {account.isActive ? (
                                <Trans>Already a user: {accountRole}</Trans>
                              ) : (
                                <Trans>Already a user: {accountRole} (deactivated)</Trans>
                              )}
                            </span>
                          ) : (
                            <Button
                              size="sm"
                              onClick={() => void choose(person)}
                              disabled={add.isPending || accounts.isPending}
                              aria-label={t`Add ${name}`}
                            >
                              <Trans>Add</Trans>
                            </Button>
                          )}
                        </ListGroup.Item>
                      )
                    })}
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
