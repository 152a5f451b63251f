import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { LoadingState } from '@/components/feedback/states'

/**
 * /uploads/*, /api* and /swagger* belong to the server (requirements R2.2). If an in-app navigation
 * reaches one, hand it to the browser so the server answers it.
 */
export function Passthrough() {
  const { t } = useLingui()
  const location = useLocation()
  const href = `${location.pathname}${location.search}${location.hash}`
  useEffect(() => {
    window.location.replace(href)
  }, [href])
  return <LoadingState label={t`Opening…`} />
}
