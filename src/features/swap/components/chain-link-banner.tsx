/** Shown when a shared link names another network than the one the trader is on. */
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'

export function ChainLinkBanner({
  linkChainName,
  chainName,
  switching,
  onSwitch,
}: {
  linkChainName: string
  chainName: string
  switching: boolean
  onSwitch: () => void
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm"
    >
      <AlertIcon className="size-5 shrink-0 text-warning" />
      <p className="min-w-0 flex-1">
        This link is for <strong>{linkChainName}</strong>; you are on {chainName}.
      </p>
      <Button size="sm" variant="secondary" loading={switching} onClick={onSwitch}>
        Switch to {linkChainName}
      </Button>
    </div>
  )
}
