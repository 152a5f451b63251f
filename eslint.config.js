import { readdirSync } from 'node:fs'
import { URL, fileURLToPath } from 'node:url'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { createNoImportCycle } from './eslint-rules/no-import-cycle.js'

const root = fileURLToPath(new URL('.', import.meta.url))
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Tests may reach into the demo backend's seed and any feature they exercise.
const TESTS = ['**/*.test.{ts,tsx}']
const SRC = ['src/**/*.{ts,tsx}']

// The zones below compare resolved file paths, so `../teams/api`, `@/features/teams/api` and
// `import('@/demo/…')` are all caught. The resolver must know the `@/` alias and TypeScript's
// extensions, or an import it cannot resolve would slip through unchecked.
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  alias: { '@': [`${root}src`] },
  conditionNames: ['import', 'module', 'browser', 'default'],
})

const noDemo = {
  from: 'src/demo',
  message: 'The app never imports the demo backend (docs/decisions/0001).',
}
const noTesting = { from: 'src/testing', message: 'The test harness is for tests only.' }
const noApp = {
  from: ['src/app', 'src/main.tsx'],
  message: 'lib, config, components, domain and features sit below the app.',
}
const noDomain = {
  from: 'src/domain',
  message: 'lib, config and components sit below the award rules (src/domain).',
}

// Dependencies run one way, lib/config/components → features → app (README, code layout). The
// award's rules (src/domain) sit between lib/config and the features, so every feature, the app and
// the demo backend read the same rules instead of keeping copies.
const zones = [
  ...['src/lib', 'src/config', 'src/components'].flatMap((target) => [
    { target, from: 'src/features', message: 'lib, config and components sit below features.' },
    { target, ...noDomain },
    { target, ...noApp },
    { target, ...noDemo },
    { target, ...noTesting },
  ]),
  {
    target: 'src/domain',
    from: ['src/components', 'src/features'],
    message: 'The award rules import only lib and config: they know no screen and no feature.',
  },
  { target: 'src/domain', ...noApp },
  { target: 'src/domain', ...noDemo },
  { target: 'src/domain', ...noTesting },
  ...features.flatMap((name) => {
    const target = `src/features/${name}`
    return [
      {
        target,
        from: 'src/features',
        except: [`./${name}`],
        message: 'A feature does not import another feature; compose them in app/routes.',
      },
      { target, ...noApp },
      { target, ...noDemo },
      { target, ...noTesting },
    ]
  }),
  { target: ['src/app', 'src/main.tsx'], ...noDemo },
  // The API contract (its document, checker and linter) is for the servers and the tests.
  {
    target: ['src/app', 'src/main.tsx', 'src/features', 'src/lib', 'src/config', 'src/components'],
    from: 'src/contract',
    message: 'The app never imports the API contract: it is for the servers and the tests.',
  },
  { target: 'src/contract', ...noApp },
  { target: ['src/app', 'src/main.tsx'], ...noTesting },
  { target: 'src/demo', ...noApp },
]

// ---- Every word a person reads is a message (docs/i18n.md) ----
//
// Code of the servers and the build, not of the interface: it writes no word a person reads.
const NOT_INTERFACE = [
  'src/**/*-plugin.ts',
  'src/**/vite-plugins.ts',
  'src/config/host-config.ts',
  'src/config/security-headers.ts',
  // The award's rules as a table of cases for the tests: its names and statuses are keys.
  'src/domain/award/lifecycle.table.ts',
  // The demo's seed and generated data: people, units, teams, proposals and what their authors
  // wrote, in the organisation's own words. Data a person typed, not the interface's.
  'src/demo/db/seed*.ts',
  'src/demo/db/generate.ts',
  // The demo API's timings for `npm run bench`: labels a developer reads in a terminal.
  'src/demo/server/api-timings.ts',
]

/**
 * What is not a sentence for a person: CSS classes, keys, ids, addresses, types and variants,
 * attributes of the markup, the API's and the storage's names, messages for developers.
 */
