/**
 * Orders for tests, built the way the app gets them: a spec 2.1 wire object, validated by
 * the wire schema and converted by `toOrder`.
 */
import { zeroAddress, type Address, type Hex } from 'viem'
import { toOrder, type Order } from '@/api/types'
import { orderSchema, type WireOrder } from '@/api/wire'
import { sandboxDeployment } from '@/config/sandbox-deployment'
import { packOrderUid } from '@/protocol/uid'

export const TRADER: Address = sandboxDeployment.traders[0]
export const OTHER_TRADER: Address = sandboxDeployment.traders[1]
export function sandboxToken(symbol: string): Address {
  const token = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`No sandbox token ${symbol}`)
  return token.address
}

export const WETH = sandboxToken('WETH')
export const USDC = sandboxToken('USDC')

/** A distinct UID per seed, valid until `validTo`. */
export function fixtureUid(seed: number, owner: Address = TRADER, validTo = 2_000_000_000): Hex {
  const digest = `0x${seed.toString(16).padStart(64, '0')}` as Hex
  return packOrderUid({ orderDigest: digest, owner, validTo })
}

export function wireOrder(overrides: Partial<WireOrder> = {}, seed = 1): WireOrder {
  const owner = (overrides.owner as Address | undefined) ?? TRADER
  const validTo = overrides.validTo ?? 2_000_000_000
  return {
    sellToken: WETH,
    buyToken: USDC,
    receiver: zeroAddress,
    sellAmount: '1000000000000000000',
    buyAmount: '2000000000',
    validTo,
    appData: '{}',
    feeAmount: '0',
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    signingScheme: 'eip712',
    signature: `0x${'11'.repeat(65)}`,
    creationDate: '2026-11-20T10:00:00.000Z',
    class: 'limit',
    owner,
    uid: fixtureUid(seed, owner, validTo),
    executedSellAmount: '0',
    executedSellAmountBeforeFees: '0',
    executedBuyAmount: '0',
    executedFeeAmount: '0',
    invalidated: false,
    status: 'open',
    settlementContract: sandboxDeployment.settlement,
    ...overrides,
  }
}

export function makeOrder(overrides: Partial<WireOrder> = {}, seed = 1): Order {
  return toOrder(orderSchema.parse(wireOrder(overrides, seed)))
}
