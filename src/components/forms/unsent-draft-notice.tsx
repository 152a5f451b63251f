import { useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { clearDraft, loadDraft } from '@/lib/drafts'

/**
 * Text this person typed on this device that never reached the server, on a screen that can no
 * longer be written (its period closed, the entry was finalized or approved meanwhile): the form is
 * gone, so without this the text would be kept out of sight, and the sign-out's list of unsent text
 * would lead to a screen that does not show it. It is shown read-only, for the person to copy, until
 * they remove it from this device. Only the signed-in account's own draft is read (loadDraft).
 *
 * `differs` says whether the draft says something the server's copy does not (a draft equal to it was
 * sent); `children` shows the draft's values as the screen shows its fields.
 */
export function UnsentDraftNotice<V>({
  draftKey,
  differs,
  children,
}: {
  draftKey: string
  differs: (value: V) => boolean
  children: (value: V) => ReactNode
}) {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [draft, setDraft] = useState(() => loadDraft<V>(draftKey))
  if (!draft || !differs(draft.value)) return null

  const remove = async () => {
    const ok = await confirm({
      title: t`Remove the unsent text`,
      message: t`Remove this text from this device? It was never sent, so it cannot be found again afterwards.`,
      variant: 'danger',
    })
    if (!ok) return
    clearDraft(draftKey)
    setDraft(null)
  }

  return (
    <Alert variant="warning" className="mb-3">
      <h2 className="h6 alert-heading">
        <Trans>Text typed on this device was not sent</Trans>
      </h2>
      <p className="mb-2">
        <Trans>
          It did not reach the server before this could no longer be changed, so it is not part of
          what the committee sees. It is kept here, for you only, to copy.
        </Trans>
      </p>
      <div className="bg-body border rounded p-2 mb-2">{children(draft.value)}</div>
      {/* Solid: Bootstrap's outline red on the warning's yellow is below 4.5:1 (axe color-contrast). */}
      <Button variant="danger" size="sm" onClick={() => void remove()}>
        <Trans>Remove it from this device</Trans>
      </Button>
    </Alert>
  )
}
