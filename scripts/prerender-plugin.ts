/**
 * Vite plugin (build only): makes the built index.html draw the first view before any
 * JavaScript runs.
 *
 * 1. Renders the app shell and the swap route at build time (src/app/prerender.tsx, loaded
 *    through Vite's SSR loader with the same env as the build) into <div id="root">;
 *    src/main.tsx hydrates it. The other pages without path parameters go into templates
 *    before it (`<template id="first-view:/orders">`): index.html's inline script after
 *    #root puts the one asked for in #root's place before the first paint. HTML is not
 *    part of the first load's script budget, and gzip finds the shell they repeat.
 * 2. Inlines the entry's stylesheet (the whole app's CSS is ~8 KB gzip: one round trip
 *    saved is worth more than splitting it), so nothing render-blocking is fetched.
 * 3. Modulepreloads the swap route's chunks (hydration needs them) next to Vite's own
 *    preloads of the entry's imports; and, from an inline script, when the page is a swap
 *    link with an amount, what its quote needs (QUOTE_MODULES), or for another page, its
 *    chunk (ROUTE_MODULES).
 * 4. Minifies the inline scripts: index.html's source keeps its comments, the visitor does
 *    not download them (they count against the first load's budget).
 * 5. Writes the Content-Security-Policy meta tag (src/config/csp.ts), with the hashes of
 *    the inline scripts as they are in the final file.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build as esbuild, transform } from 'esbuild'
import { createServer, type Plugin, type Rolldown } from 'vite'
import { isFirstViewProbe } from './first-view-chunk.ts'
import {
  EARLY_QUOTE_CONFIG_ID,
  QUOTING_LINK,
  ROUTE_PRELOADS_LINKED,
} from '../src/app/first-view.ts'

type OutputBundle = Rolldown.OutputBundle
type OutputAsset = Rolldown.OutputAsset
type OutputChunk = Rolldown.OutputChunk

const ROOT_DIV = /<div id="root"><\/div>/
/** The API's endpoint functions and wire schemas (src/api/loaders.ts), as root-relative ids. */
const WIRE_MODULE = '/src/api/wire.ts'
const API_MODULES = ['/src/api/endpoints.ts', WIRE_MODULE]
/**
 * What a shared swap link with an amount needs before it can ask for a quote (the API's
 * endpoints and wire schemas, the quote details), as root-relative ids: index.html
 * modulepreloads them when the link asks for a quote (step 3), beside the entry instead of
 * after it has run.
 */
export const QUOTE_MODULES = [...API_MODULES, '/src/trade/components/quote-details.tsx']
/**
 * The pages other than the swap route (src/app/router.tsx), by the location that opens them:
 * each page's chunk is lazy, so without a hint it is asked for only once the entry has
 * arrived and run, one round trip after it (562 ms on the mobile preset's slow 4G). index.html
 * modulepreloads the chunk of the page its location names (step 3), beside the entry.
 */
export const ROUTE_MODULES: readonly { pattern: string; modules: readonly string[] }[] = [
  { pattern: String.raw`^#\/limit(?:[/?]|$)`, modules: ['/src/app/routes/limit.tsx'] },
  // An order's page and a token's page ask the services at once, wallet or not: the API's
  // code comes with their chunk (the orders list and the inbox ask only for an account's).
  {
    pattern: String.raw`^#\/orders\/0x`,
    modules: ['/src/app/routes/orders.tsx', ...API_MODULES],
  },
  { pattern: String.raw`^#\/orders(?:[/?]|$)`, modules: ['/src/app/routes/orders.tsx'] },
  {
    pattern: String.raw`^#\/token\/`,
    modules: ['/src/app/routes/token.tsx', ...API_MODULES],
  },
  { pattern: String.raw`^#\/token(?:[/?]|$)`, modules: ['/src/app/routes/token.tsx'] },
  { pattern: String.raw`^#\/inbox(?:[/?]|$)`, modules: ['/src/app/routes/inbox.tsx'] },
  // The app's own widget link, and the one @cowprotocol/widget-lib builds (/{chainId}/widget/...).
  {
    pattern: String.raw`^#\/(?:\d+\/)?widget(?:[/?]|$)`,
    modules: ['/src/app/routes/widget.tsx'],
  },
]
/** The prerendered route: its chunk is preloaded, and it is part of the first view's chunk. */
export const SWAP_ROUTE_MODULE = '/src/app/routes/swap.tsx'

