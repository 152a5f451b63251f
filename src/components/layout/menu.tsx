import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { Link, NavLink } from '@/components/layout/links'

/** What an item needs from the menu it is in: a way to close it once chosen. */
const MenuContext = createContext<{ chosen: () => void }>({ chosen: () => {} })

/** The items the arrow keys move between: links and buttons that can be chosen. */
const ITEMS = '.dropdown-item:not(:disabled)'

/** The least room, in pixels, between a panel and the screen's edge. */
const EDGE = 8

/**
 * A button that shows and hides a panel of links and buttons under it: the shell's menus (an area's
 * group of screens, the account menu) and the notification centre. A disclosure rather than an
 * ARIA menu: its items are the links and buttons a screen reader already knows, reached with Tab
 * (and the arrow keys), and the button says whether the panel is open. Escape closes it and puts
 * focus back on the button; a click outside it, or focus moving out of it, closes it too. Choosing
 * an item closes it.
 *
 * The panel wears Bootstrap's dropdown classes, so it looks as Bootstrap's dropdowns do, and is
 * placed by Bootstrap's static rules (`data-bs-popper="static"`) rather than by a positioning
 * library: under its button, inside the collapsed phone menu in the flow of the page, from the xl
 * breakpoint (where the bar unfolds) hanging under the bar, its left edge under the button's or (`align="end"`) its right,
 * moved sideways only as far as it takes to stay on the screen.
 */
export function Menu({
  label,
  toggleLabel,
  id,
  as: Wrapper = 'div',
  className = '',
  toggleClassName = '',
  panelClassName = '',
  align = 'start',
  open: shown,
  onOpenChange,
  children,
}: {
  /** What the button shows. */
  label: ReactNode
  /** The button's accessible name, where what it shows does not say it (an icon). */
  toggleLabel?: string
  /** The button's id. */
  id?: string
  as?: 'div' | 'li'
  className?: string
  toggleClassName?: string
  panelClassName?: string
  align?: 'start' | 'end'
  /** Given with `onOpenChange`, the menu's owner decides when it is open. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}) {
  const [ownOpen, setOwnOpen] = useState(false)
  const open = shown ?? ownOpen
  const setOpen = (next: boolean) => {
    if (shown === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }
  const panelId = useId()
  // One element, a <div> or an <li>: typed as both so that either takes the ref.
  const wrapper = useRef<HTMLDivElement & HTMLLIElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  // Opened from the keyboard with an arrow: the item to focus once the panel is there.
  const focusOnOpen = useRef<'first' | 'last' | null>(null)

  // The outside click's listener lives from one render to the next: it calls the latest setter.
  const setOpenRef = useRef(setOpen)
  useEffect(() => {
    setOpenRef.current = setOpen
  })
  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node))
        setOpenRef.current(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open])

  // Hanging from its button, a wide panel (the notifications) could pass the screen's edge where
  // the button is near it: it is moved back inside, and again when the window changes size.
  useLayoutEffect(() => {
    const element = panel.current
    if (!open || !element) return
    const fit = () => {
      element.style.translate = ''
      const { left, right, width } = element.getBoundingClientRect()
      const room = document.documentElement.clientWidth
      if (width === 0 || width > room - 2 * EDGE) return
      const shift = left < EDGE ? EDGE - left : right > room - EDGE ? room - EDGE - right : 0
      if (shift !== 0) element.style.translate = `${shift}px`
    }
    fit()
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  }, [open])

  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    const items = itemsOf(panel.current)
    ;(focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus()
    focusOnOpen.current = null
  }, [open])

  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }

  // An item was chosen: the menu closes. Focus was on the item, which goes with the panel, so it
  // goes back to the button, unless what the item did has already put it somewhere else (a dialog,
  // the phone menu's button).
  const chosen = () => {
    const focusWasInside = panel.current?.contains(document.activeElement) ?? false
    setOpen(false)
    if (focusWasInside) toggle.current?.focus()
  }

  const onToggleKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    const which = e.key === 'ArrowDown' ? 'first' : 'last'
    if (open) {
      const items = itemsOf(panel.current)
      ;(which === 'first' ? items[0] : items.at(-1))?.focus()
    } else {
      focusOnOpen.current = which
      setOpen(true)
    }
  }

  const onKey = (e: KeyboardEvent) => {
    if (!open) return
    if (e.key === 'Escape') {
      close()
      return
    }
    if (!panel.current?.contains(e.target as Node)) return
    const items = itemsOf(panel.current)
    const at = items.indexOf(e.target as HTMLElement)
    const next =
      e.key === 'ArrowDown'
        ? items[(at + 1) % items.length]
        : e.key === 'ArrowUp'
          ? items[(at - 1 + items.length) % items.length]
          : e.key === 'Home'
            ? items[0]
            : e.key === 'End'
              ? items.at(-1)
              : undefined
    if (!next) return
    e.preventDefault()
    next.focus()
  }

  return (
    <Wrapper
      ref={wrapper}
      className={`dropdown ${className}`}
      onKeyDown={onKey}
      onBlur={(e) => {
        // Tabbing out of the button and its panel closes the panel.
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={toggle}
        id={id}
        type="button"
        className={`dropdown-toggle ${open ? 'show' : ''} ${toggleClassName}`}
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onToggleKey}
      >
        {label}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          data-bs-popper="static"
          className={`dropdown-menu show ${align === 'end' ? 'dropdown-menu-end' : ''} ${panelClassName}`}
        >
          <MenuContext.Provider value={{ chosen }}>{children}</MenuContext.Provider>
        </div>
      ) : null}
    </Wrapper>
  )
}

function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(ITEMS)] : []
}

/** An item's click: what the item does, then the menu closes. */
function useChoose<E>(onClick?: (event: E) => void): (event: E) => void {
  const { chosen } = useContext(MenuContext)
  return (event) => {
    onClick?.(event)
    chosen()
  }
}

/** A link in a menu (the app's Link: it keeps the year shown). */
export function MenuLink({ className = '', onClick, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={`dropdown-item ${className}`} onClick={useChoose(onClick)} />
}

/** A link to one of an area's screens in a menu: marked as the current page when it is shown. */
export function MenuNavLink({
  className = '',
  onClick,
  ...props
}: Omit<ComponentProps<typeof NavLink>, 'className'> & { className?: string }) {
  return (
    <NavLink {...props} className={`dropdown-item ${className}`} onClick={useChoose(onClick)} />
  )
}

/** A button in a menu. */
export function MenuItemButton({ className = '', onClick, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className={`dropdown-item ${className}`}
      onClick={useChoose(onClick)}
    />
  )
}

/** Text in a menu that is not something to choose (who is signed in). */
export function MenuText({
  className = '',
  children,
}: {
  className?: string
  children: ReactNode
}) {
  return <div className={`dropdown-item-text ${className}`}>{children}</div>
}

/** A line between groups of items. */
export function MenuDivider() {
  return <hr className="dropdown-divider" />
}
