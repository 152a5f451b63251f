import { useLingui } from '@lingui/react/macro'
import { getConfig, type AppConfig } from '@/config/env'

export type GuideUrls = Pick<
  AppConfig,
  'assessmentRubricsUrl' | 'posterTemplateUrl' | 'presentationTemplateUrl'
>

/**
 * The configured links to the assessment rubrics and the poster and presentation templates
 * (requirements R1.9).
 * `urls` null: the addresses are not known yet (the landing written into index.html at build time,
 * before the configuration is read), so the names show as text and become links when the app starts.
 */
export function GuideLinks({
  className = '',
  urls = getConfig(),
}: {
  className?: string
  urls?: GuideUrls | null
}) {
  const { t } = useLingui()
  const links = [
    { key: 'rubrics', href: urls?.assessmentRubricsUrl, label: t`Assessment rubrics` },
    { key: 'poster', href: urls?.posterTemplateUrl, label: t`Poster template` },
    { key: 'presentation', href: urls?.presentationTemplateUrl, label: t`Presentation template` },
  ]
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          {link.href ? (
            <a href={link.href} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          ) : (
            link.label
          )}
        </li>
      ))}
    </ul>
  )
}
