#!/usr/bin/env node
// `npm run contract -- --base-url https://api.example.org --token <bearer> [--event <slug>] [--writes]`:
// runs the read-only call of every operation of the API's OpenAPI document against a real server
// and prints, per operation, conformant / not conformant (with the first difference) / missing.
// --writes (with --event) also runs every write call on that event, with one --token per person
// (src/contract/writes.ts), and prints what stays on the event.
// It fails (exit code 1) when any call is not conformant or missing, or the token is refused.
import { parseArgs } from 'node:util'
import { loadSource } from './load-source.mjs'

const USAGE = `Usage: npm run contract -- --base-url <https://api.example.org> --token <bearer token> [--event <event slug>]
       npm run contract -- --base-url <…> --event <test event slug> --writes --token <…> --token <…> …

  --base-url  the server's address (the API base the app is configured with, without /api)
  --token     a bearer token for the API's scope (the roles it carries decide what is answered);
              the reads use the first one
  --event     the event's address, whose id is sent as EventId (default: innovation-award)
  --writes    also run every write call, on the event named by --event (required: the run
              changes the event, so it writes only to one you name; use a test event, never the
              live one). Give one --token per person it acts as: a committee member, a jury member,
              a person not registered yet (or a participant without a team this year), a
              participant who is a member (not the leader) of a team this year, and another
              participant. It makes its own team, proposals, question and vote session (all named
              "Contract check"), puts back what it changes of the event's own data (the periods and
              their times, the member's team, an account's state, a winner mark), and prints what
              stays on the event. A call whose person has no token is listed as not run.`

let values
try {
  ;({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string', multiple: true },
      event: { type: 'string' },
      writes: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }))
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
  process.exit(2)
}
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!values['base-url'] || !values.token?.length) {
  console.error(`Give the server's address and a token.\n\n${USAGE}`)
  process.exit(2)
}
if (values.writes && !values.event) {
  console.error(
    `--writes changes the event it runs on: name a test event with --event (never the live one).\n\n${USAGE}`,
  )
  process.exit(2)
}
try {
  new URL(values['base-url'])
} catch {
  console.error(`--base-url must be an address such as https://api.example.org\n\n${USAGE}`)
  process.exit(2)
}

const module = await loadSource('contract/cli.ts')
const runs = await module.checkServer({
  baseUrl: values['base-url'],
  token: values.token[0],
  tokens: values.token,
  event: values.event,
  writes: values.writes,
})
console.log(module.report(runs))
const failed = runs.some((run) => run.verdict === 'not conformant' || run.verdict === 'missing')
process.exit(failed || module.tokenRefused(runs) ? 1 : 0)
