import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ConfigSource } from '@/config/env'
import { CONFIG_FILE_PATH } from '@/config/settings'

/** Shown instead of the app when its configuration is missing or incomplete: never a half-working app. */
export function ConfigErrorScreen({
  problems,
  source,
}: {
  /** What is wrong, worded here in the language shown. */
  problems: MessageDescriptor[]
  source: ConfigSource
}) {
  const { i18n } = useLingui()
  const worded = problems.map((problem) => i18n._(problem))
  return (
    <main className="container py-5" style={{ maxWidth: '44rem' }}>
      <h1 className="h3">
        <Trans>The app is not configured correctly</Trans>
      </h1>
      {source === 'file' ? (
        <p>
          <Trans>
            It stopped before signing anyone in. The person who deployed it needs to correct{' '}
            <code>{CONFIG_FILE_PATH}</code>, the file beside <code>index.html</code>:
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            It stopped before signing anyone in. Correct these build-time variables (in .env) and
            restart the dev server:
          </Trans>
        </p>
      )}
      <ul>
        {worded.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <p className="text-secondary">
        {source === 'file' ? (
          <Trans>
            config.example.json, beside it, lists every setting; the README’s configuration section
            explains them. Reload the page once the file is corrected.
          </Trans>
        ) : (
          <Trans>The README’s configuration section explains every variable.</Trans>
        )}
      </p>
    </main>
  )
}
