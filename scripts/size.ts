/**
 * `npm run size`: builds the app and reports the initial JS+CSS of the swap route (the first
 * view): what index.html loads before any lazy chunk (the entry script, its modulepreload
 * links, which include the swap route's chunks, and stylesheets) and what it carries
 * inline (the first view's CSS, the theme script), each gzipped at level 9.
 * Fails when the total exceeds `sizeBudget.initialGzipKB` in package.json.
 *
 *   npm run size              build, then measure dist/
 *   npm run size -- --no-build  measure an existing dist/
 *   npm run size -- --no-build --dist DIR  measure a build elsewhere (vite build --outDir DIR)
 *
 * KB here is 1000 bytes, as in Vite's build report.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export interface InitialAsset {
  kind: 'entry' | 'modulepreload' | 'stylesheet' | 'inline-style' | 'inline-script'
  href: string
  /** The text of an inline <style> or <script> (index.html carries the first view's CSS). */
  content?: string
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined
}

/**
 * The scripts and styles index.html loads up front, or carries inline, in document order.
 * Inline scripts that are JSON data are not code and are left out.
 */
export function parseInitialAssets(html: string): InitialAsset[] {
  const assets: InitialAsset[] = []
  // Drop comments so commented-out tags are not counted (React's <!--$--> markers too).
  const source = html.replace(/<!--[\s\S]*?-->/g, '')
  // Inline assets are named by their kind and number: "(inline style 1)".
  const inlineCounts = { 'inline-style': 0, 'inline-script': 0 }
  const pushInline = (kind: keyof typeof inlineCounts, content: string | undefined) => {
    inlineCounts[kind] += 1
    assets.push({ kind, href: `(${kind.replace('-', ' ')} ${inlineCounts[kind]})`, content })
  }
  for (const match of source.matchAll(
    /<style\b[^>]*>([\s\S]*?)<\/style>|<script\b[^>]*>([\s\S]*?)<\/script>|<link\b[^>]*>/gi,
  )) {
    const tag = match[0]
    if (/^<style/i.test(tag)) {
      pushInline('inline-style', match[1])
      continue
    }
    if (/^<script/i.test(tag)) {
      const open = tag.slice(0, tag.indexOf('>') + 1)
      const src = attribute(open, 'src')
      if (src) {
        if (attribute(open, 'type') === 'module') assets.push({ kind: 'entry', href: src })
      } else if (!/json/i.test(attribute(open, 'type') ?? '') && (match[2] ?? '').trim()) {
        pushInline('inline-script', match[2])
      }
      continue
    }
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const href = attribute(tag, 'href')
    if (!href) continue
    if (rel === 'modulepreload') assets.push({ kind: 'modulepreload', href })
    else if (rel === 'stylesheet') assets.push({ kind: 'stylesheet', href })
  }
  return assets
}

export interface MeasuredAsset extends InitialAsset {
  bytes: number
  gzipBytes: number
}

export function measureAssets(distDir: string, assets: InitialAsset[]): MeasuredAsset[] {
  return assets.map((asset) => {
    if (asset.content !== undefined) {
      const content = Buffer.from(asset.content, 'utf8')
      return { ...asset, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
    }
    if (/^[a-z]+:\/\//i.test(asset.href)) {
      throw new Error(`index.html loads ${asset.href} from another origin; it cannot be measured`)
    }
    const content = readFileSync(join(distDir, asset.href.replace(/^\.?\//, '')))
    return { ...asset, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
  })
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

export function formatReport(measured: MeasuredAsset[], budgetKB: number): string {
  const nameWidth = Math.max(5, ...measured.map((a) => a.href.length))
  const rows = measured.map(
    (a) =>
      `${a.href.padEnd(nameWidth)}  ${a.kind.padEnd(13)}  ${kb(a.bytes).padStart(8)}  ${kb(a.gzipBytes).padStart(8)}`,
  )
  const total = measured.reduce((sum, a) => sum + a.gzipBytes, 0)
  const raw = measured.reduce((sum, a) => sum + a.bytes, 0)
  return [
    `${'asset'.padEnd(nameWidth)}  ${'kind'.padEnd(13)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`,
    ...rows,
    `${'total'.padEnd(nameWidth)}  ${''.padEnd(13)}  ${kb(raw).padStart(8)}  ${kb(total).padStart(8)}`,
    '',
    `initial JS+CSS gzip: ${kb(total)} KB (budget ${budgetKB} KB)`,
  ].join('\n')
}

function readBudget(root: string): number {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    sizeBudget?: { initialGzipKB?: unknown }
  }
  const budget = pkg.sizeBudget?.initialGzipKB
  if (typeof budget !== 'number' || !(budget > 0)) {
    throw new Error('package.json needs "sizeBudget": { "initialGzipKB": <positive number> }')
  }
  return budget
}

async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const distAt = process.argv.indexOf('--dist')
  const distDir = distAt > 0 ? resolve(process.argv[distAt + 1] ?? 'dist') : join(root, 'dist')
  const budgetKB = readBudget(root)
  if (!process.argv.includes('--no-build')) {
    const { build } = await import('vite')
    await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
  }
  const assets = parseInitialAssets(readFileSync(join(distDir, 'index.html'), 'utf8'))
  if (!assets.some((a) => a.kind === 'entry')) {
    throw new Error('dist/index.html loads no module script: is this a Vite build?')
  }
  const measured = measureAssets(distDir, assets)
  console.log(formatReport(measured, budgetKB))
  const totalKB = measured.reduce((sum, a) => sum + a.gzipBytes, 0) / 1000
  if (totalKB > budgetKB) {
    console.error(`\nOver budget by ${(totalKB - budgetKB).toFixed(1)} KB.`)
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
