/**
 * Decoding the logs the chain indexer reads: the settlement contract's events, the sandbox
 * tokens' Transfer, and (through `ethflow-events.ts`) the eth-flow contract's.
 */
import { decodeEventLog, isAddressEqual, type Address, type Hex, type Log } from 'viem'
import { erc20Abi, settlementAbi } from '../chain/abis'
import { normalizeHex, type TradeRecord } from '../kernel/db'
import { decodeEthFlowLog, type EthFlowEvent, type EthFlowIndexing } from './ethflow-events'

export type RawLog = Log<bigint, number, false>

const SETTLEMENT_EVENTS = new Set(['Trade', 'PreSignature', 'OrderInvalidated', 'Settlement'])

export type DecodedEvent = SettlementEvent | EthFlowEvent

export function isEthFlowEvent(event: DecodedEvent): event is EthFlowEvent {
  return (
    event.name === 'OrderPlacement' ||
    event.name === 'OrderInvalidation' ||
    event.name === 'OrderRefund'
  )
}

export type SettlementEvent =
  | {
      name: 'Trade'
      orderUid: Hex
      args: Pick<
        TradeRecord,
        'owner' | 'sellToken' | 'buyToken' | 'sellAmount' | 'buyAmount' | 'feeAmount'
      >
      data: Record<string, unknown>
    }
  | {
      name: 'PreSignature'
      orderUid: Hex
      args: { owner: Address; signed: boolean }
      data: Record<string, unknown>
    }
  | {
      name: 'OrderInvalidated'
      orderUid: Hex
      args: { owner: Address }
      data: Record<string, unknown>
    }
  | { name: 'Settlement'; args: { solver: Address }; data: Record<string, unknown> }
  | {
      name: 'Transfer'
      args: { from: Address; to: Address; value: bigint }
      data: Record<string, unknown>
    }

export function decodeLog(
  log: RawLog,
  settlement: Address,
  ethFlow: EthFlowIndexing | undefined,
): DecodedEvent | undefined {
  try {
    if (ethFlow && isAddressEqual(log.address, ethFlow.address)) {
      return decodeEthFlowLog(log, ethFlow.domain)
    }
    if (isAddressEqual(log.address, settlement)) {
      const event = decodeEventLog({ abi: settlementAbi, data: log.data, topics: log.topics })
      if (!SETTLEMENT_EVENTS.has(event.eventName)) return undefined
      const data = { ...event.args } as Record<string, unknown>
      switch (event.eventName) {
        case 'Trade':
          return {
            name: 'Trade',
            orderUid: normalizeHex(event.args.orderUid),
            args: event.args,
            data,
          }
        case 'PreSignature':
          return {
            name: 'PreSignature',
            orderUid: normalizeHex(event.args.orderUid),
            args: event.args,
            data,
          }
        case 'OrderInvalidated':
          return {
            name: 'OrderInvalidated',
            orderUid: normalizeHex(event.args.orderUid),
            args: event.args,
            data,
          }
        case 'Settlement':
          return { name: 'Settlement', args: event.args, data }
        default:
          return undefined
      }
    }
    const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
    if (event.eventName !== 'Transfer') return undefined
    return { name: 'Transfer', args: event.args, data: { ...event.args } }
  } catch {
    // A log that does not decode (another contract's event shape) is not ours to index.
    return undefined
  }
}
