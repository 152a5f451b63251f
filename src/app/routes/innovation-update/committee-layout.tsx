import { Outlet } from 'react-router'
import { AreaGuard } from '@/app/guards/area-guard'
import { AppShell, type NavEntry } from '@/app/layouts/app-shell'
import { paths } from '@/config/paths'

export default function UpdateCommitteeLayout() {
  const nav: NavEntry[] = [
    { label: 'Timeline', to: paths.updateCommittee.root.to(), end: true },
    { label: 'Proposals taking part', to: paths.updateCommittee.proposals.to() },
    { label: 'Committee area', to: paths.committee.root.to() },
  ]
  return (
    <AreaGuard area="update-committee">
      <AppShell areaLabel="Innovation updates" nav={nav}>
        <Outlet />
      </AppShell>
    </AreaGuard>
  )
}
