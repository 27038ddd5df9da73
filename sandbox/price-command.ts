/**
 * `npm run sandbox -- price [TOKEN [USD]]`: the price control of a running sandbox from the
 * command line, over GET/PUT /sandbox/dev/prices (sandbox/market/dev-prices.ts) on
 * 127.0.0.1:SANDBOX_API_PORT, or the service `--api URL` names.
 *
 *   npm run sandbox -- price              every token's price and the drift setting
 *   npm run sandbox -- price WETH         one token's
 *   npm run sandbox -- price WETH 3300    sets WETH to 3300 USD at once
 *
 * Exit codes: 0 done, 1 the service refused or could not be reached, 2 usage.
 */
import * as z from 'zod/mini'
import {
  devPricesSchema,
  devSetPriceSchema,
  devTokenPriceSchema,
  DEV_PRICES_PATH,
  type DevTokenPrice,
} from './market/dev-prices'
import { readSandboxEnv } from './cli'
import { describePriceDrift } from './kernel/price-drift'

export const PRICE_USAGE = `usage: npm run sandbox -- price [TOKEN [USD]] [--api URL]

  price              every token's USD price in the running sandbox, and the drift setting
  price WETH         one token's (a listed symbol or an address)
  price WETH 3300    sets WETH to 3300 USD at once: quotes, USD prices, slippage
                     recommendations and the solver follow; with the drift on it moves on
                     from there

  --api URL          the sandbox service (default http://127.0.0.1:$SANDBOX_API_PORT, 8080)`

export interface PriceCommandIo {
  out(line: string): void
  err(line: string): void
  fetch: typeof fetch
}

const defaultIo: PriceCommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  fetch: (input, init) => fetch(input, init),
}

const errorBodySchema = z.object({ errorType: z.string(), description: z.string() })

/** "3300", "0.500123", "60000.1": six significant digits, no exponent for usual prices. */
export function formatUsd(price: number): string {
  const digits = Math.abs(price) >= 1e-4 && Math.abs(price) < 1e15
  return digits ? String(Number(price.toPrecision(6))) : price.toExponential(5)
}

function describeToken(token: DevTokenPrice): string {
  const price = token.usdPrice === null ? 'no price' : `${formatUsd(token.usdPrice)} USD`
  const set = token.setAt ? `   set by hand at ${token.setAt}` : ''
  return `${token.symbol.padEnd(12)} ${price.padEnd(18)} ${token.address}${set}`
}

interface ParsedArgs {
  api?: string
  positional: string[]
}

function parseArgs(args: readonly string[]): ParsedArgs | string {
  const positional: string[] = []
  let api: string | undefined
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg === '--api') {
      api = args[i + 1]
      i += 1
      if (!api) return '--api needs a URL'
    } else if (arg.startsWith('--api=')) {
      api = arg.slice('--api='.length)
    } else if (arg.startsWith('--') && arg.length > 2) {
      return `unknown option ${arg}`
    } else {
      positional.push(arg)
    }
  }
  if (positional.length > 2) return `too many arguments: ${positional.join(' ')}`
  return { api, positional }
}

/** A decimal number as typed ("3300", "0.5", "1e3"); anything else is a usage error. */
function parseUsd(raw: string): number | undefined {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(raw.trim())) return undefined
  return Number(raw)
}

export async function runPriceCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  io: PriceCommandIo = defaultIo,
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(PRICE_USAGE)
    return 0
  }
  const parsed = parseArgs(args)
  if (typeof parsed === 'string') {
    io.err(`price: ${parsed}\n\n${PRICE_USAGE}`)
    return 2
  }
  const [token, usd] = parsed.positional
  const usdPrice = usd === undefined ? undefined : parseUsd(usd)
  if (usd !== undefined && usdPrice === undefined) {
    io.err(`price: "${usd}" is not a number of USD\n\n${PRICE_USAGE}`)
    return 2
  }
  let base: string
  try {
    base = (parsed.api ?? `http://127.0.0.1:${readSandboxEnv(env).apiPort}`).replace(/\/+$/, '')
    new URL(base)
  } catch (error) {
    io.err(`price: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }

  const path =
    token === undefined ? DEV_PRICES_PATH : `${DEV_PRICES_PATH}/${encodeURIComponent(token)}`
  let response: Response
  try {
    response = await io.fetch(`${base}${path}`, {
      method: usdPrice === undefined ? 'GET' : 'PUT',
      headers: usdPrice === undefined ? {} : { 'content-type': 'application/json' },
      body: usdPrice === undefined ? undefined : JSON.stringify({ usdPrice }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    io.err(
      `price: no sandbox answers at ${base}: start one with npm run sandbox (or npm start), or point at it with SANDBOX_API_PORT or --api`,
    )
    return 1
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    io.err(`price: ${base} answered ${response.status} without JSON: is it a sandbox service?`)
    return 1
  }
  if (!response.ok) {
    const error = errorBodySchema.safeParse(body)
    io.err(
      error.success
        ? `price: ${error.data.errorType}: ${error.data.description}`
        : `price: the sandbox answered ${response.status}`,
    )
    return 1
  }

  if (usdPrice !== undefined) {
    const set = devSetPriceSchema.safeParse(body)
    if (!set.success) return unexpected(io, base)
    io.out(`${describeToken(set.data)}   (was ${formatUsd(set.data.previousUsdPrice)} USD)`)
    return 0
  }
  if (token !== undefined) {
    const one = devTokenPriceSchema.safeParse(body)
    if (!one.success) return unexpected(io, base)
    io.out(describeToken(one.data))
    return 0
  }
  const all = devPricesSchema.safeParse(body)
  if (!all.success) return unexpected(io, base)
  const drift = all.data.drift
  io.out(
    `price drift: ${describePriceDrift(drift.on ? { on: true, volatilityScale: drift.volatilityScale ?? 1 } : { on: false })}`,
  )
  for (const entry of all.data.tokens) io.out(`  ${describeToken(entry)}`)
  return 0
}

function unexpected(io: PriceCommandIo, base: string): number {
  io.err(`price: ${base} answered in a shape this command does not know: is it a sandbox service?`)
  return 1
}
