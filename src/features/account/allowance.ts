/**
 * Allowances as the account page words and changes them: "Unlimited" for the maximum (or the
 * near-maximum some tokens count down from, or cap at 2^96 - 1), the exact amount otherwise;
 * and the transactions a change takes: one approve, or for a token that refuses to move an
 * allowance from one non-zero amount to another (USDT and its kind), a reset to 0 first.
 */
import { t } from '@lingui/core/macro'
import { formatUnits, maxUint256, maxUint96 } from 'viem'
import { formatDecimalString } from '@/lib/locale-format'

/** At or above half of 2^256: an "infinite" approval some use has counted down. */
const UNLIMITED_FLOOR = maxUint256 / 2n

/** Whether an allowance is, for a trader, unlimited. */
export function isUnlimitedAllowance(allowance: bigint): boolean {
  return allowance >= UNLIMITED_FLOOR || allowance === maxUint96
}

/**
 * "Unlimited", "None" or the exact amount in whole tokens, every digit kept, written as the
 * active language writes numbers ("1,234.5678", "1.234,5678").
 */
export function allowanceLabel(allowance: bigint, decimals: number): string {
  if (allowance === 0n) return t`None`
  if (isUnlimitedAllowance(allowance)) return t`Unlimited`
  const exact = formatUnits(allowance, decimals)
  const fractionDigits = exact.split('.')[1]?.length ?? 0
  return formatDecimalString(exact, { fractionDigits })
}

/** One approve transaction of the plan. */
export interface ApproveCall {
  amount: bigint
  /** Why this transaction is sent, for the trader. */
  purpose: 'reset' | 'approve' | 'revoke'
}

/**
 * The approve transactions that take an allowance from `current` to `target`. A token that
 * needs a reset (its approve reverts from non-zero to non-zero) gets approve(0) first.
 */
export function approvalPlan(current: bigint, target: bigint, needsReset: boolean): ApproveCall[] {
  if (target === 0n) return [{ amount: 0n, purpose: 'revoke' }]
  if (needsReset && current !== 0n && current !== target) {
    return [
      { amount: 0n, purpose: 'reset' },
      { amount: target, purpose: 'approve' },
    ]
  }
  return [{ amount: target, purpose: 'approve' }]
}
