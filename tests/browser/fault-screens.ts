import type { Route } from 'playwright-core'
import { paths } from '../../src/config/paths'

/**
 * The faults (at the end) and the screens of the fault matrix, driven by the route table (src/config/paths, which the router
 * reads): every route there has one or more sample addresses here, with the person who opens it.
 * The type below makes a route without samples a type error, and the matrix checks it at run time
 * too, so a new route cannot slip past the faults. Under a fault every API call but the start calls
 * fails, so the sample ids only need to be plausible; they are the seed's own.
 */
export const PEOPLE = {
  committee: ['Siti Rahmawati', 'Committee'],
  jury: ['Dewi Lestari', 'Jury'],
  participant: ['Andi Pratama', 'Participant'],
  newcomer: ['Nadia Putri', 'Not registered'],
  /** Nobody signed in. */
  visitor: null,
} as const
export type Role = keyof typeof PEOPLE

type Sample = readonly [Role, string]
type Samples<T> = {
  [K in keyof T]: T[K] extends { pattern: string } ? readonly Sample[] : Samples<T[K]>
}

const c = paths.committee
const j = paths.jury
const p = paths.participant
const uc = paths.updateCommittee
const up = paths.updateParticipant
const JURY_ID = 'c0a80001-0000-4000-8000-000000000011'
/** The seed names vote sessions and update periods by the year it is seeded in. */
const YEAR = new Date().getFullYear()
const PERIOD = `period-${YEAR}-1`

const committee = (...urls: string[]) => urls.map((url) => ['committee', url] as const)
const participant = (...urls: string[]) => urls.map((url) => ['participant', url] as const)

export const SAMPLES: Samples<typeof paths> = {
  landing: [
    ['visitor', paths.landing.to()],
    ['participant', paths.landing.to()],
  ],
  login: [['visitor', paths.login.to()]],
  loginSpa: participant(paths.loginSpa.to()),
  registration: [['newcomer', paths.registration.to()]],
  test: [['visitor', paths.test.to()]],
  committee: {
    root: committee(c.root.to()),
    proposals: committee(c.proposals.to(1), c.proposals.to(2), c.proposals.to(3)),
    proposalDetail: committee(
      c.proposalDetail.to(1, 'prop-101'),
      c.proposalDetail.to(2, 'prop-101'),
    ),
    proposalScore: committee(c.proposalScore.to('prop-101')),
    newProposal: committee(c.newProposal.to('team-05')),
    assignJudges: committee(c.assignJudges.to(1), c.assignJudges.to(2), c.assignJudges.to(3)),
    rubric: committee(c.rubric.to(1)),
    voteResult: committee(c.voteResult.to()),
    vote: committee(c.vote.to(), c.vote.to(`vote-${YEAR}-poster`)),
    manageUser: committee(c.manageUser.to()),
    manageTeam: committee(c.manageTeam.to()),
    report: committee(c.report.to()),
    feedback: committee(c.feedback.to()),
    feedbackDetail: committee(c.feedbackDetail.to('fb-001')),
    activity: committee(c.activity.to()),
    activityDetail: committee(c.activityDetail.to('activity-1')),
    messages: committee(c.messages.to()),
    messageDetail: committee(c.messageDetail.to('msg-1')),
  },
  jury: {
    root: [['jury', j.root.to()]],
    proposal: [['jury', j.proposal.to('prop-101', 'jd-1')]],
    score: [['jury', j.score.to(1, JURY_ID)]],
    newScore: [['jury', j.newScore.to(JURY_ID)]],
  },
  participant: {
    root: participant(p.root.to()),
    importInitiative: participant(p.importInitiative.to()),
    importProposal: participant(p.importProposal.to()),
    proposal: participant(p.proposal.to('prop-101')),
    entry: participant(p.entry.to(1, 'prop-101'), p.entry.to(2, 'prop-101')),
    view: participant(p.view.to(1, 'prop-101'), p.view.to(2, 'prop-101')),
    gallery: participant(p.gallery.to()),
    galleryDetail: participant(p.galleryDetail.to('prop-101')),
    vote: participant(p.vote.to()),
    feedback: participant(p.feedback.to()),
    feedbackCreate: participant(p.feedbackCreate.to()),
    feedbackDetail: participant(p.feedbackDetail.to('fb-001')),
    newProposal: participant(p.newProposal.to('team-01')),
  },
  updateCommittee: {
    root: committee(uc.root.to()),
    proposals: committee(uc.proposals.to()),
    period: committee(uc.period.to(PERIOD)),
    detail: committee(uc.detail.to(PERIOD, `prop-104.${PERIOD}`)),
  },
  updateParticipant: {
    root: participant(up.root.to()),
    entry: participant(up.entry.to(`prop-101.${PERIOD}`)),
    view: participant(up.view.to(`prop-104.${PERIOD}`)),
  },
  legacyParticipantUpdate: participant(paths.legacyParticipantUpdate.to()),
}

/** Every route of the table (by its name, e.g. "committee.vote") with its samples; a route without any has none. */
export function routesWithSamples(): Array<{ route: string; samples: readonly Sample[] }> {
  const found: Array<{ route: string; samples: readonly Sample[] }> = []
  const walk = (table: object, samples: Record<string, unknown> | undefined, prefix: string) => {
    for (const [name, entry] of Object.entries(table)) {
      const here = samples?.[name]
      if (typeof entry === 'object' && entry !== null && 'pattern' in entry) {
        found.push({
          route: `${prefix}${name}`,
          samples: Array.isArray(here) ? (here as Sample[]) : [],
        })
      } else if (typeof entry === 'object' && entry !== null) {
        walk(entry, here as Record<string, unknown> | undefined, `${prefix}${name}.`)
      }
    }
  }
  walk(paths, SAMPLES as unknown as Record<string, unknown>, '')
  return found
}

/** The addresses each person visits, in the table's order. */
export function screensByRole(): Record<Role, string[]> {
  const byRole: Record<Role, string[]> = {
    committee: [],
    jury: [],
    participant: [],
    newcomer: [],
    visitor: [],
  }
  for (const { samples } of routesWithSamples())
    for (const [role, url] of samples) byRole[role].push(url)
  return byRole
}

export type Fault = '500 problem' | '500 html' | 'no answer' | 'malformed' | 'offline' | '401'
/** Each fault of the API: how a request is answered, and what a screen then says. */
export const FAULTS: Record<
  Fault,
  { apply: (route: Route) => Promise<void> | void; expect: RegExp }
> = {
  '500 problem': {
    apply: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"title":"Boom","detail":"The database is down","status":500}',
      }),
    expect: /The database is down/,
  },
  '500 html': {
    apply: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<!doctype html><html><body><h1>Internal Server Error</h1></body></html>',
      }),
    expect: /The server had a problem \(500\)/,
  },
  'no answer': { apply: () => undefined, expect: /Still waiting for the server…/ },
  malformed: {
    apply: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken": ' }),
    expect: /not data|not an array|not understood|no body/,
  },
  offline: {
    apply: (route) => route.abort('internetdisconnected'),
    expect: /Cannot reach the server|kept from|You are offline/,
  },
  '401': {
    apply: (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: '{"title":"Unauthorized","status":401}',
      }),
    expect: /Your session has ended/,
  },
}
