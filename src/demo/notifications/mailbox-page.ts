import { msg, plural } from '@lingui/core/macro'
import { DEMO_MAILBOX_PATH } from '@/config/demo-auth'
import type { DemoDb, MailRecord } from '@/demo/db/types'
import { answerLanguage } from '@/demo/handlers/language'
import { escapeHtml, STYLE } from '@/demo/idp/pages'
import { languageName, translate, type Language } from '@/i18n'
import { formatDateTime } from '@/lib/dates'

/**
 * The demo's mailbox, like a developer's mail catcher: every e-mail the demo backend delivered,
 * by recipient, newest first, each with its subject, its rendered HTML and its plain text. A
 * newcomer opens it from the demo sign-in page to see what a person was sent. Served without
 * script under the demo's own Content-Security-Policy (its style carries the page's nonce).
 */

const MAILBOX_STYLE = `
main{max-width:52rem}
.recipients{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0 0 1rem;padding:0}
.recipients a{display:inline-block;min-height:44px;padding:.625rem .75rem;border:1px solid var(--border);border-radius:8px;text-decoration:none}
.recipients a[aria-current]{border-color:var(--accent);font-weight:600}
.mail{border:1px solid var(--border);border-radius:8px;padding:1rem;margin:0 0 1rem}
.mail h3{margin:0 0 .5rem;font-size:1.0625rem}
.meta{margin:0 0 .75rem;font-size:.9rem;color:var(--muted);overflow-wrap:anywhere}
.body{border-top:1px solid var(--border);padding-top:.75rem;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem}
summary{cursor:pointer;min-height:44px;padding:.625rem 0}
`

function mailView(mail: MailRecord): string {
  const to = `${mail.to.name} <${mail.to.email}>`
  const sent = formatDateTime(mail.sentAt)
  return `<article class="mail" lang="${mail.language}">
<h3>${escapeHtml(mail.subject)}</h3>
<p class="meta" lang="${answerLanguage()}">${escapeHtml(translate(msg`To: ${to}`))}<br>${escapeHtml(translate(msg`Sent: ${sent}`))}</p>
<div class="body">${mail.html}</div>
<details><summary lang="${answerLanguage()}">${escapeHtml(translate(msg`Plain text`))}</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`
}

/** The mailbox page: everyone's e-mails grouped by recipient, or one recipient's (`to`). */
export function mailboxPage(nonce: string, db: DemoDb, to: string | null): string {
  const language: Language = answerLanguage()
  const other: Language = language === 'id' ? 'en' : 'id'
  const mails = db.mailbox ?? []
  const recipients = new Map<string, MailRecord['to'] & { count: number }>()
  for (const mail of mails) {
    const seen = recipients.get(mail.to.id)
    recipients.set(mail.to.id, { ...mail.to, count: (seen?.count ?? 0) + 1 })
  }
  const people = [...recipients.values()].sort((a, b) => a.name.localeCompare(b.name))
  const link = (params: Record<string, string>) =>
    `${DEMO_MAILBOX_PATH}?${escapeHtml(new URLSearchParams({ ...params }).toString())}`
  const nav = people.length
    ? `<nav aria-label="${escapeHtml(translate(msg`Recipients`))}"><ul class="recipients">
<li><a href="${link({ lang: language })}"${to === null ? ' aria-current="page"' : ''}>${escapeHtml(translate(msg`Everyone`))}</a></li>
${people
  .map((person) => {
    const { count, name } = person
    const label = translate(
      msg`${plural(count, { one: `${name} (# e-mail)`, other: `${name} (# e-mails)` })}`,
    )
    return `<li><a href="${link({ to: person.id, lang: language })}"${to === person.id ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`
  })
  .join('\n')}
</ul></nav>`
    : ''
  const shown = people.filter((person) => to === null || person.id === to)
  const sections = shown.length
    ? shown
        .map(
          (person) => `<section>
<h2>${escapeHtml(`${person.name} <${person.email}>`)}</h2>
${mails
  .filter((mail) => mail.to.id === person.id)
  .map(mailView)
  .join('\n')}
</section>`,
        )
        .join('\n')
    : `<p>${escapeHtml(
        to === null
          ? translate(msg`No e-mail has been sent yet.`)
          : translate(msg`No e-mail has been sent to this person yet.`),
      )}</p>`
  const switchTo = link({ ...(to ? { to } : {}), lang: other })
  const title = translate(msg`Demo mailbox · Innovation Award (demo)`)
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${STYLE}${MAILBOX_STYLE}</style>
</head>
<body>
<main>
<p class="language"><a href="${switchTo}" lang="${other}" hreflang="${other}">${languageName(other)}</a></p>
<p class="eyebrow">${escapeHtml(translate(msg`Demo mailbox`))}</p>
<h1>${escapeHtml(translate(msg`E-mails the demo sent`))}</h1>
<p class="lead">${escapeHtml(translate(msg`The demo delivers every e-mail here instead of to a mail server: each person's e-mails, newest first, as they would read them, in their own language.`))}</p>
${nav}
${sections}
<p class="footer"><a href="/">${escapeHtml(translate(msg`Go to the app`))}</a></p>
</main>
</body>
</html>
`
}
