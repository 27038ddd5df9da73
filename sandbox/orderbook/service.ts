// PLACEHOLDER owned by the orderbook-service work (issue 4): today it serves /health only,
// so that `npm run sandbox` and the e2e setup can already start the whole sandbox.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { WireSandboxHealth } from '@/api/wire'
import { sandboxDeployment } from '@/config/sandbox-deployment'

export interface OrderbookServiceOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** JSON-RPC URL of the sandbox chain. */
  rpcUrl: string
  /** Folder for the service's database (PGlite). */
  dataDir: string
}

export interface RunningOrderbookService {
  url: string
  port: number
  stop(): Promise<void>
}

export async function startOrderbookService(
  options: OrderbookServiceOptions,
): Promise<RunningOrderbookService> {
  const app = new Hono()
  app.use('*', cors())
  app.get('/health', (c) => {
    const body: WireSandboxHealth = {
      chainId: sandboxDeployment.chainId,
      settlement: sandboxDeployment.settlement,
      vaultRelayer: sandboxDeployment.vaultRelayer,
      tokens: sandboxDeployment.tokens.map(({ address, symbol, decimals }) => ({
        address,
        symbol,
        decimals,
      })),
      traders: [...sandboxDeployment.traders],
    }
    return c.json(body)
  })
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: '127.0.0.1' },
      (info) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          port: info.port,
          stop: () => new Promise<void>((done) => server.close(() => done())),
        })
      },
    )
  })
}
