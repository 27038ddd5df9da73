import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers, one way (README "Architecture", docs in each src folder's README.md):
 *
 *   main.tsx → app → features → shared: components, wallet → i18n, api → lib → config
 *                                   ↘ the contract (packages/contract, @batchswap/contract) ↙
 *   sandbox ───────────────────────────↗
 *
 * Features do not import each other. Of the shared layers, each may import only those listed
 * here; config imports nothing of the app. Every layer may import the contract (protocol, wire
 * schemas, the sandbox deployment), which imports nothing of the app or the sandbox; the sandbox
 * imports the contract and never the app (scripts/workspace-imports.test.ts checks the relative
 * paths too). Tests may reach across the shared layers to pin one layer's facts to another's,
 * but never into features or the app.
 */
const SHARED_MAY_IMPORT = {
  // The trade core: what every trade form (swap, limit, native ETH) stands on.
  trade: ['trade', 'wallet', 'components', 'i18n', 'api', 'lib', 'config'],
  components: ['components', 'i18n', 'api', 'lib', 'config'],
  wallet: ['wallet', 'i18n', 'api', 'lib', 'config'],
  // The active language and its catalogs (src/i18n/README.md). The layers below it translate
  // through Lingui's macros, which need no import of src/i18n.
  i18n: ['i18n', 'lib', 'config'],
  api: ['api', 'lib', 'config'],
  lib: ['lib', 'config'],
  config: ['config'],
}
const ALL_LAYERS = ['app', 'features', ...Object.keys(SHARED_MAY_IMPORT)]

const noAppOrFeatures = [
  {
    group: ['@/app/*', '@/features/*'],
    message:
      'Shared code must not import app or feature code (layers flow shared -> features -> app).',
  },
]

/** The import patterns a shared layer may not use: every layer it is not allowed. */
function forbiddenFor(layer) {
  const allowed = SHARED_MAY_IMPORT[layer]
  const forbidden = ALL_LAYERS.filter((other) => !allowed.includes(other))
  return [
    {
      group: forbidden.map((other) => `@/${other}/*`),
      message: `src/${layer} may import only ${allowed.map((l) => `src/${l}`).join(', ')} (see eslint.config.js and src/${layer}/README.md).`,
    },
  ]
}

const FRAMEWORK_FREE = {
  group: ['react', 'react-dom', 'wagmi', '@tanstack/*'],
  message: 'src/api and the contract are framework-free.',
}

/** Neither the app nor the sandbox may be imported by the contract, nor the app by the sandbox. */
const NOT_THE_APP = {
  group: ['@/*'],
  message: 'Only the app imports the app: share code through the contract (packages/contract).',
}
const NOT_THE_SANDBOX = {
  group: ['@batchswap/sandbox', '@batchswap/sandbox/*'],
  message: 'The contract imports nothing of the sandbox.',
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.sandbox*', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended-strict'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests of the shared layers: never reaching up into features or the app.
    files: ['src/{trade,components,wallet,api,lib,config}/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: noAppOrFeatures }] },
  },
  ...Object.keys(SHARED_MAY_IMPORT).map((layer) => ({
    // Each shared layer imports only the layers below it.
    files: [`src/${layer}/**`],
    ignores: ['src/**/*.test.{ts,tsx}', ...(layer === 'api' ? ['src/api/queries/**'] : [])],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...forbiddenFor(layer), ...(layer === 'api' ? [FRAMEWORK_FREE] : [])],
        },
      ],
    },
  })),
  {
    // src/api/queries is the React side of src/api: the same layer, with React Query.
    files: ['src/api/queries/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFor('api') }] },
  },
  {
    // The sandbox serves the same contract as the app reads: it imports @batchswap/contract,
    // never the app, tests included.
    files: ['sandbox/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_APP] }] },
  },
  {
    // The contract: framework-free, and nothing of the app or the sandbox, tests included.
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NOT_THE_APP, NOT_THE_SANDBOX, FRAMEWORK_FREE] },
      ],
    },
  },
  {
    // Features do not import each other or the app; within a feature, use relative imports.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Features do not import each other or the app.',
            },
          ],
        },
      ],
    },
  },
)
