/** What the deployment gives each sandbox token: the funding amounts, and which tokens have permit. */
import type { SandboxToken, sandboxDeployment } from '@batchswap/contract/sandbox/deployment'

type SandboxSymbol = (typeof sandboxDeployment.tokens)[number]['symbol']

/** Whole token units minted to each trader and to the settlement contract (its buffer). */
export const SANDBOX_FUNDING: Record<SandboxSymbol, { trader: bigint; settlement: bigint }> = {
  WETH: { trader: 1_000n, settlement: 10_000n },
  USDC: { trader: 1_000_000n, settlement: 10_000_000n },
  DAI: { trader: 1_000_000n, settlement: 10_000_000n },
  COW: { trader: 1_000_000n, settlement: 10_000_000n },
  WBTC: { trader: 100n, settlement: 1_000n },
  UNSUPPORTED: { trader: 1_000_000n, settlement: 10_000_000n },
  NOPRICE: { trader: 1_000_000n, settlement: 10_000_000n },
}

/** The extra list's tokens and the unlisted ones (extra-tokens.ts), funded alike. */
const EXTRA_FUNDING: Record<string, { trader: bigint; settlement: bigint }> = {
  GNO: { trader: 10_000n, settlement: 100_000n },
  USDT: { trader: 1_000_000n, settlement: 10_000_000n },
  '=HYPERLINK("http://x","y")': { trader: 1_000_000n, settlement: 10_000_000n },
}

export function fundingAmount(token: SandboxToken, who: 'trader' | 'settlement'): bigint {
  const funding = (
    { ...SANDBOX_FUNDING, ...EXTRA_FUNDING } as Partial<
      Record<string, { trader: bigint; settlement: bigint }>
    >
  )[token.symbol]
  if (!funding) throw new Error(`no funding amounts for sandbox token ${token.symbol}`)
  return funding[who] * 10n ** BigInt(token.decimals)
}

/**
 * The tokens with EIP-2612 `permit` (a trader approves them with a signature, carried as a
 * pre-hook); the others (WBTC, UNSUPPORTED, NOPRICE) have none, so both paths exist.
 */
export const PERMIT_TOKEN_SYMBOLS: readonly SandboxSymbol[] = ['USDC', 'DAI', 'COW']

export function isPermitToken(token: Pick<SandboxToken, 'symbol'>): boolean {
  return (PERMIT_TOKEN_SYMBOLS as readonly string[]).includes(token.symbol)
}

/** Tokens whose approve refuses a non-zero to non-zero change (sandbox-usdt-style-token.sol). */
export const USDT_STYLE_SYMBOLS: readonly string[] = ['USDT']

export function isUsdtStyleToken(token: Pick<SandboxToken, 'symbol'>): boolean {
  return USDT_STYLE_SYMBOLS.includes(token.symbol)
}
