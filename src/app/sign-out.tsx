import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { useNavigate } from '@/components/layout/links'
import { paths } from '@/config/paths'
import { useSession } from '@/features/auth/session'
import { describeError, SignedOutOnThisDeviceOnly } from '@/lib/api-errors'
import { formatDateTime } from '@/lib/dates'
import { signOutBegins, signOutStopped } from '@/app/sign-in-state'
import { forgetAccountOnDevice } from '@/lib/device-data'
import {
  listDrafts,
  reopenDrafts,
  sendAllDrafts,
  unsentChanges,
  type StoredDraft,
} from '@/lib/drafts'
import { INTERRUPTED_SUBMIT_PREFIX } from '@/lib/interrupted-submit'
import { forgetAnswers } from '@/lib/offline-answers'
import { translate } from '@/i18n'

/**
 * How long signing out (or switching account) waits for open forms to send what is typed. A save that
 * takes longer is not cut; its text simply counts as unsent and the person is told.
 */
export const SEND_BEFORE_SIGN_OUT_MS = 10_000

/**
 * What each kind of draft is, for the person (the part of its key before the first ":"). `local`:
 * the form has no server draft, so its text cannot be sent on the person's behalf (sending it creates
 * a proposal, a feedback thread or a reply): it stays on this device until the person sends it.
 */
const KINDS: Record<string, { label: (parts: string[]) => string; local: boolean }> = {
  'new-proposal': { label: () => translate(msg`New proposal`), local: true },
  'committee-new-proposal': { label: () => translate(msg`New proposal for a team`), local: true },
  entry: {
    label: (parts) => {
      const phase = parts[2]
      return phase ? translate(msg`Proposal entry, Phase ${phase}`) : translate(msg`Proposal entry`)
    },
    local: false,
  },
  'feedback-create': { label: () => translate(msg`New feedback`), local: true },
  'feedback-reply': { label: () => translate(msg`Reply to feedback`), local: true },
  'feedback-answer': { label: () => translate(msg`Answer to feedback`), local: true },
  'innovation-update': { label: () => translate(msg`Innovation update`), local: false },
  registration: { label: () => translate(msg`Registration`), local: true },
  score: { label: () => translate(msg`Score sheet`), local: false },
}

export interface UnsentDraft {
  key: string
  label: string
  /** The screen it was typed on, to go back to. */
  where: string | null
  /** The start of the text the server does not have, so the person recognises it. */
  excerpt: string
  savedAt: number
  /** True: only ever kept on this device (the form has no server draft); false: not yet on the server. */
  local: boolean
  /** Its screen has closed (UnsentDraftNotice): it can no longer be sent, only copied or removed there. */
  closed: boolean
  /** A submit the person pressed that did not go through because the session had ended. */
  interrupted: boolean
}

/** Every piece of text in a draft's value, in its fields' order. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : []
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf)
  return []
}

/**
 * What the draft says that the server does not, for the person to recognise it: its first text with
 * words in it, which is what they typed rather than a choice's value (a new proposal's category is
 * stored as "3", and was quoted instead of its title). Of a draft of a server copy, only the fields
 * that differ from it (unsentChanges, as its closed screen shows them): the first field may well be
 * the server's own text.
 */
function excerptOf(draft: StoredDraft<unknown>): string {
  const unsent = draft.closed
    ? draft.closed.unsent
    : draft.base !== undefined && draft.base !== null
      ? unsentChanges(draft.value, draft.base).map((change) => change.value)
      : draft.value
  const texts = textsOf(unsent)
  const text = (texts.find((t) => /\p{L}/u.test(t)) ?? texts[0] ?? '').replace(/\s+/g, ' ')
  return text.length > 60 ? `${text.slice(0, 60)}…` : text
}

/**
 * The drafts of the signed-in account that this device still holds, described for the person in the
 * language shown (called when the sign-out asks, never at module load).
 */
export function describeUnsentDrafts(drafts: StoredDraft<unknown>[] = listDrafts()): UnsentDraft[] {
  return drafts.map((draft) => {
    // A submit cut off by an ended session is kept beside the form's draft, under the form's key.
    const interrupted = draft.key.startsWith(INTERRUPTED_SUBMIT_PREFIX)
    const formKey = interrupted ? draft.key.slice(INTERRUPTED_SUBMIT_PREFIX.length) : draft.key
    const parts = formKey.split(':')
    const kind = KINDS[parts[0] ?? '']
    const label = kind?.label(parts) ?? translate(msg`Text you typed`)
    return {
      key: draft.key,
      label: interrupted ? translate(msg`${label}: not submitted`) : label,
      where: draft.where ?? null,
      excerpt: interrupted ? '' : excerptOf(draft),
      savedAt: draft.savedAt,
      local: kind?.local ?? true,
      closed: !interrupted && !!draft.closed,
      interrupted,
    }
  })
}

