/**
 * Order replacement, as the production orderbook does it (cowprotocol/services
 * `crates/orderbook/src/orderbook.rs`, `get_replaced_order` and `replace_order`): a new order
 * whose appData names `metadata.replacedOrder.uid` cancels that order in the same database
 * transaction that stores the new one, or is refused and nothing changes.
 *
 * - the appData's `replacedOrder` must be `{ "uid": "0x" + 112 hex }` and nothing else
 *   (schema `replacedOrder/v0.1.0`), or 400 `InvalidAppData`;
 * - the replaced order is looked up like a cancellation's: 404 `OrderNotFound`, 400
 *   `AlreadyCancelled` / `OrderFullyExecuted` / `OrderExpired` / `OnChainOrder`;
 * - the new order must carry an ECDSA signature (otherwise anyone could cancel an order by
 *   posting a presign order for its owner): 400 `InvalidSignature`;
 * - both orders have the same owner: 401 `WrongOwner`.
 *
 * Not modelled: production's `OldOrderActivelyBidOn` (the old order in a recent competition's
 * solutions); the sandbox's solver settles within one auction run, so there is no window to guard.
 */
import { isAddressEqual, type Address, type Hex } from 'viem'
import type { WireSigningScheme } from '@batchswap/contract/wire/primitives'
import { isOrderUid } from '@batchswap/contract/protocol/uid'
import type { OrderbookContext } from '../kernel/context'
import { normalizeHex, type NewOrder, type StoredOrder } from '../kernel/db'
import { ApiError, badRequest, notFound } from '../kernel/errors'
import { orderStatusAt } from '../kernel/order-status'

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function invalidAppData(description: string): ApiError {
  return badRequest('InvalidAppData', `metadata.replacedOrder: ${description}`)
}

/**
 * The UID the appData document asks to replace, if any. The document was parsed already as
 * a JSON object by the appData checks; anything malformed here is refused, never ignored,
 * because ignoring it would leave the trader with two open orders where they asked for one.
 */
export function replacedOrderUidOf(document: string): Hex | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(document)
  } catch {
    return undefined // not JSON: the appData checks answer for that
  }
  if (!isObject(parsed) || !isObject(parsed.metadata)) return undefined
  if (!Object.prototype.hasOwnProperty.call(parsed.metadata, 'replacedOrder')) return undefined
  const replaced = parsed.metadata.replacedOrder
  if (!isObject(replaced)) throw invalidAppData('must be an object { "uid": "0x…" }')
  const extra = Object.keys(replaced).filter((key) => key !== 'uid')
  if (extra.length > 0) {
    throw invalidAppData(`unknown field ${JSON.stringify(extra[0])} (only "uid" is allowed)`)
  }
  const uid = replaced.uid
  if (!isOrderUid(uid)) {
    throw invalidAppData('uid must be an order UID: "0x" and 112 hex digits (56 bytes)')
  }
  return normalizeHex(uid)
}

/** The order to replace, when it can be cancelled (the checks of a cancellation, bar owner). */
export async function findReplacedOrder(ctx: OrderbookContext, uid: Hex): Promise<StoredOrder> {
  const order = await ctx.db.getOrder(uid)
  if (!order) throw notFound('OrderNotFound', `the replaced order ${uid} was not found`)
  if (order.signingScheme === 'presign' || order.signingScheme === 'eip1271') {
    throw badRequest(
      'OnChainOrder',
      `the replaced order ${uid} is a ${order.signingScheme} order: it can only be cancelled on chain`,
    )
  }
  switch (orderStatusAt(order, ctx.clock.nowSeconds())) {
    case 'cancelled':
      throw badRequest('AlreadyCancelled', `the replaced order ${uid} is cancelled already`)
    case 'fulfilled':
      throw badRequest('OrderFullyExecuted', `the replaced order ${uid} is fully executed`)
    case 'expired':
      throw badRequest('OrderExpired', `the replaced order ${uid} has expired`)
    default:
      return order
  }
}

/** The new order may replace the old one: signed by its owner with an ECDSA scheme. */
export function checkReplacement(
  replaced: StoredOrder,
  newOwner: Address,
  newScheme: WireSigningScheme,
): void {
  if (newScheme !== 'eip712' && newScheme !== 'ethsign') {
    throw badRequest(
      'InvalidSignature',
      `a replacing order must be signed with eip712 or ethsign, not ${newScheme}`,
    )
  }
  if (!isAddressEqual(replaced.owner, newOwner)) {
    throw new ApiError(
      401,
      'WrongOwner',
      `the new order is signed by ${newOwner}, but the replaced order ${replaced.uid} belongs to ${replaced.owner}`,
    )
  }
}

/**
 * Cancels `replacedUid` and stores `order` in one transaction. The cancel is conditional on the
 * old order still being open (a fill or a cancellation may have landed since it was read);
 * if it is not, or the new order is a duplicate, the transaction is rolled back.
 */
export async function insertReplacingOrder(
  ctx: OrderbookContext,
  order: NewOrder,
  appDataDocument: string | undefined,
  replacedUid: Hex,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const cancelled = await tx.cancelIfOpen(replacedUid, ctx.clock.now(), ctx.clock.nowSeconds())
    if (!cancelled) {
      throw badRequest(
        'AlreadyCancelled',
        `the replaced order ${replacedUid} is no longer open (filled or cancelled meanwhile)`,
      )
    }
    if (!(await tx.insertOrder(order, appDataDocument))) {
      throw badRequest('DuplicatedOrder', `order ${order.uid} exists already`)
    }
  })
}
