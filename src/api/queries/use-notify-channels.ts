/** Hooks of the account's notification channels: one line each over the factories. */
import { mutationHook, queryHook } from './hooks-of'
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

export const useChannelOffer = queryHook(channelOfferQueryOptions)
export const useChannels = queryHook(channelsQueryOptions)
export const useDeliveries = queryHook(deliveriesQueryOptions)
export const useCowTelegramStatus = queryHook(cowTelegramStatusQueryOptions)

export const useChannelSignIn = mutationHook(signInMutationOptions)
export const useAddChannel = mutationHook(addChannelMutationOptions)
export const useUpdateChannelTypes = mutationHook(updateChannelTypesMutationOptions)
export const useRemoveChannel = mutationHook(removeChannelMutationOptions)
export const useTestChannel = mutationHook(testChannelMutationOptions)
export const useRotateSecret = mutationHook(rotateSecretMutationOptions)
export const useRedeliver = mutationHook(redeliverMutationOptions)
export const useCowTelegramConnect = mutationHook(cowTelegramConnectMutationOptions)
