import { Outlet } from 'react-router'
import type { Area } from '@/app/guards/access'
import { AreaGuard } from '@/app/guards/area-guard'
import { AppShell, type NavEntry } from '@/app/layouts/app-shell'
import { PrefetchAreaScreens } from '@/app/prefetch-screens'

/**
 * An area's layout: its guard (requirements R6.2), then the app shell with the area's navigation
 * around the screen the route matched. Past the guard, the area's other screens load when the
 * browser is idle.
 */
export function AreaLayout({ area, label, nav }: { area: Area; label: string; nav: NavEntry[] }) {
  return (
    <AreaGuard area={area}>
      <AppShell areaLabel={label} nav={nav}>
        <Outlet />
        <PrefetchAreaScreens />
      </AppShell>
    </AreaGuard>
  )
}
