/**
 * TWAP orders through ComposableCoW: the handler's static input (TWAPOrder.Data), the
 * conditional order's params and id, each part's order and UID (the Safe transaction's calls
 * are in twap-safe-calls.ts). The app and the sandbox's
 * watch-tower share it; twap.test.ts compares the encodings with `@cowprotocol/sdk-composable`.
 */
import {
  decodeAbiParameters,
  encodeAbiParameters,
  isAddressEqual,
  keccak256,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import type { ProtocolDomain } from './domain'
import type { OrderData } from './order-data'
import { computeOrderUid } from './order'

/** TWAPOrder.Data: what the TWAP handler decodes from the conditional order's static input. */
export interface TwapData {
  sellToken: Address
  buyToken: Address
  /** The zero address means "the owner" (the Safe). */
  receiver: Address
  /** Sold by each part. */
  partSellAmount: bigint
  /** The least each part must buy (its limit). */
  minPartLimit: bigint
  /** Start (unix seconds); 0 = when the creating transaction is mined (the order's cabinet). */
  t0: bigint
  /** Number of parts (more than 1). */
  n: bigint
  /** Seconds between parts' starts. */
  t: bigint
  /** Seconds each part is valid from its start; 0 = the whole interval `t`. */
  span: bigint
  appData: Hex
}

/** The tuple ABI of TWAPOrder.Data (the SDK's `TWAP_STRUCT_ABI`). */
// prettier-ignore
export const TWAP_DATA_ABI = [
  { type: 'tuple', components: [{ type: 'address', name: 'sellToken' }, { type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'partSellAmount' }, { type: 'uint256', name: 'minPartLimit' }, { type: 'uint256', name: 't0' }, { type: 'uint256', name: 'n' }, { type: 'uint256', name: 't' }, { type: 'uint256', name: 'span' }, { type: 'bytes32', name: 'appData' }] },
] as const

/** IConditionalOrder.ConditionalOrderParams (the SDK's `CONDITIONAL_ORDER_PARAMS_ABI`). */
// prettier-ignore
export const CONDITIONAL_ORDER_PARAMS_ABI = [
  { type: 'tuple', components: [{ type: 'address', name: 'handler' }, { type: 'bytes32', name: 'salt' }, { type: 'bytes', name: 'staticInput' }] },
] as const

export interface ConditionalOrderParams {
  handler: Address
  salt: Hex
  staticInput: Hex
}

/** The longest interval between parts the handler accepts (365 days). */
export const TWAP_MAX_FREQUENCY = 365n * 24n * 3600n
const MAX_UINT32 = 2n ** 32n - 1n

/**
 * The TWAP handler's interface (ours and CoW's: `getTradeableOrder` and `verify` of
 * IConditionalOrderGenerator, ERC-165) and the errors a handler reverts with, which tell the
 * watch-tower when to ask again (PollTry*) or to stop (OrderNotValid, PollNever).
 */
// prettier-ignore
export const twapHandlerAbi = [
  { type: 'constructor', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: '_composableCow' }] },
  { name: 'composableCow', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'supportsInterface', type: 'function', stateMutability: 'pure', inputs: [{ type: 'bytes4', name: 'interfaceId' }], outputs: [{ type: 'bool' }] },
  { name: 'getTradeableOrder', type: 'function', stateMutability: 'view', inputs: [{ type: 'address', name: 'owner' }, { type: 'address' }, { type: 'bytes32', name: 'ctx' }, { type: 'bytes', name: 'staticInput' }, { type: 'bytes' }], outputs: [{ type: 'tuple', name: 'order', components: [{ type: 'address', name: 'sellToken' }, { type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'bytes32', name: 'kind' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'bytes32', name: 'sellTokenBalance' }, { type: 'bytes32', name: 'buyTokenBalance' }] }] },
  { name: 'verify', type: 'function', stateMutability: 'view', inputs: [{ type: 'address', name: 'owner' }, { type: 'address', name: 'sender' }, { type: 'bytes32', name: '_hash' }, { type: 'bytes32', name: 'domainSeparator' }, { type: 'bytes32', name: 'ctx' }, { type: 'bytes', name: 'staticInput' }, { type: 'bytes', name: 'offchainInput' }, { type: 'tuple', components: [{ type: 'address', name: 'sellToken' }, { type: 'address', name: 'buyToken' }, { type: 'address', name: 'receiver' }, { type: 'uint256', name: 'sellAmount' }, { type: 'uint256', name: 'buyAmount' }, { type: 'uint32', name: 'validTo' }, { type: 'bytes32', name: 'appData' }, { type: 'uint256', name: 'feeAmount' }, { type: 'bytes32', name: 'kind' }, { type: 'bool', name: 'partiallyFillable' }, { type: 'bytes32', name: 'sellTokenBalance' }, { type: 'bytes32', name: 'buyTokenBalance' }] }], outputs: [] },
  { name: 'OrderNotValid', type: 'error', inputs: [{ type: 'string', name: 'reason' }] },
  { name: 'PollTryNextBlock', type: 'error', inputs: [{ type: 'string', name: 'reason' }] },
  { name: 'PollTryAtBlock', type: 'error', inputs: [{ type: 'uint256', name: 'blockNumber' }, { type: 'string', name: 'reason' }] },
  { name: 'PollTryAtEpoch', type: 'error', inputs: [{ type: 'uint256', name: 'timestamp' }, { type: 'string', name: 'reason' }] },
  { name: 'PollNever', type: 'error', inputs: [{ type: 'string', name: 'reason' }] },
] as const