const unlocalizedStrings = [
  'error',
  {
    // A string with no space that starts with a lower-case letter, a digit or a path/URL sign is
    // a key, an id, a class, an address or a value of the code, not a sentence ('draft',
    // 'btn-primary', '/api/auth', 'application/json', 'x-total-count', 'YYYY-MM-DD').
    // Nor are markup written by code ('<div id="root">'), HTTP headers' names ('X-Total-Count') and
    // lists of CSS classes ('ratio border rounded-3 bg-body-tertiary').
    ignore: [
      '^[a-z0-9@./#?:&=%*+_$-][^\\s]*$',
      '^[A-Z][A-Z0-9_-]*$',
      '^\\s*<',
      '^[A-Z][A-Za-z0-9]*(-[A-Z][A-Za-z0-9]*)+$',
      '^(?=.*[a-z0-9]-[a-z0-9])[a-z0-9-]+(\\s+[a-z0-9-]+)*$',
      // Microsoft Graph's permission names ('User.Read', 'User.ReadBasic.All').
      '^[A-Z][A-Za-z]*(\\.[A-Z][A-Za-z]*)+$',
      // An IANA time zone ('Asia/Jakarta', 'America/Argentina/Buenos_Aires').
      '^[A-Z][a-z]+(/[A-Z][A-Za-z_-]+)+$',
      // A measurement: numbers and a unit ('65 x 47 cm').
      '^\\d+(\\.\\d+)?( x \\d+(\\.\\d+)?)* (mm|cm|m)$',
      // A media type with its parameters ('text/html; charset=utf-8').
      '^[a-z]+/[a-z0-9.+-]+(;\\s*[a-z-]+=[a-z0-9-]+)+$',
      // A Content-Security-Policy's sources and directives ("'self'", "default-src 'none'").
      "^'(self|none)'",
      '^[a-z]+-(src|action|ancestors|uri) ',
    ],
    ignoreNames: [
      // Attributes and props that carry no words.
      'className',
      'class',
      'style',
      'id',
      'key',
      'type',
      'variant',
      'bg',
      'text',
      'size',
      'as',
      'to',
      'href',
      'src',
      'rel',
      'target',
      'role',
      'lang',
      'hrefLang',
      'htmlFor',
      'controlId',
      'name',
      'autoComplete',
      'inputMode',
      'animation',
      'align',
      'placement',
      'fallback',
      'loadingClassName',
      'method',
      'mode',
      'kind',
      'status',
      'url',
      'path',
      'pattern',
      'format',
      'accept',
      'dateTime',
      // A command typed in a terminal ('npm run demo:reset').
      'command',
      // OAuth's protocol fields: an error's description is for the developer of the client, as
      // Microsoft's identity platform writes it; the token type is a keyword.
      'error_description',
      'token_type',
      // An HTTP header's value, by its header's name ('Access-Control-Expose-Headers').
      { regex: { pattern: '^[A-Z][A-Za-z0-9]*(-[A-Z][A-Za-z0-9]*)+$' } },
      { regex: { pattern: '^(data|aria)-(?!label$|description$|valuetext$|roledescription$)' } },
      { regex: { pattern: '^aria(?!Label|Description)[A-Z]' } },
      { regex: { pattern: '(Class|ClassName|Id|Key|Url|Path|Type|Variant|Format)$' } },
      // dayjs's calendar words of the Indonesian locale (requirements R1.6), in every language.
      'months',
      'monthsShort',
      'weekdays',
      'weekdaysShort',
      'weekdaysMin',
      // A language's name in itself, the same in every language ('Bahasa Indonesia', 'English').
      'endonym',
      // A constant named for what its value is to the code: a format ('DD MMM YYYY'), a stylesheet,
      // a CSS selector, a key. Any other constant in capitals is checked: a sentence in it is
      // reported like any other.
      { regex: { pattern: '^([A-Z][A-Z0-9_]*_)?(FORMAT|STYLE|SELECTOR|KEY)$' } },
      // The one text that cannot be a message: the start failed before the messages loaded.
      { regex: { pattern: '_IN_ENGLISH$' } },
    ],
    ignoreFunctions: [
      'console.*',
      'Symbol',
      '*.closest',
      'Error',
      'TypeError',
      'RangeError',
      '*Error',
      'require',
      'import',
      'describe',
      'document.*',
      'window.*',
      '*.getElementById',
      '*.querySelector',
      '*.querySelectorAll',
      '*.createElement',
      '*.setAttribute',
      '*.getAttribute',
      '*.addEventListener',
      '*.removeEventListener',
      '*.headers.set',
      '*.headers.get',
      '*.setHeader',
      '*.get',
      '*.set',
      '*.has',
      '*.delete',
      '*.startsWith',
      '*.endsWith',
      '*.includes',
      '*.split',
      '*.join',
      '*.replace',
      '*.replaceAll',
      '*.match',
      '*.test',
      '*.padStart',
      '*.padEnd',
      'RegExp',
      'URL',
      'URLSearchParams',
      'Intl.*',
      'JSON.*',
      'storage.*',
      'send',
      'getOne',
      'getList',
      'getPage',
      'getText',
      'http.*',
      'z.*',
      // zod's metadata: the OpenAPI document's words, for developers.
      '*.meta',
      'matchMedia',
      '*.matchMedia',
      'new Date',
      'Date.parse',
      'dayjs',
      '*.format',
      'lazy',
      'useQuery',
      'queryOptions',
    ],
  },
]

