/**
 * Vite plugin (build only): the built index.html draws the first view before any
 * JavaScript runs (docs/first-load.md).
 *
 * 1. Renders the app shell and the swap page at build time (src/app/prerender.tsx, loaded
 *    through Vite's SSR loader with the same env as the build) into <div id="root">;
 *    src/main.tsx hydrates it.
 * 2. Inlines the entry's stylesheet (the whole app's CSS is a few KB gzip: one round trip
 *    saved is worth more than splitting it), so nothing render-blocking is fetched.
 * 3. Fills in the inline script's `pageChunks`: each lazy page's chunks, which it preloads
 *    when that page is the one asked for.
 * 4. Minifies the inline script: index.html's source keeps its comments, visitors do not
 *    download them.
 * 5. Writes the Content-Security-Policy meta tag (src/config/csp.ts), with the hashes of
 *    the inline scripts as they are in the final file.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { createServer, type Plugin, type Rolldown } from 'vite'
import { WALLET_CODE_LIST_ID } from '../src/app/first-view.ts'
import { linguiMacros } from './i18n-vite.ts'

type OutputAsset = Rolldown.OutputAsset
type OutputChunk = Rolldown.OutputChunk

const ROOT_DIV = /<div id="root"><\/div>/

interface PrerenderModule {
  renderFirstView: () => string
  appConnectUrls: () => string[]
  walletConnectEnabled: () => boolean
}

interface CspModule {
  buildContentSecurityPolicy: (inputs: {
    connectUrls: readonly string[]
    scriptHashes: readonly string[]
    walletConnect: boolean
  }) => string
}

async function loadFirstView(root: string, mode: string) {
  // A throwaway SSR loader with the app's alias; of the app's own plugins only Lingui's
  // macros are needed (TSX is compiled by Vite itself) and this plugin must not run again
  // inside it.
  const server = await createServer({
    root,
    mode,
    configFile: false,
    plugins: [linguiMacros()],
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  })
  try {
    const prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule
    const csp = (await server.ssrLoadModule('/src/config/csp.ts')) as CspModule
    return {
      markup: prerender.renderFirstView(),
      connectUrls: prerender.appConnectUrls(),
      walletConnect: prerender.walletConnectEnabled(),
      buildPolicy: csp.buildContentSecurityPolicy,
    }
  } finally {
    await server.close()
  }
}

/** React hoists <title> out of the tree; it belongs in <head>. */
export function takeTitle(markup: string): { markup: string; title: string | undefined } {
  const match = /^<title>([^<]*)<\/title>/.exec(markup)
  if (!match) return { markup, title: undefined }
  return { markup: markup.slice(match[0].length), title: match[1] }
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/.test(attributes)) continue
    // Data (the wallet code list), not a script: it never runs, the policy need not allow it.
    if (/\stype="application\/json"/.test(attributes)) continue
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    )
  }
  return hashes
}

/** index.html's inline scripts (not external), minified. */
export async function minifyInlineScripts(html: string): Promise<string> {
  const pattern = /<script>([\s\S]*?)<\/script>/g
  const minified = await Promise.all(
    [...html.matchAll(pattern)].map(async (match) => {
      const { code } = await transform(match[1] ?? '', { minify: true, loader: 'js' })
      return code.trim()
    }),
  )
  let index = 0
  return html.replace(pattern, () => `<script>${minified[index++] ?? ''}</script>`)
}

/** The chunk fields pageChunks reads. */
export type ChunkInfo = Pick<
  OutputChunk,
  'fileName' | 'imports' | 'isDynamicEntry' | 'facadeModuleId'
>

const PAGE_MODULE = /\/src\/app\/routes\/([\w$.-]+)\.tsx$/

/**
 * Each lazy page's chunks, named as the page's module in src/app/routes, which is named as
 * its route's path (router.tsx: `orders`, `orders.$uid`): the page's own chunk and every chunk it
 * imports statically, less those index.html loads anyway (`loaded`: its module scripts,
 * as `scriptChunks` reads them, and what they import). URLs as index.html's (`base`).
 */
export function pageChunks(
  chunks: readonly ChunkInfo[],
  base: string,
  loaded: readonly string[],
): Record<string, string[]> {
  const lazyChunks = lazyChunksOf(chunks, loaded)
  const pages: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const page = chunk.isDynamicEntry
      ? PAGE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1]
      : undefined
    if (page === undefined) continue
    pages[page] = lazyChunks(chunk.fileName).map((fileName) => `${base}${fileName}`)
  }
  return pages
}

/**
 * A lazy chunk with every chunk it imports statically, less those index.html loads anyway
 * (`loaded`, as in pageChunks): what `import()` of it downloads.
 */
