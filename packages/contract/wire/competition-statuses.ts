/**
 * The states of an order in the current competition (GET /orders/{uid}/status): the wire
 * schema allows exactly these (`./wire`), the domain reads any other as `'unknown'`
 * (`./competition-types`). Plain data, so both take it from here.
 */
export const KNOWN_COMPETITION_STATUSES = [
  'open',
  'scheduled',
  'active',
  'solved',
  'executing',
  'traded',
  'cancelled',
] as const