/**
 * The demo API's own code also names the API's values: its roles and statuses, in the API's
 * spelling (src/demo/db/types.ts), and the keys of what it keeps computed (`derivedOf`). Every
 * word it answers a person with is a message, in the language the request asks for.
 */
const API_VALUES =
  '^(Commitee|Jury|Participant|Draft|Finalized|Approved|Returned|NotStarted|Submitted|Reviewed|Open|Answered|Closed)$'
const demoUnlocalizedStrings = [
  'error',
  {
    ...unlocalizedStrings[1],
    ignore: [...unlocalizedStrings[1].ignore, API_VALUES],
    ignoreFunctions: [
      ...unlocalizedStrings[1].ignoreFunctions,
      'requireEventUser',
      'derivedOf',
      // The demo identity provider's answer to a malformed sign-in request: an OAuth error.
      'protocolError',
    ],
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      '.demo-data',
      'public',
      'tests/browser/artifacts',
      // The catalogs check's configuration, there for the length of one run.
      '.lingui-check-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: SRC,
    plugins: {
      'import-x': importX,
      project: {
        rules: { 'no-import-cycle': createNoImportCycle({ root, alias: { '@/': `${root}src` } }) },
      },
    },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      // Only src is checked for cycles: it is where they would hurt, and it keeps lint fast.
      // import-x/no-cycle would miss a cycle closed by a type-only import (see the rule's file).
      'project/no-import-cycle': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Import across folders with the @/ alias.' },
            // Any other zod entry (zod/v4, the classic API) would bring a second, larger zod into
            // the browser's bundles beside zod/mini.
            { group: ['zod/*'], message: "Import { z } from '@/lib/zod'.", allowTypeImports: true },
          ],
          // src/lib/zod.ts sets zod up for the Content-Security-Policy before any schema is made,
          // and gives the whole app one zod: zod/mini, whose functions a bundle takes one by one.
          paths: [
            { name: 'zod', message: "Import { z } from '@/lib/zod'.", allowTypeImports: true },
            {
              // The app's links keep the year the screen shows (`?year=`) on the next screen.
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
              message: "Import them from '@/components/layout/links'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: SRC,
    // The API contract is the servers' and the tests': its document's words are for developers.
    // Its request bodies' validation messages are read by a person, through the API.
    ignores: [
      ...TESTS,
      'src/testing/**',
      'src/contract/**',
      '!src/contract/requests.ts',
      ...NOT_INTERFACE,
    ],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': unlocalizedStrings },
  },
  {
    files: ['src/demo/**/*.ts'],
    ignores: [...TESTS, ...NOT_INTERFACE],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': demoUnlocalizedStrings },
  },
  {
    files: ['src/lib/zod.ts', 'src/components/layout/links.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: SRC,
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: [
      'src/demo/**',
      'tests/**',
      'src/testing/**',
      '**/*.test.{ts,tsx}',
      'scripts/**',
      '*.config.{ts,js}',
    ],
    rules: { 'no-console': 'off' },
  },
)