function lazyChunksOf(
  chunks: readonly ChunkInfo[],
  loaded: readonly string[],
): (fileName: string) => string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into
    into.add(fileName)
    for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into)
    return into
  }
  const initial = new Set<string>()
  for (const fileName of loaded) withImports(fileName, initial)
  return (fileName) => [...withImports(fileName)].filter((name) => !initial.has(name))
}

/** The chunk fields walletCodeList reads (Vite's metadata lists a chunk's CSS). */
export type PrefetchChunkInfo = ChunkInfo & { viteMetadata?: { importedCss: Set<string> } }

/**
 * The wallet dialogs' module (src/app/providers.tsx imports it): its chunks and their CSS,
 * as a JSON list in index.html (WALLET_CODE_LIST_ID; data, not a script: it never runs and
 * is not part of the first load). The app preloads them once the first page has settled, so
 * the browser downloads the code without running it: RainbowKit's evaluation (some 50 ms
 * unthrottled, 200 ms on a phone) waits for the trader to point at or tap a wallet button.
 */
export function walletCodeList(
  chunks: readonly PrefetchChunkInfo[],
  base: string,
  loaded: readonly string[],
): string {
  const dialogs = chunks.find(
    (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(WALLET_DIALOGS_MODULE),
  )
  if (!dialogs) throw new Error(`prerender: no lazy chunk for ${WALLET_DIALOGS_MODULE}`)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const scripts = lazyChunksOf(chunks, loaded)(dialogs.fileName)
  const styles = scripts.flatMap((name) => [...(byFile.get(name)?.viteMetadata?.importedCss ?? [])])
  const urls = [...new Set([...scripts, ...styles])].map((name) => `${base}${name}`)
  const json = JSON.stringify(urls).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${WALLET_CODE_LIST_ID}">${json}</script>`
}

const WALLET_DIALOGS_MODULE = '/src/app/wallet/wallet-dialogs.tsx'

/**
 * The chunks index.html loads as module scripts, as file names in the bundle. Not the
 * chunks marked `isEntry`: with the entry's code split into the `app` group (vite.config.ts)
 * no chunk is marked so, and the entry would be listed again under every page.
 */
export function scriptChunks(html: string, base: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map(([, src = '']) =>
    src.startsWith(base) ? src.slice(base.length) : src,
  )
}

const PAGE_CHUNKS = 'var pageChunks = {}'

/** index.html's inline script with its `pageChunks` filled in. */
export function fillPageChunks(html: string, pages: Record<string, string[]>): string {
  if (html.split(PAGE_CHUNKS).length !== 2) {
    throw new Error(`prerender: index.html's inline script needs one \`${PAGE_CHUNKS}\``)
  }
  return html.replace(PAGE_CHUNKS, () => `var pageChunks = ${JSON.stringify(pages)}`)
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

export function prerenderFirstView(): Plugin {
  let root = process.cwd()
  let mode = 'production'
  let base = './'
  return {
    name: 'batchswap:prerender-first-view',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      mode = config.mode
      base = config.base
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      let html = String(page.source)
      const view = await loadFirstView(root, mode)

      // 1. The first view.
      const { markup, title } = takeTitle(view.markup)
      if (!ROOT_DIV.test(html)) throw new Error('prerender: index.html has no empty #root')
      html = html.replace(ROOT_DIV, () => `<div id="root">${markup}</div>`)
      if (title !== undefined)
        html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)

      // 2. The entry's stylesheet, inline.
      html = html.replace(
        /<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"[^>]*>/g,
        (tag, file) => {
          const css = bundle[file as string] as OutputAsset | undefined
          if (css?.type !== 'asset') return tag
          return `<style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>`
        },
      )

      // 3. The lazy pages' chunks, for the inline script to preload.
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      html = fillPageChunks(html, pageChunks(chunks, base, scriptChunks(html, base)))

      // 3b. The wallet dialogs' chunks, for the app to download once the page has settled.
      if (!/<\/body>/.test(html)) throw new Error('prerender: index.html has no </body>')
      const walletCode = walletCodeList(chunks, base, scriptChunks(html, base))
      html = html.replace(/<\/body>/, () => `${walletCode}\n  </body>`)

      // 4. The inline script, minified.
      html = await minifyInlineScripts(html)

      // 5. The CSP, last: it hashes the inline scripts as they are now.
      const policy = view.buildPolicy({
        connectUrls: view.connectUrls,
        scriptHashes: inlineScriptHashes(html),
        walletConnect: view.walletConnect,
      })
      html = html.replace(
        /<meta charset="UTF-8" \/>/,
        (tag) =>
          `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`,
      )
      if (!html.includes('http-equiv="Content-Security-Policy"')) {
        throw new Error('prerender: could not place the CSP meta tag')
      }
      page.source = html
    },
  }
}
