import { msg, plural } from '@lingui/core/macro'
import { DEMO_IDP_PATH, DEMO_MAILBOX_PATH } from '@/config/demo-auth'
import { answerLanguage } from '@/demo/handlers/language'
import { type DemoPerson, LIST_ALL_MAX, matches, MATCHES_MAX, QUERY_MAX } from '@/demo/idp/people'
import { AUTHORIZE_FIELDS } from '@/demo/idp/requests'
import { languageName, translate, type Language } from '@/i18n'

// The provider's HTML pages: the sign-in page, a refused request, signed out, and the page that
// posts an authorization response back to the app. Each is rendered with the nonce its answer's
// Content-Security-Policy allows (see responses.ts); every value from a request or a person is
// escaped. The pages read in the language of the request (idp.ts: `?lang=`, else the browser's
// Accept-Language); their messages are escaped too, and a placeholder that holds markup is given
// its HTML already escaped.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A message as HTML text. */
const text = (message: string) => escapeHtml(message)

/** The page's language for every link and form that leads to another page of the provider. */
const LANGUAGE_PARAM = 'lang'

export function fieldsOf(params: URLSearchParams): Array<[string, string]> {
  return AUTHORIZE_FIELDS.flatMap((field): Array<[string, string]> => {
    const value = params.get(field)
    return value === null ? [] : [[field, value]]
  })
}

function hiddenInputs(fields: Iterable<[string, string]>): string {
  return [...fields]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
}

export const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f8;--card:#fff;--text:#1b1f24;--muted:#4b5563;--accent:#0b5cad;--border:#c3ccd7;--hover:#eef4fb}
@media (prefers-color-scheme:dark){:root{--bg:#0f1216;--card:#1a1f26;--text:#e8eaed;--muted:#b6bec9;--accent:#8cc4ff;--border:#3d4653;--hover:#232b35}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;justify-content:center;align-items:flex-start;padding:2rem 1rem;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:34rem;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px rgb(0 0 0/.06)}
.eyebrow{margin:0 0 .25rem;font-size:.8125rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--accent)}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}
h2{margin:1.5rem 0 .75rem;font-size:1.0625rem}
p{margin:0 0 1rem}
.lead{color:var(--muted)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
form{margin:0}
.person{display:block;width:100%;min-height:44px;padding:.75rem 1rem;text-align:left;font:inherit;color:inherit;background:var(--card);border:1px solid var(--border);border-radius:8px;cursor:pointer}
.person:hover{background:var(--hover);border-color:var(--accent)}
.person:focus-visible,a:focus-visible,.continue:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.person-name{display:block;font-weight:600}
.person-meta{display:block;font-size:.9rem;color:var(--muted);overflow-wrap:anywhere}
.search{display:grid;gap:.375rem;margin:0 0 1rem}
.search label{font-weight:600}
.search-row{display:flex;gap:.5rem}
.search input{flex:1;min-width:0;min-height:44px;padding:.5rem .75rem;font:inherit;color:inherit;background:var(--card);border:1px solid var(--muted);border-radius:8px}
.search input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.continue{min-height:44px;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:8px;cursor:pointer}
a{color:var(--accent)}
.footer{margin:1.5rem 0 0}
.language{float:right;margin:0 0 0 1rem;font-size:.9375rem}
.language a{display:inline-block;min-height:44px;padding:.625rem 0}
@media (max-width:30rem){body{padding:0}main{border-radius:0;border-width:0;min-height:100vh}}
`

function layout(
  nonce: string,
  title: string,
  body: string,
  options: { script?: string; switchTo?: string } = {},
): string {
  const language = answerLanguage()
  const other: Language = language === 'id' ? 'en' : 'id'
  // The other language, offered as a link that reloads the page in it, its name in its own language.
  const switcher =
    options.switchTo === undefined
      ? ''
      : `<p class="language"><a href="${escapeHtml(options.switchTo)}" lang="${other}" hreflang="${other}">${languageName(other)}</a></p>\n`
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text(title)}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${switcher}<p class="eyebrow">${text(translate(msg`Demo identity provider`))}</p>
${body}
</main>
${options.script ?? ''}
</body>
</html>
`
}

function personForm(person: DemoPerson, hidden: string): string {
  const meta = [person.email, person.unit].filter(Boolean).join(' · ')
  return `<li><form method="post" action="${DEMO_IDP_PATH}/authorize?${LANGUAGE_PARAM}=${answerLanguage()}">${hidden}<input type="hidden" name="person" value="${escapeHtml(person.id)}">
<button type="submit" class="person"><span class="person-name">${escapeHtml(`${person.name} — ${person.role}`)}</span> <span class="person-meta">${escapeHtml(meta)}</span></button></form></li>`
}

function personList(people: DemoPerson[], hidden: string, label: string): string {
  return `<ul aria-label="${escapeHtml(label)}">\n${people.map((person) => personForm(person, hidden)).join('\n')}\n</ul>`
}

/**
 * The people to choose from. A small directory (the seed) is listed whole, featured people first. A
 * large one (10,000 people generated for the benchmark) lists only its featured people, the demo's own
 * cast, and finds anyone else with a search (a plain GET form, so it works without script): a page
 * of 10,000 buttons is neither usable nor quick.
 */
