import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DataTable } from '@/components/data/data-table'
import { PhoneDisclosure } from '@/components/layout/phone-disclosure'
import { ChangesTable } from '@/features/activity/components/changes-table'
import { AssignmentTable } from '@/features/judges/components/assignment-table'
import type { Assignment, BoardProposal } from '@/features/judges/schemas'
import { RubricTable } from '@/features/scoring/components/rubric-table'
import { SheetView } from '@/features/scoring/components/sheet-view'
import type { Criterion, ScoreSheet } from '@/features/scoring/schemas'
import { VoteTallies } from '@/features/votes/components/vote-tallies'
import { render } from '@/testing/test-utils'

const rowOf = (table: HTMLElement, name: string | RegExp) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!

/** The label a phone's card shows before each value of a row (the cells' data-label). */
const cardLabels = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-label]')].map((cell) => cell.getAttribute('data-label'))

describe('the shared table', () => {
  const rows = [
    { id: 'a', name: 'Alpha', count: 2 },
    { id: 'b', name: 'Beta', count: 3 },
  ]
  const columns = [
    { key: 'name', header: 'Name', part: 'title' as const, cell: (r: (typeof rows)[0]) => r.name },
    { key: 'count', header: 'Count', cell: (r: (typeof rows)[0]) => r.count },
    { key: 'kind', header: 'Kind', part: 'aside' as const, cell: () => 'Test' },
  ]

  it('heads each row with its title, labels the other values for a card, and adds a total row', () => {
    render(
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Counts"
        captionShown
        footer={{ name: 'All', count: 5 }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Counts' })
    expect(screen.getByText('Counts')).not.toHaveClass('visually-hidden')
    expect(rowOf(table, 'Alpha')).toHaveTextContent('Alpha2Test')
    expect(cardLabels(rowOf(table, 'Alpha'))).toEqual(['Count', 'Kind'])
    const total = rowOf(table, 'All')
    expect(total.parentElement!.tagName).toBe('TFOOT')
    expect(total).toHaveTextContent('All5')
    // The total's empty cell has no label: a phone's card leaves it out.
    expect(cardLabels(total)).toEqual(['Count'])
  })

  it('shows a row’s detail under it, across the table, only while the row asks for it', async () => {
    function Table() {
      const [open, setOpen] = useState<string | null>(null)
      return (
        <DataTable
          rows={rows}
          rowKey={(r) => r.id}
          caption="Rows"
          columns={[
            ...columns,
            {
              key: 'open',
              header: 'Actions',
              part: 'action',
              cell: (r) => <button onClick={() => setOpen(r.id)}>Open {r.name}</button>,
            },
          ]}
          rowDetail={(r) => (open === r.id ? <p>Detail of {r.name}</p> : null)}
        />
      )
    }
    const user = userEvent.setup()
    render(<Table />)
    const table = screen.getByRole('table', { name: 'Rows' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Open Beta' }))
    const detail = screen.getByText('Detail of Beta').closest('tr')!
    expect(detail.previousElementSibling).toBe(rowOf(table, 'Beta'))
    expect(detail.querySelector('td')).toHaveAttribute('colspan', '4')
    expect(screen.queryByText('Detail of Alpha')).not.toBeInTheDocument()
  })
})

describe('the tables moved to the shared table keep their data and actions', () => {
  const proposal = (id: string, title: string): BoardProposal => ({
    proposalId: id,
    title,
    category: 1,
    teamName: `Team ${id}`,
    unit: 'Divisi Operasi',
    conflicts: [],
    declaredConflicts: [],
  })
  const assignment = (proposalId: string, juryName: string): Assignment => ({
    juryDetailId: `${proposalId}-${juryName}`,
    year: 2026,
    phase: 1,
    proposalId,
    juryId: juryName,
    juryName,
    status: 'Draft',
    removed: false,
  })

  it('the assignment board: each proposal with its judges, its checkbox and "Edit judges" opening the editor under it', async () => {
    function Board() {
      const [editing, setEditing] = useState<string | null>(null)
      const [picked, setPicked] = useState<string[]>([])
      return (
        <AssignmentTable
          phase={1}
          proposals={[proposal('p1', 'Leak detection'), proposal('p2', 'Solar pumps')]}
          assignments={[assignment('p1', 'Dewi Lestari')]}
          editing={editing}
          onEdit={setEditing}
          renderEditor={(p, mine) => (
            <p>
              Editor of {p.title} with {mine.length} judge(s)
            </p>
          )}
          selection={{
            isSelected: (id) => picked.includes(id),
            onToggle: (p) => setPicked([...picked, p.proposalId]),
            header: <input type="checkbox" aria-label="Select every proposal on this page" />,
            headerLabel: 'Select every proposal on this page',
          }}
        />
      )
    }
    const user = userEvent.setup()
    render(<Board />)
    const table = screen.getByRole('table', { name: 'Phase 1 proposals and their judges' })
    expect(rowOf(table, /Leak detection/)).toHaveTextContent('Dewi Lestari (draft saved)')
    expect(rowOf(table, /Solar pumps/)).toHaveTextContent('No judge yet')
    await user.click(screen.getByRole('checkbox', { name: 'Select Solar pumps' }))
    expect(screen.getByRole('checkbox', { name: 'Select Solar pumps' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Edit judges for Leak detection' }))
    expect(screen.getByText('Editor of Leak detection with 1 judge(s)').closest('tr')).toBe(
      rowOf(table, /Leak detection/).nextElementSibling,
    )
    expect(
      screen.getByRole('button', { name: 'Close the judges of Leak detection' }),
    ).toHaveAttribute('aria-expanded', 'true')
  })

  it('the assignment board once the judges are final: who judges each proposal, nothing to change', () => {
    render(
      <AssignmentTable
        phase={2}
        proposals={[proposal('p1', 'Leak detection')]}
        assignments={[assignment('p1', 'Rina Kartika')]}
        editing="p1"
        onEdit={() => undefined}
        renderEditor={() => <p>Editor</p>}
        selection={{ isSelected: () => false, onToggle: () => undefined, header: null }}
        readOnly
      />,
    )
    const table = screen.getByRole('table', { name: 'Phase 2 proposals and their judges' })
    expect(rowOf(table, /Leak detection/)).toHaveTextContent('Rina Kartika (draft saved)')
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByText('Editor')).not.toBeInTheDocument()
  })

  const criteria: Criterion[] = [
    ['c1', 'Novelty', 'How new the idea is', 40],
    ['c2', 'Impact', 'What it changes', 60],
  ].map(([id, name, description, weight], order) => ({
    id: id as string,
    phase: 1,
    order,
    name: name as string,
    description: description as string,
    weight: weight as number,
    scaleMin: 1,
    scaleMax: 10,
  }))

  it('the rubric: each criterion with what it means and its weight', () => {
    render(<RubricTable criteria={criteria} phase={1} />)
    const table = screen.getByRole('table', {
      name: 'Criteria of the Phase 1 rubric with their weights',
    })
    expect(rowOf(table, 'Novelty')).toHaveTextContent('NoveltyHow new the idea is40%')
    expect(rowOf(table, 'Impact')).toHaveTextContent('ImpactWhat it changes60%')
    expect(screen.getByText(/weights sum to 100/)).toBeInTheDocument()
  })

  it('a judge’s sheet: each criterion’s score and comment, and the weighted total as its last row', () => {
    const sheet = {
      juryName: 'Dewi Lestari',
      scores: [
        { criterionId: 'c1', score: 7, comment: 'Fresh.' },
        { criterionId: 'c2', score: 8, comment: '' },
      ],
      total: 7.6,
      overallComment: 'Good work.',
      submittedAt: null,
      updatedAt: '2026-03-02T03:00:00Z',
    } as ScoreSheet
    render(<SheetView sheet={sheet} criteria={criteria} caption="Dewi's scores" />)
    const table = screen.getByRole('table', { name: "Dewi's scores" })
    expect(rowOf(table, 'Novelty')).toHaveTextContent('Novelty40%7Fresh.')
    expect(rowOf(table, 'Impact')).toHaveTextContent('Impact60%8No comment')
    expect(rowOf(table, 'Weighted total')).toHaveTextContent('Weighted total7.60')
    expect(screen.getByText(/^Last saved /)).toBeInTheDocument()
    expect(screen.getByText('Good work.')).toBeInTheDocument()
  })

  it('the vote tallies: rank, proposal, votes and share, under a caption counting the ballots', () => {
    render(
      <VoteTallies
        caption="Results of the grand final"
        result={{
          sessionId: 's1',
          name: 'Grand final',
          year: 2025,
          status: 'Closed',
          openAt: '2025-07-20T01:00:00Z',
          closeAt: '2025-07-20T09:00:00Z',
          totalBallots: 4,
          tallies: [
            {
              proposalId: 'p1',
              title: 'Leak detection',
              teamName: 'Pompa Pintar',
              category: 3,
              votes: 3,
              share: 0.75,
              rank: 1,
            },
            {
              proposalId: 'p2',
              title: 'Solar pumps',
              teamName: 'Desa Berdaya',
              category: 3,
              votes: 1,
              share: 0.25,
              rank: 2,
            },
          ],
        }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Results of the grand final: 4 ballots' })
    expect(rowOf(table, /Leak detection/)).toHaveTextContent('1Leak detectionPompa Pintar375%')
    expect(rowOf(table, /Solar pumps/)).toHaveTextContent('2Solar pumpsDesa Berdaya125%')
  })

  it('an activity’s changes: each field before and after, the changed ones marked, an empty value as a dash', () => {
    render(
      <ChangesTable
        before={{ status: 'Finalized', remark: '', team: { name: 'Pompa Pintar' } }}
        after={{ status: 'Approved', remark: '', team: { name: 'Pompa Pintar' } }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Before and after, field by field' })
    expect(rowOf(table, /^status/)).toHaveTextContent('status (changed)FinalizedApproved')
    expect(rowOf(table, /^remark/)).toHaveTextContent(/^remark——$/)
    expect(rowOf(table, 'team.name')).toHaveTextContent('team.namePompa PintarPompa Pintar')
  })
})

describe('a part of a screen that folds away on a phone', () => {
  it('is named by its title, as its heading and as the button that opens it', async () => {
    const user = userEvent.setup()
    render(
      <section aria-labelledby="how">
        <PhoneDisclosure title="How results are computed" headingId="how">
          <p>The formulas</p>
        </PhoneDisclosure>
      </section>,
    )
    expect(screen.getByRole('region', { name: 'How results are computed' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How results are computed' })).toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'How results are computed' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
      'The formulas',
    )
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle.closest('.phone-disclosure')).toHaveClass('open')
  })
})
