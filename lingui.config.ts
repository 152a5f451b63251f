import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/** The signed-out landing, the first visit's screen: its words load with the app's start. */
const LANDING = [
  '<rootDir>/src/app/routes/public/landing.tsx',
  '<rootDir>/src/app/routes/public/landing-frame.tsx',
]

/**
 * The configuration's problems, which only its error page shows (never the landing): their
 * messages load with the areas' ones, off the first visit's critical path.
 */
const CONFIGURATION_PROBLEMS = [
  '<rootDir>/src/config/env.ts',
  '<rootDir>/src/config/read-config.ts',
]

/**
 * The committee's menu, which the committee's timeline and innovation-update screens show too: a
 * catalog of its own, so those screens do not download every committee screen's messages.
 */
const COMMITTEE_MENU = '<rootDir>/src/app/routes/committee/nav.ts'

/**
 * The sign-in pages and the frame they share with the other public pages: a catalog of their own,
 * so that signing in does not download the diagnostics' and registration's messages.
 */
const SIGN_IN_PAGES = [
  '<rootDir>/src/app/routes/public/login.tsx',
  '<rootDir>/src/app/routes/public/login-spa.tsx',
  '<rootDir>/src/app/routes/public/public-page.tsx',
]

/** The shell's code that only the screens past sign-in use. */
const SHELL_OF_THE_AREAS = [
  '<rootDir>/src/components/forms',
  '<rootDir>/src/components/data',
  '<rootDir>/src/app/layouts/app-shell.tsx',
  '<rootDir>/src/app/layouts/area-layout.tsx',
  '<rootDir>/src/app/guards',
  '<rootDir>/src/app/sign-out.tsx',
  '<rootDir>/src/app/route-titles.ts',
]

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
        '<rootDir>/src/app/start-failure.ts',
        '<rootDir>/src/app/static-landing.tsx',
        ...CONFIGURATION_PROBLEMS,
        // A folder is left out with all it holds.
        ...SHELL_OF_THE_AREAS.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
        '**/*.test.*',
      ],
    },
    {
      // The shell's parts that only the screens past sign-in show (forms, tables, the areas' frame):
      // their messages load with those screens, not on the first visit of the landing.
      path: '<rootDir>/src/locales/{locale}/shell-areas',
      include: SHELL_OF_THE_AREAS,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/config',
      include: CONFIGURATION_PROBLEMS,
    },
    {
      // The app's start: the language machinery (its switch), the start's failure, the
      // configuration's error, and the landing (also written into index.html at build time).
      path: '<rootDir>/src/locales/{locale}/start',
      include: [
        '<rootDir>/src/i18n',
        '<rootDir>/src/main.tsx',
        '<rootDir>/src/app/start-failure.ts',
        '<rootDir>/src/app/config-error.tsx',
        '<rootDir>/src/app/static-landing.tsx',
        ...LANDING,
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/routes-{name}',
      include: ['<rootDir>/src/app/routes/{name}/'],
      exclude: [...LANDING, COMMITTEE_MENU, ...SIGN_IN_PAGES, '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/sign-in',
      include: SIGN_IN_PAGES,
    },
    {
      path: '<rootDir>/src/locales/{locale}/committee-menu',
      include: [COMMITTEE_MENU],
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
      // The API's own validation messages (the request bodies' schemas), in each request's language.
      path: '<rootDir>/src/locales/{locale}/contract',
      include: ['<rootDir>/src/contract'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/demo',
      include: ['<rootDir>/src/demo'],
      exclude: ['**/*.test.*'],
    },
  ],
})
