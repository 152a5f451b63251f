/**
 * Tab and Shift+Tab stay inside an open modal dialog (WAI-ARIA dialog pattern): Tab on its last
 * element goes to its first, Shift+Tab on its first to its last. react-bootstrap's Modal
 * (`enforceFocus`) only takes the focus back once it has landed on something else in the page, and
 * a dialog is the last thing in the document: Tab on a confirmation's YES (its last button) left the
 * page altogether, to the body or the browser's own controls, where Enter did nothing, and only the
 * next Tab brought the focus back, onto the dialog's frame. One rule for every modal dialog (the
 * confirmation, the reminder, the forms in a dialog), installed once with the other focus rules
 * (src/app/layouts/root-layout.tsx).
 */

const OPEN_MODAL_SELECTOR = '[aria-modal="true"]'
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ')

/** Shown on screen (a browser without layout, jsdom, counts every element as shown). */
const shown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true

const isRadio = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name !== ''

/** What Tab reaches inside `container`, in document order. */
function tabbable(container: Element): HTMLElement[] {
  const found = [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden], [inert]') &&
      shown(element),
  )
  // Of a group of radio buttons Tab reaches one: the checked one, or else the first.
  return found.filter((element) => {
    if (!isRadio(element)) return true
    const group = found.filter(
      (other) => isRadio(other) && other.name === element.name && other.form === element.form,
    ) as HTMLInputElement[]
    return element === (group.find((radio) => radio.checked) ?? group[0])
  })
}

/** `a` comes after `b` in the document (a descendant of `b` does too). */
const after = (a: Node, b: Node) =>
  !!(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING)

/** Installs the rule on a document; returns what removes it. */
export function keepTabInModal(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return
    if (event.altKey || event.ctrlKey || event.metaKey) return
    // The one on top: a dialog opened from another is added after it.
    const modal = [...doc.querySelectorAll<HTMLElement>(OPEN_MODAL_SELECTOR)].at(-1)
    if (!modal) return
    const items = tabbable(modal)
    const first = items[0]
    const last = items.at(-1)
    const active = doc.activeElement
    if (!first || !last) {
      // Nothing in it to go to: the focus stays on the dialog.
      event.preventDefault()
      modal.focus()
      return
    }
    const inside = active instanceof HTMLElement && modal.contains(active)
    const atEdge =
      !inside ||
      (event.shiftKey
        ? !items.some((item) => after(active, item))
        : !items.some((item) => after(item, active)))
    if (!atEdge) return
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
  doc.addEventListener('keydown', onKeyDown)
  return () => doc.removeEventListener('keydown', onKeyDown)
}
