import { msg } from '@lingui/core/macro'
import type { NavEntry } from '@/app/layouts/app-shell'
import { paths } from '@/config/paths'
import { translate } from '@/i18n'

/**
 * The committee's menu, written once: the committee area and its timeline and innovation-update
 * screens both show it, so opening the timeline never takes the committee's way back away. Its
 * words are in the language shown when it is built: the layouts that show it build it as they render.
 */
export function committeeNav(event?: string): NavEntry[] {
  const c = paths.committee
  const uc = paths.updateCommittee
  return [
    {
      label: translate(msg({ message: 'Home', context: 'committee menu' })),
      to: c.root.to(event),
      end: true,
    },
    {
      label: translate(msg({ message: 'Proposals', context: 'committee menu' })),
      items: [1, 2, 3].map((phase) => ({
        label: translate(msg`Phase ${phase}`),
        to: c.proposals.to(phase, event),
      })),
    },
    {
      label: translate(msg({ message: 'Judging', context: 'committee menu' })),
      items: [
        ...[1, 2, 3].map((phase) => ({
          label: translate(msg`Assign judges: Phase ${phase}`),
          to: c.assignJudges.to(phase, event),
        })),
        ...[1, 2, 3].map((phase) => ({
          label: translate(msg`Rubric: Phase ${phase}`),
          to: c.rubric.to(phase, event),
        })),
      ],
    },
    {
      label: translate(msg({ message: 'Results', context: 'committee menu' })),
      to: c.voteResult.to(event),
    },
    {
      label: translate(msg({ message: 'Votes', context: 'committee menu' })),
      to: c.vote.to(undefined, event),
      end: true,
    },
    {
      label: translate(msg({ message: 'Manage', context: 'committee menu' })),
      items: [
        {
          label: translate(msg({ message: 'Users', context: 'committee menu' })),
          to: c.manageUser.to(event),
        },
        {
          label: translate(msg({ message: 'Teams', context: 'committee menu' })),
          to: c.manageTeam.to(event),
        },
        {
          label: translate(msg({ message: 'Timeline', context: 'committee menu' })),
          to: uc.root.to(),
          end: true,
        },
        {
          label: translate(msg({ message: 'Innovation updates', context: 'committee menu' })),
          to: uc.proposals.to(),
        },
        {
          label: translate(msg({ message: 'Report', context: 'committee menu' })),
          to: c.report.to(event),
        },
        {
          label: translate(msg({ message: 'Activity', context: 'committee menu' })),
          to: c.activity.to(event),
        },
        {
          label: translate(msg({ message: 'Message history', context: 'committee menu' })),
          to: c.messages.to(event),
        },
      ],
    },
    {
      label: translate(msg({ message: 'Feedback', context: 'committee menu' })),
      to: c.feedback.to(event),
    },
  ]
}
