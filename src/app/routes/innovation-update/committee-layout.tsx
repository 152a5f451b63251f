import { AreaLayout } from '@/app/layouts/area-layout'
import { committeeNav } from '@/app/routes/committee/nav'

/** The timeline and innovation updates belong to the committee's work: they keep the committee's menu. */
export default function UpdateCommitteeLayout() {
  return <AreaLayout area="update-committee" label="Committee" nav={committeeNav()} />
}
