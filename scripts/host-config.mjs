#!/usr/bin/env node
// `npm run host-config -- --config path/to/config.json --out dir`: writes the host configurations
// (staticwebapp.config.json for Azure Static Web Apps, nginx.conf, a server block) for a deployment's
// configuration, from the same source as the headers of `npm start` (src/config/security-headers.ts).
// The build writes them for the demo's same-origin configuration into dist-host/ (a build carries
// no configuration of its own: each site has its /config.json).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { loadSource } from './load-source.mjs'

const load = async (file) => loadSource(`config/${file}`)

const USAGE = `Usage: npm run host-config -- --config <config.json> [--out <folder>] [--root <folder served>] [--listen <nginx listen>] [--server-name <name>] [--api-upstream <url>]

  --config        the deployment's configuration (the site's /config.json)
  --out           where the two files go (default dist-host)
  --root          the folder nginx serves, holding the built app (default: this project's dist/)
  --listen        nginx's listen parameters (default 80)
  --server-name   nginx's server_name (default _)
  --api-upstream  where nginx forwards /api, /uploads/ and /swagger (default: it answers them 404)`

let options
try {
  options = parseArgs({
    options: {
      config: { type: 'string' },
      out: { type: 'string', default: 'dist-host' },
      root: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'api-upstream': { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`)
  process.exit(2)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!options.config) {
  console.error(`--config is missing.\n\n${USAGE}`)
  process.exit(2)
}

let file
try {
  file = JSON.parse(readFileSync(options.config, 'utf8'))
} catch (error) {
  console.error(`${options.config} could not be read as JSON: ${error.message}`)
  process.exit(1)
}

const { appConfigFromFile } = await load('deployment-config.ts')
const { writeHostConfigs } = await load('host-config.ts')
let config
try {
  config = appConfigFromFile(file)
} catch (error) {
  // The app's ConfigError (each module runner loads its own copy of the class, so by name).
  if (error?.name !== 'ConfigError') throw error
  console.error(
    `${options.config} is not a configuration the app would start with:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(1)
}

const written = writeHostConfigs(config, resolve(options.out), {
  root: resolve(options.root),
  listen: options.listen,
  serverName: options['server-name'],
  apiUpstream: options['api-upstream'],
})
console.log(
  `Written for the ${config.mode} configuration of ${options.config}:\n${written.map((f) => `  ${f}`).join('\n')}`,
)
