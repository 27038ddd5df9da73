/**
 * POST /orders: every check of spec 7.3 (and the production service's extra ones), done for
 * real against the signing domain and the chain. The read model is `order-read-model.ts`.
 */
import { checkAppDataSchema } from '@batchswap/contract/protocol/app-data-schema'
import { orderHooksOf, type Hook } from '@batchswap/contract/protocol/hooks'
import { fundsAfterHooks } from '../chain/hook-funds'
import { getAddress, isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import { orderCreationSchema, type WireOrderCreation } from '@batchswap/contract/wire/orders'
import { type WireOrderStatus } from '@batchswap/contract/wire/primitives'
import { isUint32, parseUintString } from '@batchswap/contract/protocol/bounds'
import { isSameToken } from '@batchswap/contract/protocol/eth-flow'
import { hashOrder, type OrderData } from '@batchswap/contract/protocol/order'
import { recoverEcdsaSigner } from '@batchswap/contract/protocol/signing'
import { packOrderUid } from '@batchswap/contract/protocol/uid'
import { resolveAppData } from './app-data-store'
import type { OrderbookContext } from '../kernel/context'
import type { NewOrder, StoredQuote } from '../kernel/db'
import { ApiError, badRequest } from '../kernel/errors'
import { parseWith } from '../kernel/http'
import { classifyOrder, enforceClassRules, enforceLimitOrderCount } from './order-class'
import {
  checkReplacement,
  findReplacedOrder,
  insertReplacingOrder,
  replacedOrderUidOf,
} from './replacement'
import { requireTradablePair } from './tokens'

function uint256(value: string, errorType: string, field: string): bigint {
  const parsed = parseUintString(value)
  if (parsed === undefined) throw badRequest(errorType, `${field} exceeds the uint256 maximum`)
  return parsed
}

function checkValidTo(ctx: OrderbookContext, validTo: number): void {
  if (!isUint32(validTo)) {
    throw badRequest('InvalidParameter', `validTo ${validTo} is not a uint32 timestamp`)
  }
  const now = ctx.clock.nowSeconds()
  if (validTo < now) {
    throw badRequest('OrderExpired', `validTo ${validTo} is in the past (now is ${now})`)
  }
  if (validTo < now + ctx.config.minOrderValiditySeconds) {
    throw badRequest(
      'InsufficientValidTo',
      `the order must stay valid for at least ${ctx.config.minOrderValiditySeconds} s`,
    )
  }
  // The longest validity depends on the order's class: enforceClassRules.
}

/** Who owns the order, from its signature (ECDSA schemes) or its `from` (contract schemes). */
async function verifySignature(
  ctx: OrderbookContext,
  body: WireOrderCreation,
  digest: Hex,
): Promise<{ owner: Address; status: WireOrderStatus }> {
  const from = body.from ? getAddress(body.from) : undefined
  const signature = body.signature as Hex
  switch (body.signingScheme) {
    case 'eip712':
    case 'ethsign': {
      let signer: Address
      try {
        signer = await recoverEcdsaSigner({ digest, signature, scheme: body.signingScheme })
      } catch (error) {
        throw badRequest(
          'InvalidSignature',
          error instanceof Error ? error.message : 'the signature cannot be recovered',
        )
      }
      if (from && !isAddressEqual(from, signer)) {
        throw badRequest(
          'InvalidSignature',
          `the ${body.signingScheme} signature recovers ${signer}, not from ${from} (wrong domain, scheme or signer)`,
        )
      }
      return { owner: signer, status: 'open' }
    }
    case 'eip1271': {
      if (!from) throw badRequest('MissingFrom', 'eip1271 orders need `from`: the signing contract')
      const valid = await ctx.chain.isValidSignature(from, digest, signature)
      if (!valid) {
        throw badRequest(
          'InvalidSignature',
          `the contract ${from} does not accept this signature (isValidSignature did not return 0x1626ba7e)`,
        )
      }
      return { owner: from, status: 'open' }
    }
    case 'presign': {
      if (!from) throw badRequest('MissingFrom', 'presign orders need `from`: the owner')
      // The signature carries nothing for presign: empty, or the owner's address.
      if (signature !== '0x' && !(signature.length === 42 && isAddressEqual(signature, from))) {
        throw badRequest('InvalidSignature', 'a presign order carries the signature "0x"')
      }
      return { owner: from, status: 'presignaturePending' }
    }
  }
}

/**
 * A document with hooks must match the app-data schema of its version: hooks the solver
 * cannot read are refused up front (InvalidAppData), not silently skipped at settlement.
 */
async function checkHooksSchema(document: string): Promise<void> {
  if (!/"hooks"/.test(document)) return
  const verdict = await checkAppDataSchema(document)
  if (!verdict.ok) throw badRequest('InvalidAppData', verdict.message)
}

async function checkFunds(
  ctx: OrderbookContext,
  owner: Address,
  sellToken: Address,
  needed: bigint,
  requireFull: boolean,
  preHooks: readonly Hook[],
): Promise<void> {
  const enough = (value: bigint) => (requireFull ? value >= needed : value > 0n)
  let funds = await ctx.chain.funds(
    sellToken,
    owner,
    (f) => enough(f.balance) && enough(f.allowance),
  )
  // As the real service: the transfer is judged with the order's pre-hooks applied, so an
  // allowance a pre-hook (a permit) will grant counts.
  if (preHooks.length > 0 && !(enough(funds.balance) && enough(funds.allowance))) {
    funds =
      (await fundsAfterHooks(
        ctx.chain.client,
        preHooks,
        sellToken,
        owner,
        ctx.config.vaultRelayer,
      )) ?? funds
  }
  if (!enough(funds.balance)) {
    throw badRequest(
      'InsufficientBalance',
      `${owner} holds ${funds.balance} of ${sellToken}; the order needs ${requireFull ? needed : 'some'}`,
    )
  }
  if (!enough(funds.allowance)) {
    throw badRequest(
      'InsufficientAllowance',
      `${owner} allows the vault relayer ${ctx.config.vaultRelayer} ${funds.allowance} of ${sellToken}; the order needs ${requireFull ? needed : 'some'}`,
    )
  }
}

/** The quote the order refers to, when it exists and is for the same trade. */
async function linkedQuote(
  ctx: OrderbookContext,
  quoteId: number | null | undefined,
  order: OrderData,
): Promise<StoredQuote | undefined> {
  if (quoteId === null || quoteId === undefined) return undefined
  const quote = await ctx.db.getQuote(quoteId)
  if (
    !quote ||
    quote.kind !== order.kind ||
    !isAddressEqual(quote.sellToken, order.sellToken) ||
    !isAddressEqual(quote.buyToken, order.buyToken)
  ) {
    return undefined
  }
  return quote
}

/** Validates and stores a posted order; returns its UID. */
export async function submitOrder(ctx: OrderbookContext, body: unknown): Promise<Hex> {
  const wire = parseWith(orderCreationSchema, body)
  const sellAmount = uint256(wire.sellAmount, 'SellAmountOverflow', 'sellAmount')
  const buyAmount = uint256(wire.buyAmount, 'BuyAmountOverflow', 'buyAmount')
  const feeAmount = uint256(wire.feeAmount, 'InvalidParameter', 'feeAmount')
  if (feeAmount !== 0n) {
    throw badRequest(
      'NonZeroFee',
      'orders are signed with feeAmount "0"; the network fee is taken from the sell amount',
    )
  }
  if (sellAmount === 0n || buyAmount === 0n) {
    throw badRequest('ZeroAmount', 'sellAmount and buyAmount must be greater than zero')
  }
  const sellToken = getAddress(wire.sellToken)
  const buyToken = getAddress(wire.buyToken)
  if (isSameToken(sellToken, buyToken, ctx.config.wrappedNativeToken)) {
    throw badRequest('SameBuyAndSellToken', 'sellToken and buyToken are the same token')
  }
  const sellTokenBalance = wire.sellTokenBalance ?? 'erc20'
  const buyTokenBalance = wire.buyTokenBalance ?? 'erc20'
  if (sellTokenBalance !== 'erc20') {
    throw badRequest(
      'UnsupportedSellTokenSource',
      'the sandbox has no Balancer vault: sellTokenBalance must be erc20',
    )
  }
  if (buyTokenBalance !== 'erc20') {
    throw badRequest(
      'UnsupportedBuyTokenDestination',
      'the sandbox has no Balancer vault: buyTokenBalance must be erc20',
    )
  }
  checkValidTo(ctx, wire.validTo)

  const appData = resolveAppData(wire.appData, wire.appDataHash)
  const appDataDocument =
    appData.form === 'document' ? appData.document : await ctx.db.getAppData(appData.hash)
  if (appDataDocument === undefined) {
    throw badRequest(
      'InvalidAppData',
      `no appData document with hash ${appData.hash} was uploaded (PUT /app_data/{hash}), and appData is not a JSON document`,
    )
  }
  await checkHooksSchema(appDataDocument)
  // As production: the replaced order is looked up before the new order is validated.
  const replacedUid = replacedOrderUidOf(appDataDocument)
  const replaced = replacedUid ? await findReplacedOrder(ctx, replacedUid) : undefined
  requireTradablePair(ctx, sellToken, buyToken)

  const receiver = wire.receiver ? getAddress(wire.receiver) : null
  const order: OrderData = {
    sellToken,
    buyToken,
    receiver: receiver ?? zeroAddress,
    sellAmount,
    buyAmount,
    validTo: wire.validTo,
    appData: appData.hash,
    feeAmount,
    kind: wire.kind,
    partiallyFillable: wire.partiallyFillable,
    sellTokenBalance,
    buyTokenBalance,
  }
  const digest = hashOrder(ctx.domain, order)
  const { owner, status: initialStatus } = await verifySignature(ctx, wire, digest)
  const banned = ctx.banList.findBanned(owner, wire.from, receiver)
  if (banned) throw new ApiError(403, 'Forbidden', `Address ${banned} is not allowed to trade`)
  const uid = packOrderUid({ orderDigest: digest, owner, validTo: order.validTo })
  const quote = await linkedQuote(ctx, wire.quoteId, order)
  const verdict = await classifyOrder(ctx, order, quote, appDataDocument)
  enforceClassRules(ctx, verdict, order, wire.signingScheme)

  const fullBalanceCheck = wire.fullBalanceCheck ?? false
  // As the real service: a presign order needs no balance or allowance yet, so that a
  // contract (a Safe) can bundle the approval with its setPreSignature in one transaction.
  if (wire.signingScheme !== 'presign') {
    await checkFunds(
      ctx,
      owner,
      sellToken,
      sellAmount + feeAmount,
      fullBalanceCheck || !wire.partiallyFillable,
      orderHooksOf(appDataDocument).pre,
    )
  }
  await enforceLimitOrderCount(ctx, owner, verdict)
  let status = initialStatus
  if (status === 'presignaturePending' && (await ctx.chain.preSignature(uid))) status = 'open'

  const newOrder: NewOrder = {
    uid,
    owner,
    sellToken,
    buyToken,
    receiver,
    sellAmount,
    buyAmount,
    validTo: order.validTo,
    appData: appData.hash,
    feeAmount,
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance,
    buyTokenBalance,
    signingScheme: wire.signingScheme,
    signature: wire.signature as Hex,
    from: wire.from ? getAddress(wire.from) : null,
    quoteId: quote?.id ?? null,
    class: verdict.class,
    fullBalanceCheck,
    settlementContract: ctx.config.settlement,
    creationDate: ctx.clock.now(),
    status,
  }
  const documentToStore = appData.form === 'document' ? appData.document : undefined
  if (replaced) {
    checkReplacement(replaced, owner, wire.signingScheme)
    await insertReplacingOrder(ctx, newOrder, documentToStore, replaced.uid)
    return uid
  }
  const inserted = await ctx.db.insertOrder(newOrder, documentToStore)
  // Like production, a duplicate is found by the insert itself, after every other check.
  if (!inserted) throw badRequest('DuplicatedOrder', `order ${uid} exists already`)
  return uid
}

/**
 * Moves a presign order to open once the chain has its pre-signature (and back when it was
 * revoked). The indexer calls this on PreSignature events; returns the new stored status.
 */
export async function refreshPresignature(
  ctx: OrderbookContext,
  uid: Hex,
): Promise<WireOrderStatus | undefined> {
  const order = await ctx.db.getOrder(uid)
  if (!order || order.signingScheme !== 'presign') return order?.status
  if (order.status !== 'presignaturePending' && order.status !== 'open') return order.status
  const signed = await ctx.chain.preSignature(order.uid)
  const status: WireOrderStatus = signed ? 'open' : 'presignaturePending'
  if (status !== order.status) await ctx.db.setOrderStatus(order.uid, status)
  return status
}
