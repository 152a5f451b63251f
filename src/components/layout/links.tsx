import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react'
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from 'react-router'
import { keepYear, toYear } from '@/lib/selected-year'

/**
 * The app's links and redirects. Each keeps the year the screen shows (`?year=`) on the next
 * screen, so a past year chosen once stays chosen through menus, links and redirects; `year` sends
 * the link to another year instead. ESLint has every screen import these rather than the router's.
 */

function useTarget(to: To, year: number | undefined): To {
  const { search } = useLocation()
  return year === undefined ? keepYear(to, search) : toYear(to, year)
}

export function Link({
  to,
  year,
  ...props
}: ComponentProps<typeof RouterLink> & { year?: number }) {
  return <RouterLink {...props} to={useTarget(to, year)} />
}

export function NavLink({
  to,
  year,
  ...props
}: ComponentProps<typeof RouterNavLink> & { year?: number }) {
  return <RouterNavLink {...props} to={useTarget(to, year)} />
}

export function Navigate({ to, ...props }: ComponentProps<typeof RouterNavigate>) {
  return <RouterNavigate {...props} to={useTarget(to, undefined)} />
}

/**
 * This screen's address for a link to it in another year: its other query (filters) kept, back
 * on the first page, as the other year's list may be shorter.
 */
export function useThisScreen(): { pathname: string; search: string } {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  params.delete('page')
  const rest = params.toString()
  return { pathname, search: rest ? `?${rest}` : '' }
}

/** The router's `navigate`, keeping the year; a number (Back, Forward) goes through as it is. */
export function useNavigate() {
  const navigate = useRouterNavigate()
  const { search } = useLocation()
  // Read when called, so the function stays the same from one render to the next (effects that
  // list it do not run again because the address changed; the router's own changes with it).
  const now = useRef({ navigate, search })
  useLayoutEffect(() => {
    now.current = { navigate, search }
  }, [navigate, search])
  return useCallback((to: To | number, options?: NavigateOptions) => {
    const { navigate, search } = now.current
    return typeof to === 'number' ? navigate(to) : navigate(keepYear(to, search), options)
  }, [])
}
