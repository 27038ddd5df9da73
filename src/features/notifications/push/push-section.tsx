import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { ApiContext } from '@/api/request-types'
import { Card } from '@/components/ui/card'
import { useApiContext } from '@/wallet/use-api-context'
import { getChain } from '@batchswap/contract/protocol/chains'
import { PushToggle } from './push-toggle'
import { useChannelSession } from '../use-channel-session'

/**
 * Web push on the Inbox page, for the connected account. Only where the notification
 * service offers it: the sandbox's does; CoW's production services offer Telegram alone
 * (issue 40, point 5), so the section is hidden there.
 */
export function PushSection() {
  const { address } = useAccount()
  const ctx = useApiContext()
  if (!address || !getChain(ctx.chainId).isSandbox) return null
  return <ConnectedPushSection ctx={ctx} account={address} />
}

function ConnectedPushSection({ ctx, account }: { ctx: ApiContext; account: Address }) {
  // The Notifications panel's sign-in: one signature serves the channels and push.
  const { session, signIn } = useChannelSession(account)
  return (
    <Card className="p-5" aria-labelledby="push-heading" role="region">
      <h2 id="push-heading" className="mb-2 text-lg font-semibold tracking-tight text-fg">
        <Trans>Push notifications</Trans>
      </h2>
      <PushToggle ctx={ctx} account={account} session={session} signIn={signIn} />
    </Card>
  )
}
