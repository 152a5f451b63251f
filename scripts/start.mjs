// `npm start`: build the app, serve the build with the demo API and demo sign-in (vite preview),
// and end with one line that says where it runs and whom to sign in as.
// The build shows only warnings and errors; a failed build stops here with its error.
import { fileURLToPath } from 'node:url'
import { build, createLogger, loadEnv, preview } from 'vite'
import { loadSource } from './load-source.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

// Warnings and errors only; Rolldown's report of slow plugins (PLUGIN_TIMINGS, printed whenever the
// machine is busy) says nothing about the app, so it is left out.
const logger = createLogger('warn')
const warn = logger.warn
logger.warn = (message, options) => {
  if (!String(message).includes('[PLUGIN_TIMINGS]')) warn(message, options)
}

const started = performance.now()
console.log('Building the app (only warnings and errors are shown)…')
try {
  await build({ root: ROOT, logLevel: 'warn', customLogger: logger })
} catch (error) {
  console.error(
    `\nThe build failed, so nothing is served:\n${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`)

// PORT is read by vite.config.ts (default 4173); the port must be free (strictPort).
let server
try {
  server = await preview({ root: ROOT, logLevel: 'warn' })
} catch (error) {
  const port = process.env.PORT || '4173'
  console.error(`\nNothing is served: ${error instanceof Error ? error.message : String(error)}`)
  console.error(`Stop what uses port ${port}, or choose another one: PORT=8080 npm start`)
  process.exit(1)
}
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.preview.port}/`

console.log(`\nReady: ${url}  (Ctrl+C stops)  ${await whomToPick()}`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0))
  })
}

/** "Sign in with your work account and pick …" with one seeded person per role, named as the demo seeds them. */
async function whomToPick() {
  // Read as vite.config.ts reads it (.env too). No demo then, and a build reads no .env values:
  // its configuration is a /config.json beside index.html.
  if (loadEnv('production', ROOT, '').VITE_AUTH_CLIENT_ID) {
    return 'VITE_AUTH_CLIENT_ID is set, so no demo runs, and dist/ has no config.json: the app shows its configuration page. Use npm run dev for .env values.'
  }
  const module = await loadSource('demo/db/seed.ts')
  const db = module.createSeed()
  const nameOf = (id) => db.directory.find((p) => p.id === id)?.name ?? id
  const { committee, jury, participantLeader, unregistered } = module.SEEDED
  return (
    `Choose "Sign in with your work account" and pick ${nameOf(committee)} (committee), ${nameOf(jury)} (jury), ` +
    `${nameOf(participantLeader)} (participant, team leader) or ${nameOf(unregistered)} (new, registers first).`
  )
}
