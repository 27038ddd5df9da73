import { useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { Badge } from '@/components/ui/badge'
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons'
import { Popover } from '@/components/ui/popover'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { SANDBOX_CONNECTOR_ID } from '@/wallet/sandbox-wallet-id'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useSwitchNetwork } from '@/wallet/use-switch-network'
import {
  CHAINS,
  SANDBOX_CHAIN_ID,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'
import { ChainIcon } from './chain-icon'

/** Every network the real service serves (see `@batchswap/contract/protocol/chains`), testnet last. */
const LIVE_NETWORKS: readonly SupportedChainId[] = [
  1, 100, 42161, 8453, 137, 43114, 56, 59144, 9745, 57073, 11155111,
]

export function NetworkMenu() {
  const { chainId, chain, isWalletOnUnsupportedChain } = useActiveChain()
  const { isConnected, connector } = useAccount()
  const connectorId = connector?.id
  const { switchNetwork, isSwitching } = useSwitchNetwork()
  const { t } = useLingui()
  const onSandboxWallet = isConnected && connectorId === SANDBOX_CONNECTOR_ID

  const option = (id: SupportedChainId, close: () => void) => {
    const current = id === chainId
    return (
      <li key={id}>
        <button
          type="button"
          aria-current={current ? 'true' : undefined}
          onClick={() => {
            close()
            if (!current) void switchNetwork(id)
          }}
          className={cn(
            'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition-colors',
            current ? 'bg-brand-soft text-brand-text' : 'text-fg hover:bg-surface-muted',
          )}
        >
          <ChainIcon chainId={id} className="size-6" />
          <span className="flex-1">{CHAINS[id].name}</span>
          {id === 11155111 && <Badge>{t`Testnet`}</Badge>}
          {current && <CheckIcon className="size-4" />}
        </button>
      </li>
    )
  }

  return (
    <Popover
      label={t`Networks`}
      trigger={(props, open) => (
        <button
          type="button"
          {...props}
          aria-label={t`Network: ${chain.name}`}
          className={cn(
            'flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-2 text-sm font-semibold whitespace-nowrap text-fg transition-colors hover:border-line-strong min-[360px]:px-2.5 sm:px-3',
            open && 'border-line-strong',
          )}
        >
          {isSwitching ? <Spinner className="size-5" /> : <ChainIcon chainId={chainId} />}
          {/* On narrow screens the wallet button needs the room, except when it is just an
              avatar (connected on a supported network). */}
          <span
            className={cn(
              'max-w-[7rem] truncate',
              (!isConnected || isWalletOnUnsupportedChain) && 'hidden min-[420px]:inline',
            )}
          >
            {chain.name}
          </span>
          {/* Below 360 px the brand and the three controls share one row only without it. */}
          <ChevronDownIcon className="hidden size-4 text-fg-subtle min-[360px]:block" />
        </button>
      )}
    >
      {(close) => (
        <div className="p-1">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t`Networks`}
          </p>
          <ul className="flex flex-col gap-0.5">{LIVE_NETWORKS.map((id) => option(id, close))}</ul>
          <p className="px-3 pt-3 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t`Local`}
          </p>
          <ul>{option(SANDBOX_CHAIN_ID, close)}</ul>
          <p className="mt-2 border-t border-line px-3 pt-2.5 pb-1 text-xs text-fg-muted">
            {onSandboxWallet
              ? t`The Sandbox wallet works only on the Sandbox network; choosing another network disconnects it.`
              : isConnected
                ? t`Your wallet will be asked to switch networks.`
                : t`Connect a wallet to trade on the chosen network.`}
          </p>
        </div>
      )}
    </Popover>
  )
}
