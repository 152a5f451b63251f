// Writes demo data at scale: `npm run demo:seed -- --proposals 10000 [--judges 20] [--dir
// .demo-data]`. The data replaces DEMO_DATA_DIR/db.json (default .demo-data/); `npm run demo:reset`
// goes back to the seed.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadSource } from './load-source.mjs'

const args = process.argv.slice(2)
const value = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback
}
const proposals = Number(value('proposals', 10000))
const judges = Number(value('judges', 20))
const dir = resolve(value('dir', process.env.DEMO_DATA_DIR ?? '.demo-data'))
if (!Number.isInteger(proposals) || proposals < 0 || !Number.isInteger(judges) || judges < 0) {
  console.error(
    'Usage: npm run demo:seed -- --proposals <count> [--judges <count>] [--dir <data directory>]',
  )
  process.exit(2)
}

const module = await loadSource('demo/db/generate.ts')
const db = module.generateScaleData({ proposals, judges })
mkdirSync(dir, { recursive: true })
const file = join(dir, 'db.json')
writeFileSync(`${file}.tmp`, JSON.stringify(db))
renameSync(`${file}.tmp`, file)
console.log(
  `Demo data with ${db.proposals.length} proposals, ${db.teams.length} teams, ${db.users.length} users and ${db.users.filter((u) => u.roleName === 'Jury').length} judges written to ${file}. Stop the demo server first; \`npm run demo:reset\` restores the seed.`,
)
