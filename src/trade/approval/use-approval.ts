import { t } from '@lingui/core/macro'
import { useCallback, useState } from 'react'
import { erc20Abi, isAddressEqual, zeroAddress, type Address } from 'viem'
import { useConfig, useReadContract } from 'wagmi'
import { useTransactor } from '@/wallet/use-transactor'
import {
  getContracts,
  type Environment,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'
import { walletError } from '@/api/errors'
import type { TokenInfo } from '@/config/token-lists'
import type { ApprovalParams } from '../embedding'
import type { TradeEvent } from '../placement/trade-machine'
import { sendApproval } from './send-approval'
import { permitDomainFor, usePermitInfo, type SignedPermit } from './use-permit'
import { runApproval, type ApprovalAmount } from './approve-step'
import { approveByPermit } from './sign-permit'

/**
 * The sell token's allowance for the vault relayer of the current environment, and the
 * approve transaction (exact or unlimited) with its lifecycle toast. The settlement
 * contract is never the spender: tokens approved to it cannot be traded (spec 4.9).
 */

export type { ApprovalAmount }

/** The spender for a chain and environment; refuses a table where it is the settlement. */
export function approvalSpender(chainId: SupportedChainId, env: Environment): Address {
  const { vaultRelayer, settlement } = getContracts(chainId, env)
  if (isAddressEqual(vaultRelayer, settlement)) {
    throw new Error(
      t`Refusing to approve the settlement contract: approvals go to the vault relayer.`,
    )
  }
  return vaultRelayer
}

/** The owner's allowance of `token` for the vault relayer (one cached chain read). */
export function useSellAllowance(
  chainId: SupportedChainId,
  tokenAddress: Address | undefined,
  owner: Address | undefined,
  spender: Address,
) {
  return useReadContract({
    chainId,
    // Runs only with an owner and a token (`enabled`).
    address: tokenAddress ?? zeroAddress,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner ?? zeroAddress, spender],
    query: { enabled: owner !== undefined && tokenAddress !== undefined },
  })
}

export function useApproval({
  chainId,
  env,
  owner,
  token,
  required,
  dispatch,
  isSafe = false,
  exactOnly = false,
  permitsDisabled = false,
  beforeApproval,
}: {
  chainId: SupportedChainId
  env: Environment
  owner: Address | undefined
  token: TokenInfo | undefined
  /** The sell amount of the order to sign; undefined without a quote. */
  required: bigint | undefined
  dispatch: (event: TradeEvent) => void
  /** A Safe batches its approval with the pre-signature: never a permit. */
  isSafe?: boolean
  /** The embedding allows no unlimited approval: every approval is for the trade's amount. */
  exactOnly?: boolean
  /** The embedding allows no permit (disableEIP2612Permits): always the transaction. */
  permitsDisabled?: boolean
  /** The embedding's say before the wallet is asked (a widget host's onBeforeApproval). */
  beforeApproval?: ((approval: ApprovalParams) => Promise<boolean>) | undefined
}) {
  const spender = approvalSpender(chainId, env)
  const tokenAddress = token?.address
  const allowance = useSellAllowance(chainId, tokenAddress, owner, spender)
  const transact = useTransactor()
  const config = useConfig()
  const permitInfo = usePermitInfo({
    chainId,
    token: tokenAddress,
    spender,
    enabled: owner !== undefined && !isSafe && !permitsDisabled,
  })
  const permitDomain = permitDomainFor(permitInfo.data, permitsDisabled)
  // The permit signed for this chain, owner and token (the form may move to another pair).
  const storeKey = owner && tokenAddress ? `${chainId}:${owner}:${tokenAddress}` : undefined
  const [held, setHeld] = useState<{ key: string; permit: SignedPermit }>()
  const signedPermit = held && held.key === storeKey ? held.permit : undefined

  const allowanceShort =
    required === undefined || allowance.data === undefined ? undefined : allowance.data < required
  // A signed permit for enough stands in for the allowance until an order carries it.
  const permitCovers =
    signedPermit !== undefined &&
    required !== undefined &&
    // Signed for five years: it outlives the session that holds it.
    signedPermit.value >= required
  const needsApproval = allowanceShort === true && permitCovers ? false : allowanceShort
  /** The pre-hook the order carries: only while the on-chain allowance is short. */
  const permitHook = allowanceShort === true && permitCovers ? signedPermit.hook : undefined

  const refetchAllowance = allowance.refetch
  /** The approval transaction (exact or unlimited) with its lifecycle toast. */
  const sendApprovalTransaction = useCallback(
    async (value: bigint) => {
      if (!token) return
      const outcome = await transact({
        title: t`Approve ${token.symbol}`,
        chainId,
        send: async () => {
          const hash = await sendApproval(config, { chainId, token: token.address, spender, value })
          dispatch({ type: 'approvalSent', txHash: hash })
          return hash
        },
      })
      switch (outcome.status) {
        case 'confirmed':
          await refetchAllowance()
          dispatch({ type: 'approvalConfirmed' })
          return
        case 'rejected':
          dispatch({ type: 'approvalRejected' })
          return
        case 'reverted':
          dispatch({
            type: 'failed',
            step: 'approve',
            error: walletError(new Error(`The approval transaction ${outcome.hash} reverted.`)),
          })
          return
        case 'failed':
          dispatch({ type: 'failed', step: 'approve', error: walletError(outcome.error) })
      }
    },
    [chainId, config, dispatch, refetchAllowance, spender, token, transact],
  )
  const approve = useCallback(
    async (amount: ApprovalAmount) => {
      if (!token || required === undefined) return
      await runApproval({
        chainId,
        token,
        required,
        amount,
        exactOnly,
        owner,
        spender,
        permitDomain: storeKey ? permitDomain : undefined,
        beforeApproval,
        dispatch,
        // A signature, not a transaction (sign-permit.ts).
        signPermit: async (domain, value) => {
          if (!owner || !storeKey) return
          await approveByPermit({
            chainId,
            domain,
            owner,
            spender,
            token: token.address,
            value,
            onSigned: (permit) => setHeld({ key: storeKey, permit }),
            dispatch,
          })
        },
        sendTransaction: (value) => sendApprovalTransaction(value),
      })
    },
    [
      beforeApproval,
      chainId,
      dispatch,
      exactOnly,
      owner,
      permitDomain,
      required,
      sendApprovalTransaction,
      spender,
      storeKey,
      token,
    ],
  )
  return {
    allowance: allowance.data,
    needsApproval: owner === undefined ? false : needsApproval,
    /** The approval is a permit signature (no transaction). */
    bySignature: permitDomain !== undefined,
    permitHook,
    approve,
    exactOnly,
    spender,
    refetchAllowance,
  }
}
