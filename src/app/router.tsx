import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { RootLayout } from '@/app/layouts/root-layout'
import { RouteError } from '@/app/route-error'
import { LoadingState } from '@/components/feedback/states'
import { Passthrough } from '@/app/routes/passthrough'
import { paths } from '@/config/paths'

type Loader = () => Promise<{ default: ComponentType }>
type Planned = 'participant' | 'judging' | 'later'

/** Each screen is its own chunk, so an area's code loads only when the area is visited. */
const lazy = (load: Loader) => async () => ({ Component: (await load()).default })

const interim = () => import('@/app/routes/interim')
const areaHome = () => import('@/app/routes/area-home')

function screen(path: string | undefined, title: string, load: Loader, plannedIn?: Planned): RouteObject {
  const handle = { title, plannedIn }
  return path === undefined ? { index: true, handle, lazy: lazy(load) } : { path, handle, lazy: lazy(load) }
}

const c = paths.committee
const j = paths.jury
const p = paths.participant
const uc = paths.updateCommittee
const up = paths.updateParticipant

/** The route table of seed §2. */
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
          screen(undefined, 'Home', () => import('@/app/routes/public/landing')),
          screen('login', 'Sign in', () => import('@/app/routes/public/login')),
          screen('loginSPA', 'Signing in', () => import('@/app/routes/public/login-spa')),
          screen('registration', 'Registration', interim, 'participant'),
          screen('test', 'Diagnostics', () => import('@/app/routes/public/diagnostics')),

          {
            path: c.root.pattern,
            lazy: lazy(() => import('@/app/routes/committee/layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, 'Committee', () => import('@/app/routes/committee/home')),
              screen(c.proposals.pattern, 'Proposals', () => import('@/app/routes/committee/proposals-list')),
              screen(c.proposalDetail.pattern, 'Proposal review', () => import('@/app/routes/committee/proposal-review')),
              screen(c.proposalScore.pattern, 'Proposal scores', interim, 'judging'),
              screen(c.newProposal.pattern, 'New proposal (committee)', interim, 'judging'),
              screen(c.assignJudges.pattern, 'Assign judges', interim, 'judging'),
              screen(c.voteResult.pattern, 'Results', interim, 'judging'),
              screen(c.vote.pattern, 'Vote session', () => import('@/app/routes/committee/vote-session')),
              screen(c.manageUser.pattern, 'Users', interim),
              screen(c.manageTeam.pattern, 'Teams', interim),
              screen(c.report.pattern, 'Report', interim),
              screen(c.feedback.pattern, 'Feedback', () => import('@/app/routes/committee/feedback-list')),
              screen(c.feedbackDetail.pattern, 'Feedback thread', () => import('@/app/routes/committee/feedback-thread')),
              screen(c.activity.pattern, 'Activity', interim),
              screen(c.activityDetail.pattern, 'Activity detail', interim),
            ],
          },

          {
            path: j.root.pattern,
            lazy: lazy(() => import('@/app/routes/jury/layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, 'Jury', areaHome),
              screen(j.proposal.pattern, 'Score proposal', interim, 'judging'),
              screen(j.score.pattern, 'Score recap', interim, 'judging'),
              screen(j.newScore.pattern, 'Grand final scoring', interim, 'judging'),
            ],
          },

          {
            path: p.root.pattern,
            lazy: lazy(() => import('@/app/routes/participant/layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, 'Participant', areaHome),
              screen(p.importInitiative.pattern, 'Import from the initiative registry', interim, 'participant'),
              screen(p.importProposal.pattern, 'Import a proposal', interim, 'participant'),
              screen(p.proposal.pattern, 'Proposal', interim, 'participant'),
              screen(p.entry.pattern, 'Proposal entry', interim, 'participant'),
              screen(p.view.pattern, 'Proposal view', interim, 'participant'),
              screen(p.gallery.pattern, 'Gallery', () => import('@/app/routes/participant/gallery')),
              screen(p.galleryDetail.pattern, 'Gallery proposal', () => import('@/app/routes/participant/gallery-detail')),
              screen(p.vote.pattern, 'Vote', () => import('@/app/routes/participant/vote')),
              screen(p.feedback.pattern, 'Feedback', () => import('@/app/routes/participant/feedback-list')),
              screen(p.feedbackCreate.pattern, 'New feedback', () => import('@/app/routes/participant/feedback-create')),
              screen(p.feedbackDetail.pattern, 'Feedback thread', () => import('@/app/routes/participant/feedback-thread')),
              screen(p.newProposal.pattern, 'New proposal', interim, 'participant'),
            ],
          },

          {
            path: uc.root.pattern,
            lazy: lazy(() => import('@/app/routes/innovation-update/committee-layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, 'Timeline and innovation updates', () => import('@/app/routes/innovation-update/committee-home')),
              screen(uc.proposals.pattern, 'Proposals taking part', interim),
              screen(uc.period.pattern, 'Period updates', interim),
              screen(uc.detail.pattern, 'Innovation update', interim),
            ],
          },
          {
            path: up.root.pattern,
            lazy: lazy(() => import('@/app/routes/innovation-update/participant-layout')),
            errorElement: <RouteError />,
            children: [
              screen(undefined, 'My innovation updates', interim),
              screen(up.entry.pattern, 'Write an innovation update', interim),
              screen(up.view.pattern, 'Innovation update', interim),
            ],
          },
          { path: paths.legacyParticipantUpdate.pattern, element: <Navigate to={up.root.to()} replace /> },

          // Passthrough paths belong to the server: the app never answers them.
          { path: 'uploads/*', element: <Passthrough /> },
          { path: 'api/*', element: <Passthrough /> },
          { path: 'api', element: <Passthrough /> },
          { path: 'swagger/*', element: <Passthrough /> },

          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]
