import type { ReactNode } from 'react'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Container from 'react-bootstrap/Container'
import Row from 'react-bootstrap/Row'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { LanguageSwitch } from '@/i18n/language-switch'
import { GuideLinks, type GuideUrls } from '@/components/layout/guide-links'
import { Link } from '@/components/layout/links'
import { YearNotice } from '@/components/layout/year-notice'
import { DecorativeImage } from '@/components/media/decorative-image'
import {
  CATEGORIES,
  categoryDescription,
  categoryName,
  PERIOD_NAMES,
  periodName,
} from '@/config/constants'
import { DEFAULT_TITLE_PREFIX, type AppConfig } from '@/config/env'
import { paths } from '@/config/paths'

/** The landing's way in: the app's button, and the static page's link (static-landing.tsx). */
export function SignInLabel() {
  return <Trans>Sign in with your work account</Trans>
}

/** The landing's layout (requirements R12.2), shared by the signed-out and signed-in versions. */
export function LandingFrame({
  logo,
  title,
  year,
  actions,
  notice,
  timeline,
  guideUrls,
}: {
  logo: string
  title: string
  year: number
  actions: ReactNode
  notice?: ReactNode
  timeline: ReactNode
  /** The guides' addresses: the configured ones unless given (null: not known yet). */
  guideUrls?: GuideUrls | null
}) {
  // The categories' words come from categoryName(): a change of language re-renders them.
  useLinguiContext()
  return (
    <div className="landing">
      <header className="bg-brand text-white pt-3 pb-5 mb-4">
        <Container>
          <LanguageSwitch className="d-flex justify-content-end small mb-2" />
          <div className="d-flex align-items-center gap-3 mb-3">
            <DecorativeImage
              src={logo}
              fallback="/icon.svg"
              width={56}
              height={56}
              className="rounded bg-white p-1"
            />
            <div>
              <p className="mb-0 text-on-brand-muted">{year}</p>
              <h1 className="display-6 mb-0">{title}</h1>
            </div>
          </div>
          <p className="lead mb-4 landing-lead">
            <Trans>
              Teams across the organisation propose ideas, the jury scores them fairly in three
              rounds, and the committee awards the year’s best innovations.
            </Trans>
          </p>
          {actions}
        </Container>
      </header>

      <Container as="main" id="main" className="pb-5">
        <YearNotice />
        {notice}
        <Row className="g-4">
          <Col lg={7}>
            <h2 className="h4">
              <Trans>Timeline {year}</Trans>
            </h2>
            {timeline}
          </Col>
          <Col lg={5}>
            <h2 className="h4">
              <Trans>Categories</Trans>
            </h2>
            <div className="d-grid gap-2 mb-4">
              {CATEGORIES.map((c) => (
                <Card key={c.id} body>
                  <h3 className="h6 mb-1">{categoryName(c.id)}</h3>
                  <p className="mb-0 small text-secondary">{categoryDescription(c.id)}</p>
                </Card>
              ))}
            </div>
            <h2 className="h4">
              <Trans>Guides</Trans>
            </h2>
            <GuideLinks urls={guideUrls} />
          </Col>
        </Row>
      </Container>
      <footer className="border-top py-3 text-center small text-secondary">
        <Link to={paths.test.to()}>
          <Trans>Diagnostics</Trans>
        </Link>
      </footer>
    </div>
  )
}

/**
 * The signed-out landing: what the award is and its steps. `signIn` is the way in: the app's
 * button, or in the page's HTML before the app's code has arrived a link to /login?start=1, which starts the sign-in at once (static-landing.tsx).
 * `config` null: the page's HTML, written at build time, before any configuration is known.
 */
export function SignedOutLanding({
  year,
  signIn,
  config,
}: {
  year: number
  signIn: ReactNode
  config: AppConfig | null
}) {
  // The periods' names come from periodName(): a change of language re-renders them.
  useLinguiContext()
  return (
    <LandingFrame
      logo="/icon.svg"
      title={config?.titlePrefix ?? DEFAULT_TITLE_PREFIX}
      year={year}
      actions={signIn}
      guideUrls={config}
      timeline={
        <>
          <p className="text-secondary">
            <Trans>Sign in to see this year’s dates. The award runs in these steps:</Trans>
          </p>
          <ol className="list-group list-group-numbered">
            {PERIOD_NAMES.map((period, index) => (
              <li key={period} className="list-group-item">
                {periodName(index)}
              </li>
            ))}
          </ol>
        </>
      }
    />
  )
}
