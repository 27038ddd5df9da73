import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { WalletIcon } from '@/components/ui/icons'
import { shortenAddress } from '@/lib/format-amount'
import { useActiveChain } from '@/wallet/use-active-chain'

/**
 * The header's account inside a Safe host: the Safe and its chain, with nothing to click.
 * The host chose both; connecting, disconnecting and switching networks happen there.
 */
export function SafeAccount() {
  const { address, isConnected } = useAccount()
  const { chain } = useActiveChain()
  const { t } = useLingui()
  const chainName = chain.name
  return (
    <span
      aria-label={
        isConnected && address ? t`Safe ${address} on ${chainName}` : t`Connecting to the Safe`
      }
      className="flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold whitespace-nowrap text-fg"
    >
      <WalletIcon className="text-fg-subtle" />
      {isConnected && address ? (
        <>
          <span>Safe {shortenAddress(address)}</span>
          <span className="hidden text-fg-muted sm:inline">· {chain.name}</span>
        </>
      ) : (
        <span>
          <Trans>Connecting to the Safe…</Trans>
        </span>
      )}
    </span>
  )
}
