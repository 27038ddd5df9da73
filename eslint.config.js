import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noAppOrFeatures = [
  {
    group: ['@/app/*', '@/features/*'],
    message:
      'Shared code must not import app or feature code (layers flow shared -> features -> app).',
  },
]

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
    // Shared layer: framework-free where it must be, and never reaching up.
    files: ['src/api/**', 'src/protocol/**', 'src/config/**', 'src/lib/**', 'src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: noAppOrFeatures }] },
  },
  {
    files: ['src/api/**', 'src/protocol/**'],
    ignores: ['src/api/queries/**', 'src/api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noAppOrFeatures,
            {
              group: ['react', 'react-dom', 'wagmi', '@tanstack/*'],
              message: 'src/api and src/protocol are framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wire schemas and zod, and the endpoint functions with the fetch wrapper, load on the
    // first request (src/api/loaders.ts), not with the first view: the app imports their types.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/wire.ts', 'src/api/test-fixtures.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', './wire', '@/api/wire'],
              allowTypeImports: true,
              message:
                'Import types only: the schemas load on demand (loadWireSchemas in src/api/loaders.ts).',
            },
            {
              group: [
                '@/api/http',
                '@/api/orderbook',
                '@/api/token-data',
                '@/api/notifications',
                '@/api/endpoints',
              ],
              allowTypeImports: true,
              message:
                'Import types only: the endpoint functions load with the first request (run in src/api/queries/query-utils.ts, or loadEndpoints in src/api/loaders.ts).',
            },
          ],
        },
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