/** The value factory a TWAP that starts "now" is created with (`createWithContext`). */
// prettier-ignore
export const currentBlockTimestampFactoryAbi = [
  { name: 'getValue', type: 'function', stateMutability: 'view', inputs: [{ type: 'bytes' }], outputs: [{ type: 'bytes32' }] },
] as const

/** Safe v1.4.1's fallback manager: its setter and the storage slot of the handler. */
// prettier-ignore
export const safeFallbackManagerAbi = [
  { name: 'setFallbackHandler', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'address', name: 'handler' }], outputs: [] },
] as const
/** keccak256("fallback_manager.handler.address") */
export const SAFE_FALLBACK_HANDLER_SLOT: Hex =
  '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'

/** The ComposableCoW family on one network. */
export interface ComposableCowContracts {
  composableCow: Address
  twapHandler: Address
  extensibleFallbackHandler: Address
  currentBlockTimestampFactory: Address
}

/**
 * CoW's deployment: the same CREATE2 addresses on every network it runs on (the SDK's
 * `TWAP_ADDRESS`, `CURRENT_BLOCK_TIMESTAMP_FACTORY_ADDRESS`, sdk-config's
 * `COMPOSABLE_COW_CONTRACT_ADDRESS` and `EXTENSIBLE_FALLBACK_HANDLER`).
 */
export const COW_COMPOSABLE_CONTRACTS: ComposableCowContracts = {
  composableCow: '0xfdaFc9d1902f4e0b84f65F49f244b32b31013b74',
  twapHandler: '0x6cF1e9cA41f7611dEf408122793c358a3d11E5a5',
  extensibleFallbackHandler: '0x2f55e8b20D0B9FEFA187AA7d00B6Cbe563605bF5',
  currentBlockTimestampFactory: '0x52eD56Da04309Aca4c3FECC595298d80C2f16BAc',
}

/**
 * The handler's data from the trader's totals, as the SDK's `transformDataToStruct`: each part
 * sells `sellAmount / n` and buys at least `minBuyAmount / n` (rounded down); `startTime`
 * undefined starts when the creating transaction is mined; `partDuration` undefined lets each
 * part last the whole interval.
 */
export function twapDataFromTotals({
  sellToken,
  buyToken,
  receiver,
  sellAmount,
  minBuyAmount,
  numberOfParts,
  timeBetweenParts,
  partDuration,
  startTime,
  appData,
}: {
  sellToken: Address
  buyToken: Address
  receiver: Address
  sellAmount: bigint
  minBuyAmount: bigint
  numberOfParts: bigint
  timeBetweenParts: bigint
  partDuration?: bigint
  startTime?: bigint
  appData: Hex
}): TwapData {
  if (numberOfParts <= 0n) throw new Error('A TWAP has at least one part.')
  return {
    sellToken,
    buyToken,
    receiver,
    partSellAmount: sellAmount / numberOfParts,
    minPartLimit: minBuyAmount / numberOfParts,
    t0: startTime ?? 0n,
    n: numberOfParts,
    t: timeBetweenParts,
    span: partDuration ?? 0n,
    appData,
  }
}

/**
 * The sandbox's deployment (deployer nonces 99-102); written out like every network's
 * contracts (chains.ts), twap.test.ts pins them to sandbox/deployment.ts.
 */
