import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { TITLES } from '@/app/route-titles'
import { lazy, Suspense, useMemo, type ComponentType } from 'react'
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router'
import { RootLayout } from '@/app/layouts/root-layout'
import { RouteBoundary, ScreenCodeMissing } from '@/app/route-error'
import { RouteMatchesContext } from '@/app/route-matches'
import { LoadingState } from '@/components/feedback/states'
import { Passthrough } from '@/app/routes/passthrough'
import Landing from '@/app/routes/public/landing'
import { Navigate } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { loadScreenStyles } from '@/app/screen-styles'
import { fetchAreaMessagesAhead, loadAreaMessages } from '@/i18n'
import type { Reader } from '@/i18n/catalog-parts'
import type { AreaHandle, ScreenCode } from '@/app/prefetch-screens'

type Loader = () => Promise<{ default: ComponentType }>

/** What router.tsx's routes carry in their handle (read through src/app/route-matches.ts). */
export interface RouteHandle {
  /** The screen's name for the page title. */
  title?: MessageDescriptor
  /** The screen's own code (the import alone, loaded ahead by src/app/route-code-ahead.ts). */
  code?: Loader
  /** All the route needs before it can show: its code, stylesheet and messages. */
  load?: () => Promise<ComponentType>
  /** Whether `load` has finished: the route shows at once. */
  loaded?: () => boolean
}

/** Whose words a screen shows, and whether it is its area's first screen (its layout and home). */
type ScreenWords = { reader?: Reader; screens?: 'first' | 'all' }

/**
 * A screen's code, with the screens' stylesheet (forms, tables, navigation: not on the landing)
 * and the messages its area's screens show (the screens outside the areas' when it is no area's;
 * an area's first screen, only the words it can show).
 */
const loadScreen = async (load: Loader, words: ScreenWords): Promise<ComponentType> =>
  (
    await Promise.all([
      load(),
      loadScreenStyles(),
      loadAreaMessages(words.reader, words.screens ?? 'all'),
    ])
  )[0].default

/**
 * Each screen is its own chunk, so an area's code loads only when the area is visited. Code that
 * cannot be loaded (offline before the screen was ever opened) must not leave the screen empty or
 * throw: the route gets ScreenCodeMissing instead, which says so and loads the code again on Retry
 * or back online. `load` starts the loading once (the router starts every route the address
 * matches at once, so an area's layout and its screen load side by side); `element` shows the
 * screen once loaded and suspends until then.
 */
export function lazyScreen(code: Loader, frame: 'area' | 'page' = 'page', words: ScreenWords = {}) {
  const again = () => loadScreen(code, words)
  let loading: Promise<ComponentType> | undefined
  let Loaded: ComponentType | undefined
  const load = () =>
    (loading ??= again()
      .catch(
        (): ComponentType =>
          function Missing() {
            return <ScreenCodeMissing load={again} embedded={frame === 'area'} />
          },
      )
      .then((component) => (Loaded = component)))
  // A screen whose code is in (loaded ahead while the sign-in client started) renders at once:
  // suspending on it, even for a moment, showed the loading line over the area and held the
  // screen back while React throttled the fallback's reveal (a few hundred milliseconds).
  const Pending = lazy(async () => ({ default: await load() }))
  function Screen() {
    return Loaded ? <Loaded /> : <Pending />
  }
  return { load, loaded: () => Loaded !== undefined, element: <Screen /> }
}

/** A screen that throws shows its error in its area's frame, so the navigation stays usable. */
function screen(
  path: string | undefined,
  title: MessageDescriptor,
  code: Loader,
  frame: 'area' | 'page' = 'area',
  words: ScreenWords = {},
): RouteObject {
  const { load, loaded, element } = lazyScreen(code, frame, words)
  const handle: RouteHandle = { title, code, load, loaded }
  const common = {
    handle,
    element: <RouteBoundary embedded={frame === 'area'}>{element}</RouteBoundary>,
  }
  return path === undefined ? { index: true, ...common } : { path, ...common }
}

/**
 * An area: its layout (guard, menu) around its screens. Each screen is its own chunk; once the
 * first one is shown, the layout fetches the others' code when the browser is idle
 * (src/app/prefetch-screens.ts), so moving on within the area needs no round trip. The layout and
 * home (the area's first screen, as src/app/area-chunks.ts names it) load the words they can show;
 * every other screen loads all the area's (`messages`), which are fetched ahead first. `parts` are
 * code a screen loads only when asked (a dialog's form: src/components/forms/form-code.tsx),
 * fetched ahead with the screens.
 */
