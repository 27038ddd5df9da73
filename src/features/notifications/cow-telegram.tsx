import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useCowTelegramConnect, useCowTelegramStatus } from '@/api/queries/notify-channel-queries'
import { ExternalLink } from '@/components/external-link'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useApiContext } from '@/wallet/use-api-context'
import { channelProblem } from './channel-view'
import { TelegramLink } from './telegram-link'

/**
 * Against CoW's own services: Telegram as CoW Swap connects it (cowprotocol/bff's telegram
 * routes). A one-time connect token and deep link, the status polled until the chat is
 * linked; unsubscribing happens in the chat. CoW offers no webhook or e-mail, so neither is
 * shown here.
 */
export function CowTelegram({ account }: { account: Address }) {
  const ctx = useApiContext()
  const connect = useCowTelegramConnect(ctx)
  const connecting = connect.data !== undefined
  const status = useCowTelegramStatus(ctx, account, connecting)

  if (status.data?.connected) {
    const username = status.data.username
    return (
      <div className="flex flex-col gap-2 px-5 py-5 text-sm">
        <p role="status" className="font-medium text-fg">
          {username ? (
            <Trans>Telegram is connected (@{username}).</Trans>
          ) : (
            <Trans>Telegram is connected.</Trans>
          )}
        </p>
        <p className="text-fg-muted">
          <Trans>
            To stop the notifications,{' '}
            <ExternalLink href={status.data.botDeepLink}>open the bot and unsubscribe</ExternalLink>
            .
          </Trans>
        </p>
      </div>
    )
  }
  const problem = connect.error ?? status.error
  return (
    <div className="flex flex-col items-start gap-3 px-5 py-5">
      <p className="text-sm text-fg">
        <Trans>Get notified of your orders in Telegram, even with this tab closed.</Trans>
      </p>
      {connect.data ? (
        <TelegramLink url={connect.data.deepLink} startCommand={`/start ${connect.data.token}`} />
      ) : status.isPending && !status.error ? (
        <Skeleton className="h-10 w-40" />
      ) : (
        <Button loading={connect.isPending} onClick={() => connect.mutate(account)}>
          <Trans>Connect Telegram</Trans>
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {channelProblem(problem).message}
        </p>
      )}
    </div>
  )
}
