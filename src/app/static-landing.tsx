import { I18nProvider } from '@lingui/react'
import Button from 'react-bootstrap/Button'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { SignInLabel, SignedOutLanding } from '@/app/routes/public/landing-frame'
import { STATIC_LANDING_ID } from '@/app/static-landing-paint'
import { hasStoredAccount } from '@/app/sign-in-start'
import { SIGN_IN_NOW_PATH } from '@/app/sign-in-state'
import { paths } from '@/config/paths'
import { activateLanguage, currentLanguage, i18n, LANGUAGES, type Language } from '@/i18n'
import {
  LANGUAGE_ACCOUNT_KEY,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  pickLanguage,
} from '@/i18n/choice'
import { currentYear } from '@/lib/current-year'

/** The element that holds the landing in one language: `static-landing-id`, `static-landing-en`. */
export const staticLandingIn = (language: Language) => `${STATIC_LANDING_ID}-${language}`

/**
 * The signed-out landing written into index.html at build time (docs/decisions/0006), so a first
 * visit paints from the HTML and its stylesheet instead of waiting for the app's code; the app
 * replaces it when it renders (createRoot empties #root). It is the app's own component, with a
 * link to /login?start=1 where the app has its button: a click before the code has arrived still
 * leads to sign-in. It is written once in each language of the interface (docs/i18n.md).
 *
 * It stays hidden unless the page is the landing as a signed-out visitor sees it: `/` with no
 * query or fragment (no `year`, no sign-in redirect returning), no account in MSAL's cache, and
 * the year it was built in. That check is `staticLandingScript`, loaded from a file of its own
 * right after the markup (a page with no inline script runs under a strict Content-Security-Policy),
 * before the first paint; it also keeps the landing in the language the app will show and drops
 * the other. Without scripts it stays hidden (the page's <noscript> speaks then).
 *
 * The build knows no configuration (each site reads its own /config.json at start): the landing
 * shows the product's default name and the guides' names without their addresses, and the app
 * replaces them with the configured ones, or with the page naming what is wrong in the configuration.
 */
export async function staticLandingHtml(year = currentYear()): Promise<string> {
  const shown = currentLanguage()
  const versions: string[] = []
  try {
    for (const language of LANGUAGES) {
      await activateLanguage(language)
      const markup = renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <SignedOutLanding
              year={year}
              config={null}
              signIn={
                <Button variant="light" size="lg" href={SIGN_IN_NOW_PATH}>
                  <SignInLabel />
                </Button>
              }
            />
          </MemoryRouter>
        </I18nProvider>,
      )
      versions.push(`<div id="${staticLandingIn(language)}" lang="${language}">${markup}</div>`)
    }
  } finally {
    await activateLanguage(shown)
  }
  return `<div id="${STATIC_LANDING_ID}" hidden>${versions.join('')}</div>`
}

/** A line of the script's source, built from values of the code (no words for a person). */
const code = (parts: TemplateStringsArray, ...values: string[]) =>
  parts.reduce((line, part, index) => `${line}${part}${values[index] ?? ''}`, '')

/**
 * The script that runs before the first paint. It marks the page with the language the app will
 * show (a `?lang=` switch clicked on the static landing, the one chosen on this device, the
 * browser's), keeps the landing written by `staticLandingHtml(year)` in that language only, and
 * shows it when it is the page a signed-out visitor should see.
 */
export function staticLandingScript(year = currentYear()): string {
  const show = [
    `location.pathname === ${JSON.stringify(paths.landing.to())}`,
    '!location.search',
    '!location.hash',
    `(${currentYear.toString()})() === ${year}`,
    `!(${hasStoredAccount.toString()})(storage)`,
  ].join(' && ')
  const key = JSON.stringify(LANGUAGE_STORAGE_KEY)
  // Chosen signed out: no account's language (src/i18n/choice.ts).
  const accountKey = JSON.stringify(LANGUAGE_ACCOUNT_KEY)
  const id = JSON.stringify(STATIC_LANDING_ID)
  return [
    '(function () { try {',
    'var storage = null; try { storage = window.localStorage } catch (e) {}',
    `var asked = new RegExp('^\\\\?${LANGUAGE_PARAM}=(id|en)$').exec(location.search)`,
    'if (asked) {',
    `  try { if (storage) { storage.setItem(${key}, asked[1]); storage.removeItem(${accountKey}) } } catch (e) {}`,
    '  history.replaceState(history.state, "", location.pathname + location.hash)',
    '}',
    `var stored = null; try { stored = storage && storage.getItem(${key}) } catch (e) {}`,
    `var language = (${pickLanguage.toString()})(stored, navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])`,
    'document.documentElement.lang = language',
    ...LANGUAGES.map(
      (other) =>
        code`if (language !== ${JSON.stringify(other)}) { var other = document.getElementById(${JSON.stringify(staticLandingIn(other))}); if (other) other.remove() }`,
    ),
    `if (${show}) document.getElementById(${id}).hidden = false`,
    '} catch (e) {} })()',
    '',
  ].join('\n')
}
