/**
 * queryOptions / mutationOptions factories of the account's notification channels, and
 * their hooks (one line each). Keys are `['notifyChannels', env, chainId, account, ...]`:
 * every write invalidates the account's level, so the list and the deliveries follow it.
 * The session is an input, not part of the key: a new sign-in reads the same channels.
 */
import { mutationOptions } from '@tanstack/react-query'
import type { WireNewChannelRequest, WireNotificationType } from '@batchswap/contract/wire/channels'
import {
  addChannel,
  getChannelOffer,
  getCowTelegramConnectToken,
  getCowTelegramStatus,
  getSignInNonce,
  listChannels,
  listDeliveries,
  redeliver,
  removeChannel,
  rotateWebhookSecret,
  sendTestDelivery,
  signIn,
  updateChannelTypes,
  type ChannelSession,
} from '@/api/notify-channels'
import type { WireDelivery } from '@batchswap/contract/wire/channels'
import type { ApiContext, ApiResult } from '@/api/request-types'
import { addressKey, run, serviceReadOptions, type QueryApiContext } from './query-utils'
import { mutationHook, queryHook } from './hooks-of'

/** While a channel waits (a Telegram chat to link, an address to confirm), its list is read this often. */
export const PENDING_CHANNEL_POLL_MS = 3_000
/** While a delivery waits for its next attempt, the deliveries are read this often. */
export const PENDING_DELIVERY_POLL_MS = 3_000
/** Otherwise deliveries are read this often while shown (a fill may come any time). */
export const DELIVERIES_POLL_MS = 10_000

export const notifyChannelKeys = {
  all: (ctx: QueryApiContext) => ['notifyChannels', ctx.env, ctx.chainId] as const,
  offer: (ctx: QueryApiContext) => [...notifyChannelKeys.all(ctx), 'offer'] as const,
  account: (ctx: QueryApiContext, account: string | undefined) =>
    [...notifyChannelKeys.all(ctx), account === undefined ? null : addressKey(account)] as const,
  channels: (ctx: QueryApiContext, account: string | undefined) =>
    [...notifyChannelKeys.account(ctx, account), 'channels'] as const,
  deliveries: (ctx: QueryApiContext, account: string | undefined, channelId: string) =>
    [...notifyChannelKeys.account(ctx, account), 'deliveries', channelId] as const,
  cowTelegram: (ctx: QueryApiContext, account: string | undefined) =>
    [...notifyChannelKeys.account(ctx, account), 'cowTelegram'] as const,
  mutation: (ctx: QueryApiContext, name: string) =>
    [...notifyChannelKeys.all(ctx), 'mutation', name] as const,
}

const anyPending = (items: readonly { status: string }[] | undefined) =>
  items?.some((item) => item.status === 'pending') ?? false

// ---------------------------------------------------------------- reads

/** What the sandbox can add; asked once a session (it does not change while it runs). */
export function channelOfferQueryOptions(ctx: QueryApiContext, enabled: boolean) {
  return serviceReadOptions(ctx, notifyChannelKeys.offer(ctx), enabled || undefined, (c) =>
    getChannelOffer(c),
  )
}
export const useChannelOffer = queryHook(channelOfferQueryOptions)

export function channelsQueryOptions(ctx: QueryApiContext, session: ChannelSession | undefined) {
  return serviceReadOptions(
    ctx,
    notifyChannelKeys.channels(ctx, session?.account),
    session,
    listChannels,
    { poll: (result) => (anyPending(result?.data) ? PENDING_CHANNEL_POLL_MS : false) },
  )
}
export const useChannels = queryHook(channelsQueryOptions)

export function deliveriesQueryOptions(
  ctx: QueryApiContext,
  session: ChannelSession | undefined,
  channelId: string,
) {
  return serviceReadOptions(
    ctx,
    notifyChannelKeys.deliveries(ctx, session?.account, channelId),
    session,
    (c, s) => listDeliveries(c, s, channelId),
    {
      poll: (result) => (anyPending(result?.data) ? PENDING_DELIVERY_POLL_MS : DELIVERIES_POLL_MS),
    },
  )
}
export const useDeliveries = queryHook(deliveriesQueryOptions)

