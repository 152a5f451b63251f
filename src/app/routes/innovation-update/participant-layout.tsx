import { Outlet } from 'react-router'
import { AreaGuard } from '@/app/guards/area-guard'
import { AppShell, type NavEntry } from '@/app/layouts/app-shell'
import { paths } from '@/config/paths'

export default function UpdateParticipantLayout() {
  const nav: NavEntry[] = [
    { label: 'My updates', to: paths.updateParticipant.root.to(), end: true },
    { label: 'Participant area', to: paths.participant.root.to() },
  ]
  return (
    <AreaGuard area="update-participant">
      <AppShell areaLabel="Innovation updates" nav={nav}>
        <Outlet />
      </AppShell>
    </AreaGuard>
  )
}
