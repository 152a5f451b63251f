import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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

type Loader = () => Promise<{ default: ComponentType }>

/**
 * A screen's code, with the screens' stylesheet (forms, tables, navigation: not on the landing)
 * and the messages of the screens past sign-in.
 */
const loadScreen = async (load: Loader): Promise<ComponentType> =>
  (await Promise.all([load(), loadScreenStyles(), loadAreaMessages()]))[0].default

/**
 * Each screen is its own chunk, so an area's code loads only when the area is visited. Code that
 * cannot be loaded (offline before the screen was ever opened) must not reject here: React Router
 * keeps such a route as "not loaded yet" and renders nothing in its place, a blank page. The route
 * gets ScreenCodeMissing instead, which says so and loads the code again on Retry or back online.
 */
export const lazyRoute = (load: Loader, frame: 'area' | 'page' = 'page') => {
  const again = () => loadScreen(load)
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
): RouteObject {
  const common = {
    handle: { title },
    lazy: lazyRoute(load, frame),
    errorElement: <RouteError embedded={frame === 'area'} />,
  }
  return path === undefined ? { index: true, ...common } : { path, ...common }
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
          screen('login', msg`Sign in`, () => import('@/app/routes/public/login'), 'page'),
          screen(
            'loginSPA',
            msg`Signing in`,
            () => import('@/app/routes/public/login-spa'),
            'page',
          ),
          screen(
            'registration',
            msg`Registration`,
            () => import('@/app/routes/public/registration'),
            'page',
          ),
          screen('test', msg`Diagnostics`, () => import('@/app/routes/public/diagnostics'), 'page'),

          {
            path: c.root.pattern,
            lazy: lazyRoute(() => import('@/app/routes/committee/layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, msg`Committee`, () => import('@/app/routes/committee/home')),
              screen(
                c.proposals.pattern,
                msg`Proposals`,
                () => import('@/app/routes/committee/proposals-list'),
              ),
              screen(
                c.proposalDetail.pattern,
                msg`Proposal review`,
                () => import('@/app/routes/committee/proposal-review'),
              ),
              screen(
                c.proposalScore.pattern,
                msg`Proposal scores`,
                () => import('@/app/routes/committee/proposal-scores'),
              ),
              screen(
                c.newProposal.pattern,
                msg`New proposal (committee)`,
                () => import('@/app/routes/committee/new-proposal'),
              ),
              screen(
                c.assignJudges.pattern,
                msg`Assign judges`,
                () => import('@/app/routes/committee/assign-judges'),
              ),
              screen(c.rubric.pattern, msg`Rubric`, () => import('@/app/routes/committee/rubric')),
              screen(
                c.voteResult.pattern,
                msg`Results`,
                () => import('@/app/routes/committee/vote-result'),
              ),
              screen(
                c.vote.pattern,
                msg`Vote session`,
                () => import('@/app/routes/committee/vote-session'),
              ),
              screen(
                c.manageUser.pattern,
                msg`Users`,
                () => import('@/app/routes/committee/manage-users'),
              ),
              screen(
                c.manageTeam.pattern,
                msg`Teams`,
                () => import('@/app/routes/committee/manage-teams'),
              ),
              screen(c.report.pattern, msg`Report`, () => import('@/app/routes/committee/report')),
              screen(
                c.feedback.pattern,
                msg`Feedback`,
                () => import('@/app/routes/committee/feedback-list'),
              ),
              screen(
                c.feedbackDetail.pattern,
                msg`Feedback thread`,
                () => import('@/app/routes/committee/feedback-thread'),
              ),
              screen(
                c.activity.pattern,
                msg`Activity`,
                () => import('@/app/routes/committee/activity'),
              ),
              screen(
                c.activityDetail.pattern,
                msg`Activity detail`,
                () => import('@/app/routes/committee/activity-detail'),
              ),
            ],
          },

          {
            path: j.root.pattern,
            lazy: lazyRoute(() => import('@/app/routes/jury/layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, msg`Jury`, () => import('@/app/routes/jury/home')),
              screen(
                j.proposal.pattern,
                msg`Score proposal`,
                () => import('@/app/routes/jury/score-sheet'),
              ),
              screen(
                j.score.pattern,
                msg`Score recap`,
                () => import('@/app/routes/jury/score-recap'),
              ),
              screen(
                j.newScore.pattern,
                msg`Grand final scoring`,
                () => import('@/app/routes/jury/grand-final'),
              ),
            ],
          },

          {
            path: p.root.pattern,
            lazy: lazyRoute(() => import('@/app/routes/participant/layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, msg`Participant`, () => import('@/app/routes/participant/home')),
              screen(
                p.importInitiative.pattern,
                msg`Import from the initiative registry`,
                () => import('@/app/routes/participant/import-initiative'),
              ),
              screen(
                p.importProposal.pattern,
                msg`Import a proposal`,
                () => import('@/app/routes/participant/import-proposal'),
              ),
              screen(
                p.proposal.pattern,
                msg`Proposal`,
                () => import('@/app/routes/participant/proposal-overview'),
              ),
              screen(
                p.entry.pattern,
                msg`Proposal entry`,
                () => import('@/app/routes/participant/proposal-entry'),
              ),
              screen(
                p.view.pattern,
                msg`Proposal view`,
                () => import('@/app/routes/participant/proposal-view'),
              ),
              screen(
                p.gallery.pattern,
                msg`Gallery`,
                () => import('@/app/routes/participant/gallery'),
              ),
              screen(
                p.galleryDetail.pattern,
                msg`Gallery proposal`,
                () => import('@/app/routes/participant/gallery-detail'),
              ),
              screen(p.vote.pattern, msg`Vote`, () => import('@/app/routes/participant/vote')),
              screen(
                p.feedback.pattern,
                msg`Feedback`,
                () => import('@/app/routes/participant/feedback-list'),
              ),
              screen(
                p.feedbackCreate.pattern,
                msg`New feedback`,
                () => import('@/app/routes/participant/feedback-create'),
              ),
              screen(
                p.feedbackDetail.pattern,
                msg`Feedback thread`,
                () => import('@/app/routes/participant/feedback-thread'),
              ),
              screen(
                p.newProposal.pattern,
                msg`New proposal`,
                () => import('@/app/routes/participant/new-proposal'),
              ),
            ],
          },

          {
            path: uc.root.pattern,
            lazy: lazyRoute(() => import('@/app/routes/innovation-update/committee-layout')),
            errorElement: <RouteError />,
            children: [
              screen(
                undefined,
                msg`Timeline and innovation updates`,
                () => import('@/app/routes/innovation-update/committee-home'),
              ),
              screen(
                uc.proposals.pattern,
                msg`Proposals taking part`,
                () => import('@/app/routes/innovation-update/committee-proposals'),
              ),
              screen(
                uc.period.pattern,
                msg`Period updates`,
                () => import('@/app/routes/innovation-update/committee-period'),
              ),
              screen(
                uc.detail.pattern,
                msg`Innovation update`,
                () => import('@/app/routes/innovation-update/committee-update'),
              ),
            ],
          },
          {
            path: up.root.pattern,
            lazy: lazyRoute(() => import('@/app/routes/innovation-update/participant-layout')),
            errorElement: <RouteError />,
            children: [
              screen(
                undefined,
                msg`My innovation updates`,
                () => import('@/app/routes/innovation-update/participant-list'),
              ),
              screen(
                up.entry.pattern,
                msg`Write an innovation update`,
                () => import('@/app/routes/innovation-update/participant-entry'),
              ),
              screen(
                up.view.pattern,
                msg`Innovation update`,
                () => import('@/app/routes/innovation-update/participant-view'),
              ),
            ],
          },
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
