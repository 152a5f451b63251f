import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Nav from 'react-bootstrap/Nav'
import Row from 'react-bootstrap/Row'
import Spinner from 'react-bootstrap/Spinner'
import Table from 'react-bootstrap/Table'
import { Link, NavLink, useParams, useSearchParams } from 'react-router'
import { useConfirm } from '@/components/feedback/confirm'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/states'
import { useToast } from '@/components/feedback/toasts'
import { PageHeader } from '@/components/layout/page-header'
import { CATEGORIES, categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { advanceVerdict, approveVerdict, returnVerdict, winnerMissing, type GrandFinalProgress } from '@/features/award/lifecycle'
import { proposalQueries, type ProposalListFilters } from '@/features/proposals/api'
import { scoringQueries } from '@/features/scoring/api'
import { ReturnDialog } from '@/features/proposals/components/return-dialog'
import { StageBadge, StatusBadge } from '@/features/proposals/components/status-badge'
import { StatusTotals } from '@/features/proposals/components/status-totals'
import { downloadText, toCsv, type CsvColumn } from '@/lib/csv'
import { reviewCalls, useBulkReview, useMarkWinner, type WinnerRank } from '@/features/proposals/review-api'
import { ENTRY_STATUSES, type ProposalSummary } from '@/features/proposals/schemas'
import { describeFailure, type BulkOutcome } from '@/lib/bulk'
import { dayjs, formatDate } from '@/lib/dates'
import { useSelectedYear } from '@/lib/selected-year'
import { PagingBar } from '@/components/data/pager'

type Phase = 1 | 2 | 3
const PER_PAGE_OPTIONS = [10, 20, 50] as const

function toPhase(raw: string | undefined): Phase | null {
  return raw === '1' ? 1 : raw === '2' ? 2 : raw === '3' ? 3 : null
}

/** The status of the entry this list reviews: Phase 3 finalists are judged on their Phase 2 entry. */
function statusIn(phase: Phase, row: ProposalSummary) {
  return phase === 1 ? row.status1 : row.status2
}

/** Which review actions a row allows (features/award/lifecycle.ts decides); a list offers advancing only from its own phase. */
function actionsOf(phase: Phase, row: ProposalSummary) {
  if (phase === 3) return { approve: false, return: false, advance: false }
  const proposal = { stage: row.phase, status1: row.status1, status2: row.status2 }
  return {
    approve: approveVerdict({ role: 'Commitee', proposal, phase }).ok,
    return: returnVerdict({ role: 'Commitee', proposal, phase }).ok,
    advance: row.phase === phase && advanceVerdict({ role: 'Commitee', proposal }).ok,
  }
}

const CSV_COLUMNS: CsvColumn<ProposalSummary>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Year', value: (r) => r.year },
  { header: 'Title', value: (r) => r.title },
  { header: 'Team', value: (r) => r.teamName },
  { header: 'Unit', value: (r) => r.unit },
  { header: 'Category', value: (r) => categoryName(r.category) },
  { header: 'Phase reached', value: (r) => r.phase },
  { header: 'Phase 1 status', value: (r) => r.status1 ?? '' },
  { header: 'Phase 2 status', value: (r) => r.status2 ?? '' },
  { header: 'Winner rank', value: (r) => r.winnerRank ?? '' },
  { header: 'Updated', value: (r) => formatDate(r.updatedAt) },
]

export default function ProposalsList() {
  const params = useParams()
  const phase = toPhase(params.phase)
  if (!phase) {
    return (
      <>
        <PageHeader title="Proposals" />
        <EmptyState title="There is no such phase">Choose Phase 1, 2 or 3 from the menu.</EmptyState>
      </>
    )
  }
  return <PhaseList key={phase} phase={phase} slug={params.event} />
}

