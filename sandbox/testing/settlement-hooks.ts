/**
 * Test support for vitest files (not a test): the settlement harness (settlement-harness.ts) started
 * before a file's tests and stopped after them, and reads of the running service that the
 * tests check as they go.
 */
import type { Hex } from 'viem'
import { expect } from 'vitest'
import { useStarted } from './lifecycle'
import * as z from 'zod/mini'
import {
  cmsNotificationSchema,
  specNotificationSchema,
} from '@batchswap/contract/wire/notifications'
import { competitionStatusSchema } from '@batchswap/contract/wire/competition'
import type { SettlementModuleOptions } from '../settlement/module'
import { getJson, startHarness, type Harness, type HarnessOptions } from './settlement-harness'

/**
 * The file's harness: started in beforeAll (registered first, so it runs before the file's
 * own), stopped in afterAll. Read its fields inside tests and hooks, not at the top level.
 */
export function useHarness(
  moduleOptions?: SettlementModuleOptions,
  options?: HarnessOptions,
): Harness {
  return useStarted('harness', () => startHarness(moduleOptions, options))
}

/** The account's own notifications; those for everyone follow them, checked and left out. */
export async function notificationsOf(h: Harness, account: string) {
  const { status, body, headers } = await getJson(h, `/accounts/${account}/notifications`)
  expect(status).toBe(200)
  expect(headers.get('cache-control')).toBe('public, max-age=300')
  const all = z.array(z.unknown()).parse(body)
  const firstForEveryone = all.findIndex((n) => cmsNotificationSchema.safeParse(n).success)
  const own = firstForEveryone === -1 ? all : all.slice(0, firstForEveryone)
  const forEveryone = firstForEveryone === -1 ? [] : all.slice(firstForEveryone)
  // The account's own in the interface document's shape, then the CMS's items for everyone.
  expect(
    z
      .array(cmsNotificationSchema)
      .parse(forEveryone)
      .map((n) => n.account),
  ).toEqual(forEveryone.map(() => null))
  return z.array(specNotificationSchema).parse(own)
}

/** The order's competition status type (GET /orders/{uid}/status). */
export async function statusType(h: Harness, uid: Hex): Promise<string> {
  const { body } = await getJson(h, `/sandbox/api/v1/orders/${uid}/status`)
  return competitionStatusSchema.parse(body).type
}
