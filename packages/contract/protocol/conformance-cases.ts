/**
 * Test support for conformance.test.ts (not a test): seeded random orders over every chain and
 * environment of the table, each with its reference (`@cowprotocol/contracts`) twin. The
 * randomness is seeded (mulberry32) so a failure reproduces exactly.
 */
import * as cow from '@cowprotocol/contracts'
import { getAddress, toHex, zeroAddress, type Address, type Hex } from 'viem'
import { appDataHash, buildAppDataDocument, EMPTY_APP_DATA } from './app-data'
import { UINT256_MAX, UINT32_MAX } from './bounds'
import { ENVIRONMENTS, SUPPORTED_CHAIN_IDS } from './chains'
import { getDomainFor, type ProtocolDomain } from './domain'
import {
  normalizeOrder,
  type BuyTokenBalance,
  type OrderData,
  type OrderKind,
  type SellTokenBalance,
  type SigningScheme,
} from './order'

function makeRng(seed: number) {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number): number => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  const bytes = (n: number): Hex => toHex(Uint8Array.from({ length: n }, () => int(256)))
  const address = (): Address => getAddress(bytes(20))
  // Amounts spread over every magnitude, with the edges 0 and uint256 max.
  const uint256 = (): bigint => {
    const r = next()
    if (r < 0.05) return 0n
    if (r < 0.1) return UINT256_MAX
    const bits = 1 + int(256)
    return BigInt(bytes(32)) & ((1n << BigInt(bits)) - 1n)
  }
  const uint32 = (): number => {
    const r = next()
    if (r < 0.05) return 0
    if (r < 0.1) return UINT32_MAX
    return int(UINT32_MAX + 1)
  }
  return { next, int, pick, bytes, address, uint256, uint32 }
}

export const rng = makeRng(0xc0ffee)

export const ORDER_COUNT = 320
export const SIGNED_ORDER_COUNT = 48
export const TRADE_COUNT = 240

export const APP_DATA_HASHES: Hex[] = [
  appDataHash(EMPTY_APP_DATA),
  appDataHash(buildAppDataDocument({ appCode: 'batchswap' })),
  appDataHash(
    buildAppDataDocument({
      appCode: 'batchswap',
      environment: 'production',
      slippageBips: 50,
      orderClass: 'market',
    }),
  ),
  appDataHash(
    buildAppDataDocument({
      appCode: 'batchswap',
      environment: 'staging',
      slippageBips: 10_000,
      orderClass: 'limit',
    }),
  ),
  appDataHash(buildAppDataDocument({ appCode: 'bätchswap ☕', slippageBips: 0 })),
  rng.bytes(32),
  '0x0000000000000000000000000000000000000000000000000000000000000000',
]

export const DOMAINS: ProtocolDomain[] = SUPPORTED_CHAIN_IDS.flatMap((chainId) =>
  ENVIRONMENTS.map((env) => getDomainFor(chainId, env)),
)

const KIND: Record<OrderKind, cow.OrderKind> = { sell: cow.OrderKind.SELL, buy: cow.OrderKind.BUY }
const BALANCE: Record<SellTokenBalance, cow.OrderBalance> = {
  erc20: cow.OrderBalance.ERC20,
  external: cow.OrderBalance.EXTERNAL,
  internal: cow.OrderBalance.INTERNAL,
}
export const SCHEME: Record<SigningScheme, cow.SigningScheme> = {
  eip712: cow.SigningScheme.EIP712,
  ethsign: cow.SigningScheme.ETHSIGN,
  eip1271: cow.SigningScheme.EIP1271,
  presign: cow.SigningScheme.PRESIGN,
}

interface Case {
  domain: ProtocolDomain
  order: OrderData
  reference: cow.Order
  owner: Address
}

function randomCase(): Case {
  const sellTokenBalance = rng.pick<SellTokenBalance>(['erc20', 'external', 'internal'])
  // `external` on the buy side is legal input and means erc20 (reference: normalizeBuyTokenBalance).
  const buyTokenBalance = rng.pick<BuyTokenBalance | 'external'>(['erc20', 'internal', 'external'])
  const receiver = rng.next() < 0.35 ? zeroAddress : rng.address()
  const order = normalizeOrder({
    sellToken: rng.address(),
    buyToken: rng.address(),
    receiver: rng.next() < 0.5 && receiver === zeroAddress ? undefined : receiver,
    sellAmount: rng.uint256(),
    buyAmount: rng.uint256(),
    validTo: rng.uint32(),
    appData: rng.pick(APP_DATA_HASHES),
    feeAmount: rng.next() < 0.5 ? 0n : rng.uint256(),
    kind: rng.pick<OrderKind>(['sell', 'buy']),
    partiallyFillable: rng.next() < 0.5,
    sellTokenBalance,
    buyTokenBalance,
  })
  const reference: cow.Order = {
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    // The reference refuses address(0) and expresses "the owner" as no receiver.
    ...(receiver === zeroAddress ? {} : { receiver }),
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: order.appData,
    feeAmount: order.feeAmount.toString(),
    kind: KIND[order.kind],
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: BALANCE[sellTokenBalance],
    buyTokenBalance: BALANCE[buyTokenBalance],
  }
  return { domain: rng.pick(DOMAINS), order, reference, owner: rng.address() }
}

export const cases: Case[] = Array.from({ length: ORDER_COUNT }, randomCase)
