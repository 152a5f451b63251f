import { useEffect, useRef, useState, type FormEvent } from 'react'
import Badge from 'react-bootstrap/Badge'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { YES, type Verdict } from '@/domain/award'
import { BusyButton } from '@/components/forms/busy-button'
import { useToast } from '@/components/feedback/toasts'
import { showServerErrors } from '@/components/forms/server-errors'
import {
  useAddMember,
  useRemoveMember,
  useUpdateShirtSize,
  useUpdateTeam,
} from '@/features/teams/api'
import { ShirtSizeSelect } from '@/components/forms/shirt-size-select'
import { Field } from '@/components/forms/field'
import { useTextForm } from '@/components/forms/use-text-form'
import { shirtSizeLabel } from '@/config/shirt-sizes'
import {
  addMemberSchema,
  teamNameSchema,
  type AddMemberInput,
  type Team,
  type TeamNameInput,
} from '@/features/teams/schemas'

/** My team: members, leader, code and sizes; the leader manages it, each member keeps their own size. */
export function TeamCard({
  team,
  userId,
  newMember = YES,
  record = YES,
}: {
  team: Team
  userId: string
  /** Whether the team takes new members (domain newMemberVerdict): a team out of the award does not. */
  newMember?: Verdict
  /** Whether the team may still change (domain teamRecordVerdict): not once its year's winners are out. */
  record?: Verdict
}) {
  const { t } = useLingui()
  const count = team.members.length
  const max = team.maxMembers
  const changes = record.ok
  const isLeader = team.leaderId === userId
  const full = team.members.length >= team.maxMembers
  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h3 className="h5 mb-1">{team.name}</h3>
            <p className="text-secondary mb-0 small">
              {team.unit} · {team.year}
            </p>
          </div>
          {changes ? (
            <div className="text-md-end">
              <div className="small text-secondary">
                <Trans>Team code</Trans>
              </div>
              <div className="fs-5 font-monospace">{team.code}</div>
            </div>
          ) : null}
        </div>
        <p className="small mb-2">
          {!changes ? (
            <>
              <Trans>
                {count} of {max} members.
              </Trans>{' '}
              {record.reason}
            </>
          ) : !newMember.ok ? (
            <Trans>
              {count} of {max} members.
            </Trans>
          ) : full ? (
            <Trans>
              {count} of {max} members — the team is full.
            </Trans>
          ) : (
            <Trans>
              {count} of {max} members. Share the team code so colleagues can join.
            </Trans>
          )}
        </p>
        <ul className="list-group mb-3" aria-label={t`Team members`}>
          {team.members.map((member) => (
            <MemberRow
              key={member.id}
              team={team}
              member={member}
              isMe={member.id === userId}
              canManage={isLeader && changes}
              canLeave={changes}
            />
          ))}
        </ul>
        {isLeader && changes ? <LeaderTools team={team} full={full} newMember={newMember} /> : null}
      </Card.Body>
    </Card>
  )
}

