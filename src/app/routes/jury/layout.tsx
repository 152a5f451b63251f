import { useLingui } from '@lingui/react/macro'
import { useMatch, useParams } from 'react-router'
import type { NavEntry } from '@/app/layouts/app-shell'
import { AreaLayout } from '@/app/layouts/area-layout'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/features/auth/use-current-user'

export default function JuryLayout() {
  const { event } = useParams()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  // The score recap is reachable without the further jury checks (requirements R6.4).
  const isScoreRecap = useMatch(`${paths.jury.root.pattern}/${paths.jury.score.pattern}`) !== null
  const me = user.data?.id
  const nav: NavEntry[] = [
    { label: t`My assignments`, to: paths.jury.root.to(event), end: true },
    ...(me
      ? [
          {
            label: t`My scores`,
            items: [1, 2, 3].map((phase) => ({
              label: t`Phase ${phase}`,
              to: paths.jury.score.to(phase, me, event),
            })),
          },
          { label: t`Grand final`, to: paths.jury.newScore.to(me, event) },
        ]
      : []),
  ]
  return <AreaLayout area={isScoreRecap ? 'jury-score' : 'jury'} label={t`Jury`} nav={nav} />
}
