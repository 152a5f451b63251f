import { DEFAULT_EVENT_SLUG } from '@/config/env'

/**
 * Every route of requirements R2, written once. `pattern` is the router's path; the functions build
 * links.
 */
const ev = (event?: string) => event ?? DEFAULT_EVENT_SLUG

export const paths = {
  landing: { pattern: '/', to: () => '/' },
  login: {
    pattern: '/login',
    to: (r?: string) => (r ? `/login?r=${encodeURIComponent(r)}` : '/login'),
  },
  loginSpa: { pattern: '/loginSPA', to: () => '/loginSPA' },
  registration: { pattern: '/registration', to: () => '/registration' },
  test: { pattern: '/test', to: () => '/test' },

  committee: {
    root: { pattern: '/:event/commitee', to: (e?: string) => `/${ev(e)}/commitee` },
    proposals: {
      pattern: 'proposals/phase/:phase',
      to: (phase: number, e?: string) => `/${ev(e)}/commitee/proposals/phase/${phase}`,
    },
    proposalDetail: {
      pattern: 'list-proposal/:phase/proposal/:id',
      to: (phase: 1 | 2, id: string, e?: string) =>
        `/${ev(e)}/commitee/list-proposal/${phase}/proposal/${id}`,
    },
    proposalScore: {
      pattern: 'list-proposal/proposal/:id/score',
      to: (id: string, e?: string) => `/${ev(e)}/commitee/list-proposal/proposal/${id}/score`,
    },
    newProposal: {
      pattern: 'newproposal/:id',
      to: (teamId: string, e?: string) => `/${ev(e)}/commitee/newproposal/${teamId}`,
    },
    assignJudges: {
      pattern: 'assign-judges/:phase',
      to: (phase: number, e?: string) => `/${ev(e)}/commitee/assign-judges/${phase}`,
    },
    rubric: {
      pattern: 'rubric/:phase',
      to: (phase: number, e?: string) => `/${ev(e)}/commitee/rubric/${phase}`,
    },
    voteResult: { pattern: 'vote-result', to: (e?: string) => `/${ev(e)}/commitee/vote-result` },
    vote: {
      pattern: 'vote/:id?',
      to: (id?: string, e?: string) => `/${ev(e)}/commitee/vote${id ? `/${id}` : ''}`,
    },
    manageUser: { pattern: 'manage/user', to: (e?: string) => `/${ev(e)}/commitee/manage/user` },
    manageTeam: { pattern: 'manage/team', to: (e?: string) => `/${ev(e)}/commitee/manage/team` },
    report: { pattern: 'report', to: (e?: string) => `/${ev(e)}/commitee/report` },
    feedback: { pattern: 'feedback', to: (e?: string) => `/${ev(e)}/commitee/feedback` },
    feedbackDetail: {
      pattern: 'feedback/:id',
      to: (id: string, e?: string) => `/${ev(e)}/commitee/feedback/${id}`,
    },
    activity: { pattern: 'activity', to: (e?: string) => `/${ev(e)}/commitee/activity` },
    activityDetail: {
      pattern: 'activity/:id',
      to: (id: string, e?: string) => `/${ev(e)}/commitee/activity/${id}`,
    },
    messages: { pattern: 'messages', to: (e?: string) => `/${ev(e)}/commitee/messages` },
    messageDetail: {
      pattern: 'messages/:id',
      to: (id: string, e?: string) => `/${ev(e)}/commitee/messages/${id}`,
    },
  },

  jury: {
    root: { pattern: '/:event/jury', to: (e?: string) => `/${ev(e)}/jury` },
    proposal: {
      pattern: 'proposal/:id/:juryDetailId',
      to: (id: string, juryDetailId: string, e?: string) =>
        `/${ev(e)}/jury/proposal/${id}/${juryDetailId}`,
    },
    score: {
      pattern: 'score/:phase/:user',
      to: (phase: number, user: string, e?: string) => `/${ev(e)}/jury/score/${phase}/${user}`,
    },
    newScore: {
      pattern: 'newscore/:user',
      to: (user: string, e?: string) => `/${ev(e)}/jury/newscore/${user}`,
    },
  },

  participant: {
    root: { pattern: '/:event/participant', to: (e?: string) => `/${ev(e)}/participant` },
    importInitiative: {
      pattern: 'import-proyek-inisiatif',
      to: (e?: string) => `/${ev(e)}/participant/import-proyek-inisiatif`,
    },
    importProposal: {
      pattern: 'import-proposal',
      to: (e?: string) => `/${ev(e)}/participant/import-proposal`,
    },
    proposal: {
      pattern: 'proposal/:id',
      to: (id: string, e?: string) => `/${ev(e)}/participant/proposal/${id}`,
    },
    entry: {
      pattern: 'proposal/:phase/:id/entry',
      to: (phase: 1 | 2, id: string, e?: string) =>
        `/${ev(e)}/participant/proposal/${phase}/${id}/entry`,
    },
    view: {
      pattern: 'proposal/:phase/:id/view',
      to: (phase: 1 | 2, id: string, e?: string) =>
        `/${ev(e)}/participant/proposal/${phase}/${id}/view`,
    },
    gallery: { pattern: 'gallery', to: (e?: string) => `/${ev(e)}/participant/gallery` },
    galleryDetail: {
      pattern: 'gallery/:id',
      to: (id: string, e?: string) => `/${ev(e)}/participant/gallery/${id}`,
    },
    vote: { pattern: 'vote', to: (e?: string) => `/${ev(e)}/participant/vote` },
    feedback: { pattern: 'feedback', to: (e?: string) => `/${ev(e)}/participant/feedback` },
    feedbackCreate: {
      pattern: 'feedback/create',
      to: (e?: string) => `/${ev(e)}/participant/feedback/create`,
    },
    feedbackDetail: {
      pattern: 'feedback/:id',
      to: (id: string, e?: string) => `/${ev(e)}/participant/feedback/${id}`,
    },
    newProposal: {
      pattern: 'newproposal/:id',
      to: (teamId: string, e?: string) => `/${ev(e)}/participant/newproposal/${teamId}`,
    },
  },

  updateCommittee: {
    root: { pattern: '/innovation-update/commitee', to: () => '/innovation-update/commitee' },
    proposals: { pattern: 'proposal', to: () => '/innovation-update/commitee/proposal' },
    period: { pattern: ':id', to: (id: string) => `/innovation-update/commitee/${id}` },
    detail: {
      pattern: ':periodId/:id',
      to: (periodId: string, id: string) => `/innovation-update/commitee/${periodId}/${id}`,
    },
  },
  updateParticipant: {
    root: { pattern: '/innovation-update/participant', to: () => '/innovation-update/participant' },
    entry: { pattern: ':id', to: (id: string) => `/innovation-update/participant/${id}` },
    view: { pattern: ':id/view', to: (id: string) => `/innovation-update/participant/${id}/view` },
  },
  legacyParticipantUpdate: { pattern: '/participant/update', to: () => '/participant/update' },
} as const

/** Paths the app never answers: the server (or the dev proxy) owns them. */
export function isPassthroughPath(pathname: string): boolean {
  return (
    pathname.startsWith('/uploads/') ||
    pathname === '/uploads' ||
    pathname.startsWith('/api') ||
    pathname.startsWith('/swagger') ||
    pathname.startsWith('/demo-')
  )
}
