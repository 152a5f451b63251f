import type { ReactNode } from 'react'
import Card from 'react-bootstrap/Card'
import Container from 'react-bootstrap/Container'
import { Link } from '@/components/layout/links'
import { Trans } from '@lingui/react/macro'
import { LanguageSwitch } from '@/i18n/language-switch'

/** The centred card frame of the small public pages (sign-in, finishing sign-in). */
export function PublicPage({
  title,
  children,
  wide = false,
}: {
  title: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <Container as="main" id="main" className="py-5" style={{ maxWidth: wide ? '60rem' : '32rem' }}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <Link to="/" className="text-decoration-none">
          <Trans>← Innovation Award</Trans>
        </Link>
        <LanguageSwitch className="small" />
      </div>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  )
}
