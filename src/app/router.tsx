import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { TITLES } from '@/app/route-titles'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { RootLayout } from '@/app/layouts/root-layout'
import { RouteError, ScreenCodeMissing } from '@/app/route-error'
import { LoadingState } from '@/components/feedback/states'
import { Passthrough } from '@/app/routes/passthrough'
import Landing from '@/app/routes/public/landing'
import { Navigate } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { loadScreenStyles } from '@/app/screen-styles'
import { loadAreaMessages } from '@/i18n'
import type { Reader } from '@/i18n/catalog-parts'
import type { AreaHandle, ScreenCode } from '@/app/prefetch-screens'

type Loader = () => Promise<{ default: ComponentType }>

/**
 * A screen's code, with the screens' stylesheet (forms, tables, navigation: not on the landing)
 * and the messages its area's screens show (the screens outside the areas' when it is no area's).
 */
const loadScreen = async (load: Loader, messages?: Reader): Promise<ComponentType> =>
  (await Promise.all([load(), loadScreenStyles(), loadAreaMessages(messages)]))[0].default

/**
 * Each screen is its own chunk, so an area's code loads only when the area is visited. Code that
 * cannot be loaded (offline before the screen was ever opened) must not reject here: React Router
 * keeps such a route as "not loaded yet" and renders nothing in its place, a blank page. The route
 * gets ScreenCodeMissing instead, which says so and loads the code again on Retry or back online.
 */
export const lazyRoute = (load: Loader, frame: 'area' | 'page' = 'page', messages?: Reader) => {
  const again = () => loadScreen(load, messages)
  return async () => {
    try {
      return { Component: await again() }
    } catch {
      return { Component: () => <ScreenCodeMissing load={again} embedded={frame === 'area'} /> }
    }
  }
}

/** A screen that throws shows its error in its area's frame, so the navigation stays usable. */
function screen(
  path: string | undefined,
  title: MessageDescriptor,
  load: Loader,
  frame: 'area' | 'page' = 'area',
  messages?: Reader,
): RouteObject {
  const common = {
    handle: { title, code: load },
    lazy: lazyRoute(load, frame, messages),
    errorElement: <RouteError embedded={frame === 'area'} />,
  }
  return path === undefined ? { index: true, ...common } : { path, ...common }
}

/**
 * An area: its layout (guard, menu) around its screens. Each screen is its own chunk; once the
 * first one is shown, the layout fetches the others' code when the browser is idle
 * (src/app/prefetch-screens.ts), so moving on within the area needs no round trip. The layout and
 * every screen load the messages the area's screens show (`messages`) with their code. `parts` are
 * code a screen loads only when asked (a dialog's form: src/components/forms/form-code.tsx),
 * fetched ahead with the screens.
 */
function area(
  path: string,
  messages: Reader,
  layout: Loader,
  children: RouteObject[],
  parts: ScreenCode[] = [],
): RouteObject {
  const code = (child: RouteObject) => (child.handle as { code: Loader }).code
  const handle: AreaHandle = { screens: [...children.map(code), ...parts] }
  return {
    path,
    handle,
    lazy: lazyRoute(layout, 'page', messages),
    errorElement: <RouteError />,
    children: children.map((child) => ({
      ...child,
      lazy: lazyRoute(code(child), 'area', messages),
    })),
  }
}

const c = paths.committee
const j = paths.jury
const p = paths.participant
const uc = paths.updateCommittee
const up = paths.updateParticipant

