/**
 * A Safe transaction as the host keeps it, and its encodings: the SDK's sendTransactions
 * parameters checked, the owners' signatures packed for execTransaction, and a queued
 * transaction as the host page shows it. A batch's MultiSend encoding is chain/safe-abis.ts's.
 */
import { concat, numberToHex, type Address, type Hash, type Hex } from 'viem'
import type { SandboxSafe } from '@batchswap/contract/sandbox/deployment'

/** The SDK's TransactionStatus values (safe-gateway-typescript-sdk). */
export type SafeTxStatus =
  'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS' | 'FAILED' | 'CANCELLED'

export interface SdkTransaction {
  to: Address
  value: string
  data: Hex
}

export interface QueuedSafeTx {
  safeTxHash: Hash
  safe: Address
  nonce: bigint
  to: Address
  value: bigint
  data: Hex
  /** 0 call, 1 delegatecall (MultiSendCallOnly for batches). */
  operation: 0 | 1
  /** How many calls the app asked for (1, or the batch's length). */
  calls: number
  signatures: Map<Address, Hex>
  status: SafeTxStatus
  txHash: Hash | undefined
  submittedAt: number
  executedAt: number | undefined
  error: string | undefined
}

export class SdkError extends Error {}

/** Safe signatures: 65 bytes per owner, sorted by owner address (as execTransaction checks). */
export function packSignatures(signatures: ReadonlyMap<Address, Hex>): Hex {
  const sorted = [...signatures.entries()].sort(([a], [b]) =>
    BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
  )
  return concat(sorted.map(([, signature]) => signature))
}

export function parseTransactions(params: unknown): SdkTransaction[] {
  const txs = (params as { txs?: unknown } | undefined)?.txs
  if (!Array.isArray(txs) || txs.length === 0) throw new SdkError('No transactions were passed')
  return txs.map((tx: unknown, i) => {
    const { to, value, data } = (tx ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to)) {
      throw new SdkError(`transaction ${i} has no valid "to"`)
    }
    const hexData = typeof data === 'string' && data !== '' ? data : '0x'
    if (!/^0x([0-9a-fA-F]{2})*$/.test(hexData)) throw new SdkError(`transaction ${i} has bad data`)
    let amount: bigint
    try {
      amount = BigInt(typeof value === 'string' || typeof value === 'number' ? value : 0)
    } catch {
      throw new SdkError(`transaction ${i} has a bad value`)
    }
    return { to: to as Address, value: amount.toString(), data: hexData as Hex }
  })
}

/** For the page: a queued transaction as JSON. */
export function describeTx(tx: QueuedSafeTx, safe: SandboxSafe) {
  const nextOwner = safe.owners.find((owner) => !tx.signatures.has(owner))
  return {
    safeTxHash: tx.safeTxHash,
    nonce: Number(tx.nonce),
    calls: tx.calls,
    status: tx.status,
    txHash: tx.txHash ?? null,
    confirmations: tx.signatures.size,
    threshold: safe.threshold,
    nextOwner: tx.status === 'AWAITING_CONFIRMATIONS' ? (nextOwner ?? null) : null,
    error: tx.error ?? null,
    value: numberToHex(tx.value),
  }
}
