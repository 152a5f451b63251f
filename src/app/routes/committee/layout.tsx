import { useParams } from 'react-router'
import { AreaLayout } from '@/app/layouts/area-layout'
import { committeeNav } from '@/app/routes/committee/nav'

export default function CommitteeLayout() {
  const { event } = useParams()
  return <AreaLayout area="committee" label="Committee" nav={committeeNav(event)} />
}
