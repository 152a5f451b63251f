import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { i18nPlugins } from './src/i18n/vite-plugins.ts'

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify('test'),
    __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z'),
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [...i18nPlugins(), react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TZ: 'Asia/Jakarta' },
    // Generous: CI runs on 2 busy cores, where typing a whole form with user-event takes seconds.
    testTimeout: 40_000,
    css: false,
    // Both cores (vitest's default leaves one for its main process, which has little to do here).
    maxWorkers: 2,
    // One module graph and one jsdom per worker, not per file: loading jsdom, React, msw and the demo
    // backend again for each of ~90 files was half of the suite's CPU time. What a test leaves behind
    // is put back after each test (src/testing/setup.ts: DOM, handlers, demo data, storage, the app's
    // module state; stubbed globals and env below; vitest restores mocks after each file).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
})
