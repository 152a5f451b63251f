import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable } from '@/components/data/data-table'
import { PageFallback, QueryFallback } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { galleryQueries } from '@/features/gallery/api'
import { RemindButton } from '@/features/messages/components/remind-button'
import { voteQueries } from '@/features/votes/api'
import {
  VoteSessionForm,
  type CandidateOption,
} from '@/features/votes/components/vote-session-form'
import { VoteStatusBadge } from '@/features/votes/components/vote-status-badge'
import type { VoteSession } from '@/features/votes/schemas'
import { formatDateTime } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'

/** The published proposals of a year, as the candidates a session can have. */
function useCandidateOptions(year: number) {
  const gallery = useQuery(galleryQueries.list({ year }))
  const options: CandidateOption[] | undefined = gallery.data?.map((g) => ({
    id: g.id,
    title: g.title,
    teamName: g.teamName,
    category: g.category,
  }))
  return { gallery, options }
}

function SessionForm({ session, year }: { session?: VoteSession; year: number }) {
  const toast = useToast()
  const { t } = useLingui()
  const { gallery, options } = useCandidateOptions(session?.year ?? year)
  if (!options)
    return (
      <QueryFallback
        query={gallery}
        loading={t`Loading the published proposals…`}
        errorTitle={t`The published proposals could not be loaded`}
      />
    )
  return (
    <VoteSessionForm
      // A fresh form per session, so switching between sessions never mixes their values.
      key={session?.id ?? 'new'}
      session={session}
      year={year}
      options={options}
      onSaved={({ name }) =>
        toast.success(session ? t`"${name}" is saved.` : t`The vote session "${name}" is created.`)
      }
    />
  )
}

function SessionList({ year }: { year: number }) {
  const { event } = useParams()
  const { t } = useLingui()
  const sessions = useQuery(voteQueries.list(year))
  if (!sessions.data)
    return (
      <QueryFallback
        query={sessions}
        loading={t`Loading the vote sessions…`}
        errorTitle={t`The vote sessions could not be loaded`}
      />
    )
  return (
    <DataTable<VoteSession>
      rows={sessions.data}
      rowKey={(s) => s.id}
      caption={t`Vote sessions of ${year}`}
      emptyTitle={t`No vote sessions in ${year} yet`}
      emptyText={t`Create one below: participants vote while it is open.`}
      columns={[
        { key: 'name', header: t`Name`, part: 'title', cell: (s) => s.name },
        { key: 'status', header: t`Status`, cell: (s) => <VoteStatusBadge status={s.status} /> },
        {
          key: 'open',
          header: t`Opens`,
          cell: (s) => <time dateTime={s.openAt}>{formatDateTime(s.openAt)}</time>,
        },
        {
          key: 'close',
          header: t`Closes`,
          cell: (s) => <time dateTime={s.closeAt}>{formatDateTime(s.closeAt)}</time>,
        },
        {
          key: 'candidates',
          header: t`Candidates`,
          className: 'text-end',
          cell: (s) => s.candidates.length,
        },
        { key: 'ballots', header: t`Ballots`, className: 'text-end', cell: (s) => s.ballotCount },
        {
          key: 'edit',
          header: (
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          ),
          part: 'action',
          cell: ({ id, name }) => (
            <Link to={paths.committee.vote.to(id, event)} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Link>
          ),
        },
      ]}
    />
  )
}

function EditSession({ id }: { id: string }) {
  const { event } = useParams()
  const { t } = useLingui()
  const year = useSelectedYear()
  const session = useQuery(voteQueries.detail(id))
  const back = (
    <LinkButton to={paths.committee.vote.to(undefined, event)}>
      <Trans>All vote sessions</Trans>
    </LinkButton>
  )
  if (!session.data) {
    return (
      <PageFallback
        title={t`Edit vote session`}
        actions={back}
        query={session}
        loading={t`Loading the vote session…`}
        errorTitle={t`This vote session could not be loaded`}
      />
    )
  }
  const s = session.data
  const ballots = s.ballotCount
  const results = (
    <Link to={paths.committee.voteResult.to(event)}>
      <Trans context="committee menu">Results</Trans>
    </Link>
  )
  return (
    <>
      <PageHeader title={t`Edit vote session`} subtitle={`${s.name} · ${s.year}`} actions={back} />
      <p className="d-flex flex-wrap align-items-center gap-2">
        <VoteStatusBadge status={s.status} />
        <span className="text-secondary small">
          {t`${plural(ballots, { one: '# ballot so far', other: '# ballots so far' })}`}.{' '}
          <Trans>The tallies are on {results}.</Trans>
        </span>
      </p>
      {s.status === 'Open' ? (
        <>
          <Alert variant="info">
            <Trans>
              This vote is open now: participants see changes to its name and closing time at once.
            </Trans>
          </Alert>
          <RemindButton
            className="mb-3"
            audience={{ kind: 'notVoted', sessionId: s.id }}
            label={t`Remind participants who have not voted`}
          />
        </>
      ) : null}
      <Card body style={{ maxWidth: '48rem' }}>
        <SessionForm session={s} year={year} />
      </Card>
    </>
  )
}

export default function CommitteeVoteSession() {
  const { id } = useParams()
  const { t } = useLingui()
  const year = useSelectedYear()
  if (id) return <EditSession id={id} />
  return (
    <>
      <PageHeader
        title={t`Vote sessions`}
        subtitle={t`People's-choice votes of ${year}: candidates, opening and closing time.`}
      />
      <section className="mb-4">
        <h2 className="h5">
          <Trans>Sessions of {year}</Trans>
        </h2>
        <SessionList year={year} />
      </section>
      <section>
        <h2 className="h5">
          <Trans>New vote session</Trans>
        </h2>
        <Card body style={{ maxWidth: '48rem' }}>
          <SessionForm year={year} />
        </Card>
      </section>
    </>
  )
}
