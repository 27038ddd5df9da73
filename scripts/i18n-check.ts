/**
 * `npm run i18n:check` (part of `npm run checks`): fails when the catalogs in src/locales are
 * not what `npm run i18n:extract` would write (a message added, changed or removed in the code
 * and not extracted), or when a language lacks a translation (docs/i18n.md).
 *
 * The extraction runs into a copy of the catalogs in a temporary folder, with the project's
 * Lingui config, and the copy is compared with the committed files; nothing in src/ is written.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'

const root = resolve(import.meta.dirname, '..')
const LOCALES_DIR = join(root, 'src', 'locales')

/** A catalog's text less the header line that carries the extraction's date. */
export function comparable(po: string): string {
  return po.replace(/^"POT-Creation-Date: .*\\n"\n/m, '')
}

async function main(): Promise<number> {
  const config = getConfig({ cwd: root })
  const problems: string[] = []

  // 1. Up to date: extract into a copy and compare.
  const scratch = mkdtempSync(join(tmpdir(), 'batchswap-i18n-'))
  try {
    cpSync(LOCALES_DIR, scratch, { recursive: true })
    const scratchConfig = {
      ...config,
      catalogs: (config.catalogs ?? []).map((catalog) => ({
        ...catalog,
        path: catalog.path.replace(LOCALES_DIR, scratch),
      })),
    }
    for (const catalog of await getCatalogs(scratchConfig)) {
      await catalog.make({
        clean: true,
        orderBy: config.orderBy,
        overwrite: false,
        locale: config.locales,
      })
    }
    const names = new Set([...readdirSync(LOCALES_DIR), ...readdirSync(scratch)])
    for (const name of [...names].sort()) {
      const read = (dir: string) => {
        try {
          return comparable(readFileSync(join(dir, name), 'utf8'))
        } catch {
          return undefined
        }
      }
      if (read(LOCALES_DIR) !== read(scratch)) {
        problems.push(
          `${relative(root, join(LOCALES_DIR, name))} is out of date: run npm run i18n:extract`,
        )
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }

  // 2. Complete: every message translated in every language but the source and the pseudo one.
  const { pseudoLocale, sourceLocale = 'en' } = config
  for (const catalog of await getCatalogs(config)) {
    for (const locale of config.locales) {
      if (locale === sourceLocale || locale === pseudoLocale) continue
      const { missing } = await catalog.getTranslations(locale, {
        sourceLocale,
        fallbackLocales: {},
      })
      for (const { id, source } of missing.slice(0, 20)) {
        problems.push(`${locale}: no translation of "${source || id}"`)
      }
      if (missing.length > 20) problems.push(`${locale}: ... ${missing.length - 20} more missing`)
    }
  }

  for (const problem of problems) console.error(`[i18n] ${problem}`)
  if (problems.length === 0) console.log('[i18n] catalogs up to date and complete')
  return problems.length === 0 ? 0 : 1
}

process.exitCode = await main()
