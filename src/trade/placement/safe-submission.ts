import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { settlementAbi } from '@batchswap/contract/protocol/abis'
import type { Config } from 'wagmi'
import { readContract } from 'wagmi/actions'
import { ApiError, walletError } from '@/api/errors'
import {
  followSafeTransaction,
  SafeTxDeadlineError,
  SafeTxFailedError,
  type SafeTxProgress,
} from '@/wallet/safe-tx-tracking'
import { lookupSafeTransaction, proposeSafeTransaction, type SafeCall } from '@/wallet/safe-sdk'
import type { OrderData } from '@batchswap/contract/protocol/order'
import type { SubmissionEffects } from './submit-order'
import type { TradeEvent } from './trade-machine'

/**
 * Placing an order as a Safe (a Safe App inside Safe{Wallet}). A Safe cannot sign with ECDSA,
 * so the order is posted with `signingScheme: presign` and `from` = the Safe (submitOrder does
 * that for any contract account), and then ONE Safe transaction does what is needed on chain:
 * the sell token's approval to the vault relayer when the allowance is short, and
 * `setPreSignature(uid, true)`. The owners sign and execute it in their Safe; we follow it by
 * its Safe transaction hash through the SDK (`getBySafeTxHash`), never by waiting for a
 * receipt of that hash, which is not a chain transaction. Until it is executed the order is
 * `presignaturePending`; if it is never executed, the order expires at its deadline.
 */

/** How often the Safe is asked about the transaction. */
export const SAFE_TX_POLL_MS = 2_000

export interface SafeContext {
  chainId: number
  account: Address
  settlement: Address
  vaultRelayer: Address
}

/** What proposing one Safe transaction and following it needs (orders and eth-flow alike). */
export interface SafeTransactionDeps {
  propose: (calls: SafeCall[]) => Promise<Hex>
  lookup: (safeTxHash: Hex) => Promise<unknown>
  now: () => number
  sleep?: (ms: number) => Promise<void>
  signal?: AbortSignal
}

export interface SafeSubmissionDeps extends SafeTransactionDeps {
  readAllowance: (token: Address) => Promise<bigint>
}

/** The calls of the one Safe transaction: [approve,] setPreSignature. */
export function presignCalls(
  uid: Hex,
  order: Pick<OrderData, 'sellToken' | 'sellAmount' | 'feeAmount'>,
  allowance: bigint,
  ctx: Pick<SafeContext, 'settlement' | 'vaultRelayer'>,
): SafeCall[] {
  const calls: SafeCall[] = []
  const needed = order.sellAmount + order.feeAmount
  if (allowance < needed) {
    calls.push({
      to: order.sellToken,
      value: '0',
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [ctx.vaultRelayer, needed],
      }),
    })
  }
  calls.push({
    to: ctx.settlement,
    value: '0',
    data: encodeFunctionData({
      abi: settlementAbi,
      functionName: 'setPreSignature',
      args: [uid, true],
    }),
  })
  return calls
}

function deadlineText(validTo: number): string {
  return new Date(validTo * 1000).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  })
}

/** The words for a Safe transaction that did not get the order pre-signed. */
export function safePresignError(error: unknown, validTo: number): ApiError {
  if (error instanceof SafeTxDeadlineError) {
    return new ApiError({
      type: 'wallet',
      reason: 'other',
      message: `The Safe's owners did not execute the transaction before the order's deadline (${deadlineText(validTo)}), so the order expired. Nothing was traded.`,
    })
  }
  if (error instanceof SafeTxFailedError) {
    return new ApiError({ type: 'wallet', reason: 'other', message: error.message })
  }
  if (error instanceof ApiError) return error
  return walletError(error)
}

/** Proposes the Safe transaction and follows it until executed (or failed, or past validTo). */
export async function presignAsSafe(
  uid: Hex,
  order: OrderData,
  ctx: SafeContext,
  deps: SafeSubmissionDeps,
  dispatch: (event: TradeEvent) => void,
): Promise<void> {
  try {
    const allowance = await deps.readAllowance(order.sellToken)
    const safeTxHash = await deps.propose(presignCalls(uid, order, allowance, ctx))
    const proposed: SafeTxProgress = { safeTxHash, status: 'awaitingConfirmations' }
    dispatch({ type: 'safeTxProgress', progress: proposed })
    await followSafeTransaction({
      safeTxHash,
      lookup: deps.lookup,
      onProgress: (progress) => dispatch({ type: 'safeTxProgress', progress }),
      deadlineMs: order.validTo * 1000,
      intervalMs: SAFE_TX_POLL_MS,
      now: deps.now,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.signal ? { signal: deps.signal } : {}),
    })
    dispatch({ type: 'presigned' })
  } catch (error) {
    dispatch({ type: 'failed', step: 'presign', error: safePresignError(error, order.validTo) })
  }
}

/** The submission effects of a Safe: always presign, through one Safe transaction. */
export function safeSubmissionEffects(
  config: Config,
  ctx: SafeContext,
  signal?: AbortSignal,
): Pick<SubmissionEffects, 'isContractAccount' | 'presign'> {
  const deps: SafeSubmissionDeps = {
    readAllowance: (token) =>
      readContract(config, {
        chainId: ctx.chainId,
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [ctx.account, ctx.vaultRelayer],
      }),
    propose: proposeSafeTransaction,
    lookup: lookupSafeTransaction,
    now: () => Date.now(),
    ...(signal ? { signal } : {}),
  }
  return {
    // The UI uses presign for Safes, as the real app does (EIP-1271 needs every owner online).
    isContractAccount: () => Promise.resolve(true),
    presign: (uid, order, dispatch) => presignAsSafe(uid, order, ctx, deps, dispatch),
  }
}
