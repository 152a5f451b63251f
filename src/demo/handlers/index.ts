import { activityHandlers } from '@/demo/handlers/activity'
import { attachmentHandlers } from '@/demo/handlers/attachments'
import { withApiLayer } from '@/demo/handlers/api-layer'
import { authHandlers } from '@/demo/handlers/auth'
import { conflictHandlers } from '@/demo/handlers/conflicts'
import { eventHandlers } from '@/demo/handlers/event'
import { feedbackHandlers } from '@/demo/handlers/feedback'
import { galleryHandlers } from '@/demo/handlers/gallery'
import type { DemoContext } from '@/demo/handlers/http'
import type { DueWork } from '@/demo/notifications/due-work'
import { importHandlers } from '@/demo/handlers/imports'
import { innovationUpdateHandlers } from '@/demo/handlers/innovation-updates'
import { judgeHandlers } from '@/demo/handlers/judges'
import { judgingSettingHandlers } from '@/demo/handlers/judging-settings'
import { messageHandlers } from '@/demo/handlers/messages'
import { notificationHandlers } from '@/demo/handlers/notifications'
import { periodHandlers } from '@/demo/handlers/periods'
import { phaseResultHandlers } from '@/demo/handlers/phase-results'
import { proposalEntryHandlers } from '@/demo/handlers/proposal-entries'
import { proposalReadHandlers } from '@/demo/handlers/proposals'
import { reportHandlers } from '@/demo/handlers/reports'
import { resultHandlers } from '@/demo/handlers/results'
import { reviewHandlers } from '@/demo/handlers/review'
import { rubricHandlers } from '@/demo/handlers/rubric'
import { scoreHandlers } from '@/demo/handlers/scores'
import { teamFeedbackHandlers } from '@/demo/handlers/team-feedback'
import { teamHandlers } from '@/demo/handlers/teams'
import { userHandlers } from '@/demo/handlers/users'
import { voteHandlers } from '@/demo/handlers/votes'

export type { DemoContext } from '@/demo/handlers/http'

/** The demo API's routes, in matching order, without the layer around them (tests list the write routes from here). */
export function createRoutes(ctx: DemoContext) {
  // Specific paths (e.g. /proposal/mine) come before parameterised ones (/proposal/:id).
  return [
    ...authHandlers(ctx),
    ...eventHandlers(ctx),
    ...periodHandlers(ctx),
    ...activityHandlers(ctx),
    ...notificationHandlers(ctx),
    ...messageHandlers(ctx),
    ...userHandlers(ctx),
    ...reportHandlers(ctx),
    ...galleryHandlers(ctx),
    ...voteHandlers(ctx),
    ...feedbackHandlers(ctx),
    ...innovationUpdateHandlers(ctx),
    ...reviewHandlers(ctx),
    ...resultHandlers(ctx),
    ...judgingSettingHandlers(ctx),
    ...rubricHandlers(ctx),
    ...judgeHandlers(ctx),
    // GET /score/result before GET /score/:juryDetailId.
    ...phaseResultHandlers(ctx),
    ...teamFeedbackHandlers(ctx),
    ...scoreHandlers(ctx),
    ...conflictHandlers(ctx),
    ...teamHandlers(ctx),
    // GET /proposal/importable before GET /proposal/:id.
    ...importHandlers(ctx),
    ...proposalEntryHandlers(ctx),
    ...attachmentHandlers(ctx),
    ...proposalReadHandlers(ctx),
  ]
}

/** The demo backend: one set of request handlers for `npm start`, `npm run dev` and the tests. */
export function createHandlers(ctx: DemoContext, dueWork?: DueWork) {
  // Every request passes one layer around the routes: nosniff on every answer, idempotent retries,
  // and first what the award's clock made due.
  return withApiLayer(ctx, createRoutes(ctx), dueWork)
}
