import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The interface's messages, in English (the source, as written in the code) and Bahasa Indonesia.
 * One catalog per part of the app, so that a screen loads only the messages of its part and two
 * people translating different parts never edit the same file (docs/i18n.md).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/config',
      ],
      exclude: [
        '<rootDir>/src/app/routes/*/**',
        '<rootDir>/src/app/config-error.tsx',
        '<rootDir>/src/app/static-landing.tsx',
        '**/*.test.*',
      ],
    },
    {
      // The app's start: the language machinery (its switch), the start's failure, the
      // configuration's error and the static landing (its words are the public routes').
      path: '<rootDir>/src/locales/{locale}/start',
      include: [
        '<rootDir>/src/i18n',
        '<rootDir>/src/main.tsx',
        '<rootDir>/src/app/config-error.tsx',
        '<rootDir>/src/app/static-landing.tsx',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/routes-{name}',
      include: ['<rootDir>/src/app/routes/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/features-{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/domain',
      include: ['<rootDir>/src/domain'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/demo',
      include: ['<rootDir>/src/demo'],
      exclude: ['**/*.test.*'],
    },
  ],
})
