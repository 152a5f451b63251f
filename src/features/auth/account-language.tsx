import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { authQueries, saveAccountLanguage } from '@/features/auth/api'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { isLanguage, type Language } from '@/i18n'
import { chooseLanguage } from '@/i18n/choice'

interface Seen {
  account: string | null
  saved?: Language | null
  shown?: string
}

/**
 * The signed-in person's language follows their account (requirements R17.2). When they sign in,
 * or the account's language changes (chosen on another device), the account's choice is shown and
 * this device remembers it; when they choose a language here, the account remembers it. An account
 * that never chose one takes the language its person reads (the browser's, or this device's
 * choice): the e-mails and reminders the server writes for them are then in it too, not in the
 * server's default. Rendered once, with the app's providers.
 */
export function AccountLanguage() {
  const { i18n } = useLingui()
  const shown = i18n.locale
  const { session, user } = useCurrentUser()
  const queryClient = useQueryClient()
  const account = session.account?.id ?? null
  // undefined: the account is not loaded yet.
  const saved = user.data ? (user.data.language ?? null) : undefined
  const seen = useRef<Seen>({ account: null })
  const saves = useRef(0)
  // What this device saved for the account: read back (late, or by a refetch) while the person has
  // already chosen again, it is an echo of their own earlier choice, not one made elsewhere.
  const sentHere = useRef(new Set<Language>())

  useEffect(() => {
    if (!account || saved === undefined) return
    const before = seen.current
    seen.current = { account, saved, shown }
    if (before.account !== account) sentHere.current = new Set()
    const save = (language: Language) => {
      sentHere.current.add(language)
      // Only the last of quick successive choices updates what the account is known to hold.
      saves.current += 1
      const mine = saves.current
      saveAccountLanguage(language).then(
        (updated) => {
          if (mine === saves.current)
            queryClient.setQueryData(authQueries.me(account).queryKey, updated)
        },
        // Not saved for the account (offline, the server down): this device still remembers the
        // choice, and the next choice made while connected (or the next sign-in) saves it.
        () => undefined,
      )
    }
    if (before.account !== account || before.saved !== saved) {
      if (saved && saved !== shown && !sentHere.current.has(saved)) void chooseLanguage(saved)
      else if (saved === null && before.account !== account && isLanguage(shown)) save(shown)
      return
    }
    if (before.shown === shown || shown === saved || !isLanguage(shown)) return
    save(shown)
  }, [account, saved, shown, queryClient])

  return null
}
