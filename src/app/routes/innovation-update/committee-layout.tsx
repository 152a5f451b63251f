import { useLingui } from '@lingui/react/macro'
import { AreaLayout } from '@/app/layouts/area-layout'
import { committeeNav } from '@/app/routes/committee/nav'

/** The timeline and innovation updates belong to the committee's work: they keep the committee's menu. */
export default function UpdateCommitteeLayout() {
  const { t } = useLingui()
  return <AreaLayout area="update-committee" label={t`Committee`} nav={committeeNav()} />
}