function PhaseList({ phase, slug }: { phase: Phase; slug: string | undefined }) {
  const year = useSelectedYear()
  const [search, setSearch] = useSearchParams()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const toast = useToast()
  const bulk = useBulkReview()

  const keyword = search.get('keyword') ?? ''
  const categoryRaw = Number(search.get('category'))
  const category = CATEGORIES.some((c) => c.id === categoryRaw) ? categoryRaw : ''
  const statusRaw = search.get('status') ?? ''
  const status = (ENTRY_STATUSES as readonly string[]).includes(statusRaw) ? statusRaw : ''
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
  const perPageRaw = Number(search.get('perPage'))
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(perPageRaw) ? perPageRaw : 20
  const filters: ProposalListFilters = { year, phase, page, perPage, keyword, category, status }
  const list = useQuery(proposalQueries.list(filters))
  // Grand-final progress per finalist, so marking a winner can name what is missing.
  const finals = useQuery({ ...scoringQueries.result(year, 3), enabled: phase === 3 })
  const progressOf = (id: string): GrandFinalProgress | undefined => {
    const r = finals.data?.rows.find((x) => x.proposalId === id)
    return r ? { assigned: r.judgesAssigned, submitted: r.judgesDone } : finals.data ? { assigned: 0, submitted: 0 } : undefined
  }

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [returning, setReturning] = useState<ProposalSummary[] | null>(null)
  const [exporting, setExporting] = useState(false)

  const rows = list.data?.items ?? []
  // Selection is per visible page: ids no longer shown drop out on their own.
  const chosen = rows.filter((r) => selected.has(r.id))
  const allChosen = rows.length > 0 && chosen.length === rows.length

  /** Changes filters in the URL (keeping `year` and the others); any filter change goes back to page 1. */
  function update(changes: Record<string, string | number>, resetPage = true) {
    const next = new URLSearchParams(search)
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === null) next.delete(name)
      else next.set(name, String(value))
    }
    if (resetPage) next.delete('page')
    setSearch(next)
    setSelected(new Set())
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('keyword')
    update({ keyword: typeof value === 'string' ? value.trim() : '' })
  }

  function report(outcome: BulkOutcome, verb: string) {
    if (outcome.done > 0) toast.success(`${outcome.done} ${outcome.done === 1 ? 'proposal' : 'proposals'} ${verb}.`)
    for (const failure of outcome.failures) toast.error(describeFailure(failure), `Not ${verb}`)
    setSelected(new Set())
  }

  async function runAction(kind: 'approve' | 'advance', items: ProposalSummary[]) {
    const verb = kind === 'approve' ? 'approved' : 'advanced'
    const next = phase === 1 ? 'Phase 2 as semi-finalists (published in the gallery)' : 'Phase 3 as finalists'
    const what = items.length === 1 ? `"${items[0]!.title}"` : `${items.length} proposals`
    const message =
      kind === 'approve' ? `Approve ${what}? Approved entries are eligible for judging.` : `Advance ${what} to ${next}? This cannot be undone here.`
    const ok = await confirm({
      title: kind === 'approve' ? 'Approve' : 'Advance',
      message,
      confirmText: kind === 'approve' ? 'Approve' : 'Advance',
      variant: 'primary',
    })
    if (!ok) return
    const run =
      kind === 'approve'
        ? (id: string) => reviewCalls.approve({ proposalId: id, phase: phase as 1 | 2 })
        : (id: string) => reviewCalls.advance({ proposalId: id })
    report(await bulk.mutateAsync({ items, run }), verb)
  }

  async function returnWith(reason: string) {
    const items = returning ?? []
    const outcome = await bulk.mutateAsync({ items, run: (id) => reviewCalls.return({ proposalId: id, phase: phase as 1 | 2, reason }) })
    // A single failed return stays in the dialog so the reason can be fixed and sent again.
    if (items.length === 1 && outcome.failures.length === 1) throw outcome.failures[0]!.error
    setReturning(null)
    report(outcome, 'returned')
  }

  async function exportCsv() {
    setExporting(true)
    try {
      const all: ProposalSummary[] = []
      let pageCount = 1
      for (let p = 1; p <= pageCount; p += 1) {
        const result = await queryClient.fetchQuery(proposalQueries.list({ ...filters, page: p, perPage: 100 }))
        all.push(...result.items)
        pageCount = result.pageCount
      }
      downloadText(`proposals-phase-${phase}-${year}-${dayjs().format('YYYY-MM-DD')}.csv`, toCsv(all, CSV_COLUMNS))
      toast.success(`Exported ${all.length} ${all.length === 1 ? 'proposal' : 'proposals'}.`)
    } catch (error) {
      toast.apiError(error)
    } finally {
      setExporting(false)
    }
  }

  const filtered = keyword !== '' || category !== '' || status !== ''
  const eligible = {
    approve: chosen.filter((r) => actionsOf(phase, r).approve),
    return: chosen.filter((r) => actionsOf(phase, r).return),
    advance: chosen.filter((r) => actionsOf(phase, r).advance),
  }
  const busy = bulk.isPending

  return (
    <>
      <PageHeader
        title={`Phase ${phase} proposals`}
        subtitle={`${year} · ${phase === 1 ? 'review entries and choose semi-finalists' : phase === 2 ? 'review semi-finalist entries and choose finalists' : 'finalists and winners'}`}
        actions={
          <Button variant="outline-primary" onClick={() => void exportCsv()} disabled={exporting || !list.data || list.data.totalCount === 0}>
            {exporting ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
            Export CSV
          </Button>
        }
      />

      <Nav variant="tabs" className="mb-3" aria-label="Phases">
        {([1, 2, 3] as const).map((p) => (
          <Nav.Item key={p}>
            <Nav.Link as={NavLink} to={`${paths.committee.proposals.to(p, slug)}?year=${year}`}>
              Phase {p}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>

      {list.data ? <StatusTotals totals={list.data.totals} /> : null}

      <Form onSubmit={onSearch} className="mb-3" role="search" aria-label="Filter proposals" key={keyword}>
        <Row className="g-2 align-items-end">
          <Col xs={12} md={5}>
            <Form.Label htmlFor="filter-keyword">Keyword</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="filter-keyword" name="keyword" type="search" defaultValue={keyword} placeholder="Title, team or unit" />
              <Button type="submit" variant="primary">
                Search
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="filter-category">Category</Form.Label>
            <Form.Select id="filter-category" value={category} onChange={(e) => update({ category: e.target.value })}>
              <option value="">All categories</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={2}>
            <Form.Label htmlFor="filter-status">Status</Form.Label>
            <Form.Select id="filter-status" value={status} onChange={(e) => update({ status: e.target.value })}>
              <option value="">All statuses</option>
              {ENTRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} md={2}>
            {filtered ? (
              <Button variant="link" className="px-0" onClick={() => update({ keyword: '', category: '', status: '' })}>
                Clear filters
              </Button>
            ) : null}
          </Col>
        </Row>
      </Form>

      {phase !== 3 ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="toolbar" aria-label="Bulk actions">
          <span className="small text-secondary me-1" aria-live="polite">
            {chosen.length} selected
          </span>
          <Button size="sm" variant="success" disabled={busy || eligible.approve.length === 0} onClick={() => void runAction('approve', eligible.approve)}>
            Approve selected ({eligible.approve.length})
          </Button>
          <Button size="sm" variant="warning" disabled={busy || eligible.return.length === 0} onClick={() => setReturning(eligible.return)}>
            Return selected ({eligible.return.length})
          </Button>
          <Button size="sm" variant="primary" disabled={busy || eligible.advance.length === 0} onClick={() => void runAction('advance', eligible.advance)}>
            Advance selected ({eligible.advance.length})
          </Button>
          {busy ? <Spinner animation="border" size="sm" role="status" aria-label="Working" /> : null}
        </div>
      ) : null}

      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState label="Loading proposals…" />
      ) : rows.length === 0 ? (
        <EmptyState title={filtered ? 'No proposals match these filters' : `No Phase ${phase} proposals in ${year} yet`}>
          {filtered ? 'Change or clear the filters.' : phase === 1 ? 'Proposals appear here as teams create them.' : 'Proposals appear here once they advance.'}
        </EmptyState>
      ) : (
        <>
          {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} title="The list could not be refreshed" /> : null}
          <Table bordered size="sm" striped responsive hover className="align-middle">
            <caption className="visually-hidden">
              Phase {phase} proposals of {year}
            </caption>
            <thead>
              <tr>
                {phase !== 3 ? (
                  <th scope="col" className="text-center" style={{ width: '2.5rem' }}>
                    <Form.Check
                      aria-label="Select all proposals on this page"
                      checked={allChosen}
                      onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
                    />
                  </th>
                ) : null}
                <th scope="col">Title</th>
                <th scope="col">Team</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
                <th scope="col">{phase === 3 ? 'Winner' : 'Actions'}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ProposalRow
                  key={row.id}
                  row={row}
                  progress={progressOf(row.id)}
                  phase={phase}
                  slug={slug}
                  year={year}
                  checked={selected.has(row.id)}
                  busy={busy}
                  onToggle={() =>
                    setSelected((prev) => {
                      const next = new Set(prev)
                      if (next.has(row.id)) next.delete(row.id)
                      else next.add(row.id)
                      return next
                    })
                  }
                  onApprove={() => void runAction('approve', [row])}
                  onReturn={() => setReturning([row])}
                  onAdvance={() => void runAction('advance', [row])}
                />
              ))}
            </tbody>
          </Table>
          <PagingBar
            page={list.data.currentPage}
            pageCount={list.data.pageCount}
            perPage={list.data.perPage}
            perPageOptions={PER_PAGE_OPTIONS}
            total={list.data.totalCount}
            shown={rows.length}
            onPage={(p) => update({ page: p }, false)}
            onPerPage={(n) => update({ perPage: n })}
          />
        </>
      )}

      <ReturnDialog
        show={returning !== null}
        subject={returning && returning.length === 1 ? `"${returning[0]!.title}"` : `${returning?.length ?? 0} proposals`}
        onCancel={() => setReturning(null)}
        onSubmit={returnWith}
      />
    </>
  )
}

