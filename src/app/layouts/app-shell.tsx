import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import Alert from 'react-bootstrap/Alert'
import Badge from 'react-bootstrap/Badge'
import Container from 'react-bootstrap/Container'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { useSignOut } from '@/app/sign-out'
import { YearControl } from '@/app/layouts/year-control'
import { OfflineBanner } from '@/components/feedback/offline-banner'
import { Link, NavLink } from '@/components/layout/links'
import {
  Menu,
  MenuDivider,
  MenuItemButton,
  MenuLink,
  MenuNavLink,
  MenuText,
} from '@/components/layout/menu'
import { ScreenYearNotice } from '@/components/layout/year-notice'
import { LanguageSwitch } from '@/i18n/language-switch'
import { DecorativeImage } from '@/components/media/decorative-image'
import { DEFAULT_TITLE_PREFIX, getConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { roleLabel } from '@/features/auth/roles'
import { useCurrentUser } from '@/features/auth/use-current-user'
import { useEvent } from '@/features/event/api'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { ProfileDialog } from '@/features/notifications/components/profile-dialog'

export interface NavItem {
  label: string
  to: string
  /** Match the path exactly (home links). */
  end?: boolean
}

export interface NavGroup {
  label: string
  items: NavItem[]
}

export type NavEntry = NavItem | NavGroup

function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry
}

