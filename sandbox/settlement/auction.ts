/**
 * Building an auction from the open orders: the uniform prices of their tokens, what each
 * owner can hand over, the orders whose limit those prices satisfy, and the chain state the
 * plan needs (the contract's own filled amounts, the settlement buffers). Planning the batch
 * is `clearing.ts`; sending it is `settle-transaction.ts`.
 */
import { getAddress, isAddressEqual, type Address } from 'viem'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { normalizeOrder } from '@batchswap/contract/protocol/order'
import { erc20Abi, settlementAbi } from '../chain/abis'
import type { SandboxClients } from '../chain/clients'
import type { StoredOrder } from '../kernel/db'
import type { PriceModel } from '../kernel/price-model'
import type { AuctionOrder } from './clearing'
import type { PriceVector } from './trade-execution'
import { spendableKey, type FundsByOwner, type OwnerFunds } from './funds'
import { hooksForFill } from './hooks'
import { requiredSell } from './stored-order'
import { chargedPartnerFees } from './partner-fees'

type PublicClient = SandboxClients['publicClient']

/** Uniform prices for every token of `orders`, at one instant; unpriced tokens are missing. */
export function auctionPrices(
  orders: readonly StoredOrder[],
  prices: PriceModel,
  atSeconds: number,
): Map<Address, bigint> {
  const vector = new Map<Address, bigint>()
  for (const order of orders) {
    for (const token of [order.sellToken, order.buyToken]) {
      const key = getAddress(token)
      if (vector.has(key)) continue
      const price = prices.atomPrice(key, atSeconds)
      if (price !== undefined) vector.set(key, price)
    }
  }
  return vector
}

/**
 * Balance and allowance to the vault relayer per (owner, sell token), one batch. The
 * eth-flow contract's WETH counts the ETH it holds: the settlement wraps it first (wrapAll).
 */
export async function readFunds(
  publicClient: PublicClient,
  vaultRelayer: Address,
  orders: readonly StoredOrder[],
  ethFlow?: Address,
): Promise<Map<string, OwnerFunds>> {
  const pairs = new Map<string, { owner: Address; token: Address }>()
  for (const o of orders)
    pairs.set(spendableKey(o.owner, o.sellToken), { owner: o.owner, token: o.sellToken })
  const entries = await Promise.all(
    [...pairs].map(async ([key, { owner, token }]) => {
      const [balance, allowance, heldEth] = await Promise.all([
        balanceOf(publicClient, token, owner),
        publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, vaultRelayer],
        }),
        ethFlow && isAddressEqual(owner, ethFlow)
          ? publicClient.getBalance({ address: owner })
          : Promise.resolve(0n),
      ])
      return [key, { balance: balance + heldEth, allowance }] as const
    }),
  )
  return new Map(entries)
}

/** What each owner can hand over of each sell token: the lower of balance and allowance. */
export function spendableOf(funds: FundsByOwner): Map<string, bigint> {
  const spendable = new Map<string, bigint>()
  for (const [key, f] of funds) {
    spendable.set(key, f.balance < f.allowance ? f.balance : f.allowance)
  }
  return spendable
}

/**
 * The auction: both tokens priced, limit satisfied by the prices, and the owner can hand
 * over the sell token (all of it for fill-or-kill orders, some for partially fillable ones).
 */
export function selectCandidates(
  orders: readonly StoredOrder[],
  prices: PriceVector,
  spendable: ReadonlyMap<string, bigint>,
): StoredOrder[] {
  return orders.filter((o) => {
    const sellPrice = prices.get(getAddress(o.sellToken))
    const buyPrice = prices.get(getAddress(o.buyToken))
    if (sellPrice === undefined || buyPrice === undefined) return false
    if (o.sellAmount * sellPrice < o.buyAmount * buyPrice) return false
    const canPay = spendable.get(spendableKey(o.owner, o.sellToken)) ?? 0n
    return o.partiallyFillable ? canPay > 0n : canPay >= requiredSell(o)
  })
}

/**
 * The orders as the contract sees them: its own filledAmount, not the database's. A stored
 * order the protocol module refuses is left out (and logged) rather than stalling every auction.
 */
export async function readAuctionOrders(
  publicClient: PublicClient,
  settlement: Address,
  orders: readonly StoredOrder[],
  log: (message: string) => void,
): Promise<AuctionOrder[]> {
  const filled = await Promise.all(
    orders.map((o) =>
      publicClient.readContract({
        address: settlement,
        abi: settlementAbi,
        functionName: 'filledAmount',
        args: [o.uid],
      }),
    ),
  )
  return orders.flatMap((o, i) => {
    try {
      const order = normalizeOrder(o)
      return [
        {
          uid: o.uid,
          owner: o.owner,
          order,
          signingScheme: o.signingScheme,
          signature: o.signature,
          partnerFees: chargedPartnerFees(o),
          filled: filled[i] ?? 0n,
          hooks: hooksForFill(o, filled[i] ?? 0n),
        },
      ]
    } catch (error) {
      log(`order ${o.uid} left out: ${error instanceof Error ? error.message : String(error)}`)
      return []
    }
  })
}

/**
 * The settlement contract's balance of each token: the solver's liquidity. Native ETH
 * (0xEeee...) is paid out of the settlement's WETH, unwrapped in the batch.
 */
export async function readBuffers(
  publicClient: PublicClient,
  settlement: Address,
  tokens: readonly Address[],
  wrappedNativeToken?: Address,
): Promise<Map<Address, bigint>> {
  const balances = await Promise.all(
    tokens.map((token) =>
      isAddressEqual(token, NATIVE_CURRENCY_ADDRESS)
        ? wrappedNativeToken
          ? balanceOf(publicClient, wrappedNativeToken, settlement)
          : 0n
        : balanceOf(publicClient, token, settlement),
    ),
  )
  return new Map(tokens.map((token, i) => [token, balances[i] ?? 0n]))
}

function balanceOf(publicClient: PublicClient, token: Address, holder: Address): Promise<bigint> {
  return publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
}

/**
 * The most the buffers pay out of `tokenOut` on the pair in one auction: `fraction` of the
 * pair's virtual pool reserve of that token (zero for a pair the price model cannot quote).
 */
export function pairCap(
  prices: PriceModel,
  fraction: number,
  tokenOut: Address,
  tokenIn: Address,
  atSeconds: number,
): bigint {
  const pool = prices.pool(tokenIn, tokenOut, atSeconds)
  if (typeof pool === 'string') return 0n
  const ppm = BigInt(Math.floor(fraction * 1_000_000))
  return (pool.buyReserve * ppm) / 1_000_000n
}