/** The list of the sign-out warning: each draft, where it is (a link back to it) and what it says. */
function UnsentList({ drafts, goTo }: { drafts: UnsentDraft[]; goTo: (where: string) => void }) {
  const { t } = useLingui()
  return (
    <>
      <p>
        <Trans>
          What you typed below has not been sent. Signing out deletes it from this device, and it
          cannot be recovered.
        </Trans>
      </p>
      <ul className="list-unstyled mb-3" aria-label={t`Unsent text`}>
        {drafts.map((draft) => (
          <li key={draft.key} className="border rounded p-2 mb-2 text-break">
            {draft.where ? (
              <a
                href={draft.where}
                className="fw-semibold"
                onClick={(e) => {
                  e.preventDefault()
                  goTo(draft.where!)
                }}
              >
                {draft.label}
              </a>
            ) : (
              <span className="fw-semibold">{draft.label}</span>
            )}
            {draft.excerpt ? <div>“{draft.excerpt}”</div> : null}
            <div className="small text-secondary">
              <DraftState draft={draft} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mb-0">
        {drafts.every((draft) => draft.closed) ? (
          <Trans>Sign out and delete it? Answer NO to go back and copy it first.</Trans>
        ) : drafts.some((draft) => draft.closed) ? (
          <Trans>
            Sign out and delete it? Answer NO to go back and send it first, or copy what can no
            longer be sent.
          </Trans>
        ) : (
          <Trans>Sign out and delete it? Answer NO to go back and send it first.</Trans>
        )}
      </p>
    </>
  )
}

/** Where an unsent draft stands, and when it was typed. */
function DraftState({ draft }: { draft: UnsentDraft }) {
  const { t } = useLingui()
  const time = formatDateTime(draft.savedAt)
  if (draft.interrupted)
    return <>{t`Submit was pressed at ${time}, but the session had ended: it was not sent`}</>
  if (draft.closed)
    return (
      <>
        {t`Can no longer be sent: its screen has closed. It is shown there, where you can copy it or remove it · typed ${time}`}
      </>
    )
  return (
    <>
      {draft.local
        ? t`Kept only on this device until you send it · typed ${time}`
        : t`Not yet saved on the server · typed ${time}`}
    </>
  )
}

/**
 * Sign out and Switch account (docs/data-on-device.md). Sign out: every open form first sends what
 * is typed; what is still unsent is listed, and the person may go back to it; then every draft and
 * kept copy of the account is deleted from this device before the sign-out redirect. Switch account:
 * the same sending, then the account's drafts stay for it (the next person never sees them).
 */
export function useSignOut() {
  const session = useSession()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const toast = useToast()
  const navigate = useNavigate()
  const { t } = useLingui()
  const [busy, setBusy] = useState<'sign-out' | 'switch' | null>(null)

  const signOut = async () => {
    const account = session.account?.id ?? null
    setBusy('sign-out')
    try {
      await sendAllDrafts(SEND_BEFORE_SIGN_OUT_MS)
      setBusy(null)
      const unsent = describeUnsentDrafts(account ? listDrafts(account) : [])
      if (unsent.length > 0) {
        const goAhead = await confirm({
          title: t`Sign out and delete unsent text?`,
          message: (answer) => (
            <UnsentList
              drafts={unsent}
              goTo={(where) => {
                answer(false)
                void navigate(where)
              }}
            />
          ),
          variant: 'danger',
        })
        if (!goAhead) return
      }
      // The cached answers on screen go too, before the sign-in client's redirect.
      signOutBegins()
      if (account) forgetAccountOnDevice(account)
      queryClient.clear()
      try {
        await session.logout()
      } catch (error) {
        if (error instanceof SignedOutOnThisDeviceOnly) {
          toast.show(error.message, { title: t`Signed out`, variant: 'warning' })
          void navigate(paths.landing.to(), { replace: true })
          return
        }
        signOutStopped()
        if (account) reopenDrafts(account)
        const reason = describeError(error).messages.join(' ')
        toast.error(t`Sign-out did not finish: ${reason}`)
      }
    } finally {
      setBusy(null)
    }
  }

  const switchAccount = async () => {
    const account = session.account?.id ?? null
    // The sign-in page is on the network: offline, the browser would show its own error page in
    // place of the app. The person stays, told why, with nothing changed.
    if (navigator.onLine === false) {
      toast.error(
        t`Switching account needs the connection, and this device is offline. Nothing was changed: try again once it is back.`,
      )
      return
    }
    setBusy('switch')
    try {
      await sendAllDrafts(SEND_BEFORE_SIGN_OUT_MS)
      // Copies of answers are only a convenience; the drafts stay for this account to find again.
      if (account) forgetAnswers(account)
      await session.login()
    } catch (error) {
      const reason = describeError(error).messages.join(' ')
      toast.error(t`Switching account did not start: ${reason}`)
    } finally {
      setBusy(null)
    }
  }

  return { signOut, switchAccount, busy }
}
