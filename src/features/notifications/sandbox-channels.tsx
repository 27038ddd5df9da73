import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useAddChannel, useChannelOffer, useChannels } from '@/api/queries/notify-channel-queries'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useApiContext } from '@/wallet/use-api-context'
import { AddChannelForm } from './add-channel-form'
import { emptyDraft, type ChannelDraft } from './channel-form'
import { ChannelItem, channelHeadingId, type TelegramLinkInfo } from './channel-item'
import { channelProblem, formKinds } from './channel-view'
import { SecretDialog } from './secret-dialog'
import { useChannelSession } from './use-channel-session'

interface ShownSecret {
  value: string
  rotated: boolean
  returnTo: () => HTMLElement | null
}

/**
 * The account's channels on the sandbox's service: sign in (EIP-4361), then list, add,
 * change, test and remove them. What the trader typed in the form outlives a refusal and an
 * ended sign-in.
 */
export function SandboxChannels({ account }: { account: Address }) {
  const ctx = useApiContext()
  const { session, signIn, signInState, forget } = useChannelSession(account)
  const [ended, setEnded] = useState(false)
  const offer = useChannelOffer(ctx, session !== undefined)
  const channels = useChannels(ctx, session)
  const add = useAddChannel(ctx)
  const [draft, setDraft] = useState<ChannelDraft>(() => emptyDraft('webhook'))
  const [addProblem, setAddProblem] = useState<string | undefined>()
  // A new form after each channel added: its checks start over with the empty draft.
  const [added, setAdded] = useState(0)
  const [secret, setSecret] = useState<ShownSecret | undefined>()
  // Where focus goes once the secret's dialog closes: the button that asked for it went
  // busy (disabled) meanwhile, so the dialog has nothing to give focus back to.
  const refocus = useRef<() => HTMLElement | null>(undefined)
  useEffect(() => {
    if (secret !== undefined || !refocus.current) return
    refocus.current()?.focus()
    refocus.current = undefined
  }, [secret])
  const [links, setLinks] = useState<Readonly<Record<string, TelegramLinkInfo>>>({})
  const listHeading = useRef<HTMLHeadingElement>(null)

  /** A refusal that means the session is over: forget it and ask to sign in again. */
  const sessionEnded = useCallback(
    (error: unknown) => {
      if (!channelProblem(error).signInAgain) return false
      forget()
      setEnded(true)
      return true
    },
    [forget],
  )
  // The list refused with the session over (it expired while the tab was open).
  const listEnded = channels.error !== null && channelProblem(channels.error).signInAgain

  // Only what this sandbox can add now (web push has its own switch); webhooks always.
  const kinds = formKinds(offer.data?.kinds ?? ['webhook'])
  const kind = kinds.includes(draft.kind) ? draft.kind : 'webhook'

  if (!session || listEnded) {
    const problem = signInState.error ? channelProblem(signInState.error).message : undefined
    return (
      <div className="flex flex-col items-start gap-3 px-5 py-5">
        <p className="text-sm text-fg">
          {ended || listEnded
            ? t`Your sign-in has ended. Sign in again to manage your channels.`
            : t`Get your notifications by webhook, e-mail or Telegram, even with this tab closed. Sign a message with your wallet to manage where they go; it costs nothing.`}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        <Button
          loading={signInState.isPending}
          onClick={() => {
            setEnded(false)
            signIn().catch(() => undefined) // shown from signInState.error
          }}
        >
          <Trans>Sign in to manage channels</Trans>
        </Button>
      </div>
    )
  }

  return (
    <div className="flex flex-col">
      <h3 ref={listHeading} tabIndex={-1} className="sr-only outline-none">
        <Trans>Your channels</Trans>
      </h3>
      {channels.data ? (
        channels.data.length === 0 ? (
          <p className="px-5 py-4 text-sm text-fg-muted">
            <Trans>No channels yet: add one below.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Notification channels`} className="divide-y divide-line">
            {channels.data.map((channel) => (
              <ChannelItem
                key={channel.id}
                channel={channel}
                session={session}
                telegramLink={links[channel.id]}
                onSecret={(value, returnTo) => setSecret({ value, rotated: true, returnTo })}
                onRemoved={() => listHeading.current?.focus()}
                onProblem={sessionEnded}
              />
            ))}
          </ul>
        )
      ) : channels.error ? (
        <p role="alert" className="px-5 py-4 text-sm text-danger">
          {channelProblem(channels.error).message}
        </p>
      ) : (
        <div className="px-5 py-4" aria-busy="true">
          <span role="status" className="sr-only">
            <Trans>Loading your channels…</Trans>
          </span>
          <Skeleton className="h-12 w-full" />
        </div>
      )}

      <div className="border-t border-line px-5 py-5">
        <AddChannelForm
          key={added}
          kinds={kinds}
          draft={{ ...draft, kind }}
          onDraft={(next) => {
            setDraft(next)
            setAddProblem(undefined)
          }}
          submitting={add.isPending}
          problem={addProblem}
          onSubmit={(request) => {
            setAddProblem(undefined)
            add.mutate(
              { session, request },
              {
                onSuccess: (created) => {
                  setDraft(emptyDraft(kind))
                  setAdded((n) => n + 1)
                  if (created.secret) {
                    const id = channelHeadingId(created.channel.id)
                    setSecret({
                      value: created.secret,
                      rotated: false,
                      returnTo: () => document.getElementById(id),
                    })
                  }
                  const link = created.link
                  if (link) setLinks((known) => ({ ...known, [created.channel.id]: link }))
                },
                onError: (error) => {
                  if (!sessionEnded(error)) setAddProblem(channelProblem(error).message)
                },
              },
            )
          }}
        />
      </div>

      <SecretDialog
        secret={secret?.value}
        rotated={secret?.rotated ?? false}
        onClose={() => {
          refocus.current = secret?.returnTo
          setSecret(undefined)
        }}
      />
    </div>
  )
}
