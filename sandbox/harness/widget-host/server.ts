/**
 * Serves the widget host page (host.ts, bundled with esbuild) on 127.0.0.1, on its own
 * port, so the widget runs cross-origin as it does on an integrator's site. Node only.
 *
 *   const host = await startWidgetHost({ appUrl, rpcUrl })  // host.url, host.stop()
 */
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { bundleBrowserEntry } from '../dev-wallet/bundle'
import type { HostConfig } from './host'

const HERE = fileURLToPath(new URL('.', import.meta.url))

export interface WidgetHostOptions {
  /** The batchswap app the widget loads (widget-lib's `baseUrl`). */
  appUrl: string
  rpcUrl: string
  /** 0: any free port. */
  port?: number
  appCode?: string
}

export interface WidgetHost {
  url: string
  stop(): Promise<void>
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function page(config: HostConfig): string {
  const options = config.accounts
    .map(
      (a, i) => `<option value="${i}">Dev account ${i}: ${a.slice(0, 6)}…${a.slice(-4)}</option>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>batchswap widget host</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f3f4f6; color: #111827; }
  main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
  #widget { flex: 0 1 480px; border-radius: 16px; overflow: hidden; background: #fff; }
  section { flex: 1 1 320px; min-width: 0; }
  ol { font: 12px ui-monospace, monospace; padding-left: 20px; word-break: break-all; }
  .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 16px; }
</style>
</head>
<body>
<h1>batchswap widget host</h1>
<p>An integrator's page: it embeds batchswap with <code>@cowprotocol/widget-lib</code> and hands over its own wallet.</p>
<div class="controls">
  <label>Host wallet <select id="account">${options}</select></label>
  <button type="button" id="pair-dai-wbtc">Sell 100 DAI for WBTC</button>
  <button type="button" id="theme-dark">Dark theme</button>
</div>
<main>
  <div id="widget"></div>
  <section aria-labelledby="events-heading">
    <h2 id="events-heading">Events from the widget</h2>
    <ol id="events" aria-label="Widget events"></ol>
  </section>
</main>
<script>window.__hostConfig = ${escapeJson(config)};</script>
<script src="./host.js"></script>
</body>
</html>
`
}

export async function startWidgetHost(options: WidgetHostOptions): Promise<WidgetHost> {
  const script = await bundleBrowserEntry(`${HERE}host.ts`)
  const config: HostConfig = {
    appUrl: options.appUrl,
    rpcUrl: options.rpcUrl,
    chainId: sandboxDeployment.chainId,
    accounts: [...sandboxDeployment.traders],
    accountIndex: 0,
    appCode: options.appCode ?? 'Host Test App',
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(script)
      return
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const account = Number(url.searchParams.get('account') ?? '0')
      const accountIndex =
        Number.isInteger(account) && account >= 0 && account < config.accounts.length ? account : 0
      const appCode = url.searchParams.get('appCode')?.slice(0, 50) || config.appCode
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(page({ ...config, accountIndex, appCode }))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
