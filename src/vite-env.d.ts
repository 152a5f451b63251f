/// <reference types="vite/client" />

declare const __APP_VERSION__: string
declare const __BUILD_TIME__: string

/** Each reader's own file of messages, per language (src/i18n/reader-messages-plugin.ts). */
declare module 'virtual:reader-messages' {
  import type { Messages } from '@lingui/core'
  export const readerMessages: Record<string, () => Promise<{ messages: Messages }>>
}
