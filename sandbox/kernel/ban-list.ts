/**
 * Addresses the orderbook refuses with 403 Forbidden (production bans flagged addresses).
 * Configured by the service option `banList` and the environment variable
 * `SANDBOX_BANNED_ADDRESSES` (comma-separated).
 */
import { getAddress, isAddress, type Address } from 'viem'

export class BanList {
  private readonly banned: ReadonlySet<Address>

  constructor(addresses: Iterable<string>) {
    const banned = new Set<Address>()
    for (const raw of addresses) {
      const address = raw.trim()
      if (address === '') continue
      if (!isAddress(address, { strict: false })) {
        throw new Error(`ban list: "${address}" is not an address`)
      }
      banned.add(getAddress(address))
    }
    this.banned = banned
  }

  /** Reads a comma-separated list such as the SANDBOX_BANNED_ADDRESSES variable. */
  static fromList(list: string | undefined): BanList {
    return new BanList((list ?? '').split(','))
  }

  get size(): number {
    return this.banned.size
  }

  /** The first banned address among `addresses` (nullish entries are skipped). */
  findBanned(...addresses: (string | null | undefined)[]): Address | undefined {
    if (this.banned.size === 0) return undefined
    for (const address of addresses) {
      if (!address || !isAddress(address, { strict: false })) continue
      const normalized = getAddress(address)
      if (this.banned.has(normalized)) return normalized
    }
    return undefined
  }
}