interface PrerenderModule {
  renderFirstView: () => Promise<string>
  renderOtherFirstViews: () => Promise<Record<string, string>>
  TEMPLATE_ORDER_UID: string
  TOKEN_PAGE_ROUTE: string
  tokenTemplate: () => unknown
  earlyQuoteConfig: () => unknown
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
  // A throwaway SSR loader with the app's alias; the app's own plugins are not needed
  // (TSX is compiled by Vite itself) and this plugin must not run again inside it.
  const server = await createServer({
    root,
    mode,
    configFile: false,
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
      markup: await prerender.renderFirstView(),
      others: await prerender.renderOtherFirstViews(),
      templateOrderUid: prerender.TEMPLATE_ORDER_UID,
      tokenPageRoute: prerender.TOKEN_PAGE_ROUTE,
      tokenTemplate: prerender.tokenTemplate(),
      earlyQuoteConfig: prerender.earlyQuoteConfig(),
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
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    )
  }
  return hashes
}

/** The static imports of a chunk, transitively (file names). */
function staticClosure(bundle: OutputBundle, start: string): string[] {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported)
  }
  visit(start)
  return [...seen]
}

/** The files of `modules`' chunks and of what they import, stylesheets included. */
function dynamicClosure(
  bundle: OutputBundle,
  root: string,
  modules: readonly string[],
  name: string,
): string[] {
  // In the order of `modules` (a page's own chunk first), each with what it imports.
  const chunks = Object.values(bundle).filter(
    (item): item is OutputChunk => item.type === 'chunk' && item.isDynamicEntry,
  )
  const starts = modules.flatMap((id) => {
    const start = chunks.find((chunk) => chunk.facadeModuleId === `${root}${id}`)
    return start ? [start] : []
  })
  if (starts.length !== modules.length) {
    throw new Error(`prerender: a chunk of ${name} is missing`)
  }
  const files = new Set<string>()
  for (const start of starts) {
    for (const file of staticClosure(bundle, start.fileName)) {
      files.add(file)
      const chunk = bundle[file]
      if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => files.add(css))
    }
  }
  return [...files]
}

/** index.html's inline scripts (not JSON data, not external), minified. */
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

/** How many links index.html's route preload script appends in one task. */
export const PRELOAD_BATCH = 4

/** The element whose JSON lists, per location pattern, the files to modulepreload. */
export const ROUTE_PRELOADS_ID = 'route-preloads'

/**
 * index.html's script that modulepreloads, for the first pattern (a regular expression) of
 * the ROUTE_PRELOADS_ID table (`[pattern, files, atOnce][]`) that the location's hash
 * matches, its files. A page's chunk is asked for once the first contentful paint is done (a
 * task after it; where the browser does not report paints, after the next frame): that paint,
 * drawn from HTML and CSS alone, never shares the link or the main thread with it
 * (Lighthouse's mobile FCP for the orders template went from 0.9 to 2.2 s when it was asked
 * for while the head was parsed), and it still arrives long before the entry has run. A swap
 * link's quote code (`atOnce`) is asked for at once: the quote, not the paint, is what that
 * visitor waits for (3.3 s against 3.6 s to the quote on the mobile preset).
 * A page's files are appended PRELOAD_BATCH to a task, its own chunk first: each append
 * starts a module fetch, 1-10 ms at 4x CPU, and an order's page's 28 in one task made a
 * long task of 30-100 ms after the first paint (Lighthouse counted it as blocking). A file
 * the app's own import has linked meanwhile (Vite's preload helper) is not linked again.
 * `window[ROUTE_PRELOADS_LINKED]` resolves once every file is linked: src/main.tsx imports the
 * page it hydrates after that, so Vite's helper finds them linked rather than linking them
 * all at once inside the entry's evaluation (60-100 ms at 4x CPU on an order's page).
 */
export const ROUTE_PRELOAD_SCRIPT = `;(function(){var done;window.${ROUTE_PRELOADS_LINKED}=new Promise(function(resolve){done=resolve});var hinted=JSON.parse(document.getElementById('${ROUTE_PRELOADS_ID}').textContent);var match=null;for(var i=0;i<hinted.length&&!match;i++)if(new RegExp(hinted[i][0]).test(location.hash))match=hinted[i];if(!match)return done();function add(href){var link=document.createElement('link');link.href=href;for(var i=0,all=document.getElementsByTagName('link');i<all.length;i++)if(all[i].href===link.href)return;link.rel='modulepreload';link.crossOrigin='';document.head.appendChild(link)}function preload(){var hrefs=match[1].slice();(function batch(){hrefs.splice(0,${PRELOAD_BATCH}).forEach(add);if(hrefs.length)setTimeout(batch,0);else done()})()}if(match[2]){if(match[3]){var early=document.createElement('script');early.src=match[3];early.fetchPriority='high';document.head.appendChild(early)}match[1].forEach(add);return done()}function later(){setTimeout(preload,0)}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(types&&types.indexOf('paint')>=0){var observer=new PerformanceObserver(function(list){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();later()});observer.observe({type:'paint',buffered:true})}else requestAnimationFrame(later)})()`

