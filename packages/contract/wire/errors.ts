/** Wire schemas of the services' error bodies (spec 2.9): one shape a family. */
import * as z from 'zod/mini'

/** Orderbook family error body. `errorType` is an open set: unknown names must pass. */
export const apiErrorSchema = z.looseObject({
  errorType: z.string(),
  description: z.optional(z.string()),
  data: z.optional(z.unknown()),
})
export type WireApiError = z.infer<typeof apiErrorSchema>

/** Token-data / markets / notifications family error body. */
export const tokenDataErrorSchema = z.looseObject({ message: z.string() })
export type WireTokenDataError = z.infer<typeof tokenDataErrorSchema>
