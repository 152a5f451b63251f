/**
 * The award's rules, written once: from the periods, the clock, a proposal's stage and entry
 * statuses and the person's role and team, what is open, for whom, until when, and which actions are
 * possible, each impossible one with its reason in words. The screens ask these modules what to
 * offer; the demo API calls the same functions to enforce the rules, with the same words. Pure
 * functions only: no React, no storage. Each file holds one concern; import them through this index.
 */
export type { EntryPhase, EntryStatus, Role, Stage, Verdict } from '@/domain/award/terms'
export { entryStatusLabel, joinAnd, joinOr, YES } from '@/domain/award/terms'
export * from '@/domain/award/periods'
export * from '@/domain/award/proposal'
export * from '@/domain/award/entries'
export * from '@/domain/award/scoring'
export * from '@/domain/award/stages'
export * from '@/domain/award/publication'
export * from '@/domain/award/timeline'
export * from '@/domain/award/actions'
export * from '@/domain/award/notifications'
export * from '@/domain/award/reminders'
export * from '@/domain/award/messages'
export * from '@/domain/award/updates'
export * from '@/domain/award/activity'