/** A location pattern's files to modulepreload; a quoting link's also its early quote script. */
type HintedRoute = [pattern: string, files: string[], atOnce: boolean, earlyScript?: string]

/**
 * src/app/early-quote.ts as one small classic script (its imports bundled in, minified): it
 * runs before the app's entry has arrived, so it shares none of the app's chunks.
 */
export async function buildEarlyQuote(root: string): Promise<string> {
  const result = await esbuild({
    stdin: {
      contents: "import { sendEarlyQuote } from './src/app/early-quote.ts'\nsendEarlyQuote()",
      resolveDir: root,
      loader: 'ts',
    },
    tsconfig: `${root}/tsconfig.json`,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('prerender: the early quote script did not build')
  return output.text
}

/**
 * The early quote's config (src/app/early-quote.ts) with the wire schemas' chunk written in,
 * when the bundle has one: the early script imports it at once.
 */
export function withSchemasModule(
  config: unknown,
  bundle: Record<string, { type: string; fileName: string; moduleIds?: readonly string[] }>,
  root: string,
): unknown {
  const wire = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.moduleIds?.includes(`${root}${WIRE_MODULE}`),
  )
  return wire && typeof config === 'object' && config !== null
    ? { ...config, schemasModule: `./${wire.fileName}` }
    : config
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

export function prerenderFirstView(): Plugin {
  let root = process.cwd()
  let mode = 'production'
  return {
    name: 'batchswap:prerender-first-view',
    apply: (config, env) => env.command === 'build' && !isFirstViewProbe(config),
    enforce: 'post',
    configResolved(config) {
      root = config.root
      mode = config.mode
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      let html = String(page.source)
      const view = await loadFirstView(root, mode)

      // 1. The first view.
      const { markup, title } = takeTitle(view.markup)
      if (!ROOT_DIV.test(html)) throw new Error('prerender: index.html has no empty #root')
      // Before #root: parsed by the time the inline script after it looks for them.
      const templates = Object.entries(view.others)
        .map(([route, other]) => {
          const page = takeTitle(other).markup
          const uid = route.includes(':uid') ? ` data-uid="${view.templateOrderUid}"` : ''
          const token =
            route === view.tokenPageRoute
              ? ` data-token="${escapeAttribute(JSON.stringify(view.tokenTemplate))}"`
              : ''
          return `<template id="first-view:${escapeAttribute(route)}"${uid}${token}>${page}</template>`
        })
        .join('')
      html = html.replace(ROOT_DIV, () => `${templates}<div id="root">${markup}</div>`)
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

      // 3. The swap route's chunks, which hydration needs at once.
      const swapChunk = Object.values(bundle).find(
        (item): item is OutputChunk =>
          item.type === 'chunk' && item.moduleIds.includes(`${root}${SWAP_ROUTE_MODULE}`),
      )
      if (!swapChunk) throw new Error('prerender: the swap route chunk is missing')
      const preloaded = new Set(
        [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="\.\/([^"]+)"/g)].map((m) => m[1]),
      )
      const extra = staticClosure(bundle, swapChunk.fileName).filter((f) => !preloaded.has(f))
      const links = extra
        .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
        .join('')
      html = html.replace('</head>', `${links}</head>`)
      const loaded = new Set([...preloaded, ...extra])
      // A swap link with an amount: what its quote needs; another page: its chunk. Fetched
      // beside the entry, for the location asked for only.
      // A swap link with an amount also runs its early quote (src/app/early-quote.ts), a
      // script of its own built here, with what the build knows of the default network.
      const earlyQuote = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'early-quote.js',
          source: await buildEarlyQuote(root),
        }),
      )
      const hinted = [
        { pattern: QUOTING_LINK, modules: QUOTE_MODULES, name: 'QUOTE_MODULES', atOnce: true },
        ...ROUTE_MODULES.map((route) => ({ ...route, name: route.pattern, atOnce: false })),
      ].map(({ pattern, modules, name, atOnce }): HintedRoute => {
        const files = dynamicClosure(bundle, root, modules, name)
          .filter((file) => !loaded.has(file) && file.endsWith('.js'))
          .map((file) => `./${file}`)
        return atOnce ? [pattern, files, true, `./${earlyQuote}`] : [pattern, files, false]
      })
      // The tables as JSON data before the script that reads them: file names are not code.
      const data = (id: string, value: unknown) =>
        `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`
      html = html.replace(
        '</head>',
        `${data(EARLY_QUOTE_CONFIG_ID, withSchemasModule(view.earlyQuoteConfig, bundle, root))}${data(ROUTE_PRELOADS_ID, hinted)}<script>${ROUTE_PRELOAD_SCRIPT}</script></head>`,
      )

      // 4. The inline scripts, minified.
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
