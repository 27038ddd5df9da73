/**
 * Wire schemas of what a service says about itself: the orderbook's version and the
 * sandbox's health (its chain, contracts, tokens and traders).
 */
import * as z from 'zod/mini'
import { addressSchema } from './primitives'

/**
 * GET /api/v1/version answers `text/plain`: the build's `git describe` (cowprotocol/services
 * `version_handler`), seen as `{branch}@{sha}` (e.g. `v2.300.0@6a3e…`). Read as text.
 */
export const versionResponseSchema = z
  .string()
  .check(z.regex(/\S/, 'the version text is empty'), z.maxLength(200))

/** GET /health of the sandbox service. */
export const sandboxHealthSchema = z.looseObject({
  chainId: z.number(),
  settlement: addressSchema,
  vaultRelayer: addressSchema,
  /** The eth-flow contract (optional: a sandbox from before eth-flow has none). */
  ethFlow: z.optional(addressSchema),
  /** The HooksTrampoline (optional: a sandbox from before hooks has none). */
  hooksTrampoline: z.optional(addressSchema),
  /** ComposableCoW, its TWAP handler and the Safes' extensible fallback handler (optional: a sandbox from before TWAP has none). */
  composableCow: z.optional(addressSchema),
  twapHandler: z.optional(addressSchema),
  extensibleFallbackHandler: z.optional(addressSchema),
  tokens: z.array(
    z.looseObject({ address: addressSchema, symbol: z.string(), decimals: z.number() }),
  ),
  traders: z.array(addressSchema),
})
export type WireSandboxHealth = z.infer<typeof sandboxHealthSchema>
