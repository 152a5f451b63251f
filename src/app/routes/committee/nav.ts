import type { NavEntry } from '@/app/layouts/app-shell'
import { paths } from '@/config/paths'

/**
 * The committee's menu, written once: the committee area and its timeline and innovation-update
 * screens both show it, so opening the timeline never takes the committee's way back away.
 */
export function committeeNav(event?: string): NavEntry[] {
  const c = paths.committee
  const uc = paths.updateCommittee
  return [
    { label: 'Home', to: c.root.to(event), end: true },
    {
      label: 'Proposals',
      items: [1, 2, 3].map((phase) => ({
        label: `Phase ${phase}`,
        to: c.proposals.to(phase, event),
      })),
    },
    {
      label: 'Judging',
      items: [
        ...[1, 2, 3].map((phase) => ({
          label: `Assign judges: Phase ${phase}`,
          to: c.assignJudges.to(phase, event),
        })),
        ...[1, 2, 3].map((phase) => ({
          label: `Rubric: Phase ${phase}`,
          to: c.rubric.to(phase, event),
        })),
      ],
    },
    { label: 'Results', to: c.voteResult.to(event) },
    { label: 'Votes', to: c.vote.to(undefined, event), end: true },
    {
      label: 'Manage',
      items: [
        { label: 'Users', to: c.manageUser.to(event) },
        { label: 'Teams', to: c.manageTeam.to(event) },
        { label: 'Timeline', to: uc.root.to(), end: true },
        { label: 'Innovation updates', to: uc.proposals.to() },
        { label: 'Report', to: c.report.to(event) },
        { label: 'Activity', to: c.activity.to(event) },
      ],
    },
    { label: 'Feedback', to: c.feedback.to(event) },
  ]
}
