import { useId, useState, type ReactNode } from 'react'

/**
 * A titled part of a screen that folds away on a phone, where a long explanation or a side table
 * would push what the screen is for (a ranking) thousands of pixels down: there its heading opens and
 * closes it, through a button laid over the heading and named by its title. Above the phone, and on
 * paper, it is always open, the button is gone and the heading is plain text
 * (styles/screens.scss, `.phone-disclosure`), so a desktop and a print lose nothing. The body stays
 * mounted while folded: what was typed in it is kept.
 */
export function PhoneDisclosure({
  title,
  headingId,
  headingLevel = 3,
  headingClassName = 'h6',
  titleShown = true,
  children,
}: {
  title: ReactNode
  /** The heading's id, for a surrounding section's `aria-labelledby`. */
  headingId?: string
  headingLevel?: 3 | 4
  headingClassName?: string
  /**
   * False where, above the phone, what surrounds it already names it for the eye: the heading is then
   * only read out there. A phone always shows it, as the way to open the body.
   */
  titleShown?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={`phone-disclosure${open ? ' open' : ''}${titleShown ? '' : ' title-on-phone'}`}>
      <Heading id={headingId} className={`phone-disclosure-heading ${headingClassName}`}>
        <button
          type="button"
          className="phone-disclosure-toggle"
          aria-labelledby={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        />
        <span id={`${id}-title`}>{title}</span>
      </Heading>
      <div id={`${id}-body`} className="phone-disclosure-body">
        {children}
      </div>
    </div>
  )
}
