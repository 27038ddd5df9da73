/**
 * Bundles browser entries of the dev wallet and the widget host page with esbuild (Node
 * only): the e2e fixture injects the wallet as a script, `npm start` and the e2e setup
 * serve the host page.
 */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const HERE = fileURLToPath(new URL('.', import.meta.url))

export async function bundleBrowserEntry(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: false,
    logLevel: 'silent',
    // widget-lib logs through `process.env.NODE_ENV`, which browsers do not have.
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const [file] = result.outputFiles
  if (!file) throw new Error(`esbuild produced nothing for ${entry}`)
  return file.text
}

let injected: Promise<string> | undefined

/** The injectable dev wallet (sandbox/harness/dev-wallet/inject.ts), bundled once per process. */
export function devWalletScript(): Promise<string> {
  injected ??= bundleBrowserEntry(`${HERE}inject.ts`)
  return injected
}
