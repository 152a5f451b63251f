import { useEffect, useState, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConfirm } from '@/components/feedback/confirm'
import { clearDraft, loadDraft, markDraftClosed, unsentChanges, unsentFields } from '@/lib/drafts'

/**
 * Text this person typed on this device that never reached the server, on a screen that can no
 * longer be written (its period closed, the entry was finalized or approved meanwhile): the form is
 * gone, so without this the text would be kept out of sight, and the sign-out's list of unsent text
 * would lead to a screen that does not show it. It is shown read-only, for the person to copy, until
 * they remove it from this device. Only the signed-in account's own draft is read (loadDraft).
 *
 * Only the fields whose text differs from the server's copy are unsent (unsentChanges, the rule the
 * sign-out quotes from too): `content` reads a form's values as the server would store them, so that
 * "1.500.000" and "1500000" are one value; `children` shows the draft's fields named. The draft is
 * marked closed for the sign-out (it can no longer be sent, only copied or removed here); a draft
 * that says what the server has was sent, and is removed. `serverCopy` is the screen's copy of what
 * the server holds, under a heading of its own below the unsent text, so the two are told apart.
 */
export function UnsentDraftNotice<V>({
  draftKey,
  server,
  content,
  children,
  serverCopy,
}: {
  draftKey: string
  /** The server's copy, as the form's values. */
  server: V
  content: (values: V) => unknown
  children: (value: V, fields: string[]) => ReactNode
  serverCopy: ReactNode
}) {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [draft, setDraft] = useState(() => loadDraft<V>(draftKey))
  const changes = draft ? unsentChanges(content(draft.value), content(server)) : []
  const fields = draft ? unsentFields(content(draft.value), content(server)) : []
  const unsent = JSON.stringify(changes.map((change) => change.value))

  useEffect(() => {
    if (!draft) return
    if (unsent === '[]') clearDraft(draftKey)
    else markDraftClosed(draftKey, JSON.parse(unsent) as unknown[])
  }, [draft, draftKey, unsent])

  if (!draft || fields.length === 0) return <>{serverCopy}</>

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
    <>
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
        <div className="bg-body border rounded p-2 mb-2">{children(draft.value, fields)}</div>
        {/* Solid: Bootstrap's outline red on the warning's yellow is below 4.5:1 (axe color-contrast). */}
        <Button variant="danger" size="sm" onClick={() => void remove()}>
          <Trans>Remove it from this device</Trans>
        </Button>
      </Alert>
      <h2 className="h5 mt-4 mb-3">
        <Trans>What the committee sees</Trans>
      </h2>
      {serverCopy}
    </>
  )
}
