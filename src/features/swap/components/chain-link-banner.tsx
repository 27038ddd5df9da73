import { Trans } from '@lingui/react/macro'
/** Shown when a shared link names another network than the one the trader is on. */
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import {
  CHAINS,
  isSupportedChainId,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'

export function ChainLinkBanner({
  linkChainId,
  chainName,
  switching,
  onSwitch,
}: {
  /** The link's network, when it names one the trader is not on. */
  linkChainId: number | undefined
  chainName: string
  switching: boolean
  onSwitch: (chainId: SupportedChainId) => void
}) {
  if (linkChainId === undefined || !isSupportedChainId(linkChainId)) return null
  const linkChain = CHAINS[linkChainId]
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm"
    >
      <AlertIcon className="size-5 shrink-0 text-warning" />
      <p className="min-w-0 flex-1">
        <Trans>
          This link is for <strong>{linkChain.name}</strong>; you are on {chainName}.
        </Trans>
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={switching}
        onClick={() => onSwitch(linkChain.id)}
      >
        <Trans>Switch to {linkChain.name}</Trans>
      </Button>
    </div>
  )
}
