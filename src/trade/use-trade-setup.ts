import { useCallback, useEffect } from 'react'
import { useAccount } from 'wagmi'
import { SAFE_CONNECTOR_ID } from '@/wallet/safe-app'
import { useApiContext } from '@/wallet/use-api-context'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useSwitchNetwork } from '@/wallet/use-switch-network'
import { useApproval } from './approval/use-approval'
import { useTradeSubmission, type ConfirmArgs } from './placement/use-trade-submission'
import type { Side, TradeToken } from './tokens/trade-token'
import type { TokenInfo } from '@/config/token-lists'
import type { ParsedAmount } from './tokens/parse-amount'
import { useTradeBalances } from './tokens/use-trade-balances'
import { isNativeCurrency } from './tokens/native-currency'
import { useTradeDraftStore } from './trade-draft-store'
import { formStatus, type QuoteDisplay } from './trade-status'
import { useTradeDialogs } from './use-trade-dialogs'
import type { ApprovalParams, TradeRules } from './embedding'

/** How an embedding (the widget route) adapts a trade form; the app's own routes pass nothing. */
export interface TradeEmbedding {
  /** The host's `partnerFee` parameter as it came (read by `usePartnerFee`). */
  partnerFee?: unknown
  /** The host's name for its fee (widget-lib's `content.feeLabel`): "Partner fee" otherwise. */
  partnerFeeLabel?: string
  /** The host page's appCode, for the order's appData. */
  hostAppCode?: string
  /** The host hands over its wallet: connecting asks the host, not RainbowKit's modal. */
  connectWallet?: () => void
  /** The host's rules for the forms (./embedding.ts). */
  rules?: TradeRules
  /** Asked before the wallet signs an order: false stops the trade. */
  beforeTrade?: () => Promise<boolean>
  /** Asked before the wallet is asked to wrap or unwrap the native currency: false stops it. */
  beforeWrap?: () => Promise<boolean>
  /** Asked before the wallet is asked for an approval: false stops it. */
  beforeApproval?: (approval: ApprovalParams) => Promise<boolean>
  /** Token lists (URLs) the embedding enables besides the trader's. */
  tokenLists?: readonly string[]
  /** Tokens the embedding adds as listed. */
  customTokens?: readonly TokenInfo[]
}

/**
 * What every trade form starts from: the API context, the active network (and whether the
 * wallet is on it) and the wallet (a Safe pre-signs: no approval step).
 */
export function useTradeSetup() {
  const active = useActiveChain()
  const ctx = useApiContext()
  const { address: account, isConnected, connector } = useAccount()
  const connectorId = connector?.id
  const { switchNetwork, isSwitching } = useSwitchNetwork()
  return {
    ctx,
    network: {
      ...active,
      chainMatches: !isConnected || active.walletChainId === active.chainId,
      isSwitching,
      switchNetwork,
    },
    wallet: { account, isConnected, isSafe: isConnected && connectorId === SAFE_CONNECTOR_ID },
  }
}

export type TradeSetup = ReturnType<typeof useTradeSetup>

/**
 * A form's placement and its approval: the state machine with the exactly-once submission,
 * and the allowance of the sell token for `required` (what the order will sell).
 */
export function useTradePlacement({
  setup,
  sellToken,
  required,
  refetchBalances,
  embedding,
}: {
  setup: TradeSetup
  sellToken: TradeToken | undefined
  required: bigint | undefined
  /** After a fill, so the balances on screen follow at once. */
  refetchBalances: () => unknown
  embedding: TradeEmbedding
}) {
  const { ctx, network, wallet } = setup
  const submission = useTradeSubmission({
    ctx,
    chainId: network.chainId,
    env: ctx.env,
    account: wallet.account,
    onSettled: useCallback(() => void refetchBalances(), [refetchBalances]),
    isSafe: wallet.isSafe,
    ...(embedding.hostAppCode ? { hostAppCode: embedding.hostAppCode } : {}),
    beforeTrade: embedding.beforeTrade,
  })
  const approval = useApproval({
    chainId: network.chainId,
    env: ctx.env,
    owner: wallet.account,
    token: sellToken,
    required,
    dispatch: submission.dispatch,
    isSafe: wallet.isSafe,
    exactOnly: embedding.rules?.disableInfiniteApprove === true,
    permitsDisabled: embedding.rules?.disableEIP2612Permits === true,
    beforeApproval: embedding.beforeApproval,
  })
  // A host that wants no confirmation after posting (widget-lib's
  // disablePostedOrderConfirmationModal, which CoW Swap applies in the confirm modal every
  // form shares): the dialog closes once the order is placed; the toast follows it.
  const closeAfterPost = embedding.rules?.disablePostedOrderConfirmationModal === true
  const { flow, dispatch } = submission
  useEffect(() => {
    if (closeAfterPost && flow.phase === 'tracking') dispatch({ type: 'close' })
  }, [closeAfterPost, flow.phase, dispatch])
  const { confirm } = submission
  const { permitHook } = approval
  // A permit signed for the approval goes with the order as its pre-hook.
  const confirmWithHooks = useCallback(
    (args: ConfirmArgs) => confirm(permitHook ? { ...args, hooks: { pre: [permitHook] } } : args),
    [confirm, permitHook],
  )
  return { submission: { ...submission, confirm: confirmWithHooks }, approval }
}

/**
 * The parts every trade form shares once its tokens and amounts are known: balances (one
 * batched read), the placement and approval for `required`, the main button's status and the
 * token dialogs. Each form adds what only it has (the swap its pricing, the limit its price).
 */
export function useTradeForm(input: {
  setup: TradeSetup
  embedding: TradeEmbedding
  listed: readonly TokenInfo[]
  importedTokens: readonly TradeToken[]
  sellToken: TradeToken | undefined
  buyToken: TradeToken | undefined
  selectToken: (side: Side, token: TradeToken) => void
  amount: ParsedAmount
  quote: QuoteDisplay
  /** What the order will sell (the allowance it needs). */
  required: bigint | undefined
  /** What the order would take from the wallet, for the balance check. */
  neededSellAmount: bigint | undefined
}) {
  const { setup, sellToken, buyToken } = input
  const { network, wallet } = setup
  const importToken = useTradeDraftStore((s) => s.importToken)
  const balances = useTradeBalances({
    chainId: network.chainId,
    owner: wallet.account,
    listed: input.listed,
    importedTokens: input.importedTokens,
    sellToken,
    buyToken,
  })
  const { submission, approval } = useTradePlacement({
    setup,
    // No allowance to read for the native currency.
    sellToken: isNativeCurrency(sellToken) ? undefined : sellToken,
    required: input.required,
    refetchBalances: balances.refetch,
    embedding: input.embedding,
  })
  const status = formStatus({
    wallet,
    network,
    sellToken,
    buyToken,
    amount: input.amount,
    quote: input.quote,
    // The native currency is sent with the eth-flow transaction: nothing to approve.
    needsApproval: isNativeCurrency(sellToken) ? false : approval.needsApproval,
    approvalBySignature: approval.bySignature,
    sellBalance: balances.sellBalance,
    neededSellAmount: input.neededSellAmount,
    flow: submission.flow,
  })
  const dialogs = useTradeDialogs({
    chainId: network.chainId,
    chainName: network.chain.name,
    allTokens: balances.allTokens,
    selectToken: input.selectToken,
    importToken,
    importDisabled: input.embedding.rules?.disableTokenImport === true,
  })
  return { balances, submission, approval, status, dialogs }
}
