import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { authQueries, saveAccountLanguage } from '@/features/auth/api'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { isLanguage, type Language } from '@/i18n'
import { chooseLanguage, forgetOtherAccountsLanguage, LANGUAGE_ACCOUNT_KEY } from '@/i18n/choice'
import { storage } from '@/lib/storage'

interface Seen {
  account: string | null
  saved?: Language | null
  shown?: string
}

/**
 * The signed-in person's language follows their account (requirements R17.2). When they sign in,
 * or the account's language changes (chosen on another device), the account's choice is shown and
 * this device remembers it; when they choose a language here, the account remembers it. Rendered
 * once, with the app's providers.
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
  // Each save goes once the one before it is answered: sent side by side, two quick choices could
  // reach the server in either order, and the account keep the first.
  const queue = useRef<Promise<unknown>>(Promise.resolve())

  useEffect(() => {
    if (!account || saved === undefined) return
    const before = seen.current
    seen.current = { account, saved, shown }
    if (before.account !== account || before.saved !== saved) {
      if (saved && saved !== shown) void chooseLanguage(saved, account)
      else if (saved) storage.set(LANGUAGE_ACCOUNT_KEY, account)
      else {
        // No language kept for the account: the device's stays, unless another account chose it.
        const instead = forgetOtherAccountsLanguage(account)
        // Shown for this person, not chosen by them: not saved for their account.
        if (instead) seen.current = { account, saved, shown: instead }
      }
      return
    }
    if (before.shown === shown || !isLanguage(shown)) return
    // Chosen while signed in (the switch stores it as nobody's): this device's language is this account's.
    storage.set(LANGUAGE_ACCOUNT_KEY, account)
    if (shown === saved) return
    // Only the last of quick successive choices updates what the account is known to hold.
    saves.current += 1
    const mine = saves.current
    const language = shown
    const save = () => saveAccountLanguage(language)
    const saving = queue.current.then(save, save)
    queue.current = saving.catch(() => undefined)
    saving.then(
      (updated) => {
        if (mine === saves.current)
          queryClient.setQueryData(authQueries.me(account).queryKey, updated)
      },
      // Not saved for the account (offline, the server down): this device still remembers the
      // choice, and the next choice made while connected is saved.
      () => undefined,
    )
  }, [account, saved, shown, queryClient])

  return null
}
