/**
 * POST /quote: prices an order from the price model's virtual pools, charges the network cost
 * (gas estimate x the chain's gas price, in the sell token) and stores the quote so that an
 * order can refer to it by `quoteId`.
 */
import { getAddress, type Address } from 'viem'
import {
  quoteRequestSchema,
  type WireQuoteData,
  type WireQuoteRequest,
  type WireQuoteResponse,
} from '@batchswap/contract/wire/quote'
import { isUint32, parseUintString } from '@batchswap/contract/protocol/bounds'
import { isSameToken } from '@batchswap/contract/protocol/eth-flow'
import { orderHooksOf, hooksGas } from '@batchswap/contract/protocol/hooks'
import { resolveAppData, type ResolvedAppData } from './app-data-store'
import type { OrderbookContext } from '../kernel/context'
import { ApiError, badRequest, invalidParameter } from '../kernel/errors'
import { parseWith } from '../kernel/http'
import type { SwapResult } from '../kernel/price-model'
import { requireTradablePair } from './tokens'

export interface NetworkFee {
  gasAmount: bigint
  gasPrice: bigint
  /** Native wei per sell-token atom, as production's decimal string. */
  sellTokenPrice: string
  /** The network cost in sell-token atoms. */
  feeAmount: bigint
}

/** The network cost of one trade (plus `extraGas`, e.g. an EIP-1271 check), in `sellToken`. */
export async function networkFee(
  ctx: OrderbookContext,
  sellToken: Address,
  extraGas = 0n,
): Promise<NetworkFee | undefined> {
  const gasPrice = await ctx.chain.gasPrice()
  const gasAmount = ctx.config.gasPerTrade + extraGas
  const feeAmount = ctx.prices.nativeToToken(gasAmount * gasPrice, sellToken)
  const perAtom = ctx.prices.nativePricePerAtom(sellToken)
  if (feeAmount === undefined || perAtom === undefined) return undefined
  return { gasAmount, gasPrice, feeAmount, sellTokenPrice: String(perAtom) }
}

function noLiquidity(result: SwapResult & { ok: false }, sellToken: Address, buyToken: Address) {
  const why =
    result.reason === 'NoPrice'
      ? 'one of the tokens has no price'
      : 'the amount is too large (or too small) for the pool'
  return badRequest('NoLiquidity', `No liquidity for ${sellToken} -> ${buyToken}: ${why}`)
}

function parseAmount(value: string, field: string): bigint {
  const amount = parseUintString(value)
  if (amount === undefined) throw invalidParameter(`${field} exceeds the uint256 maximum`)
  if (amount === 0n) throw invalidParameter(`${field} must be greater than zero`)
  return amount
}

/** Which amount the request fixes, checked against its kind. */
function requestedAmount(request: WireQuoteRequest) {
  const { kind, sellAmountBeforeFee, sellAmountAfterFee, buyAmountAfterFee } = request
  if (kind === 'sell') {
    if (buyAmountAfterFee !== undefined) {
      throw invalidParameter(
        'buyAmountAfterFee is for buy quotes; a sell quote takes sellAmountBeforeFee or sellAmountAfterFee',
      )
    }
    if ((sellAmountBeforeFee === undefined) === (sellAmountAfterFee === undefined)) {
      throw invalidParameter(
        'a sell quote needs exactly one of sellAmountBeforeFee and sellAmountAfterFee',
      )
    }
    return sellAmountBeforeFee !== undefined
      ? {
          type: 'sellBeforeFee' as const,
          amount: parseAmount(sellAmountBeforeFee, 'sellAmountBeforeFee'),
        }
      : {
          type: 'sellAfterFee' as const,
          amount: parseAmount(sellAmountAfterFee ?? '0', 'sellAmountAfterFee'),
        }
  }
  if (sellAmountBeforeFee !== undefined || sellAmountAfterFee !== undefined) {
    throw invalidParameter('a buy quote takes buyAmountAfterFee, not a sell amount')
  }
  if (buyAmountAfterFee === undefined) {
    throw invalidParameter('a buy quote needs buyAmountAfterFee')
  }
  return {
    type: 'buyAfterFee' as const,
    amount: parseAmount(buyAmountAfterFee, 'buyAmountAfterFee'),
  }
}

function quoteValidTo(ctx: OrderbookContext, request: WireQuoteRequest): number {
  if (request.validTo !== undefined && request.validFor !== undefined) {
    throw invalidParameter('send validTo or validFor, not both')
  }
  const validTo =
    request.validTo ??
    ctx.clock.nowSeconds() + (request.validFor ?? ctx.config.defaultValidForSeconds)
  if (!isUint32(validTo)) throw invalidParameter(`validTo ${validTo} is not a uint32 timestamp`)
  return validTo
}

/** The real service's default `verificationGasLimit` of an eip1271 quote. */
export const DEFAULT_VERIFICATION_GAS_LIMIT = 27_000

/**
 * The gas an order's signature check adds to its network cost, with the real service's
 * rules for the signing scheme of a quote (`QuoteSigningScheme`): only eip1271 pays a
 * verification (its `verificationGasLimit`, default 27,000), and only eip1271 and presign
 * orders can be placed on chain (`onchainOrder`, as eth-flow orders are).
 */
function signatureCheckGas(request: WireQuoteRequest): bigint {
  const scheme = request.signingScheme ?? 'eip712'
  if (request.onchainOrder && (scheme === 'eip712' || scheme === 'ethsign')) {
    throw invalidParameter(`onchainOrder needs signingScheme eip1271 or presign, not ${scheme}`)
  }
  if (scheme !== 'eip1271') {
    if (request.verificationGasLimit !== undefined) {
      throw invalidParameter('verificationGasLimit is for signingScheme eip1271 only')
    }
    return 0n
  }
  return BigInt(request.verificationGasLimit ?? DEFAULT_VERIFICATION_GAS_LIMIT)
}

