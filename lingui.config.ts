import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES, PSEUDO_LOCALE } from './src/i18n/locales.ts'

/**
 * Lingui (docs/i18n.md). English is the source: messages are written in English in the code,
 * extracted to src/locales/{locale}.po by `npm run i18n:extract`, translated there, and
 * compiled on import by @lingui/vite-plugin (no compiled files are committed).
 *
 * `pseudo` is generated from the English messages (accented, no brackets): the journey
 * e2e/i18n-pseudo.spec.ts shows the app in it and fails on any text left unwrapped.
 *
 * Origins without line numbers: a catalog changes only when a message is added, moved to
 * another file or removed, so branches that add strings merge by the union of their entries.
 */
export default defineConfig({
  sourceLocale: 'en',
  // The one list of languages (src/i18n/locales.ts), and the pseudo-locale.
  locales: [...LOCALES.map(({ locale }) => locale), PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
