import { Outlet, useParams } from 'react-router'
import { AreaGuard } from '@/app/guards/area-guard'
import { AppShell, type NavEntry } from '@/app/layouts/app-shell'
import { paths } from '@/config/paths'

export default function ParticipantLayout() {
  const { event } = useParams()
  const p = paths.participant
  const nav: NavEntry[] = [
    { label: 'Home', to: p.root.to(event), end: true },
    { label: 'Gallery', to: p.gallery.to(event) },
    { label: 'Vote', to: p.vote.to(event) },
    { label: 'Feedback', to: p.feedback.to(event) },
    { label: 'Innovation updates', to: paths.updateParticipant.root.to() },
  ]
  return (
    <AreaGuard area="participant">
      <AppShell areaLabel="Participant" nav={nav}>
        <Outlet />
      </AppShell>
    </AreaGuard>
  )
}
