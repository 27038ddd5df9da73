/**
 * The sandbox's Safe host: a page that plays Safe{Wallet} for the sandbox Safes. It loads
 * the app in an iframe and relays the Safe Apps SDK's postMessage requests to this server,
 * where SafeHost answers them against the sandbox chain. The page lists the Safe's
 * transactions; a queued one has a button for the next owner to confirm it.
 *
 *   GET  /?safe=1-of-1|2-of-2    the page (the 1-of-1 Safe by default)
 *   POST /sdk                    { safe, method, params } -> { ok, data } | { ok: false, error }
 *   GET  /queue?safe=...         the Safe's transactions
 *   POST /confirm                { safeTxHash }: the next owner signs (and it executes at threshold)
 *
 * Not part of the app's bundle: started by `npm start` (scripts/start.ts) and the Safe e2e specs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hash } from 'viem'
import { sandboxDeployment, type SandboxSafe } from '@batchswap/contract/sandbox/deployment'
import { SafeHost } from './safe-host'
import { describeTx, SdkError } from './safe-transactions'

export interface SafeHostServerOptions {
  rpcUrl: string
  /** The app to load in the iframe; a function when it is known only later. */
  appUrl: string | (() => string)
  port?: number
}

export interface RunningSafeHost {
  url: string
  origin: string
  host: SafeHost
  stop(): Promise<void>
}

const MAX_BODY = 1_000_000

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY) {
        reject(new SdkError('request too large'))
        request.destroy()
      }
    })
    request.on('end', () => {
      try {
        resolve(body === '' ? {} : JSON.parse(body))
      } catch {
        reject(new SdkError('request is not JSON'))
      }
    })
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(text)
}

