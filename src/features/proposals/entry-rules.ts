import { formatDateTime } from '@/lib/dates'
import type { Proposal } from '@/features/proposals/schemas'

/** The participant period in which a phase's entry is written (index 0 for phase 1, 2 for phase 2). */
export interface EntryPeriod {
  isActive: boolean
  startAt: string
  endAt: string
}

export interface EntryAccess {
  editable: boolean
  /** Why it is read-only, in words, or null. */
  reason: string | null
  canFinalize: boolean
}

/** The same rules the API enforces (docs/api.md "Entry rules"), so the form says why before anyone types. */
export function entryAccess(input: {
  proposal: Proposal
  phase: 1 | 2
  period: EntryPeriod | undefined
  now: number
  userId: string
  isCommittee: boolean
}): EntryAccess {
  const { proposal, phase, period, now, userId, isCommittee } = input
  const readOnly = (reason: string): EntryAccess => ({ editable: false, reason, canFinalize: false })
  if (phase === 2 && proposal.phase < 2) return readOnly('This proposal has not reached Phase 2: only semi-finalists write a Phase 2 entry.')
  const entry = proposal.entries[phase]
  if (entry && entry.status === 'Finalized')
    return readOnly(`The Phase ${phase} entry was finalized${entry.finalizedAt ? ` on ${formatDateTime(entry.finalizedAt)}` : ''}; it is read-only now.`)
  if (entry && entry.status === 'Approved') return readOnly(`The Phase ${phase} entry was approved by the committee; it is read-only.`)
  const isLeader = proposal.team.leaderId === userId
  if (isCommittee) return { editable: true, reason: null, canFinalize: true }
  if (!period || !period.isActive) return readOnly(`The Phase ${phase} submission period is not active, so the entry cannot be changed now.`)
  if (now < Date.parse(period.startAt)) return readOnly(`The Phase ${phase} submission period opens on ${formatDateTime(period.startAt)}.`)
  if (now >= Date.parse(period.endAt)) return readOnly(`The Phase ${phase} deadline passed on ${formatDateTime(period.endAt)}; the entry is read-only.`)
  return { editable: true, reason: null, canFinalize: isLeader }
}

/** What the team should do next for a proposal, in one sentence. */
export function nextAction(proposal: Pick<Proposal, 'phase'> & { status1: string | null; status2: string | null }): string {
  if (proposal.phase >= 2) {
    if (proposal.status2 === 'Finalized') return 'Phase 2 entry finalized: wait for the committee’s review.'
    if (proposal.status2 === 'Approved') return 'Phase 2 entry approved: good luck in the scoring.'
    if (proposal.status2 === 'Returned') return 'The committee returned the Phase 2 entry: read the reason, change it and finalize again.'
    return 'Semi-finalist: write the Phase 2 entry, upload the presentation and finalize.'
  }
  if (proposal.status1 === 'Returned') return 'The committee returned the entry: read the reason, change it and finalize again.'
  if (proposal.status1 === 'Finalized') return 'Finalized: wait for the committee’s review.'
  if (proposal.status1 === 'Approved') return 'Approved: the jury scores it next.'
  return 'Write the Phase 1 entry, upload the poster, and the leader finalizes it before the deadline.'
}