function area(
  path: string,
  messages: Reader,
  layout: Loader,
  children: { path?: string; title: MessageDescriptor; code: Loader }[],
  parts: ScreenCode[] = [],
): RouteObject {
  const { load, loaded, element } = lazyScreen(layout, 'page', {
    reader: messages,
    screens: 'first',
  })
  const handle: RouteHandle & AreaHandle = {
    code: layout,
    load,
    loaded,
    screens: [
      () => fetchAreaMessagesAhead(messages),
      ...children.map((child) => child.code),
      ...parts,
    ],
  }
  return {
    path,
    handle,
    element: <RouteBoundary>{element}</RouteBoundary>,
    children: children.map((child) =>
      screen(child.path, child.title, child.code, 'area', {
        reader: messages,
        // The home: the area's first screen.
        screens: child.path === undefined ? 'first' : 'all',
      }),
    ),
  }
}

/** One of an area's screens: its address within the area (none: the area's home), title and code. */
const areaScreen = (path: string | undefined, title: MessageDescriptor, code: Loader) => ({
  path,
  title,
  code,
})

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
    children: [
      {
        element: (
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        ),
        children: [
          // The landing is the first visit's screen: it ships with the entry, not a round trip later.
          {
            index: true,
            handle: { title: msg`Home` } satisfies RouteHandle,
            element: (
              <RouteBoundary>
                <Landing />
              </RouteBoundary>
            ),
          },
          // The sign-in pages load only their own messages, and those every area shows.
          screen('login', TITLES.signIn, () => import('@/app/routes/public/login'), 'page', {
            reader: 'sign-in',
          }),
          screen(
            'loginSPA',
            TITLES.signingIn,
            () => import('@/app/routes/public/login-spa'),
            'page',
            { reader: 'sign-in' },
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
            areaScreen(undefined, TITLES.committee, () => import('@/app/routes/committee/home')),
            areaScreen(
              c.proposals.pattern,
              TITLES.proposals,
              () => import('@/app/routes/committee/proposals-list'),
            ),
            areaScreen(
              c.proposalDetail.pattern,
              TITLES.proposalReview,
              () => import('@/app/routes/committee/proposal-review'),
            ),
            areaScreen(
              c.proposalScore.pattern,
              TITLES.proposalScores,
              () => import('@/app/routes/committee/proposal-scores'),
            ),
            areaScreen(
              c.newProposal.pattern,
              TITLES.newProposalCommittee,
              () => import('@/app/routes/committee/new-proposal'),
            ),
            areaScreen(
              c.assignJudges.pattern,
              TITLES.assignJudges,
              () => import('@/app/routes/committee/assign-judges'),
            ),
            areaScreen(
              c.rubric.pattern,
              TITLES.rubric,
              () => import('@/app/routes/committee/rubric'),
            ),
            areaScreen(
              c.voteResult.pattern,
              TITLES.results,
              () => import('@/app/routes/committee/vote-result'),
            ),
            areaScreen(
              c.vote.pattern,
              TITLES.voteSession,
              () => import('@/app/routes/committee/vote-session'),
            ),
            areaScreen(
              c.manageUser.pattern,
              TITLES.users,
              () => import('@/app/routes/committee/manage-users'),
            ),
            areaScreen(
              c.manageTeam.pattern,
              TITLES.teams,
              () => import('@/app/routes/committee/manage-teams'),
            ),
            areaScreen(
              c.report.pattern,
              TITLES.report,
              () => import('@/app/routes/committee/report'),
            ),
            areaScreen(
              c.feedback.pattern,
              TITLES.feedback,
              () => import('@/app/routes/committee/feedback-list'),
            ),
            areaScreen(
              c.feedbackDetail.pattern,
              TITLES.feedbackThread,
              () => import('@/app/routes/committee/feedback-thread'),
            ),
            areaScreen(
              c.activity.pattern,
              TITLES.activity,
              () => import('@/app/routes/committee/activity'),
            ),
            areaScreen(
              c.activityDetail.pattern,
              TITLES.activityDetail,
              () => import('@/app/routes/committee/activity-detail'),
            ),
            areaScreen(
              c.messages.pattern,
              TITLES.messages,
              () => import('@/app/routes/committee/messages'),
            ),
            areaScreen(
              c.messageDetail.pattern,
              TITLES.message,
              () => import('@/app/routes/committee/message-detail'),
            ),
          ]),

          area(j.root.pattern, 'jury', () => import('@/app/routes/jury/layout'), [
            areaScreen(undefined, TITLES.jury, () => import('@/app/routes/jury/home')),
            areaScreen(
              j.proposal.pattern,
              TITLES.scoreProposal,
              () => import('@/app/routes/jury/score-sheet'),
            ),
            areaScreen(
              j.score.pattern,
              TITLES.scoreRecap,
              () => import('@/app/routes/jury/score-recap'),
            ),
            areaScreen(
              j.newScore.pattern,
              TITLES.grandFinalScoring,
              () => import('@/app/routes/jury/grand-final'),
            ),
          ]),

          area(p.root.pattern, 'participant', () => import('@/app/routes/participant/layout'), [
            areaScreen(
              undefined,
              TITLES.participant,
              () => import('@/app/routes/participant/home'),
            ),
            areaScreen(
              p.importInitiative.pattern,
              TITLES.importFromTheInitiativeRegistry,
              () => import('@/app/routes/participant/import-initiative'),
            ),
            areaScreen(
              p.importProposal.pattern,
              TITLES.importAProposal,
              () => import('@/app/routes/participant/import-proposal'),
            ),
            areaScreen(
              p.proposal.pattern,
              TITLES.proposal,
              () => import('@/app/routes/participant/proposal-overview'),
            ),
            areaScreen(
              p.entry.pattern,
              TITLES.proposalEntry,
              () => import('@/app/routes/participant/proposal-entry'),
            ),
            areaScreen(
              p.view.pattern,
              TITLES.proposalView,
              () => import('@/app/routes/participant/proposal-view'),
            ),
            areaScreen(
              p.gallery.pattern,
              TITLES.gallery,
              () => import('@/app/routes/participant/gallery'),
            ),
            areaScreen(
              p.galleryDetail.pattern,
              TITLES.galleryProposal,
              () => import('@/app/routes/participant/gallery-detail'),
            ),
            areaScreen(p.vote.pattern, TITLES.vote, () => import('@/app/routes/participant/vote')),
            areaScreen(
              p.feedback.pattern,
              TITLES.feedback,
              () => import('@/app/routes/participant/feedback-list'),
            ),
            areaScreen(
              p.feedbackCreate.pattern,
              TITLES.newFeedback,
              () => import('@/app/routes/participant/feedback-create'),
            ),
            areaScreen(
              p.feedbackDetail.pattern,
              TITLES.feedbackThread,
              () => import('@/app/routes/participant/feedback-thread'),
            ),
            areaScreen(
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
              areaScreen(
                undefined,
                TITLES.timelineAndInnovationUpdates,
                () => import('@/app/routes/innovation-update/committee-home'),
              ),
              areaScreen(
                uc.proposals.pattern,
                TITLES.proposalsTakingPart,
                () => import('@/app/routes/innovation-update/committee-proposals'),
              ),
              areaScreen(
                uc.period.pattern,
                TITLES.periodUpdates,
                () => import('@/app/routes/innovation-update/committee-period'),
              ),
              areaScreen(
                uc.detail.pattern,
                TITLES.innovationUpdate,
                () => import('@/app/routes/innovation-update/committee-update'),
              ),
            ],
            // The timeline's time editor (edit-times-dialog.tsx) and its restart form (restart-period-dialog.tsx).
            [
              () => import('@/features/periods/components/edit-times-form'),
              () => import('@/features/periods/components/restart-period-form'),
            ],
          ),
          area(
            up.root.pattern,
            'updates-participant',
            () => import('@/app/routes/innovation-update/participant-layout'),
            [
              areaScreen(
                undefined,
                TITLES.myInnovationUpdates,
                () => import('@/app/routes/innovation-update/participant-list'),
              ),
              areaScreen(
                up.entry.pattern,
                // The same name as its read-only view: a submitted update opened here is read, not written.
                TITLES.innovationUpdate,
                () => import('@/app/routes/innovation-update/participant-entry'),
              ),
              areaScreen(
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

/**
 * Loads what the screens at `pathname` need (every route it matches: an area's layout and its
 * screen side by side); null when all of it is loaded already. Never fails: code that cannot be
 * loaded shows as ScreenCodeMissing.
 */
export function screensReady(pathname: string): Promise<unknown> | null {
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    ({ route }) => route.handle as RouteHandle | undefined,
  )
  if (handles.every((handle) => !handle?.load || handle.loaded?.())) return null
  return Promise.all(handles.map((handle) => handle?.load?.()))
}

/**
 * The app's screens for the address shown (requirements R2). Every route the address matches
 * starts loading at once; until the first screen's code is in, the loading line shows, and later
 * moves wait on the screen shown (the router moves in a transition) until the next one is ready.
 * A page that throws outside every screen's own boundary says so as a whole page.
 */
export function AppRoutes() {
  const location = useLocation()
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location])
  void screensReady(location.pathname)
  const element = useRoutes(routes, location)
  return (
    <RouteMatchesContext value={matches}>
      <RouteBoundary>
        <Suspense fallback={<LoadingState />}>{element}</Suspense>
      </RouteBoundary>
    </RouteMatchesContext>
  )
}