function ProposalRow({
  row,
  progress,
  phase,
  slug,
  year,
  checked,
  busy,
  onToggle,
  onApprove,
  onReturn,
  onAdvance,
}: {
  row: ProposalSummary
  progress: GrandFinalProgress | undefined
  phase: Phase
  slug: string | undefined
  year: number
  checked: boolean
  busy: boolean
  onToggle: () => void
  onApprove: () => void
  onReturn: () => void
  onAdvance: () => void
}) {
  const can = actionsOf(phase, row)
  const detailPhase: 1 | 2 = phase === 1 ? 1 : 2
  return (
    <tr>
      {phase !== 3 ? (
        <td className="text-center">
          <Form.Check aria-label={`Select "${row.title}"`} checked={checked} onChange={onToggle} />
        </td>
      ) : null}
      <td>
        <Link to={`${paths.committee.proposalDetail.to(detailPhase, row.id, slug)}?year=${year}`} className="fw-semibold">
          {row.title}
        </Link>{' '}
        <StageBadge phase={row.phase} winnerRank={row.winnerRank} />
      </td>
      <td>
        {row.teamName}
        <div className="small text-secondary">{row.unit}</div>
      </td>
      <td>{categoryName(row.category)}</td>
      <td>
        <StatusBadge status={statusIn(phase, row)} />
      </td>
      <td className="text-nowrap">{formatDate(row.updatedAt)}</td>
      <td>
        {phase === 3 ? (
          <WinnerSelect row={row} progress={progress} />
        ) : (
          <div className="d-flex flex-wrap gap-1">
            {can.approve ? (
              <Button size="sm" variant="success" onClick={onApprove} disabled={busy} aria-label={`Approve "${row.title}"`}>
                Approve
              </Button>
            ) : null}
            {can.return ? (
              <Button size="sm" variant="outline-warning" className="text-body" onClick={onReturn} disabled={busy} aria-label={`Return "${row.title}"`}>
                Return
              </Button>
            ) : null}
            {can.advance ? (
              <Button size="sm" variant="primary" onClick={onAdvance} disabled={busy} aria-label={`Advance "${row.title}"`}>
                Advance
              </Button>
            ) : null}
            {!can.approve && !can.return && !can.advance ? <span className="small text-secondary">No action</span> : null}
          </div>
        )}
      </td>
    </tr>
  )
}

