import { I18nProvider } from '@lingui/react'
import Button from 'react-bootstrap/Button'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { SIGN_IN_LABEL, SignedOutLanding } from '@/app/routes/public/landing-frame'
import { STATIC_LANDING_ID } from '@/app/static-landing-paint'
import { hasStoredAccount } from '@/app/sign-in-start'
import { SIGN_IN_NOW_PATH } from '@/app/sign-in-state'
import { paths } from '@/config/paths'
import { i18n } from '@/i18n'
import { currentYear } from '@/lib/current-year'

/**
 * The signed-out landing written into index.html at build time (docs/decisions/0006), so a first
 * visit paints from the HTML and its stylesheet instead of waiting for the app's code; the app
 * replaces it when it renders (createRoot empties #root). It is the app's own component, with a
 * link to /login?start=1 where the app has its button: a click before the code has arrived still
 * leads to sign-in.
 *
 * It stays hidden unless the page is the landing as a signed-out visitor sees it: `/` with no
 * query or fragment (no `year`, no sign-in redirect returning), no account in MSAL's cache, and
 * the year it was built in. That check is `staticLandingScript`, loaded from a file of its own
 * right after the markup (a page with no inline script runs under a strict Content-Security-Policy),
 * before the first paint; without scripts it stays hidden (the page's <noscript> speaks then).
 *
 * The build knows no configuration (each site reads its own /config.json at start): the landing
 * shows the product's default name and the guides' names without their addresses, and the app
 * replaces them with the configured ones, or with the page naming what is wrong in the configuration.
 */
export function staticLandingHtml(year = currentYear()): string {
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <SignedOutLanding
          year={year}
          config={null}
          signIn={
            <Button variant="light" size="lg" href={SIGN_IN_NOW_PATH}>
              {SIGN_IN_LABEL}
            </Button>
          }
        />
      </MemoryRouter>
    </I18nProvider>,
  )
  return `<div id="${STATIC_LANDING_ID}" hidden>${markup}</div>`
}

/** The script that shows the landing written by `staticLandingHtml(year)` when it is the page a signed-out visitor should see. */
export function staticLandingScript(year = currentYear()): string {
  const show = [
    `location.pathname === ${JSON.stringify(paths.landing.to())}`,
    '!location.search',
    '!location.hash',
    `(${currentYear.toString()})() === ${year}`,
    `!(${hasStoredAccount.toString()})(storage)`,
  ].join(' && ')
  return `(function () { try { var storage = null; try { storage = window.localStorage } catch (e) {} if (${show}) document.getElementById(${JSON.stringify(STATIC_LANDING_ID)}).hidden = false } catch (e) {} })()\n`
}
