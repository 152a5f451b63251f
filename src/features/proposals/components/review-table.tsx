import type { ReactNode } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable, type Column } from '@/components/data/data-table'
import { WaitingNote } from '@/components/forms/busy-button'
import { Link } from '@/components/layout/links'
import { categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { StageBadge, StatusBadge } from '@/features/proposals/components/status-badge'
import type { ProposalSummary } from '@/features/proposals/schemas'
import { formatDate } from '@/lib/dates'

/** Which review actions a row offers (domain/award/stages.ts `reviewVerdicts` decides). */
export interface ReviewOffer {
  approve: boolean
  return: boolean
  advance: boolean
}

export interface RowReview {
  offer: (row: ProposalSummary) => ReviewOffer
  busy: boolean
  /** The ids of the proposals an action runs on: their rows say when it waits for the connection. */
  running?: ReadonlySet<string>
  approve: (row: ProposalSummary) => void
  giveBack: (row: ProposalSummary) => void
  advance: (row: ProposalSummary) => void
}

export interface RowSelection {
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onToggleAll: () => void
}

/**
 * A page of the committee's list of a phase: Phases 1 and 2 with selection and the review actions
 * of each row, Phase 3 (the finalists, judged on their Phase 2 entry) with the winner choice.
 */
export function ReviewTable({
  rows,
  phase,
  year,
  slug,
  selection,
  review,
  winner,
}: {
  rows: ProposalSummary[]
  phase: 1 | 2 | 3
  year: number
  slug: string | undefined
  selection?: RowSelection
  review?: RowReview
  winner?: (row: ProposalSummary) => ReactNode
}) {
  const { t } = useLingui()
  const allChosen =
    !!selection && rows.length > 0 && rows.every((r) => selection.selected.has(r.id))
  const columns: Column<ProposalSummary>[] = [
    {
      key: 'title',
      header: t`Title`,
      part: 'title',
      cell: (row) => (
        <>
          <Link
            to={paths.committee.proposalDetail.to(phase === 1 ? 1 : 2, row.id, slug)}
            year={year}
            className="fw-semibold"
          >
            {row.title}
          </Link>{' '}
          <StageBadge phase={row.phase} winnerRank={row.winnerRank} />
        </>
      ),
    },
    {
      key: 'team',
      header: t`Team`,
      cell: (row) => (
        <>
          {row.teamName}
          <div className="small text-secondary">{row.unit}</div>
        </>
      ),
    },
    { key: 'category', header: t`Category`, cell: (row) => categoryName(row.category) },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => <StatusBadge status={phase === 1 ? row.status1 : row.status2} />,
    },
    {
      key: 'updated',
      header: t`Updated`,
      className: 'text-nowrap',
      cell: (row) => formatDate(row.updatedAt),
    },
    winner
      ? { key: 'winner', header: t`Winner`, cell: winner }
      : {
          key: 'actions',
          header: t`Actions`,
          part: 'action',
          cell: (row) => (review ? <RowActions row={row} review={review} /> : null),
        },
  ]
  if (selection)
    columns.unshift({
      key: 'select',
      header: (
        <Form.Check
          aria-label={t`Select all proposals on this page`}
          checked={allChosen}
          onChange={selection.onToggleAll}
        />
      ),
      label: t`Select all`,
      part: 'select',
      className: 'text-center',
      cell: (row) => {
        const title = row.title
        return (
          <Form.Check
            aria-label={t`Select "${title}"`}
            checked={selection.selected.has(row.id)}
            onChange={() => selection.onToggle(row.id)}
          />
        )
      },
    })
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      caption={t`Phase ${phase} proposals of ${year}`}
      className="mb-3"
    />
  )
}

function RowActions({ row, review }: { row: ProposalSummary; review: RowReview }) {
  const { t } = useLingui()
  const can = review.offer(row)
  const title = row.title
  return (
    <div className="d-flex flex-wrap gap-1">
      {can.approve ? (
        <Button
          size="sm"
          variant="success"
          onClick={() => review.approve(row)}
          disabled={review.busy}
          aria-label={t`Approve "${title}"`}
        >
          <Trans>Approve</Trans>
        </Button>
      ) : null}
      {can.return ? (
        <Button
          size="sm"
          variant="outline-warning"
          className="text-body"
          onClick={() => review.giveBack(row)}
          disabled={review.busy}
          aria-label={t`Return "${title}"`}
        >
          <Trans>Return</Trans>
        </Button>
      ) : null}
      {can.advance ? (
        <Button
          size="sm"
          variant="primary"
          onClick={() => review.advance(row)}
          disabled={review.busy}
          aria-label={t`Advance "${title}"`}
        >
          <Trans>Advance</Trans>
        </Button>
      ) : null}
      <WaitingNote busy={review.running?.has(row.id) ?? false} className="w-100" />
      {!can.approve && !can.return && !can.advance ? (
        <span className="small text-secondary">
          <Trans>No action</Trans>
        </span>
      ) : null}
    </div>
  )
}