function WinnerSelect({ row, progress }: { row: ProposalSummary; progress: GrandFinalProgress | undefined }) {
  const confirm = useConfirm()
  const toast = useToast()
  const mark = useMarkWinner()
  async function change(value: string) {
    const rank = (value === '' ? null : Number(value)) as WinnerRank
    // features/award/lifecycle.ts: without all grand-final scores, only a confirmed override naming what is missing.
    const missing = rank !== null && progress ? winnerMissing(progress) : null
    const ok = await confirm({
      title: 'Winner',
      message:
        rank === null
          ? `Clear the winner rank of "${row.title}"?`
          : `${missing ? `${missing} ` : ''}Mark "${row.title}" as rank ${rank} in ${categoryName(row.category)}${missing ? ' anyway' : ''}?`,
      confirmText: missing ? 'Override and save' : 'Save',
    })
    if (!ok) return
    mark.mutate(
      { proposalId: row.id, rank, override: missing !== null },
      { onSuccess: () => toast.success(rank === null ? 'Winner rank cleared.' : `Marked as rank ${rank}.`), onError: (error) => toast.apiError(error) },
    )
  }
  return (
    <Form.Select
      size="sm"
      aria-label={`Winner rank of "${row.title}"`}
      value={row.winnerRank ?? ''}
      disabled={mark.isPending}
      onChange={(e) => void change(e.target.value)}
      style={{ minWidth: '8rem' }}
    >
      <option value="">Not a winner</option>
      <option value="1">Rank 1</option>
      <option value="2">Rank 2</option>
      <option value="3">Rank 3</option>
    </Form.Select>
  )
}