export const SANDBOX_COMPOSABLE_CONTRACTS: ComposableCowContracts = {
  composableCow: '0x32e0a4F5c9846C8C504103E41d7E8EdF03CE8CBC',
  twapHandler: '0x5268dcE6Def0b42d3C315dE18F2eb43fea782835',
  currentBlockTimestampFactory: '0xEc12943948293Be030811514e0B374D040F60F56',
  extensibleFallbackHandler: '0xA922C3227149D9bc5001D796aA418b590D0C4a7B',
}

/** ComposableCoW's contracts on a network. */
export function composableContractsFor(chain: { isSandbox: boolean }): ComposableCowContracts {
  return chain.isSandbox ? SANDBOX_COMPOSABLE_CONTRACTS : COW_COMPOSABLE_CONTRACTS
}

export function encodeTwapStaticInput(data: TwapData): Hex {
  return encodeAbiParameters(TWAP_DATA_ABI, [data])
}

export function decodeTwapStaticInput(staticInput: Hex): TwapData {
  const [data] = decodeAbiParameters(TWAP_DATA_ABI, staticInput)
  return { ...data }
}

/** ComposableCoW's `hash(params)`: the id of a single conditional order (its `singleOrders` key). */
export function conditionalOrderId(params: ConditionalOrderParams): Hex {
  return keccak256(encodeAbiParameters(CONDITIONAL_ORDER_PARAMS_ABI, [params]))
}

export function decodeConditionalOrderParams(encoded: Hex): ConditionalOrderParams {
  const [params] = decodeAbiParameters(CONDITIONAL_ORDER_PARAMS_ABI, encoded)
  return { ...params }
}

/**
 * What the TWAP handler would refuse (TWAPOrder.validate, with its reasons), or undefined.
 * The form checks the trader's input against these before anything is signed.
 */
export function twapDataProblem(data: TwapData): string | undefined {
  if (isAddressEqual(data.sellToken, data.buyToken)) return 'same token'
  if (isAddressEqual(data.sellToken, zeroAddress) || isAddressEqual(data.buyToken, zeroAddress))
    return 'invalid token'
  if (data.partSellAmount <= 0n) return 'invalid part sell amount'
  if (data.minPartLimit <= 0n) return 'invalid min part limit'
  if (data.t0 < 0n || data.t0 >= MAX_UINT32) return 'invalid start time'
  if (data.n <= 1n || data.n > MAX_UINT32) return 'invalid num parts'
  if (data.t <= 0n || data.t > TWAP_MAX_FREQUENCY) return 'invalid frequency'
  if (data.span < 0n || data.span > data.t) return 'invalid span'
  return undefined
}

/** When part `part` (0-based) starts and the last second it is valid (its order's validTo). */
export function twapPartWindow(
  data: Pick<TwapData, 't' | 'span'>,
  start: number,
  part: number,
): { from: number; validTo: number } {
  const t = Number(data.t)
  const from = start + part * t
  const length = data.span === 0n ? t : Number(data.span)
  return { from, validTo: from + length - 1 }
}

/** The TWAP's end: after its last part (unix seconds). */
export function twapEnd(data: Pick<TwapData, 't' | 'span' | 'n'>, start: number): number {
  return twapPartWindow(data, start, Number(data.n) - 1).validTo + 1
}

/**
 * The part due at `now`: its index, or `before` the first part starts, `after` the last one
 * ended; `between` spans when a part's span is shorter than the interval and has passed.
 */
export function twapPartAt(
  data: Pick<TwapData, 't' | 'span' | 'n'>,
  start: number,
  now: number,
): { kind: 'before' | 'after' } | { kind: 'part' | 'between'; part: number } {
  if (now < start) return { kind: 'before' }
  const part = Math.floor((now - start) / Number(data.t))
  if (part >= Number(data.n)) return { kind: 'after' }
  const { validTo } = twapPartWindow(data, start, part)
  return { kind: now <= validTo ? 'part' : 'between', part }
}

/** The order of part `part`: the handler's GPv2 order for that interval. */
export function twapPartOrder(data: TwapData, start: number, part: number): OrderData {
  return {
    sellToken: data.sellToken,
    buyToken: data.buyToken,
    receiver: data.receiver,
    sellAmount: data.partSellAmount,
    buyAmount: data.minPartLimit,
    validTo: twapPartWindow(data, start, part).validTo,
    appData: data.appData,
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  }
}

/** Every part's order UID, first to last: the orderbook knows each part by it. */
export function twapPartUids(
  domain: ProtocolDomain,
  data: TwapData,
  start: number,
  owner: Address,
): Hex[] {
  return Array.from({ length: Number(data.n) }, (_, part) =>
    computeOrderUid(domain, twapPartOrder(data, start, part), owner),
  )
}
