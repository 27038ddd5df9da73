/**
 * How a refreshed quote moved the limit the trader reviewed: the minimum received of a sell
 * order, the maximum sold of a buy order. Only a worse limit asks the trader again; a better
 * one is said quietly (the order signs the new limit, which only gives them more).
 */
export type PriceUpdate = 'same' | 'better' | 'worse'

export function priceUpdate(
  kind: 'sell' | 'buy',
  /** The limit the trader saw when the review opened, or last accepted. */
  accepted: bigint,
  current: bigint,
): PriceUpdate {
  if (current === accepted) return 'same'
  // Selling: more received is better. Buying: less sold is better.
  const better = kind === 'sell' ? current > accepted : current < accepted
  return better ? 'better' : 'worse'
}
