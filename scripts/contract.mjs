#!/usr/bin/env node
// `npm run contract -- --base-url https://api.example.org --token <bearer> [--event <slug>] [--writes]`:
// runs the read-only call of every operation of the API's OpenAPI document against a real server
// and prints, per operation, conformant / not conformant (with the first difference) / missing.
// --writes also runs the write calls that leave the server as it was (src/contract/cli.ts, WRITES).
// It fails (exit code 1) when any operation is not conformant or missing, or the token is refused.
import { parseArgs } from 'node:util'
import { loadSource } from './load-source.mjs'

const USAGE = `Usage: npm run contract -- --base-url <https://api.example.org> --token <bearer token> [--event <event slug>] [--writes]

  --base-url  the server's address (the API base the app is configured with, without /api)
  --token     a bearer token for the API's scope (the roles it carries decide what is answered)
  --event     the event's address, whose id is sent as EventId (default: innovation-award)
  --writes    also run the write calls that leave the data as it was: each sends what the server
              holds now (same name, status, times, judges, fields), and an uploaded file is deleted
              again; the others (creating, finalizing, publishing, ...) are listed as not run.
              Use a test event: versions and the activity log still change.`

let values
try {
  ;({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
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
if (!values['base-url'] || !values.token) {
  console.error(`Give the server's address and a token.\n\n${USAGE}`)
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
  token: values.token,
  event: values.event,
  writes: values.writes,
})
console.log(module.report(runs))
const failed = runs.some((run) => run.verdict === 'not conformant' || run.verdict === 'missing')
process.exit(failed || module.tokenRefused(runs) ? 1 : 0)
