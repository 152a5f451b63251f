import type { NavEntry } from '@/app/layouts/app-shell'
import { AreaLayout } from '@/app/layouts/area-layout'
import { paths } from '@/config/paths'

export default function UpdateCommitteeLayout() {
  const nav: NavEntry[] = [
    { label: 'Timeline', to: paths.updateCommittee.root.to(), end: true },
    { label: 'Proposals taking part', to: paths.updateCommittee.proposals.to() },
    { label: 'Committee area', to: paths.committee.root.to() },
  ]
  return <AreaLayout area="update-committee" label="Innovation updates" nav={nav} />
}