function safeFrom(key: unknown): SandboxSafe {
  const safe = SafeHost.findSafe(typeof key === 'string' && key !== '' ? key : '1-of-1')
  if (!safe) throw new SdkError(`no sandbox Safe "${String(key)}"`)
  return safe
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function renderPage(safe: SandboxSafe, appUrl: string): string {
  const links = sandboxDeployment.safes
    .map((s) =>
      s.label === safe.label
        ? `<strong aria-current="page">${escapeHtml(s.label)} Safe</strong>`
        : `<a href="?safe=${encodeURIComponent(s.label)}">${escapeHtml(s.label)} Safe</a>`,
    )
    .join(' · ')
  const config = JSON.stringify({ safe: safe.label, appOrigin: new URL(appUrl).origin })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>Sandbox Safe host · ${escapeHtml(safe.label)}</title>
<style>
  body { margin: 0; font: 14px system-ui, sans-serif; display: grid; grid-template-columns: 22rem 1fr; height: 100vh; color: #111; }
  aside { padding: 1rem; border-right: 1px solid #ccc; overflow: auto; background: #f6f7f9; }
  iframe { width: 100%; height: 100%; border: 0; }
  code { font-size: 12px; word-break: break-all; }
  li { margin-bottom: .75rem; }
  button { font: inherit; padding: .3rem .6rem; }
</style>
</head>
<body>
<aside>
  <h1 style="font-size:1.1rem">Sandbox Safe host</h1>
  <p>Plays Safe{Wallet} for the sandbox Safes: ${links}</p>
  <dl>
    <dt>Safe</dt><dd><code>${safe.address}</code></dd>
    <dt>Threshold</dt><dd>${safe.threshold} of ${safe.owners.length}</dd>
    <dt>Owners</dt><dd>${safe.owners.map((o, i) => `<code>${o}</code> (dev account ${String(safe.ownerAccountIndexes[i])})`).join('<br />')}</dd>
  </dl>
  <section aria-labelledby="queue-heading">
    <h2 id="queue-heading" style="font-size:1rem">Safe transactions</h2>
    <p id="queue-empty">None yet.</p>
    <ul id="queue" aria-label="Safe transactions" style="padding-left:1rem"></ul>
  </section>
</aside>
<main>
  <iframe id="app" title="batchswap Safe App" src="${escapeHtml(appUrl)}" allow="clipboard-write"></iframe>
</main>
<script>
(function () {
  var config = ${config};
  var frame = document.getElementById('app');
  var SDK_VERSION = '9.1.0';
  function reply(message) { frame.contentWindow.postMessage(message, config.appOrigin); }
  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow || event.origin !== config.appOrigin) return;
    var request = event.data;
    if (!request || typeof request.id !== 'string' || typeof request.method !== 'string') return;
    fetch('sdk', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ safe: config.safe, method: request.method, params: request.params }) })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        reply(body.ok
          ? { id: request.id, success: true, version: SDK_VERSION, data: body.data }
          : { id: request.id, success: false, version: SDK_VERSION, error: body.error });
        if (request.method === 'sendTransactions') refresh();
      }, function (error) {
        reply({ id: request.id, success: false, version: SDK_VERSION, error: String(error) });
      });
  });
  var list = document.getElementById('queue');
  var empty = document.getElementById('queue-empty');
  var STATUS = { AWAITING_CONFIRMATIONS: 'awaiting confirmations', AWAITING_EXECUTION: 'executing',
    SUCCESS: 'executed', FAILED: 'failed', CANCELLED: 'cancelled' };
  function short(a) { return a.slice(0, 6) + '…' + a.slice(-4); }
  function render(txs) {
    empty.hidden = txs.length > 0;
    list.replaceChildren.apply(list, txs.map(function (tx) {
      var li = document.createElement('li');
      var text = document.createElement('div');
      text.textContent = 'Nonce ' + tx.nonce + ' · ' + (tx.calls > 1 ? tx.calls + ' calls (batch)' : '1 call') +
        ' · ' + STATUS[tx.status] + ' · ' + tx.confirmations + '/' + tx.threshold + ' confirmations' +
        (tx.error ? ' · ' + tx.error : '');
      li.appendChild(text);
      var hash = document.createElement('code');
      hash.textContent = 'safeTxHash ' + tx.safeTxHash + (tx.txHash ? ' · tx ' + tx.txHash : '');
      li.appendChild(hash);
      if (tx.nextOwner) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Confirm and execute as owner ' + short(tx.nextOwner);
        button.addEventListener('click', function () {
          button.disabled = true;
          fetch('confirm', { method: 'POST', headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ safeTxHash: tx.safeTxHash }) }).then(refresh, refresh);
        });
        li.appendChild(document.createElement('br'));
        li.appendChild(button);
      }
      return li;
    }));
  }
  function refresh() {
    return fetch('queue?safe=' + encodeURIComponent(config.safe)).then(function (r) { return r.json(); })
      .then(function (body) { render(body.transactions); }, function () {});
  }
  refresh();
  setInterval(refresh, 1000);
})();
</script>
</body>
</html>`
}

export async function startSafeHost(options: SafeHostServerOptions): Promise<RunningSafeHost> {
  const host = new SafeHost({ rpcUrl: options.rpcUrl })
  const appUrl = () => (typeof options.appUrl === 'function' ? options.appUrl() : options.appUrl)

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      try {
        if (request.method === 'GET' && url.pathname === '/') {
          // `path`: a route inside the app (a hash route only), e.g. #/swap?sell=WETH
          const path = url.searchParams.get('path') ?? ''
          send(
            response,
            200,
            renderPage(
              safeFrom(url.searchParams.get('safe')),
              appUrl() + (path.startsWith('#') ? path : ''),
            ),
            'text/html; charset=utf-8',
          )
          return
        }
        if (request.method === 'GET' && url.pathname === '/queue') {
          const safe = safeFrom(url.searchParams.get('safe'))
          send(response, 200, {
            transactions: host.transactions(safe.address).map((tx) => describeTx(tx, safe)),
          })
          return
        }
        if (request.method === 'POST' && url.pathname === '/sdk') {
          const body = (await readBody(request)) as {
            safe?: unknown
            method?: unknown
            params?: unknown
          }
          if (typeof body.method !== 'string') throw new SdkError('no method')
          const data = await host.handle(safeFrom(body.safe), body.method, body.params)
          send(response, 200, { ok: true, data })
          return
        }
        if (request.method === 'POST' && url.pathname === '/confirm') {
          const body = (await readBody(request)) as { safeTxHash?: unknown }
          if (typeof body.safeTxHash !== 'string') throw new SdkError('no safeTxHash')
          const tx = await host.confirm(body.safeTxHash as Hash)
          const safe = safeFrom(tx.safe)
          send(response, 200, { ok: true, data: describeTx(tx, safe) })
          return
        }
        send(response, 404, { ok: false, error: 'not found' })
      } catch (error) {
        // SDK-level failures go back to the app as the SDK's error message.
        const message = error instanceof Error ? error.message : String(error)
        send(response, error instanceof SdkError ? 400 : 500, { ok: false, error: message })
      }
    })()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    url: `${origin}/`,
    origin,
    host,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