/** The route table of requirements R2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The landing is the first visit's screen: it ships with the entry, not a round trip later.
          {
            index: true,
            handle: { title: msg`Home` },
            Component: Landing,
            errorElement: <RouteError embedded={false} />,
          },
          // The sign-in pages load only their own messages, and those every area shows.
          screen(
            'login',
            TITLES.signIn,
            () => import('@/app/routes/public/login'),
            'page',
            'sign-in',
          ),
          screen(
            'loginSPA',
            TITLES.signingIn,
            () => import('@/app/routes/public/login-spa'),
            'page',
            'sign-in',
          ),
          screen(
            'registration',
            TITLES.registration,
            () => import('@/app/routes/public/registration'),
            'page',
          ),
          screen(
            'test',
            TITLES.diagnostics,
            () => import('@/app/routes/public/diagnostics'),
            'page',
          ),

          area(c.root.pattern, 'committee', () => import('@/app/routes/committee/layout'), [
            screen(undefined, TITLES.committee, () => import('@/app/routes/committee/home')),
            screen(
              c.proposals.pattern,
              TITLES.proposals,
              () => import('@/app/routes/committee/proposals-list'),
            ),
            screen(
              c.proposalDetail.pattern,
              TITLES.proposalReview,
              () => import('@/app/routes/committee/proposal-review'),
            ),
            screen(
              c.proposalScore.pattern,
              TITLES.proposalScores,
              () => import('@/app/routes/committee/proposal-scores'),
            ),
            screen(
              c.newProposal.pattern,
              TITLES.newProposalCommittee,
              () => import('@/app/routes/committee/new-proposal'),
            ),
            screen(
              c.assignJudges.pattern,
              TITLES.assignJudges,
              () => import('@/app/routes/committee/assign-judges'),
            ),
            screen(c.rubric.pattern, TITLES.rubric, () => import('@/app/routes/committee/rubric')),
            screen(
              c.voteResult.pattern,
              TITLES.results,
              () => import('@/app/routes/committee/vote-result'),
            ),
            screen(
              c.vote.pattern,
              TITLES.voteSession,
              () => import('@/app/routes/committee/vote-session'),
            ),
            screen(
              c.manageUser.pattern,
              TITLES.users,
              () => import('@/app/routes/committee/manage-users'),
            ),
            screen(
              c.manageTeam.pattern,
              TITLES.teams,
              () => import('@/app/routes/committee/manage-teams'),
            ),
            screen(c.report.pattern, TITLES.report, () => import('@/app/routes/committee/report')),
            screen(
              c.feedback.pattern,
              TITLES.feedback,
              () => import('@/app/routes/committee/feedback-list'),
            ),
            screen(
              c.feedbackDetail.pattern,
              TITLES.feedbackThread,
              () => import('@/app/routes/committee/feedback-thread'),
            ),
            screen(
              c.activity.pattern,
              TITLES.activity,
              () => import('@/app/routes/committee/activity'),
            ),
            screen(
              c.activityDetail.pattern,
              TITLES.activityDetail,
              () => import('@/app/routes/committee/activity-detail'),
            ),
            screen(
              c.messages.pattern,
              TITLES.messages,
              () => import('@/app/routes/committee/messages'),
            ),
            screen(
              c.messageDetail.pattern,
              TITLES.message,
              () => import('@/app/routes/committee/message-detail'),
            ),
          ]),

          area(j.root.pattern, 'jury', () => import('@/app/routes/jury/layout'), [
            screen(undefined, TITLES.jury, () => import('@/app/routes/jury/home')),
            screen(
              j.proposal.pattern,
              TITLES.scoreProposal,
              () => import('@/app/routes/jury/score-sheet'),
            ),
            screen(
              j.score.pattern,
              TITLES.scoreRecap,
              () => import('@/app/routes/jury/score-recap'),
            ),
            screen(
              j.newScore.pattern,
              TITLES.grandFinalScoring,
              () => import('@/app/routes/jury/grand-final'),
            ),
          ]),

          area(p.root.pattern, 'participant', () => import('@/app/routes/participant/layout'), [
            screen(undefined, TITLES.participant, () => import('@/app/routes/participant/home')),
            screen(
              p.importInitiative.pattern,
              TITLES.importFromTheInitiativeRegistry,
              () => import('@/app/routes/participant/import-initiative'),
            ),
            screen(
              p.importProposal.pattern,
              TITLES.importAProposal,
              () => import('@/app/routes/participant/import-proposal'),
            ),
            screen(
              p.proposal.pattern,
              TITLES.proposal,
              () => import('@/app/routes/participant/proposal-overview'),
            ),
            screen(
              p.entry.pattern,
              TITLES.proposalEntry,
              () => import('@/app/routes/participant/proposal-entry'),
            ),
            screen(
              p.view.pattern,
              TITLES.proposalView,
              () => import('@/app/routes/participant/proposal-view'),
            ),
            screen(
              p.gallery.pattern,
              TITLES.gallery,
              () => import('@/app/routes/participant/gallery'),
            ),
            screen(
              p.galleryDetail.pattern,
              TITLES.galleryProposal,
              () => import('@/app/routes/participant/gallery-detail'),
            ),
            screen(p.vote.pattern, TITLES.vote, () => import('@/app/routes/participant/vote')),
            screen(
              p.feedback.pattern,
              TITLES.feedback,
              () => import('@/app/routes/participant/feedback-list'),
            ),
            screen(
              p.feedbackCreate.pattern,
              TITLES.newFeedback,
              () => import('@/app/routes/participant/feedback-create'),
            ),
            screen(
              p.feedbackDetail.pattern,
              TITLES.feedbackThread,
              () => import('@/app/routes/participant/feedback-thread'),
            ),
            screen(
              p.newProposal.pattern,
              TITLES.newProposal,
              () => import('@/app/routes/participant/new-proposal'),
            ),
          ]),

          area(
            uc.root.pattern,
            'updates-committee',
            () => import('@/app/routes/innovation-update/committee-layout'),
            [
              screen(
                undefined,
                TITLES.timelineAndInnovationUpdates,
                () => import('@/app/routes/innovation-update/committee-home'),
              ),
              screen(
                uc.proposals.pattern,
                TITLES.proposalsTakingPart,
                () => import('@/app/routes/innovation-update/committee-proposals'),
              ),
              screen(
                uc.period.pattern,
                TITLES.periodUpdates,
                () => import('@/app/routes/innovation-update/committee-period'),
              ),
              screen(
                uc.detail.pattern,
                TITLES.innovationUpdate,
                () => import('@/app/routes/innovation-update/committee-update'),
              ),
            ],
            // The timeline's time editor (edit-times-dialog.tsx).
            [() => import('@/features/periods/components/edit-times-form')],
          ),
          area(
            up.root.pattern,
            'updates-participant',
            () => import('@/app/routes/innovation-update/participant-layout'),
            [
              screen(
                undefined,
                TITLES.myInnovationUpdates,
                () => import('@/app/routes/innovation-update/participant-list'),
              ),
              screen(
                up.entry.pattern,
                TITLES.writeAnInnovationUpdate,
                () => import('@/app/routes/innovation-update/participant-entry'),
              ),
              screen(
                up.view.pattern,
                TITLES.innovationUpdate,
                () => import('@/app/routes/innovation-update/participant-view'),
              ),
            ],
          ),
          {
            path: paths.legacyParticipantUpdate.pattern,
            element: <Navigate to={up.root.to()} replace />,
          },

          // Passthrough paths belong to the server: the app never answers them.
          { path: 'uploads/*', element: <Passthrough /> },
          { path: 'api/*', element: <Passthrough /> },
          { path: 'api', element: <Passthrough /> },
          { path: 'swagger/*', element: <Passthrough /> },

          { path: '*', element: <Navigate to={paths.landing.to()} replace /> },
        ],
      },
    ],
  },
]
