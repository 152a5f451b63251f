import { useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { NavEntry } from '@/app/layouts/app-shell'
import { AreaLayout } from '@/app/layouts/area-layout'
import { paths } from '@/config/paths'

export default function ParticipantLayout() {
  const { event } = useParams()
  const { t } = useLingui()
  const p = paths.participant
  const nav: NavEntry[] = [
    { label: t`Home`, to: p.root.to(event), end: true },
    { label: t`Gallery`, to: p.gallery.to(event) },
    { label: t({ message: 'Vote', context: 'menu' }), to: p.vote.to(event) },
    { label: t`Feedback`, to: p.feedback.to(event) },
    { label: t`Innovation updates`, to: paths.updateParticipant.root.to() },
  ]
  return <AreaLayout area="participant" label={t`Participant`} nav={nav} />
}
