import { DEMO_IDP_PATH } from '@/config/demo-auth'
import { type DemoPerson, LIST_ALL_MAX, matches, MATCHES_MAX, QUERY_MAX } from '@/demo/idp/people'
import { AUTHORIZE_FIELDS } from '@/demo/idp/requests'

// The provider's HTML pages: the sign-in page, a refused request, signed out, and the page that
// posts an authorization response back to the app. Each is rendered with the nonce its answer's
// Content-Security-Policy allows (see responses.ts); every value from a request or a person is
// escaped.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

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

const STYLE = `
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
@media (max-width:30rem){body{padding:0}main{border-radius:0;border-width:0;min-height:100vh}}
`

function layout(nonce: string, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<p class="eyebrow">Demo identity provider</p>
${body}
</main>
${script}
</body>
</html>
`
}

function personForm(person: DemoPerson, hidden: string): string {
  const meta = [person.email, person.unit].filter(Boolean).join(' · ')
  return `<li><form method="post" action="${DEMO_IDP_PATH}/authorize">${hidden}<input type="hidden" name="person" value="${escapeHtml(person.id)}">
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
  const hidden = hiddenInputs(fields)
  const featured = people.filter((person) => person.featured)
  const ordered = [...featured, ...people.filter((person) => !person.featured)]
  const searchable = people.length > LIST_ALL_MAX
  const search = `<form method="get" action="${DEMO_IDP_PATH}/authorize" role="search" class="search">${hidden}
<label for="person-search">Find a person by name, e-mail, unit or role</label>
<span class="search-row"><input type="search" id="person-search" name="q" value="${escapeHtml(query)}" maxlength="${QUERY_MAX}"> <button type="submit" class="continue">Search</button></span></form>`

  let choose: string
  if (people.length === 0) {
    choose =
      '<h2>Choose a person</h2>\n<p>The demo directory is empty. Reset the demo data (<code>npm run demo:reset</code>) and restart the app.</p>'
  } else if (query) {
    const words = query.toLowerCase().split(/\s+/)
    const found = ordered.filter((person) => matches(person, words))
    const shown = found.slice(0, MATCHES_MAX)
    const count =
      found.length === 0
        ? `Nobody matches “${escapeHtml(query)}”.`
        : found.length > shown.length
          ? `${found.length} people match “${escapeHtml(query)}”: the first ${shown.length} are shown; add a word to narrow the search.`
          : `${found.length === 1 ? '1 person matches' : `${found.length} people match`} “${escapeHtml(query)}”.`
    const back = new URLSearchParams(fields)
    choose = `${search}
<h2>Search results</h2>
<p class="lead" role="status">${count}</p>
${shown.length ? personList(shown, hidden, `People matching ${query}`) : ''}
<p><a href="${DEMO_IDP_PATH}/authorize?${escapeHtml(back.toString())}">Back to the demo people</a></p>`
  } else if (searchable) {
    choose = `<h2>Demo people</h2>
${featured.length ? personList(featured, hidden, 'Demo people') : '<p>The directory has no featured demo people.</p>'}
<h2>Someone else</h2>
<p class="lead">The directory holds ${people.length.toLocaleString('en')} people in all: search for anyone not listed above.</p>
${search}`
  } else {
    choose = `<h2>Choose a person</h2>\n${personList(ordered, hidden, 'People')}`
  }
  return layout(
    nonce,
    'Sign in · Innovation Award (demo)',
    `<h1>Sign in to Innovation Award (demo)</h1>
<p class="lead">This is the identity provider embedded in the demo, standing in for the organisation's real sign-in. There are no passwords: choose the person you want to act as. Each is shown with their role in the award.</p>
${choose}
<p class="footer"><a href="${escapeHtml(`${appOrigin}/`)}">Cancel and return to the app</a></p>`,
  )
}

export function refusedPage(nonce: string, message: string): string {
  return layout(
    nonce,
    'Sign-in request refused · Innovation Award (demo)',
    `<h1>Sign-in request refused</h1>
<p>${escapeHtml(message)}</p>
<p class="lead">Nothing was sent anywhere. Go back to the app and start the sign-in again.</p>
<p class="footer"><a href="/">Go to the app</a></p>`,
  )
}

export function signedOutPage(nonce: string, refusedTarget: boolean): string {
  return layout(
    nonce,
    'Signed out · Innovation Award (demo)',
    `<h1>You are signed out</h1>
<p>You have signed out of the Innovation Award demo.</p>
${refusedTarget ? '<p class="lead">The address the app asked to return to is not on this site, so you were not sent there.</p>\n' : ''}<p class="footer"><a href="/">Return to the app</a></p>`,
  )
}

export function formPostPage(nonce: string, action: string, params: URLSearchParams): string {
  return layout(
    nonce,
    'Returning to Innovation Award (demo)',
    `<h1>Returning to the app…</h1>
<form method="post" action="${escapeHtml(action)}">${hiddenInputs(params.entries())}
<p class="lead">If nothing happens, continue yourself.</p>
<button type="submit" class="continue">Continue</button>
</form>`,
    `<script nonce="${nonce}">document.forms[0].submit()</script>`,
  )
}
