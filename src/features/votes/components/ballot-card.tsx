import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Badge from 'react-bootstrap/Badge'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { PosterTile } from '@/components/media/poster-tile'
import { categoryName } from '@/config/constants'
import { describeError } from '@/lib/api-errors'
import { formatDateTime, fromNow } from '@/lib/dates'
import { useCastBallot } from '@/features/votes/api'
import type { VoteSession } from '@/features/votes/schemas'
import { BusyButton } from '@/components/forms/busy-button'

/** An open session: the candidates with their posters, one choice, a confirmed ballot. */
export function BallotCard({ session }: { session: VoteSession }) {
  const cast = useCastBallot(session.id, { errors: 'inline' })
  const confirm = useConfirm()
  const toast = useToast()
  const [choice, setChoice] = useState('')
  const [error, setError] = useState<string[]>([])
  const voted = session.candidates.find((c) => c.proposalId === session.myBallotProposalId)
  const chosen = session.candidates.find((c) => c.proposalId === choice)
  const groupName = `ballot-${session.id}`
  const { t } = useLingui()
  const closes = formatDateTime(session.closeAt)
  const closesIn = fromNow(session.closeAt)
  const sessionName = session.name
  const votedTitle = voted?.title ?? ''
  const votedTeam = voted?.teamName ?? ''
  const chosenTitle = chosen?.title ?? ''

  const submit = async () => {
    setError([])
    if (!chosen) {
      setError([t`Choose the proposal you want to vote for.`])
      return
    }
    const { title, teamName } = chosen
    const ok = await confirm({
      title: t`Confirm your vote`,
      message: t`Vote for "${title}" by ${teamName}? You have one ballot in this vote and cannot change it afterwards.`,
      variant: 'warning',
    })
    if (!ok) return
    try {
      await cast.mutateAsync(chosen.proposalId)
      toast.success(t`Your vote for "${title}" is counted.`, t`Thank you for voting`)
    } catch (failure) {
      setError(describeError(failure).messages)
    }
  }

  return (
    <Card as="section" className="mb-4" aria-labelledby={`${groupName}-title`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0" id={`${groupName}-title`}>
          {session.name}
        </h2>
        <span className="small">
          <Trans>
            Open until <time dateTime={session.closeAt}>{closes}</time> ({closesIn})
          </Trans>
        </span>
      </Card.Header>
      <Card.Body>
        {voted ? (
          <Alert variant="success" className="mb-3">
            <Trans>
              You have voted for <strong>{votedTitle}</strong> ({votedTeam}). Each person has one
              ballot per vote, so it cannot be changed. The results are shown here when the vote
              closes.
            </Trans>
          </Alert>
        ) : (
          <p className="text-secondary">
            <Trans>
              Choose the proposal you like best, then cast your vote. You have one ballot in this
              vote.
            </Trans>
          </p>
        )}
        {error.length ? (
          <Alert variant="danger" role="alert">
            {error.join(' ')}
          </Alert>
        ) : null}
        <fieldset disabled={!!voted || cast.isPending}>
          <legend className="visually-hidden">
            <Trans>Candidates of {sessionName}</Trans>
          </legend>
          <Row xs={1} sm={2} lg={3} className="g-3">
            {session.candidates.map((c) => {
              const mine = c.proposalId === session.myBallotProposalId
              return (
                <Col key={c.proposalId}>
                  <Card
                    className={`h-100 ${choice === c.proposalId || mine ? 'border-primary border-2' : ''}`}
                  >
                    <PosterTile
                      poster={c.poster}
                      title={c.title}
                      className="rounded-bottom-0 border-0 border-bottom"
                      variant="card"
                    />
                    <Card.Body>
                      <Form.Check
                        type="radio"
                        id={`${groupName}-${c.proposalId}`}
                        name={groupName}
                        value={c.proposalId}
                        checked={voted ? mine : choice === c.proposalId}
                        disabled={c.isMyTeam}
                        onChange={() => setChoice(c.proposalId)}
                        label={<span className="fw-semibold">{c.title}</span>}
                      />
                      <div className="small text-secondary ms-4">
                        {c.teamName} · {categoryName(c.category)}
                      </div>
                      {c.isMyTeam ? (
                        <div className="small text-secondary ms-4 mt-1">
                          <Trans>Your team's proposal: you cannot vote for it.</Trans>
                        </div>
                      ) : null}
                      {mine ? (
                        <Badge bg="primary" className="ms-4 mt-2">
                          <Trans>Your vote</Trans>
                        </Badge>
                      ) : null}
                    </Card.Body>
                  </Card>
                </Col>
              )
            })}
          </Row>
        </fieldset>
      </Card.Body>
      {voted ? null : (
        <Card.Footer className="d-flex flex-wrap align-items-center gap-2">
          <BusyButton
            onClick={() => void submit()}
            busy={cast.isPending}
            busyText={t`Casting your vote…`}
          >
            {t({ message: 'Vote', context: 'button' })}
          </BusyButton>
          <span className="small">
            {chosen ? t`Chosen: ${chosenTitle}` : t`Nothing chosen yet.`}
          </span>
        </Card.Footer>
      )}
    </Card>
  )
}
