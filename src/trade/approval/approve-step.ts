import { maxUint256, type Address } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { PermitDomainInfo } from '@batchswap/contract/protocol/permit'
import type { ApprovalParams } from '../embedding'
import type { TradeEvent } from '../placement/trade-machine'

/**
 * The approval step in order, apart from React and the wallet (use-approval.ts wires it):
 * the embedding's say first (a widget host's onBeforeApproval: a no, or a failed answer,
 * asks nothing of the wallet), then a permit signature when the token takes one, else the
 * approval transaction. Loaded with the first approval (use-approval.ts).
 */

export type ApprovalAmount = 'exact' | 'unlimited'

export interface ApproveStep {
  chainId: SupportedChainId
  token: TokenInfo
  /** What the order will sell. */
  required: bigint
  amount: ApprovalAmount
  /** The embedding allows no unlimited approval. */
  exactOnly: boolean
  owner: Address | undefined
  spender: Address
  /** Approve by a permit signature (permitDomainFor); undefined: by a transaction. */
  permitDomain: PermitDomainInfo | undefined
  beforeApproval?: ((approval: ApprovalParams) => Promise<boolean>) | undefined
  dispatch: (event: TradeEvent) => void
  signPermit: (domain: PermitDomainInfo, value: bigint) => Promise<void>
  sendTransaction: (value: bigint) => Promise<void>
}

/** Runs the step; resolves to what was asked of the wallet. */
export async function runApproval(
  step: ApproveStep,
): Promise<'refusedByHost' | 'permit' | 'transaction'> {
  const { chainId, token, owner, spender, dispatch } = step
  dispatch({ type: 'approve' })
  const value = step.amount === 'unlimited' && !step.exactOnly ? maxUint256 : step.required
  if (step.beforeApproval && owner) {
    const allowed = await step
      .beforeApproval({ chainId, token, amount: value, owner, spender })
      .catch(() => false)
    if (!allowed) {
      dispatch({ type: 'approvalRefusedByHost' })
      return 'refusedByHost'
    }
  }
  if (step.permitDomain && owner) {
    await step.signPermit(step.permitDomain, value)
    return 'permit'
  }
  await step.sendTransaction(value)
  return 'transaction'
}
