import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { i18nPlugins } from './src/i18n/vite-plugins.ts'
import LongestFirst from './tests/browser/sequencer'

/** Browser tests: the built app and the demo backend in a preview server, driven in Chromium. */
export default defineConfig({
  // The fault matrix reads the route table's paths from src/config.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The contract's check imports the app's schemas, whose messages are Lingui macros.
  plugins: [...i18nPlugins()],
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
    // A condition a test waits for (expect.poll) may take seconds on 2 busy cores, not vitest's 1 s.
    expect: { poll: { timeout: 15_000 } },
    env: { TZ: 'Asia/Jakarta' },
  },
})
