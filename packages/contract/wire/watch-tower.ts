/**
 * GET /sandbox/watch-tower/{owner}: the sandbox watch-tower's view of an owner's conditional
 * orders (sandbox/watch-tower): what it posted, what it waits for, and why a part it could not
 * post was refused. CoW's own watch-tower logs this; the sandbox serves it so the app can say
 * why a TWAP part is missing instead of letting parts stop silently.
 */
import * as z from 'zod/mini'
import { addressSchema, hash32Schema, hexSchema, orderUidSchema } from './primitives'

export const watchTowerErrorSchema = z.looseObject({
  /** The part the orderbook refused. */
  orderUid: orderUidSchema,
  /** The orderbook's errorType (InsufficientBalance, InvalidSignature, ...). */
  errorType: z.string(),
  description: z.string(),
})
export type WireWatchTowerError = z.infer<typeof watchTowerErrorSchema>

export const watchedConditionalOrderSchema = z.looseObject({
  /** ComposableCoW's `hash(params)`. */
  id: hash32Schema,
  owner: addressSchema,
  handler: addressSchema,
  salt: hash32Schema,
  staticInput: hexSchema,
  createdTx: hash32Schema,
  /** active: parts still to come; done: its last part is past; removed: its owner removed it. */
  state: z.enum(['active', 'done', 'removed', 'invalid']),
  /** Unix seconds (chain time) of the next check, when it waits for a time. */
  nextCheckAt: z.optional(z.number()),
  /** Why it waits or stopped. */
  reason: z.optional(z.string()),
  postedOrders: z.array(orderUidSchema),
  lastError: z.optional(z.extend(watchTowerErrorSchema, { attempts: z.number() })),
})
export type WireWatchedConditionalOrder = z.infer<typeof watchedConditionalOrderSchema>

export const watchTowerOrdersSchema = z.array(watchedConditionalOrderSchema)
