import { getConfig } from '@/config/env'

/** The configured links to the assessment rubrics and the poster and presentation templates (seed §1). */
export function GuideLinks({ className = '' }: { className?: string }) {
  const config = getConfig()
  const links = [
    { href: config.assessmentRubricsUrl, label: 'Assessment rubrics' },
    { href: config.posterTemplateUrl, label: 'Poster template' },
    { href: config.presentationTemplateUrl, label: 'Presentation template' },
  ]
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
