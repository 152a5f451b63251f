import { Fragment } from 'react'
import { useLingui } from '@lingui/react/macro'
import { languageName, LANGUAGES } from '@/i18n'
import { chooseLanguage, LANGUAGE_PARAM } from '@/i18n/choice'

/**
 * The interface's two languages, each named in itself (requirements R17.2): a click shows the page
 * in it at once, in place (what is typed stays), and this device remembers the choice. Links, so
 * that the page's HTML, painted before the app's code arrives, switches too: `?lang=` is read at
 * start (src/i18n/choice.ts).
 */
export function LanguageSwitch({
  className,
  compact = false,
}: {
  className?: string
  /**
   * In a wide header bar (from Bootstrap's xl breakpoint, where the bar unfolds), each language is shown by its code
   * ("ID", "EN") so the menu and the event's name keep their room; its name is still what a
   * screen reader says and what a pointer's tooltip shows. In the collapsed phone menu, the names.
   */
  compact?: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Language`} className={className}>
      {LANGUAGES.map((language, index) => {
        const shown = language === i18n.locale
        return (
          <Fragment key={language}>
            {index > 0 ? (
              <span aria-hidden="true" className="mx-2 opacity-75">
                |
              </span>
            ) : null}
            <a
              href={`?${LANGUAGE_PARAM}=${language}`}
              lang={language}
              hrefLang={language}
              aria-current={shown ? 'true' : undefined}
              aria-label={compact ? languageName(language) : undefined}
              title={compact ? languageName(language) : undefined}
              className={`text-reset text-nowrap ${shown ? 'fw-semibold text-decoration-none' : ''}`}
              onClick={(event) => {
                event.preventDefault()
                void chooseLanguage(language)
              }}
            >
              {compact ? (
                <>
                  <span className="d-xl-none">{languageName(language)}</span>
                  <span className="d-none d-xl-inline">{language.toUpperCase()}</span>
                </>
              ) : (
                languageName(language)
              )}
            </a>
          </Fragment>
        )
      })}
    </nav>
  )
}
