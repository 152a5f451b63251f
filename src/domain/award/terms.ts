/**
 * The words every rule of the award uses: who asks, a proposal's stage, an entry's phase and status,
 * and a verdict (whether an action is possible and, when it is not, why).
 */

export type Role = 'Commitee' | 'Jury' | 'Participant'
export type Stage = 1 | 2 | 3
export type EntryPhase = 1 | 2
export type EntryStatus = 'Draft' | 'Finalized' | 'Approved' | 'Returned'

/** Whether an action is possible; when it is not, why, in words a person understands. */
export type Verdict = { ok: true } | { ok: false; reason: string }
export const YES: Verdict = { ok: true }
export const no = (reason: string): { ok: false; reason: string } => ({ ok: false, reason })
