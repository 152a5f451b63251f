import type { NavEntry } from '@/app/layouts/app-shell'
import { AreaLayout } from '@/app/layouts/area-layout'
import { paths } from '@/config/paths'

export default function UpdateParticipantLayout() {
  const nav: NavEntry[] = [
    { label: 'My updates', to: paths.updateParticipant.root.to(), end: true },
    { label: 'Participant area', to: paths.participant.root.to() },
  ]
  return <AreaLayout area="update-participant" label="Innovation updates" nav={nav} />
}