/** CoW's Telegram link of the account; polled while the trader is connecting. */
export function cowTelegramStatusQueryOptions(
  ctx: QueryApiContext,
  account: string | undefined,
  connecting: boolean,
) {
  return serviceReadOptions(
    ctx,
    notifyChannelKeys.cowTelegram(ctx, account),
    account,
    getCowTelegramStatus,
    {
      poll: (result) =>
        connecting && result?.data.connected !== true ? PENDING_CHANNEL_POLL_MS : false,
    },
  )
}
export const useCowTelegramStatus = queryHook(cowTelegramStatusQueryOptions)

// ---------------------------------------------------------------- writes

/** A write of the account's channels: whatever its outcome, the account's reads refresh. */
function channelMutationOptions<V, R>(
  ctx: QueryApiContext,
  name: string,
  call: (ctx: ApiContext, variables: V) => Promise<ApiResult<R>>,
) {
  const mutationKey = notifyChannelKeys.mutation(ctx, name)
  return mutationOptions({
    mutationKey,
    mutationFn: async (variables: V) =>
      (await run(mutationKey, ctx, undefined, (c) => call(c, variables))).data,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: notifyChannelKeys.all(ctx) }),
  })
}

export interface SignInVariables {
  account: string
  /** Builds and signs the EIP-4361 message for the nonce the service gave. */
  sign: (nonce: string) => Promise<{ message: string; signature: string }>
}

/** Nonce, signature, session: one step for the trader. */
export function signInMutationOptions(ctx: QueryApiContext) {
  const mutationKey = notifyChannelKeys.mutation(ctx, 'signIn')
  return mutationOptions({
    mutationKey,
    mutationFn: async ({ account, sign }: SignInVariables) => {
      const { nonce } = (await run(mutationKey, ctx, undefined, (c) => getSignInNonce(c, account)))
        .data
      const signed = await sign(nonce)
      return (await run(mutationKey, ctx, undefined, (c) => signIn(c, account, signed))).data
    },
  })
}
export const useChannelSignIn = mutationHook(signInMutationOptions)

interface SessionVariables {
  session: ChannelSession
}

export const addChannelMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(
    ctx,
    'add',
    (c, v: SessionVariables & { request: WireNewChannelRequest }) =>
      addChannel(c, v.session, v.request),
  )
export const useAddChannel = mutationHook(addChannelMutationOptions)

export const updateChannelTypesMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(
    ctx,
    'types',
    (c, v: SessionVariables & { channelId: string; types: readonly WireNotificationType[] }) =>
      updateChannelTypes(c, v.session, v.channelId, v.types),
  )
export const useUpdateChannelTypes = mutationHook(updateChannelTypesMutationOptions)

export const removeChannelMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(ctx, 'remove', (c, v: SessionVariables & { channelId: string }) =>
    removeChannel(c, v.session, v.channelId),
  )
export const useRemoveChannel = mutationHook(removeChannelMutationOptions)

export const testChannelMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(
    ctx,
    'test',
    (c, v: SessionVariables & { channelId: string }): Promise<ApiResult<WireDelivery>> =>
      sendTestDelivery(c, v.session, v.channelId),
  )
export const useTestChannel = mutationHook(testChannelMutationOptions)

export const rotateSecretMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(ctx, 'rotate', (c, v: SessionVariables & { channelId: string }) =>
    rotateWebhookSecret(c, v.session, v.channelId),
  )
export const useRotateSecret = mutationHook(rotateSecretMutationOptions)

export const redeliverMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(
    ctx,
    'redeliver',
    (c, v: SessionVariables & { channelId: string; deliveryId: string }) =>
      redeliver(c, v.session, v.channelId, v.deliveryId),
  )
export const useRedeliver = mutationHook(redeliverMutationOptions)

export const cowTelegramConnectMutationOptions = (ctx: QueryApiContext) =>
  channelMutationOptions(ctx, 'cowTelegramConnect', (c, account: string) =>
    getCowTelegramConnectToken(c, account),
  )
export const useCowTelegramConnect = mutationHook(cowTelegramConnectMutationOptions)
