import { useLingui } from '@lingui/react/macro'
import type { NavEntry } from '@/app/layouts/app-shell'
import { AreaLayout } from '@/app/layouts/area-layout'
import { paths } from '@/config/paths'

export default function UpdateParticipantLayout() {
  const { t } = useLingui()
  const nav: NavEntry[] = [
    { label: t`My updates`, to: paths.updateParticipant.root.to(), end: true },
    { label: t`Participant area`, to: paths.participant.root.to() },
  ]
  return <AreaLayout area="update-participant" label={t`Innovation updates`} nav={nav} />
}
