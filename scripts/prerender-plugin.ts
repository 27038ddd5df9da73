/**
 * Vite plugin (build only): the built index.html draws the first view before any
 * JavaScript runs (docs/first-load.md).
 *
 * 1. Renders the app shell and the swap page at build time (src/app/prerender.tsx, loaded
 *    through Vite's SSR loader with the same env as the build) into <div id="root">;
 *    src/main.tsx hydrates it.
 * 2. Inlines the entry's stylesheet (the whole app's CSS is a few KB gzip: one round trip
 *    saved is worth more than splitting it), so nothing render-blocking is fetched.
 * 3. Minifies the inline script: index.html's source keeps its comments, visitors do not
 *    download them.
 * 4. Writes the Content-Security-Policy meta tag (src/config/csp.ts), with the hashes of
 *    the inline scripts as they are in the final file.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { createServer, type Plugin, type Rolldown } from 'vite'

type OutputAsset = Rolldown.OutputAsset

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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

export function prerenderFirstView(): Plugin {
  let root = process.cwd()
  let mode = 'production'
  return {
    name: 'batchswap:prerender-first-view',
    apply: 'build',
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

      // 3. The inline script, minified.
      html = await minifyInlineScripts(html)

      // 4. The CSP, last: it hashes the inline scripts as they are now.
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
