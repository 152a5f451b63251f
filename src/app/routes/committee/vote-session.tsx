import { useQuery } from '@tanstack/react-query'
import Alert from 'react-bootstrap/Alert'
import Card from 'react-bootstrap/Card'
import { useParams } from 'react-router'
import { DataTable } from '@/components/data/data-table'
import { PageFallback, QueryFallback } from '@/components/feedback/query-view'
import { useToast } from '@/components/feedback/toasts'
import { LinkButton } from '@/components/layout/link-button'
import { Link } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { galleryQueries } from '@/features/gallery/api'
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
  const { gallery, options } = useCandidateOptions(session?.year ?? year)
  if (!options)
    return (
      <QueryFallback
        query={gallery}
        loading="Loading the published proposals…"
        errorTitle="The published proposals could not be loaded"
      />
    )
  return (
    <VoteSessionForm
      // A fresh form per session, so switching between sessions never mixes their values.
      key={session?.id ?? 'new'}
      session={session}
      year={year}
      options={options}
      onSaved={(saved) =>
        toast.success(
          session ? `"${saved.name}" is saved.` : `The vote session "${saved.name}" is created.`,
        )
      }
    />
  )
}

function SessionList({ year }: { year: number }) {
  const { event } = useParams()
  const sessions = useQuery(voteQueries.list(year))
  if (!sessions.data)
    return (
      <QueryFallback
        query={sessions}
        loading="Loading the vote sessions…"
        errorTitle="The vote sessions could not be loaded"
      />
    )
  return (
    <DataTable<VoteSession>
      rows={sessions.data}
      rowKey={(s) => s.id}
      caption={`Vote sessions of ${year}`}
      emptyTitle={`No vote sessions in ${year} yet`}
      emptyText="Create one below: participants vote while it is open."
      columns={[
        { key: 'name', header: 'Name', part: 'title', cell: (s) => s.name },
        { key: 'status', header: 'Status', cell: (s) => <VoteStatusBadge status={s.status} /> },
        {
          key: 'open',
          header: 'Opens',
          cell: (s) => <time dateTime={s.openAt}>{formatDateTime(s.openAt)}</time>,
        },
        {
          key: 'close',
          header: 'Closes',
          cell: (s) => <time dateTime={s.closeAt}>{formatDateTime(s.closeAt)}</time>,
        },
        {
          key: 'candidates',
          header: 'Candidates',
          className: 'text-end',
          cell: (s) => s.candidates.length,
        },
        { key: 'ballots', header: 'Ballots', className: 'text-end', cell: (s) => s.ballotCount },
        {
          key: 'edit',
          header: <span className="visually-hidden">Actions</span>,
          part: 'action',
          cell: (s) => (
            <Link to={paths.committee.vote.to(s.id, event)} aria-label={`Edit ${s.name}`}>
              Edit
            </Link>
          ),
        },
      ]}
    />
  )
}

function EditSession({ id }: { id: string }) {
  const { event } = useParams()
  const year = useSelectedYear()
  const session = useQuery(voteQueries.detail(id))
  const back = (
    <LinkButton to={paths.committee.vote.to(undefined, event)}>All vote sessions</LinkButton>
  )
  if (!session.data) {
    return (
      <PageFallback
        title="Edit vote session"
        actions={back}
        query={session}
        loading="Loading the vote session…"
        errorTitle="This vote session could not be loaded"
      />
    )
  }
  const s = session.data
  return (
    <>
      <PageHeader title="Edit vote session" subtitle={`${s.name} · ${s.year}`} actions={back} />
      <p className="d-flex flex-wrap align-items-center gap-2">
        <VoteStatusBadge status={s.status} />
        <span className="text-secondary small">
          {s.ballotCount === 1 ? '1 ballot so far' : `${s.ballotCount} ballots so far`}. The tallies
          are on <Link to={paths.committee.voteResult.to(event)}>Results</Link>.
        </span>
      </p>
      {s.status === 'Open' ? (
        <Alert variant="info">
          This vote is open now: participants see changes to its name and closing time at once.
        </Alert>
      ) : null}
      <Card body style={{ maxWidth: '48rem' }}>
        <SessionForm session={s} year={year} />
      </Card>
    </>
  )
}

export default function CommitteeVoteSession() {
  const { id } = useParams()
  const year = useSelectedYear()
  if (id) return <EditSession id={id} />
  return (
    <>
      <PageHeader
        title="Vote sessions"
        subtitle={`People's-choice votes of ${year}: candidates, opening and closing time.`}
      />
      <section className="mb-4">
        <h2 className="h5">Sessions of {year}</h2>
        <SessionList year={year} />
      </section>
      <section>
        <h2 className="h5">New vote session</h2>
        <Card body style={{ maxWidth: '48rem' }}>
          <SessionForm year={year} />
        </Card>
      </section>
    </>
  )
}
