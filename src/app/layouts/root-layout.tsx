import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { recordShownPath } from '@/app/navigation-history'
import { useRouteHandles } from '@/app/route-matches'
import { useNavigate } from '@/components/layout/links'
import { getConfig } from '@/config/env'
import { setCurrentScreen } from '@/lib/current-screen'
import { keepFocusAfterReplace } from '@/lib/focus-after-replace'
import { keepTabInModal } from '@/lib/modal-tab-trap'
import { correctedYearSearch } from '@/lib/selected-year'

/** A route's name for the page title: a message (router.tsx), worded in the language shown. */
function titleOf(handle: unknown): MessageDescriptor | undefined {
  return typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'object' &&
    handle.title !== null &&
    'id' in handle.title
    ? (handle.title as MessageDescriptor)
    : undefined
}

/** Behaviour every screen shares (requirements R1.7, R2.9): page title, scrolling, the `year` query, focus after an action replaces part of the page, Tab kept inside an open dialog. */
export function RootLayout() {
  const location = useLocation()
  const handles = useRouteHandles()
  const { i18n } = useLingui()
  const route = handles.map(titleOf).filter(Boolean).at(-1)
  // The seed's `<prefix> - <route name>`, again when the person switches language. A screen's name
  // loads with its messages (src/i18n/catalog-parts.ts): until they are in, the prefix alone, never
  // the message's id. (Outside a production build a message carries its English words.)
  const known = route && (route.message !== undefined || route.id in i18n.messages)
  const title = route && known ? i18n._(route) : null

  useEffect(() => {
    document.title = title ? `${getConfig().titlePrefix} - ${title}` : getConfig().titlePrefix
  }, [title])

  useEffect(() => keepFocusAfterReplace(), [])
  useEffect(() => keepTabInModal(), [])

  useEffect(
    () => setCurrentScreen(`${location.pathname}${location.search}`),
    [location.pathname, location.search],
  )

  // A `year` that is not a year shows the current year; the address is put right to say so, in
  // place (Back does not return to the wrong address).
  const navigate = useNavigate()
  const correctedSearch = correctedYearSearch(location.search)
  useEffect(() => {
    if (correctedSearch !== null)
      void navigate(
        { pathname: location.pathname, search: correctedSearch, hash: location.hash },
        { replace: true, state: location.state },
      )
  }, [correctedSearch, location.pathname, location.hash, location.state, navigate])

  useEffect(() => {
    recordShownPath(location.pathname)
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth'
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      if (target) {
        target.scrollIntoView({ behavior })
        return
      }
    }
    window.scrollTo({ top: 0, behavior })
  }, [location.pathname, location.hash])

  return <Outlet />
}