export function signInPage(
  nonce: string,
  people: DemoPerson[],
  query: string,
  fields: Array<[string, string]>,
  appOrigin: string,
): string {
  const language = answerLanguage()
  const hidden = hiddenInputs(fields)
  const featured = people.filter((person) => person.featured)
  const ordered = [...featured, ...people.filter((person) => !person.featured)]
  const searchable = people.length > LIST_ALL_MAX
  const search = `<form method="get" action="${DEMO_IDP_PATH}/authorize" role="search" class="search">${hidden}${hiddenInputs([[LANGUAGE_PARAM, language]])}
<label for="person-search">${text(translate(msg`Find a person by name, e-mail, unit or role`))}</label>
<span class="search-row"><input type="search" id="person-search" name="q" value="${escapeHtml(query)}" maxlength="${QUERY_MAX}"> <button type="submit" class="continue">${text(translate(msg`Search`))}</button></span></form>`

  let choose: string
  if (people.length === 0) {
    const command = 'npm run demo:reset'
    choose = `<h2>${text(translate(msg`Choose a person`))}</h2>\n<p>${text(
      translate(
        msg`The demo directory is empty. Reset the demo data (${command}) and restart the app.`,
      ),
    ).replace(command, `<code>${command}</code>`)}</p>`
  } else if (query) {
    const words = query.toLowerCase().split(/\s+/)
    const found = ordered.filter((person) => matches(person, words))
    const shown = found.slice(0, MATCHES_MAX)
    const count = found.length
    const first = shown.length
    const summary =
      count === 0
        ? translate(msg`Nobody matches “${query}”.`)
        : count > first
          ? translate(
              msg`${count} people match “${query}”: the first ${first} are shown; add a word to narrow the search.`,
            )
          : translate(
              msg`${plural(count, { one: `# person matches “${query}”.`, other: `# people match “${query}”.` })}`,
            )
    const back = new URLSearchParams([...fields, [LANGUAGE_PARAM, language]])
    choose = `${search}
<h2>${text(translate(msg`Search results`))}</h2>
<p class="lead" role="status">${text(summary)}</p>
${shown.length ? personList(shown, hidden, translate(msg`People matching ${query}`)) : ''}
<p><a href="${DEMO_IDP_PATH}/authorize?${escapeHtml(back.toString())}">${text(translate(msg`Back to the demo people`))}</a></p>`
  } else if (searchable) {
    const total = people.length.toLocaleString(language)
    choose = `<h2>${text(translate(msg`Demo people`))}</h2>
${featured.length ? personList(featured, hidden, translate(msg`Demo people`)) : `<p>${text(translate(msg`The directory has no featured demo people.`))}</p>`}
<h2>${text(translate(msg`Someone else`))}</h2>
<p class="lead">${text(translate(msg`The directory holds ${total} people in all: search for anyone not listed above.`))}</p>
${search}`
  } else {
    choose = `<h2>${text(translate(msg`Choose a person`))}</h2>\n${personList(ordered, hidden, translate(msg`People`))}`
  }
  const switchTo = `${DEMO_IDP_PATH}/authorize?${new URLSearchParams([
    ...fields,
    ...(query ? [['q', query] as [string, string]] : []),
    [LANGUAGE_PARAM, language === 'id' ? 'en' : 'id'],
  ]).toString()}`
  return layout(
    nonce,
    translate(msg`Sign in · Innovation Award (demo)`),
    `<h1>${text(translate(msg`Sign in to Innovation Award (demo)`))}</h1>
<p class="lead">${text(translate(msg`This is the identity provider embedded in the demo, standing in for the organisation's real sign-in. There are no passwords: choose the person you want to act as. Each is shown with their role in the award.`))}</p>
${choose}
<p class="footer"><a href="${escapeHtml(`${appOrigin}/`)}">${text(translate(msg`Cancel and return to the app`))}</a></p>
<p class="footer"><a href="${DEMO_MAILBOX_PATH}?${LANGUAGE_PARAM}=${language}">${text(translate(msg`Demo mailbox: every e-mail the demo sent, by recipient`))}</a></p>`,
    { switchTo },
  )
}

export function refusedPage(nonce: string, message: string): string {
  return layout(
    nonce,
    translate(msg`Sign-in request refused · Innovation Award (demo)`),
    `<h1>${text(translate(msg`Sign-in request refused`))}</h1>
<p>${escapeHtml(message)}</p>
<p class="lead">${text(translate(msg`Nothing was sent anywhere. Go back to the app and start the sign-in again.`))}</p>
<p class="footer"><a href="/">${text(translate(msg`Go to the app`))}</a></p>`,
  )
}

export function signedOutPage(nonce: string, refusedTarget: boolean): string {
  return layout(
    nonce,
    translate(msg`Signed out · Innovation Award (demo)`),
    `<h1>${text(translate(msg`You are signed out`))}</h1>
<p>${text(translate(msg`You have signed out of the Innovation Award demo.`))}</p>
${refusedTarget ? `<p class="lead">${text(translate(msg`The address the app asked to return to is not on this site, so you were not sent there.`))}</p>\n` : ''}<p class="footer"><a href="/">${text(translate(msg`Return to the app`))}</a></p>`,
  )
}

export function formPostPage(nonce: string, action: string, params: URLSearchParams): string {
  return layout(
    nonce,
    translate(msg`Returning to Innovation Award (demo)`),
    `<h1>${text(translate(msg`Returning to the app…`))}</h1>
<form method="post" action="${escapeHtml(action)}">${hiddenInputs(params.entries())}
<p class="lead">${text(translate(msg`If nothing happens, continue yourself.`))}</p>
<button type="submit" class="continue">${text(translate(msg`Continue`))}</button>
</form>`,
    { script: `<script nonce="${nonce}">document.forms[0].submit()</script>` },
  )
}
