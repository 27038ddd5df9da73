/**
 * Wire schema of `GET /api/v1/users/{address}/total_surplus` (the real service's
 * `TotalSurplus`, marked unstable there): `{totalSurplus}`, the surplus of every trade of the
 * account to date, valued in the chain's native token, as a decimal string of its atoms (wei).
 */
import * as z from 'zod/mini'

/**
 * The real service sums a numeric column, which may print a fraction of an atom
 * ("123.45"): accepted, and read as the whole atoms below it.
 */
export const totalSurplusResponseSchema = z.looseObject({
  totalSurplus: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'expected a decimal number string')),
})

export type WireTotalSurplus = z.infer<typeof totalSurplusResponseSchema>
