import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { Trans, useLingui } from '@lingui/react/macro'
import { BusyButton } from '@/components/forms/busy-button'
import { applyServerErrors } from '@/components/forms/server-errors'
import { Field } from '@/components/forms/field'
import { useTextForm } from '@/components/forms/use-text-form'
import { newTeamVerdict, type PublicationLike } from '@/domain/award'
import { useCreateTeam, useJoinTeam } from '@/features/teams/api'
import {
  joinTeamSchema,
  teamNameSchema,
  type JoinTeamInput,
  type Team,
  type TeamNameInput,
} from '@/features/teams/schemas'

/**
 * The two ways into a team: start one (and become its leader) or join one with its code. Once the
 * year's Phase 1 results are published (`publications`), no new team is formed (domain
 * newTeamVerdict): the first card says why instead.
 */
export function TeamStart({
  year,
  publications,
  onDone,
}: {
  year: number
  publications: readonly PublicationLike[]
  onDone?: (team: Team) => void
}) {
  const forming = newTeamVerdict({ year, publications })
  return (
    <Row className="g-3">
      <Col md={6}>
        {forming.ok ? (
          <CreateTeamCard year={year} onDone={onDone} />
        ) : (
          <Card className="h-100">
            <Card.Body>
              <h3 className="h5">
                <Trans>Create a team</Trans>
              </h3>
              <p className="mb-0">{forming.reason}</p>
            </Card.Body>
          </Card>
        )}
      </Col>
      <Col md={6}>
        <JoinTeamCard onDone={onDone} />
      </Col>
    </Row>
  )
}

function CreateTeamCard({ year, onDone }: { year: number; onDone?: (team: Team) => void }) {
  const { t } = useLingui()
  const create = useCreateTeam({ errors: 'inline' })
  const [formError, setFormError] = useState<string[]>([])
  const form = useTextForm<TeamNameInput>({ schema: teamNameSchema, values: { name: '' } })
  const submit = form.handleSubmit(async (values) => {
    setFormError([])
    try {
      const team = await create.mutateAsync(values.name)
      onDone?.(team)
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name']))
    }
  })
  return (
    <Card className="h-100">
      <Card.Body>
        <h3 className="h5">
          <Trans>Create a team</Trans>
        </h3>
        <p className="text-secondary small">
          <Trans>
            You become its leader and get a team code to share with your colleagues ({year}).
          </Trans>
        </p>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          {formError.length ? <Alert variant="danger">{formError.join(' ')}</Alert> : null}
          <Field
            className="mb-3"
            id="create-team-name"
            label={t`Team name`}
            error={form.errors.name?.message}
          >
            {(control) => <Form.Control {...control} {...form.register('name')} />}
          </Field>
          <BusyButton
            type="submit"
            busy={create.isPending || form.isSubmitting}
            busyText={t`Creating…`}
          >
            <Trans>Create team</Trans>
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  )
}

function JoinTeamCard({ onDone }: { onDone?: (team: Team) => void }) {
  const { t } = useLingui()
  const join = useJoinTeam({ errors: 'inline' })
  const form = useTextForm<JoinTeamInput>({ schema: joinTeamSchema, values: { code: '' } })
  const submit = form.handleSubmit(async (values) => {
    try {
      const team = await join.mutateAsync(values.code)
      onDone?.(team)
    } catch (error) {
      const unmatched = applyServerErrors(error, form.setError, ['code'])
      // A wrong or full team's answer belongs to the code field: that is what the person can change.
      if (unmatched.length) form.setError('code', { type: 'server', message: unmatched.join(' ') })
    }
  })
  return (
    <Card className="h-100">
      <Card.Body>
        <h3 className="h5">
          <Trans>Join a team</Trans>
        </h3>
        <p className="text-secondary small">
          <Trans>Ask your team leader for the team code.</Trans>
        </p>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <Field
            className="mb-3"
            id="join-team-code"
            label={t`Team code`}
            error={form.errors.code?.message}
          >
            {(control) => (
              <Form.Control
                {...control}
                {...form.register('code')}
                placeholder="ABC-1234"
                autoCapitalize="characters"
              />
            )}
          </Field>
          <BusyButton
            type="submit"
            variant="outline-primary"
            busy={join.isPending || form.isSubmitting}
            busyText={t`Joining…`}
          >
            <Trans>Join team</Trans>
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  )
}
