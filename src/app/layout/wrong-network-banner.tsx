import { Trans, useLingui } from '@lingui/react/macro'
import { listFormat } from '@/lib/locale-format'
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useSwitchNetwork } from '@/wallet/use-switch-network'
import { CHAINS, SANDBOX_CHAIN_ID } from '@batchswap/contract/protocol/chains'

/** Every network the app serves, from the chain table (by chain id), the sandbox last. */
function networkNames(sandbox: string): string {
  return listFormat({ type: 'conjunction' }).format([
    ...Object.values(CHAINS)
      .filter((chain) => chain.id !== SANDBOX_CHAIN_ID)
      .map((chain) => chain.name),
    sandbox,
  ])
}

/**
 * Shown while the connected wallet sits on a network batchswap does not run on; loaded only
 * then (app-shell.tsx).
 */
export function WrongNetworkBanner() {
  const { isWalletOnUnsupportedChain, walletChainId, chainId, chain } = useActiveChain()
  const { switchNetwork, isSwitching } = useSwitchNetwork()
  const { t } = useLingui()
  if (!isWalletOnUnsupportedChain) return null
  const networks = networkNames(t`the Sandbox`)
  return (
    <div role="alert" className="border-b border-warning/30 bg-warning-soft">
      <div className="mx-auto flex max-w-shell flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        {/* Text and button share a row while there is room; the button wraps below otherwise. */}
        <div className="flex min-w-0 flex-[1_1_18rem] items-start gap-3">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-warning" />
          <p className="min-w-0 text-sm text-fg">
            <Trans>
              <strong className="font-semibold">Unsupported network.</strong> Your wallet is on
              chain {walletChainId}; batchswap runs on {networks}.
            </Trans>
          </p>
        </div>
        <Button
          size="sm"
          className="ml-auto"
          loading={isSwitching}
          onClick={() => void switchNetwork(chainId)}
        >
          <Trans>Switch to {chain.name}</Trans>
        </Button>
      </div>
    </div>
  )
}