/** The frame of every signed-in area: brand, the year shown, the area's navigation, the user menu. */
export function AppShell({
  areaLabel,
  nav,
  children,
}: {
  areaLabel: string
  nav: NavEntry[]
  children: ReactNode
}) {
  const { t } = useLingui()
  const params = useParams()
  const slug = params.event ?? getConfig().defaultEventSlug
  const event = useEvent(slug)
  const { session, user, roles } = useCurrentUser()
  const { signOut, switchAccount, busy } = useSignOut()
  // The role as the person reads it, in the language shown.
  const role = user.data?.roleName ? roleLabel(user.data.roleName) : null
  // The phone menu: its toggle says whether it is open, and Escape closes it (unless it closes an
  // open dropdown inside it first), putting focus back on the toggle. Choosing an item closes it
  // too: left open, it pushes the chosen page a third of a screen down. The item it hides then had
  // focus, so focus goes back to the toggle there as well.
  const [menuOpen, setMenuOpen] = useState(false)
  const [profileOpen, setProfileOpen] = useState(false)
  const menuToggle = useRef<HTMLButtonElement>(null)
  const closeMenu = () => {
    if (!menuOpen) return
    setMenuOpen(false)
    menuToggle.current?.focus()
  }
  const closeMenuOnEscape = (e: KeyboardEvent) => {
    if (
      e.key !== 'Escape' ||
      (e.target as Element).closest('.dropdown-menu, .dropdown-toggle[aria-expanded="true"]')
    )
      return
    closeMenu()
  }

  return (
    <>
      <a
        href="#main"
        className="visually-hidden-focusable position-absolute top-0 start-0 m-2 p-2 bg-white border rounded"
        style={{ zIndex: 2000 }}
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Bootstrap's navbar in its own markup: react-bootstrap's Navbar would bring its offcanvas
          and transition code to every signed-in screen for a menu that only shows and hides.
          The bar listens for the Escape pressed on any of its buttons and links (not on itself). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <nav
        data-bs-theme="dark"
        className="navbar navbar-expand-xl bg-brand shadow-sm d-print-none"
        onKeyDown={closeMenuOnEscape}
      >
        <Container fluid="xl">
          <Link
            to={paths.landing.to()}
            className="navbar-brand d-flex align-items-center gap-2 me-1 me-xl-2 brand-compact"
          >
            {event.data?.logo ? (
              <DecorativeImage src={event.data.logo} fallback="/icon.svg" width={28} height={28} />
            ) : null}
            <span className="text-truncate">{event.data?.name ?? DEFAULT_TITLE_PREFIX}</span>
            {/* The area's name: hidden on a phone and from 1200 px, where the full menu and the year
                leave it no room and the event's name would be cut instead. */}
            <Badge bg="light" text="dark" className="fw-normal d-none d-sm-inline-block d-xl-none">
              {areaLabel}
            </Badge>
          </Link>
          <YearControl />
          <NotificationBell />
          <button
            ref={menuToggle}
            type="button"
            className={`navbar-toggler ${menuOpen ? '' : 'collapsed'}`}
            aria-controls="area-nav"
            aria-label={t`Menu`}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="area-nav" className={`navbar-collapse collapse ${menuOpen ? 'show' : ''}`}>
            <ul className="navbar-nav me-auto">
              {nav.map((entry) =>
                isGroup(entry) ? (
                  <Menu
                    as="li"
                    key={entry.label}
                    label={entry.label}
                    id={`nav-${entry.label.replace(/\W+/g, '-').toLowerCase()}`}
                    className="nav-item"
                    toggleClassName="nav-link"
                  >
                    {entry.items.map((item) => (
                      <MenuNavLink key={item.to} to={item.to} end={item.end} onClick={closeMenu}>
                        {item.label}
                      </MenuNavLink>
                    ))}
                  </Menu>
                ) : (
                  <li className="nav-item" key={entry.to}>
                    <NavLink className="nav-link" to={entry.to} end={entry.end} onClick={closeMenu}>
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            <ul className="navbar-nav">
              <li className="nav-item d-flex align-items-center me-xl-2">
                <LanguageSwitch className="nav-link" compact />
              </li>
              <Menu
                as="li"
                align="end"
                id="user-menu"
                className="nav-item"
                toggleClassName="nav-link"
                label={
                  <span>
                    <PersonName name={user.data?.name ?? session.account?.name ?? t`Account`} />
                    {role ? <span className="visually-hidden">, {role}</span> : null}
                  </span>
                }
              >
                <MenuText className="small text-body-secondary">
                  {session.account?.username}
                  {role ? (
                    <div>
                      <Trans>Role: {role}</Trans>
                    </div>
                  ) : null}
                </MenuText>
                <MenuItemButton
                  onClick={() => {
                    closeMenu()
                    setProfileOpen(true)
                  }}
                >
                  <Trans>Profile and e-mail notifications</Trans>
                </MenuItemButton>
                <MenuDivider />
                {roles.isCommitee ? (
                  <>
                    <MenuLink to={paths.committee.root.to(slug)} onClick={closeMenu}>
                      <Trans>Committee area</Trans>
                    </MenuLink>
                    <MenuLink to={paths.updateCommittee.root.to()} onClick={closeMenu}>
                      <Trans>Timeline and innovation updates</Trans>
                    </MenuLink>
                  </>
                ) : null}
                {roles.isJury ? (
                  <MenuLink to={paths.jury.root.to(slug)} onClick={closeMenu}>
                    <Trans>Jury area</Trans>
                  </MenuLink>
                ) : null}
                <MenuLink to={paths.participant.root.to(slug)} onClick={closeMenu}>
                  <Trans>Participant area</Trans>
                </MenuLink>
                <MenuDivider />
                <MenuItemButton
                  onClick={() => {
                    closeMenu()
                    void switchAccount()
                  }}
                  disabled={busy !== null}
                >
                  <Trans>Switch account</Trans>
                </MenuItemButton>
                <MenuItemButton
                  onClick={() => {
                    closeMenu()
                    void signOut()
                  }}
                  disabled={busy !== null}
                >
                  <Trans>Sign out</Trans>
                </MenuItemButton>
              </Menu>
            </ul>
          </div>
        </Container>
      </nav>
      <ProfileDialog
        show={profileOpen}
        onHide={() => setProfileOpen(false)}
        name={user.data?.name ?? session.account?.name ?? ''}
        email={user.data?.email ?? session.account?.username ?? ''}
        role={role}
        roleName={user.data?.roleName ?? null}
        language={user.data?.language ?? null}
      />
      <Container as="main" id="main" fluid="xl" className="py-4" tabIndex={-1}>
        <OfflineBanner />
        {busy ? (
          <Alert variant="info" role="status">
            {busy === 'sign-out'
              ? t`Sending what you typed before signing out…`
              : t`Sending what you typed before switching account…`}
          </Alert>
        ) : null}
        <ScreenYearNotice>{children}</ScreenYearNotice>
      </Container>
    </>
  )
}

/**
 * The signed-in person's name in the menu bar. From 1200 px the whole menu is in one
 * bar and the longest menus (the committee's, in Indonesian) leave no room for the event's name, so
 * only the first name is shown there; the rest is still read by screen readers.
 */
function PersonName({ name }: { name: string }) {
  const space = name.indexOf(' ')
  if (space < 0) return <>{name}</>
  return (
    <>
      {name.slice(0, space)} <span className="name-rest">{name.slice(space + 1)}</span>
    </>
  )
}
