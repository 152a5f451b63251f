import { msg } from '@lingui/core/macro'
import { ConfigUnreachableError } from '@/config/read-config'
import { loadProblemMessages, messagesShown, translate } from '@/i18n'
import { describeError } from '@/lib/api-errors'

/**
 * What a start that failed before the interface's messages had loaded (the messages themselves
 * could not be fetched) says: the one text of the app that cannot be looked up in them.
 */
const START_FAILURE_HEADING_IN_ENGLISH = 'The app could not start'
const START_FAILURE_RETRY_IN_ENGLISH = 'Reload the page to try again.'

/**
 * Replaces the page with what stopped the app's start, in the person's language. A failure may
 * come before the interface's messages are in (a server that cannot be reached fails at once):
 * `languageReady`, the start's loading of them, is waited for first. An unreachable
 * configuration's sentence is among the configuration's messages, which the landing never loads:
 * they load here, on this path only (`loadProblems`). What could not be loaded is said in
 * English, the messages' source language.
 */
export async function showStartFailure(
  root: HTMLElement | null,
  error: unknown,
  languageReady: Promise<void>,
  loadProblems: () => Promise<void> = loadProblemMessages,
): Promise<void> {
  await languageReady.catch(() => undefined)
  const translated = messagesShown()
  let problem: string
  if (error instanceof ConfigUnreachableError) {
    const worded = await loadProblems().then(
      () => true,
      () => false,
    )
    problem = worded ? translate(error.reason) : error.message
  } else {
    problem = describeError(error).messages.join(' ')
  }
  if (!root) return
  root.innerHTML = ''
  const main = document.createElement('main')
  main.className = 'container py-5'
  // The page may have been marked Indonesian before the start (the static landing's choice).
  if (!translated) main.lang = 'en'
  const heading = document.createElement('h1')
  heading.className = 'h3'
  heading.textContent = translated
    ? translate(msg`The app could not start`)
    : START_FAILURE_HEADING_IN_ENGLISH
  const text = document.createElement('p')
  text.textContent = translated
    ? translate(msg`${problem} Reload the page to try again.`)
    : `${problem} ${START_FAILURE_RETRY_IN_ENGLISH}`
  main.append(heading, text)
  root.append(main)
}
