import { t } from '@lingui/core/macro'
import type { Hex } from 'viem'

/**
 * Following a Safe transaction to its chain transaction. Inside a Safe, `sendTransactions`
 * answers with a Safe transaction hash: an id in the Safe's queue, not a chain transaction,
 * so waiting for a receipt on it would wait forever. The Safe Apps SDK's `getBySafeTxHash`
 * says where it is: awaiting confirmations (owners still to sign), awaiting execution,
 * executed (with the chain transaction hash), failed or cancelled.
 */

export type SafeTxStatus =
  'awaitingConfirmations' | 'awaitingExecution' | 'executed' | 'failed' | 'cancelled'

export interface SafeTxProgress {
  safeTxHash: Hex
  status: SafeTxStatus
  /** Owners who signed, and how many must (when the host says). */
  confirmations?: number | undefined
  threshold?: number | undefined
  /** The chain transaction, once an owner executed it. */
  txHash?: Hex | undefined
}

const STATUS: Record<string, SafeTxStatus> = {
  AWAITING_CONFIRMATIONS: 'awaitingConfirmations',
  AWAITING_EXECUTION: 'awaitingExecution',
  SUCCESS: 'executed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
}

function isHash(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
}

function objectOrEmpty(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/**
 * Owners who signed, from a MULTISIG `detailedExecutionInfo`: the gateway lists them in
 * `confirmations` and has no count there (`confirmationsSubmitted` exists only in the
 * queue/history summary's `executionInfo`, which this lookup does not answer).
 */
function signedCount(info: Record<string, unknown>): number | undefined {
  if (!Array.isArray(info.confirmations)) return undefined
  return info.confirmations.filter((c: unknown) => typeof c === 'object' && c !== null).length
}

/**
 * Reads the client gateway's TransactionDetails, as the Safe Apps SDK's `getBySafeTxHash`
 * hands it on (safe-gateway-typescript-sdk `TransactionDetails`; untrusted: it comes from
 * the host page). A MODULE execution has no owners to wait for, so no counts.
 */
export function safeTxProgressOf(safeTxHash: Hex, details: unknown): SafeTxProgress {
  if (typeof details !== 'object' || details === null) {
    throw new Error(t`The Safe answered the transaction lookup with nothing.`)
  }
  const record = details as Record<string, unknown>
  const status = typeof record.txStatus === 'string' ? STATUS[record.txStatus] : undefined
  if (!status) {
    const reported = String(record.txStatus)
    throw new Error(t`The Safe reported an unknown status ${reported}.`)
  }
  const info = objectOrEmpty(record.detailedExecutionInfo)
  const progress: SafeTxProgress = {
    safeTxHash,
    status,
    confirmations: signedCount(info),
    threshold: count(info.confirmationsRequired),
    txHash: isHash(record.txHash) ? record.txHash : undefined,
  }
  // "Executed" without a chain transaction is not done yet: the host is still sending it.
  if (status === 'executed' && !progress.txHash) progress.status = 'awaitingExecution'
  return progress
}

export function sameProgress(a: SafeTxProgress | undefined, b: SafeTxProgress): boolean {
  return (
    a !== undefined &&
    a.status === b.status &&
    a.confirmations === b.confirmations &&
    a.threshold === b.threshold &&
    a.txHash === b.txHash
  )
}

function safeFailureSentence({ status, txHash }: SafeTxProgress): string {
  if (status === 'cancelled')
    return t`The Safe's owners cancelled the transaction (replaced it or rejected it): nothing was done.`
  return txHash
    ? t`The Safe executed the transaction but it failed on chain (${txHash}): nothing was done.`
    : t`The Safe executed the transaction but it failed on chain: nothing was done.`
}

export class SafeTxFailedError extends Error {
  constructor(readonly progress: SafeTxProgress) {
    super(safeFailureSentence(progress))
    this.name = 'SafeTxFailedError'
  }
}

/** The deadline passed before the owners executed the transaction. */
export class SafeTxDeadlineError extends Error {
  constructor(
    readonly progress: SafeTxProgress | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'SafeTxDeadlineError'
  }
}

export interface FollowOptions {
  safeTxHash: Hex
  lookup: (safeTxHash: Hex) => Promise<unknown>
  /** Called whenever the progress changes (and once at the start). */
  onProgress?: (progress: SafeTxProgress) => void
  /** Stop waiting at this time (ms): after it, the transaction no longer matters. */
  deadlineMs?: number | undefined
  deadlineMessage?: string
  intervalMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  signal?: AbortSignal
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls the Safe until the transaction is executed (resolves with its chain transaction),
 * failed or cancelled (rejects with SafeTxFailedError), or the deadline passes (rejects with
 * SafeTxDeadlineError). A failed lookup is retried: the host may be briefly busy, and a
 * just-proposed transaction may not be indexed yet.
 */
export async function followSafeTransaction(options: FollowOptions): Promise<SafeTxProgress> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? defaultSleep
  const interval = options.intervalMs ?? 2_000
  let last: SafeTxProgress | undefined
  for (;;) {
    if (options.signal?.aborted)
      throw new DOMException('Stopped following the Safe transaction', 'AbortError')
    let progress: SafeTxProgress | undefined
    try {
      progress = safeTxProgressOf(options.safeTxHash, await options.lookup(options.safeTxHash))
    } catch {
      progress = undefined // retried below
    }
    if (progress) {
      if (!sameProgress(last, progress)) options.onProgress?.(progress)
      last = progress
      if (progress.status === 'executed') return progress
      if (progress.status === 'failed' || progress.status === 'cancelled') {
        throw new SafeTxFailedError(progress)
      }
    }
    if (options.deadlineMs !== undefined && now() >= options.deadlineMs) {
      throw new SafeTxDeadlineError(
        last,
        options.deadlineMessage ?? t`The Safe's owners did not execute the transaction in time.`,
      )
    }
    await sleep(interval)
  }
}
