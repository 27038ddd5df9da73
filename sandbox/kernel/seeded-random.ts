/**
 * Deterministic randomness for the price walk: every sample is a pure function of a salt and
 * an index, so the same seed gives the same prices at the same times, across restarts.
 */
export function hashString(text: string): number {
  // FNV-1a: a token's walk depends on its symbol, not on its place in the list.
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A 32-bit integer hash (lowbias32) -> uniform in (0, 1). */
function uniform(salt: number, index: number, stream: number): number {
  let x = (salt ^ Math.imul(index | 0, 0x85ebca6b) ^ Math.imul(stream, 0xc2b2ae35)) >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d)
  x ^= x >>> 15
  x = Math.imul(x, 0x846ca68b)
  x ^= x >>> 16
  return ((x >>> 0) + 0.5) / 4294967296
}

/** Standard normal sample for (salt, index): Box-Muller over two hashed uniforms. */
export function gaussian(salt: number, index: number): number {
  const u1 = uniform(salt, index, 1)
  const u2 = uniform(salt, index, 2)
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2)
}