/**
 * The gas the order's CoW hooks may use (their limits, pre and post), which the real service
 * prices into a quote whose appData carries hooks: a permit pre-hook is paid by the trade.
 */
async function hooksGasOf(ctx: OrderbookContext, appData: ResolvedAppData): Promise<bigint> {
  const document =
    appData.form === 'document' ? appData.document : await ctx.db.getAppData(appData.hash)
  const hooks = orderHooksOf(document)
  return hooksGas(hooks.pre) + hooksGas(hooks.post)
}

export async function createQuote(
  ctx: OrderbookContext,
  body: unknown,
): Promise<WireQuoteResponse> {
  const request = parseWith(quoteRequestSchema, body)
  const amount = requestedAmount(request)
  const sellToken = getAddress(request.sellToken)
  const buyToken = getAddress(request.buyToken)
  const from = getAddress(request.from)
  const receiver = request.receiver ? getAddress(request.receiver) : null

  const banned = ctx.banList.findBanned(from, receiver)
  if (banned) throw new ApiError(403, 'Forbidden', `Address ${banned} is not allowed to trade`)
  if (isSameToken(sellToken, buyToken, ctx.config.wrappedNativeToken)) {
    throw invalidParameter('sellToken and buyToken are the same token')
  }
  if ((request.sellTokenBalance ?? 'erc20') !== 'erc20') {
    throw badRequest(
      'UnsupportedSellTokenSource',
      'the sandbox has no Balancer vault: sellTokenBalance must be erc20',
    )
  }
  if ((request.buyTokenBalance ?? 'erc20') !== 'erc20') {
    throw badRequest(
      'UnsupportedBuyTokenDestination',
      'the sandbox has no Balancer vault: buyTokenBalance must be erc20',
    )
  }
  requireTradablePair(ctx, sellToken, buyToken)
  const appData = resolveAppData(request.appData, request.appDataHash)
  const validTo = quoteValidTo(ctx, request)

  const fee = await networkFee(
    ctx,
    sellToken,
    signatureCheckGas(request) + (await hooksGasOf(ctx, appData)),
  )
  if (!fee) {
    throw badRequest(
      'NoLiquidity',
      `No liquidity for ${sellToken} -> ${buyToken}: no price for the sell token`,
    )
  }

  let sellAmount: bigint
  let buyAmount: bigint
  if (amount.type === 'sellBeforeFee') {
    if (amount.amount <= fee.feeAmount) {
      throw new ApiError(
        400,
        'SellAmountDoesNotCoverFee',
        `The sell amount ${amount.amount} does not cover the network fee of ${fee.feeAmount}`,
        {},
        // Production names the fee so that a client can show it.
        { fee_amount: fee.feeAmount.toString() },
      )
    }
    sellAmount = amount.amount - fee.feeAmount
    const result = ctx.prices.quoteSell(sellToken, buyToken, sellAmount)
    if (!result.ok) throw noLiquidity(result, sellToken, buyToken)
    buyAmount = result.buyAmount
  } else if (amount.type === 'sellAfterFee') {
    sellAmount = amount.amount
    const result = ctx.prices.quoteSell(sellToken, buyToken, sellAmount)
    if (!result.ok) throw noLiquidity(result, sellToken, buyToken)
    buyAmount = result.buyAmount
  } else {
    buyAmount = amount.amount
    const result = ctx.prices.quoteBuy(sellToken, buyToken, buyAmount)
    if (!result.ok) throw noLiquidity(result, sellToken, buyToken)
    sellAmount = result.sellAmount
  }

  const createdAt = ctx.clock.now()
  const expiration = new Date(createdAt.getTime() + ctx.config.quoteValiditySeconds * 1000)
  const partiallyFillable = request.partiallyFillable ?? false
  const signingScheme = request.signingScheme ?? 'eip712'
  const wireAppData = appData.form === 'document' ? appData.document : appData.hash
  const id = await ctx.db.insertQuote({
    sellToken,
    buyToken,
    from,
    receiver,
    kind: request.kind,
    sellAmount,
    buyAmount,
    feeAmount: fee.feeAmount,
    gasAmount: fee.gasAmount,
    gasPrice: fee.gasPrice,
    sellTokenPrice: fee.sellTokenPrice,
    validTo,
    appData: wireAppData,
    appDataHash: appData.hash,
    partiallyFillable,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    signingScheme,
    priceQuality: request.priceQuality ?? 'optimal',
    verified: false,
    solver: ctx.config.solver,
    createdAt,
    expiration,
  })

  const quote: WireQuoteData = {
    sellToken,
    buyToken,
    receiver,
    sellAmount: sellAmount.toString(),
    buyAmount: buyAmount.toString(),
    validTo,
    appData: wireAppData,
    appDataHash: appData.hash,
    feeAmount: fee.feeAmount.toString(),
    gasAmount: fee.gasAmount.toString(),
    gasPrice: fee.gasPrice.toString(),
    sellTokenPrice: fee.sellTokenPrice,
    kind: request.kind,
    partiallyFillable,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    signingScheme,
  }
  return {
    quote,
    from,
    expiration: expiration.toISOString(),
    id,
    // No simulation runs in the sandbox, so no quote claims to be verified.
    verified: false,
    protocolFeeBps: '0',
  }
}
