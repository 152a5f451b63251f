#!/usr/bin/env node
// The static checks of `npm test` (citations, messages, lint, formatting, types) and the production build
// the browser tests serve, run side by side: each is one process that uses one core, so on two
// cores they take the time of the longest two instead of the sum. Each one's output is printed
// whole when it ends; the script fails when any of them fails, after all have ended.
import { spawn } from 'node:child_process'

const TASKS = [
  ['citations', 'node', ['scripts/check-citations.mjs']],
  ['messages', 'node', ['scripts/check-messages.mjs']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['formatting', 'npm', ['run', '--silent', 'format:check']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
]

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(String(error))))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const text = Buffer.concat(output).toString().trim()
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)${text ? `\n${text}` : ''}`)
      resolve(code === 0)
    })
  })

const results = await Promise.all(TASKS.map(run))
if (results.includes(false)) {
  console.error(
    `Failed: ${TASKS.filter((_, index) => !results[index])
      .map(([name]) => name)
      .join(', ')}`,
  )
  process.exit(1)
}
