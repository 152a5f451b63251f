import { useParams } from 'react-router'
import type { NavEntry } from '@/app/layouts/app-shell'
import { AreaLayout } from '@/app/layouts/area-layout'
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
  return <AreaLayout area="participant" label="Participant" nav={nav} />
}
