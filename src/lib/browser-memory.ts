/**
 * Keeps what people type out of the browser's own memory of form entries (requirements R15.6). A
 * browser remembers what was typed into a field and offers it, in a field of the same name, to
 * whoever uses that browser next: on a shared computer, one person's question subject or phone
 * number suggested to the next. Our own drafts already keep what was typed, for that person only
 * (docs/data-on-device.md), so every field of the app says `autocomplete="off"`: written here once
 * for the whole document (dialogs render outside the app's root), for fields present and to come.
 * A field that names its purpose itself keeps it: registration's name, unit and phone are about the
 * person (WCAG 1.3.5 asks for `name`, `organization`, `tel`), and a browser fills such fields only
 * from an address its owner chose to save.
 */
const FIELDS = ['input:not([autocomplete])', 'textarea:not([autocomplete])'].join()

function markFields(node: Element): void {
  if (node.matches(FIELDS)) node.setAttribute('autocomplete', 'off')
  node.querySelectorAll(FIELDS).forEach((field) => field.setAttribute('autocomplete', 'off'))
}

/** From now on, every field under `root` asks the browser not to remember it; returns the stop. */
export function keepTypingOutOfBrowserMemory(root: Element = document.body): () => void {
  markFields(root)
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) markFields(node)
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
