import { useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { AreaLayout } from '@/app/layouts/area-layout'
import { committeeNav } from '@/app/routes/committee/nav'

export default function CommitteeLayout() {
  const { event } = useParams()
  // The menu is built in the language shown: build it again when the language changes.
  const { t } = useLingui()
  return <AreaLayout area="committee" label={t`Committee`} nav={committeeNav(event)} />
}
