import { t } from '@lingui/core/macro'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { ParsedAmount } from '../tokens/parse-amount'
import type { TradeToken } from '../tokens/trade-token'
import { useWrap } from '../wrap/use-wrap'
import { wrapButton, type WrapDirection } from '../wrap/wrap-status'
import { CTA_CLASS } from './cta'

export interface WrapActionProps {
  direction: WrapDirection
  network: {
    chainId: SupportedChainId
    chainMatches: boolean
    chain: { name: string }
    switchNetwork: (chainId: SupportedChainId) => unknown
  }
  wallet: { isConnected: boolean }
  form: { sellToken: TradeToken | undefined; amount: ParsedAmount }
  balances: { sellBalance: bigint | undefined; refetch: () => unknown }
  /** The widget's host connects its own wallet, and may say no to a wrap. */
  embedding: { connectWallet?: () => void; beforeWrap?: () => Promise<boolean> }
}

/**
 * The main button when the pair is the native currency and its wrapper: one transaction
 * (wrap or unwrap), no quote, no order; what happened is said below it. Loaded only for
 * such a pair.
 */
export function WrapAction({
  direction,
  network,
  wallet,
  form,
  balances,
  embedding,
}: WrapActionProps) {
  const { openConnectModal } = useWalletModals()
  const { flow, run } = useWrap({
    chainId: network.chainId,
    direction,
    refetchBalances: balances.refetch,
    beforeWrap: embedding.beforeWrap,
  })
  const primary = wrapButton({
    direction,
    connected: wallet.isConnected,
    chainMatches: network.chainMatches,
    chainName: network.chain.name,
    amount: form.amount,
    balance: balances.sellBalance,
    sellSymbol: form.sellToken?.symbol ?? 'token',
    flow,
  })
  const busy = flow.phase === 'wallet' || flow.phase === 'pending'
  const onClick = () => {
    if (primary.disabled) return
    switch (primary.action) {
      case 'connect':
        return embedding.connectWallet ? embedding.connectWallet() : openConnectModal()
      case 'switchChain':
        return void network.switchNetwork(network.chainId)
      case 'wrap':
        return form.amount.status === 'valid' ? void run(form.amount.value) : undefined
      default:
        return undefined
    }
  }
  return (
    <>
      <p className="px-1 text-sm text-fg-muted">
        {direction === 'wrap'
          ? t`Wrapping is one transaction at a rate of 1:1, with no order and no fee.`
          : t`Unwrapping is one transaction at a rate of 1:1, with no order and no fee.`}
      </p>
      <Button
        size="lg"
        className={cn(
          'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
          CTA_CLASS,
        )}
        aria-disabled={primary.disabled || undefined}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        {busy && <Spinner className="size-4" />}
        {primary.label}
      </Button>
      <p
        role="status"
        className={cn('px-1 text-sm', flow.phase === 'problem' ? 'text-danger' : 'text-fg-muted')}
      >
        {flow.phase === 'done' || flow.phase === 'problem' ? flow.sentence : ''}
      </p>
    </>
  )
}
