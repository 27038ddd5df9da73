import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { SANDBOX_CHAIN_ID } from '@batchswap/contract/protocol/chains'
import { Card } from '@/components/ui/card'
import { useApiContext } from '@/wallet/use-api-context'
import { CowTelegram } from './cow-telegram'
import { SandboxChannels } from './sandbox-channels'

/**
 * Where the connected account's notifications go, beyond this page. On the sandbox, the
 * channels it serves (webhook, and e-mail and Telegram when configured); against CoW's
 * services, what they offer: Telegram through their connect flow.
 */
export function NotificationsPanel() {
  const { address } = useAccount()
  const ctx = useApiContext()
  if (!address) return null
  return (
    <Card aria-labelledby="notification-channels-title" role="region" className="overflow-hidden">
      <div className="border-b border-line px-5 py-4">
        <h2
          id="notification-channels-title"
          className="text-lg font-semibold tracking-tight text-fg"
        >
          <Trans>Notification channels</Trans>
        </h2>
      </div>
      {ctx.chainId === SANDBOX_CHAIN_ID ? (
        <SandboxChannels key={`${ctx.env}:${address}`} account={address} />
      ) : (
        <CowTelegram key={`${ctx.env}:${ctx.chainId}:${address}`} account={address} />
      )}
    </Card>
  )
}
