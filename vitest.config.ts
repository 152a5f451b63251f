import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z') },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [react()],
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
  },
})
