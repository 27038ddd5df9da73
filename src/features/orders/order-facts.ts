/**
 * What an order placed with another front end is, read from its fields: eth-flow (native
 * currency sold through the EthFlow contract), pre-signed, smart-contract signed, with
 * hooks in its appData. Pure functions; the table and the details page show them.
 */
import { plural, t } from '@lingui/core/macro'
import { UNREADABLE_ORDER } from '@/api/orderbook'
import { isEthFlowOrder, type Order } from '@/api/types'
import { appDataDocumentOf } from '@/api/order-kind'
import { parseAppData, type JsonValue } from '@batchswap/contract/protocol/app-data'

export interface OrderHook {
  target: string
  callData: string
  gasLimit?: string
  dappId?: string
}

export interface OrderHooks {
  pre: OrderHook[]
  post: OrderHook[]
}

function asObject(value: JsonValue | undefined): Record<string, JsonValue> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined
}

function readHooks(value: JsonValue | undefined): OrderHook[] {
  if (!Array.isArray(value)) return []
  const hooks: OrderHook[] = []
  for (const entry of value) {
    const hook = asObject(entry)
    if (!hook || typeof hook.target !== 'string' || typeof hook.callData !== 'string') continue
    const out: OrderHook = { target: hook.target, callData: hook.callData }
    if (typeof hook.gasLimit === 'string' || typeof hook.gasLimit === 'number') {
      out.gasLimit = String(hook.gasLimit)
    }
    if (typeof hook.dappId === 'string') out.dappId = hook.dappId
    hooks.push(out)
  }
  return hooks
}

/**
 * The hooks of the app-data schema (`metadata.hooks.pre` / `.post`), ignoring entries that
 * are not hooks. Undefined when the order has no readable document or no hooks in it.
 */
export function appDataHooks(
  order: Pick<Order, 'fullAppData' | 'appData'>,
): OrderHooks | undefined {
  const document = appDataDocumentOf(order)
  if (document === undefined) return undefined
  let hooks: Record<string, JsonValue> | undefined
  try {
    hooks = asObject(asObject(parseAppData(document).metadata)?.hooks)
  } catch {
    return undefined
  }
  if (!hooks) return undefined
  const result = { pre: readHooks(hooks.pre), post: readHooks(hooks.post) }
  return result.pre.length + result.post.length > 0 ? result : undefined
}

/** "1 pre-hook, 2 post-hooks" */
export function describeHooks(hooks: OrderHooks): string {
  const pre = hooks.pre.length
  const post = hooks.post.length
  return [
    pre > 0 ? plural(pre, { one: '# pre-hook', other: '# pre-hooks' }) : undefined,
    post > 0 ? plural(post, { one: '# post-hook', other: '# post-hooks' }) : undefined,
  ]
    .filter((s) => s !== undefined)
    .join(', ')
}

export type Placement = 'ethFlow' | 'presign' | 'eip1271' | 'signed' | 'unknown'

/** How the order was placed, from its signing scheme and eth-flow data. */
export function placementOf(order: Pick<Order, 'ethflowData' | 'signingScheme'>): Placement {
  if (isEthFlowOrder(order)) return 'ethFlow'
  switch (order.signingScheme) {
    case 'presign':
      return 'presign'
    case 'eip1271':
      return 'eip1271'
    case 'eip712':
    case 'ethsign':
      return 'signed'
    case 'unknown':
      return 'unknown'
  }
}

/**
 * Short tags for a row: what makes the order different from a plain market order signed
 * in a wallet. Order: placement, class, partial fills, hooks.
 */
export function orderTags(
  order: Pick<
    Order,
    'ethflowData' | 'signingScheme' | 'class' | 'partiallyFillable' | 'fullAppData' | 'appData'
  >,
  nativeSymbol: string,
): string[] {
  const tags: string[] = []
  const placement = placementOf(order)
  if (placement === 'ethFlow') tags.push(t`Native ${nativeSymbol}`)
  if (placement === 'presign') tags.push(t`Pre-signed`)
  if (placement === 'eip1271') tags.push(t`Smart account`)
  if (order.class === 'limit') tags.push(t`Limit`)
  if (order.class === 'unknown') tags.push(t`Other class`)
  if (order.partiallyFillable) tags.push(t`Partially fillable`)
  if (appDataHooks(order)) tags.push(t`Hooks`)
  return tags
}

/** A sentence for the details page saying how the order came to be. */
export function placementSentence(placement: Placement, nativeSymbol: string): string {
  switch (placement) {
    case 'ethFlow':
      return t`Sells native ${nativeSymbol} through the eth-flow contract, which owns the order and holds the ${nativeSymbol} until it fills, its trader cancels it or it is refunded after its deadline.`
    case 'presign':
      return t`Pre-signed: the owner approves it with an on-chain transaction (setPreSignature) instead of a wallet signature.`
    case 'eip1271':
      return t`Signed by a smart-contract account (EIP-1271).`
    case 'signed':
      return t`Signed in a wallet.`
    case 'unknown':
      return t`Signed with a scheme this app does not know.`
  }
}

/**
 * The service's problem with an order, as the page shows it: the orderbook module's own
 * sentence (src/api/orderbook.ts, which scripts run outside the app's build) in the active
 * language, anything else as it came.
 */
export function unreadableSentence(description: string): string {
  return description === UNREADABLE_ORDER
    ? t`The service sent this order in a form this app cannot read.`
    : description
}
