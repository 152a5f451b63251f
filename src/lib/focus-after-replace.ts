/**
 * Focus after an action that replaces part of the page (Register, Create team, Approve, Finalize,
 * Start period, an upload…): the button or field that had focus is removed, or disabled for good
 * or while its request runs, and the browser puts focus on the document's body (or, in Firefox,
 * leaves it on the disabled element), so a keyboard or screen-reader user would start again from the top. One rule for every screen instead: focus
 * moves to the heading of the part of the page the element was in (the nearest heading before it
 * that is still there; made focusable with tabindex -1), or else to the main region. The view
 * scrolls there only when the element is gone; a disabled one stays in view.
 *
 * Only when focus really fell to the body: the app or the person moving it elsewhere wins, and
 * nothing happens when the element that had focus is still there and can take it (a click on an
 * empty spot). Focus inside a dialog is not followed (the dialog gives it back to what opened it),
 * nor inside a toast (it closes by itself, and its place on the page says nothing).
 *
 * While a modal dialog is open, it keeps the focus: nothing is moved out of it (its button busy
 * while its request runs, say; the dialog would take the focus back). When it closes with the focus
 * in it and has nothing to give it back to (what opened it is gone, as a returned entry's card
 * is), the focus goes where it was last outside the dialog, or where the app put it meanwhile (a
 * submitted sheet's outcome): or, that gone too, by the rule above.
 */

const HEADINGS_SELECTOR = 'h1, h2, h3, h4, h5, h6, [role="heading"]'
const DIALOG_SELECTOR = '[role="dialog"], [aria-modal="true"], .modal'
const NOT_FOLLOWED_SELECTOR = `${DIALOG_SELECTOR}, .toast`
const OPEN_MODAL_SELECTOR = '[aria-modal="true"]'

interface Focused {
  element: Element
  /** The nearest heading before it when it took focus: it may be the only trace left once the element is gone. */
  heading: HTMLElement | null
  /** Its ancestors, nearest first: the part of the page that stayed is the first still in the document. */
  ancestors: Element[]
}

const usable = (element: Element) =>
  element.isConnected && !element.closest(`${DIALOG_SELECTOR}, [hidden], [inert]`)

function headingBefore(element: Element): HTMLElement | null {
  const headings = [
    ...element.ownerDocument.querySelectorAll<HTMLElement>(HEADINGS_SELECTOR),
  ].filter(usable)
  for (let i = headings.length - 1; i >= 0; i--) {
    const heading = headings[i]!
    if (heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) return heading
  }
  return null
}

function ancestorsOf(element: Element): Element[] {
  const chain: Element[] = []
  for (let parent = element.parentElement; parent; parent = parent.parentElement) chain.push(parent)
  return chain
}

const canTakeFocus = (element: Element) => usable(element) && !element.matches(':disabled')

function targetFor(last: Focused): HTMLElement | null {
  if (last.element.isConnected) return headingBefore(last.element)
  if (last.heading && usable(last.heading)) return last.heading
  const stayed = last.ancestors.find((a) => a.isConnected)
  const doc = last.element.ownerDocument
  return (
    [...(stayed?.querySelectorAll<HTMLElement>(HEADINGS_SELECTOR) ?? [])].find(usable) ??
    doc.querySelector<HTMLElement>('main h1') ??
    doc.querySelector<HTMLElement>('main')
  )
}

/** Installs the rule on a document; returns what removes it. */
export function keepFocusAfterReplace(doc: Document = document): () => void {
  let last: Focused | null = null
  /** The focus was last in a modal dialog: when that closes and leaves it on the body, it comes back. */
  let inDialog = false

  const onFocusIn = (event: FocusEvent) => {
    const element = event.target
    if (!(element instanceof Element) || element === doc.body) return
    inDialog = !!element.closest(OPEN_MODAL_SELECTOR)
    if (element.closest(NOT_FOLLOWED_SELECTOR)) return
    last = { element, heading: headingBefore(element), ancestors: ancestorsOf(element) }
  }

  const check = () => {
    if (!last || doc.querySelector(OPEN_MODAL_SELECTOR)) return
    if (canTakeFocus(last.element)) {
      const active = doc.activeElement
      if (inDialog && (!active || active === doc.body) && last.element instanceof HTMLElement)
        last.element.focus()
      return
    }
    // Lost: on the body (the element is gone, or Chromium took focus off it when it was disabled),
    // or still on the disabled element (Firefox and jsdom leave it there, where it does nothing).
    const active = doc.activeElement
    if (active && active !== doc.body && active !== last.element) return
    const target = targetFor(last)
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    // An element still shown (disabled while its request runs) keeps the view where the person is
    // looking: a busy Submit at the foot of a long form says "Waiting for the connection…", and
    // scrolling up to the section's heading hid it on a phone. A removed or hidden part moves the view.
    target.focus({ preventScroll: usable(last.element) })
  }

  // A removal or a newly disabled element shows as a change to the page; a browser that takes
  // focus off a disabled element also says so with a focusout that has nowhere to go.
  const observer = new MutationObserver(check)
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert'],
  })
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget) queueMicrotask(check)
  }
  doc.addEventListener('focusin', onFocusIn)
  doc.addEventListener('focusout', onFocusOut)
  return () => {
    observer.disconnect()
    doc.removeEventListener('focusin', onFocusIn)
    doc.removeEventListener('focusout', onFocusOut)
  }
}
