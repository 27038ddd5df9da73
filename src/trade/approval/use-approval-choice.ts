import { useCallback } from 'react'
import type { Address } from 'viem'
import { approvalChoiceFor, useApprovalChoiceStore } from './approval-choice-store'
import type { ApprovalAmount } from './use-approval'

/**
 * The trader's approval amount for a token (exact or unlimited), remembered across visits:
 * their intent, not chain state. Every part of a form that shows or uses it reads it here.
 */
export function useApprovalChoice(
  chainId: number,
  token: Address | undefined,
): readonly [ApprovalAmount, (amount: ApprovalAmount) => void] {
  const amount = useApprovalChoiceStore((s) => approvalChoiceFor(s.byToken, chainId, token))
  const remember = useApprovalChoiceStore((s) => s.rememberApprovalChoice)
  const setAmount = useCallback(
    (next: ApprovalAmount) => {
      if (token) remember(chainId, token, next)
    },
    [chainId, token, remember],
  )
  return [amount, setAmount] as const
}
