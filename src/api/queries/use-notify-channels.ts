/** Hooks of the account's notification channels: one line each over the factories. */
import { useMutation, useQuery } from '@tanstack/react-query'
import type { ChannelSession } from '@/api/notify-channels'
import {
  addChannelMutationOptions,
  channelOfferQueryOptions,
  channelsQueryOptions,
  cowTelegramConnectMutationOptions,
  cowTelegramStatusQueryOptions,
  deliveriesQueryOptions,
  redeliverMutationOptions,
  removeChannelMutationOptions,
  rotateSecretMutationOptions,
  signInMutationOptions,
  testChannelMutationOptions,
  updateChannelTypesMutationOptions,
} from './notify-channel-queries'
import type { QueryApiContext } from './query-utils'

export const useChannelOffer = (ctx: QueryApiContext, enabled: boolean) =>
  useQuery(channelOfferQueryOptions(ctx, enabled))
export const useChannels = (ctx: QueryApiContext, session: ChannelSession | undefined) =>
  useQuery(channelsQueryOptions(ctx, session))
export const useDeliveries = (
  ctx: QueryApiContext,
  session: ChannelSession | undefined,
  channelId: string,
) => useQuery(deliveriesQueryOptions(ctx, session, channelId))
export const useCowTelegramStatus = (
  ctx: QueryApiContext,
  account: string | undefined,
  connecting: boolean,
) => useQuery(cowTelegramStatusQueryOptions(ctx, account, connecting))

export const useChannelSignIn = (ctx: QueryApiContext) => useMutation(signInMutationOptions(ctx))
export const useAddChannel = (ctx: QueryApiContext) => useMutation(addChannelMutationOptions(ctx))
export const useUpdateChannelTypes = (ctx: QueryApiContext) =>
  useMutation(updateChannelTypesMutationOptions(ctx))
export const useRemoveChannel = (ctx: QueryApiContext) =>
  useMutation(removeChannelMutationOptions(ctx))
export const useTestChannel = (ctx: QueryApiContext) => useMutation(testChannelMutationOptions(ctx))
export const useRotateSecret = (ctx: QueryApiContext) =>
  useMutation(rotateSecretMutationOptions(ctx))
export const useRedeliver = (ctx: QueryApiContext) => useMutation(redeliverMutationOptions(ctx))
export const useCowTelegramConnect = (ctx: QueryApiContext) =>
  useMutation(cowTelegramConnectMutationOptions(ctx))
