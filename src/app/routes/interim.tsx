import { useMatches } from 'react-router'
import { PageHeader } from '@/components/layout/page-header'

const PLANNED: Record<string, string> = {
  participant: 'the participant journey (issue 3)',
  judging: 'the judging pipeline (issue 4)',
  later: 'a later issue; it is not scheduled yet',
}

/**
 * An honest interim page: it names the screen and says which piece of work builds it. Issue 2
 * allows these for screens later issues build; none may remain once those land.
 */
export default function InterimScreen() {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle as { title?: string; plannedIn?: keyof typeof PLANNED } | undefined
  return (
    <>
      <PageHeader title={handle?.title ?? 'Screen'} />
      <div className="alert alert-secondary" role="status">
        This screen is not built yet. It is part of {PLANNED[handle?.plannedIn ?? 'later']}. The navigation above leads to the screens
        that work today.
      </div>
    </>
  )
}
