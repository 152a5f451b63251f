import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Browser tests: the built app and the demo backend in a preview server, driven in Chromium. */
export default defineConfig({
  // The fault matrix reads the route table's paths from src/config.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    // One preview server and one browser: files run one after another.
    fileParallelism: false,
    // Whole journeys and axe over every screen: minutes on 2 busy cores, seconds on a quiet one.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    env: { TZ: 'Asia/Jakarta' },
  },
})
