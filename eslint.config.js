import { readdirSync } from 'node:fs'
import { URL } from 'node:url'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Tests may reach into the demo backend's seed and any feature they exercise.
const TESTS = ['**/*.test.{ts,tsx}']

const noDemo = { group: ['@/demo/*', '**/demo/*'], message: 'The app never imports the demo backend (CONVENTIONS.md).' }
const noDeepRelative = { group: ['../../*'], message: 'Import across folders with the @/ alias.' }

// CONVENTIONS.md: dependencies run one way, lib/config/components → features → app.
export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.demo-data', 'public', 'tests/browser/artifacts'] },
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
    files: ['src/lib/**', 'src/config/**', 'src/components/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*', '@/app'], message: 'lib, config and components sit below features and app.' },
            noDemo,
            noDeepRelative,
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', `!@/features/${name}`], message: 'A feature does not import another feature; compose them in app/routes.' },
            { group: ['@/app/*', '@/app'], message: 'Features sit below the app.' },
            noDemo,
            noDeepRelative,
          ],
        },
      ],
    },
  })),
  {
    files: ['src/app/**', 'src/main.tsx'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [noDemo, noDeepRelative] }] },
  },
  {
    files: ['src/demo/**', 'tests/**', 'src/testing/**', '**/*.test.{ts,tsx}', 'scripts/**', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
)
