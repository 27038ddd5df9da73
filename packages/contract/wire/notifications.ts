/**
 * Wire schemas of GET /accounts/{account}/notifications (spec 2.8), in the interface
 * document's shape and the production CMS's (real-service-notes.md): the inbox reads both.
 */
import * as z from 'zod/mini'
import { isoDateSchema } from './primitives'

/** The interface document's shape. */
export const specNotificationSchema = z.looseObject({
  id: z.string(),
  /** `null`: meant for everyone (see the CMS shape). */
  account: z.optional(z.nullable(z.string())),
  type: z.string(),
  message: z.string(),
  timestamp: isoDateSchema,
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
})
/**
 * The production CMS shape (cowprotocol/cms `getNotificationList`): the account's own
 * items, then up to 50 meant for everyone, which carry `account: null`.
 */
export const cmsNotificationSchema = z.looseObject({
  id: z.number(),
  account: z.optional(z.nullable(z.string())),
  title: z.string(),
  description: z.string(),
  createdAt: isoDateSchema,
  url: z.optional(z.nullable(z.string())),
  thumbnail: z.optional(z.nullable(z.string())),
})
/** One notification of either shape; lists are read element by element (`read-list.ts`). */
export const notificationSchema = z.union([specNotificationSchema, cmsNotificationSchema])
export const notificationsResponseSchema = z.array(notificationSchema)
export type WireSpecNotification = z.infer<typeof specNotificationSchema>
export type WireCmsNotification = z.infer<typeof cmsNotificationSchema>
