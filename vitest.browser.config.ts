import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/browser/sequencer'

/** Browser tests: the built app and the demo backend in a preview server, driven in Chromium. */
export default defineConfig({
  // The fault matrix reads the route table's paths from src/config.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    // Two files at a time, each worker with its own preview server and data (tests/browser/global-setup.ts).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Whole journeys and axe over every screen: minutes on 2 busy cores, seconds on a quiet one.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    env: { TZ: 'Asia/Jakarta' },
  },
})