function MemberRow({
  team,
  member,
  isMe,
  canManage,
  canLeave,
}: {
  team: Team
  member: Team['members'][number]
  isMe: boolean
  canManage: boolean
  canLeave: boolean
}) {
  const { t } = useLingui()
  const confirm = useConfirm()
  const toast = useToast()
  const name = member.name
  const teamName = team.name
  const unit = member.unit
  const size = shirtSizeLabel(member.shirtSize)
  const remove = useRemoveMember(team.id)
  const update = useUpdateTeam(team.id)
  const sizeChange = useUpdateShirtSize()
  const [editingSize, setEditingSize] = useState(false)
  const [chosenSize, setChosenSize] = useState('')
  const changeSizeButton = useRef<HTMLButtonElement>(null)
  const sizeSelect = useRef<HTMLSelectElement>(null)
  /** The size editor closed by the person: the focus goes back to the button that opened it. */
  const sizeEditorClosed = useRef(false)
  useEffect(() => {
    if (editingSize) sizeSelect.current?.focus()
    else if (sizeEditorClosed.current) {
      sizeEditorClosed.current = false
      changeSizeButton.current?.focus()
    }
  }, [editingSize])
  const openSizeEditor = () => {
    setChosenSize(member.shirtSize ?? '')
    sizeChange.reset()
    setEditingSize(true)
  }
  const closeSizeEditor = () => {
    sizeEditorClosed.current = true
    setEditingSize(false)
  }
  // Looking through the sizes (arrow keys on a closed list change it) saves nothing: Save does.
  const onSaveSize = (event: FormEvent) => {
    event.preventDefault()
    if (!chosenSize) return
    sizeChange.mutate(chosenSize, {
      onSuccess: () => {
        closeSizeEditor()
        toast.success(t`Your T-shirt size is saved.`)
      },
    })
  }

  const onRemove = async () => {
    const leaving = isMe
    const ok = await confirm({
      title: leaving ? t`Leave the team` : t`Remove member`,
      message: leaving
        ? t`Leave team ${teamName}? You can join another team afterwards.`
        : t`Remove ${name} from team ${teamName}?`,
      variant: 'danger',
    })
    if (!ok) return
    remove.mutate(member.id, {
      onSuccess: () =>
        toast.success(
          leaving ? t`You left team ${teamName}.` : t`${name} was removed from the team.`,
        ),
    })
  }
  const onMakeLeader = async () => {
    if (
      !(await confirm({
        title: t`Hand over leadership`,
        message: t`Make ${name} the team leader? Only the leader can finalize entries and manage the team.`,
      }))
    )
      return
    update.mutate(
      { leaderId: member.id },
      {
        onSuccess: () => toast.success(t`${name} now leads the team.`),
      },
    )
  }

  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <div>
          <span className="fw-semibold">{member.name}</span>{' '}
          {member.isLeader ? (
            <Badge bg="primary" className="ms-1">
              <Trans>Leader</Trans>
            </Badge>
          ) : null}
          {isMe ? (
            <span className="text-secondary small ms-1">
              <Trans>(you)</Trans>
            </span>
          ) : null}
          <div className="small text-secondary">
            <Trans>
              {unit} · T-shirt {size}
            </Trans>
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {isMe && !editingSize ? (
            <Button
              ref={changeSizeButton}
              size="sm"
              variant="outline-secondary"
              onClick={openSizeEditor}
            >
              <Trans>Change my T-shirt size</Trans>
            </Button>
          ) : null}
          {canManage && !member.isLeader ? (
            <BusyButton
              size="sm"
              variant="outline-primary"
              busy={update.isPending}
              onClick={() => void onMakeLeader()}
              aria-label={t`Make ${name} leader`}
            >
              <Trans>Make leader</Trans>
            </BusyButton>
          ) : null}
          {(canManage && !member.isLeader) || (isMe && canLeave && !member.isLeader) ? (
            <BusyButton
              size="sm"
              variant="outline-danger"
              busy={remove.isPending}
              onClick={() => void onRemove()}
              aria-label={
                isMe ? t`Leave the team` : t({ message: `Remove ${name}`, context: 'team member' })
              }
            >
              {isMe ? t`Leave` : t({ message: 'Remove', context: 'team member' })}
            </BusyButton>
          ) : null}
        </div>
      </div>
      {isMe && editingSize ? (
        <Form
          noValidate
          className="mt-2"
          style={{ maxWidth: '20rem' }}
          onSubmit={onSaveSize}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !sizeChange.isPending) closeSizeEditor()
          }}
        >
          <Form.Group controlId={`size-${member.id}`}>
            <Form.Label className="small">
              <Trans>My T-shirt size</Trans>
            </Form.Label>
            <ShirtSizeSelect
              ref={sizeSelect}
              size="sm"
              value={chosenSize}
              disabled={sizeChange.isPending}
              onChange={(e) => setChosenSize(e.target.value)}
            />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2 mt-2">
            <BusyButton
              type="submit"
              size="sm"
              busy={sizeChange.isPending}
              busyText={t`Saving…`}
              disabled={!chosenSize}
            >
              <Trans>Save my size</Trans>
            </BusyButton>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={closeSizeEditor}
              disabled={sizeChange.isPending}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </Form>
      ) : null}
    </li>
  )
}

function LeaderTools({ team, full, newMember }: { team: Team; full: boolean; newMember: Verdict }) {
  const { t } = useLingui()
  const toast = useToast()
  const update = useUpdateTeam(team.id, { errors: 'inline' })
  const add = useAddMember(team.id, { errors: 'inline' })
  const rename = useTextForm<TeamNameInput>({ schema: teamNameSchema, values: { name: team.name } })
  const member = useTextForm<AddMemberInput>({ schema: addMemberSchema, values: { email: '' } })

  const onRename = rename.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ name: values.name })
      toast.success(t`The team name is saved.`)
    } catch (error) {
      showServerErrors(error, rename.setError, ['name'], 'name')
    }
  })
  const onAdd = member.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values.email)
      member.reset({ email: '' })
      toast.success(t`The member was added.`)
    } catch (error) {
      showServerErrors(error, member.setError, ['email'], 'email')
    }
  })

  return (
    <div className="row g-3">
      <Form noValidate className="col-md-6" onSubmit={(e) => void onRename(e)}>
        <Field id="team-rename" label={t`Team name`} error={rename.errors.name?.message}>
          {(control) => (
            <InputGroup>
              <Form.Control {...control} {...rename.register('name')} />
              <BusyButton
                type="submit"
                variant="outline-primary"
                busy={rename.isSubmitting}
                busyText={t`Renaming…`}
              >
                <Trans>Rename</Trans>
              </BusyButton>
            </InputGroup>
          )}
        </Field>
      </Form>
      <Form noValidate className="col-md-6" onSubmit={(e) => void onAdd(e)}>
        <Field
          id="team-add-member"
          label={t`Add a member by e-mail`}
          help={
            !newMember.ok
              ? newMember.reason
              : full
                ? t`The team has the most members allowed.`
                : t`They must have signed in and registered first.`
          }
          error={member.errors.email?.message}
        >
          {(control) => (
            <InputGroup>
              <Form.Control
                {...control}
                type="email"
                {...member.register('email')}
                disabled={full || !newMember.ok}
              />
              <BusyButton
                type="submit"
                variant="outline-primary"
                disabled={full || !newMember.ok}
                busy={member.isSubmitting}
                busyText={t`Adding…`}
              >
                <Trans>Add</Trans>
              </BusyButton>
            </InputGroup>
          )}
        </Field>
      </Form>
    </div>
  )
}
