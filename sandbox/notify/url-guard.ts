/**
 * Which URLs a webhook (or a push endpoint) may point at. http(s) only, no credentials in the
 * URL; addresses on private and link-local networks are refused unless the sandbox allows
 * them (SANDBOX_WEBHOOK_ALLOW_PRIVATE=1), loopback is allowed by default because the sandbox
 * and its receivers run on this machine (SANDBOX_WEBHOOK_ALLOW_LOOPBACK=0 refuses it).
 * The check runs when a channel is added and again in the connection's DNS lookup on every
 * attempt (`guardedLookup`), so a name that later resolves elsewhere is still refused.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'

export interface UrlPolicy {
  allowLoopback: boolean
  allowPrivate: boolean
}

export const DEFAULT_URL_POLICY: UrlPolicy = { allowLoopback: true, allowPrivate: false }

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback
  return !['0', 'false', 'off', 'no'].includes(raw.trim().toLowerCase())
}

export function urlPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): UrlPolicy {
  return {
    allowLoopback: flag(env.SANDBOX_WEBHOOK_ALLOW_LOOPBACK, DEFAULT_URL_POLICY.allowLoopback),
    allowPrivate: flag(env.SANDBOX_WEBHOOK_ALLOW_PRIVATE, DEFAULT_URL_POLICY.allowPrivate),
  }
}

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Private, link-local, shared, unspecified, multicast and reserved ranges. */
const nonPublic = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv6')
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' }
}

/** Why this address may not be connected to, or undefined when it may. */
export function refusedAddress(address: string, policy: UrlPolicy): string | undefined {
  const ip = unmapped(address)
  if (loopback.check(ip.address, ip.family)) {
    return policy.allowLoopback ? undefined : `${address} is a loopback address`
  }
  if (nonPublic.check(ip.address, ip.family)) {
    return policy.allowPrivate ? undefined : `${address} is a private or link-local address`
  }
  return undefined
}

/** Why this URL may not be a webhook, or undefined when it may (before DNS). */
export function refusedUrl(raw: string, policy: UrlPolicy): string | undefined {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'it is not a URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `only http and https URLs are accepted, not ${url.protocol.replace(/:$/, '')}`
  }
  if (url.username || url.password) return 'credentials in the URL are not accepted'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return refusedAddress(host, policy)
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return policy.allowLoopback ? undefined : `${host} is a loopback name`
  }
  return undefined
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for http.request that resolves as usual and refuses the connection when an
 * address the name resolves to is refused by the policy (DNS rebinding included).
 */
export function guardedLookup(policy: UrlPolicy) {
  return (hostname: string, options: LookupAllOptions | object, callback: LookupCallback) => {
    const all = 'all' in options && options.all === true
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, all ? [] : '')
        return
      }
      for (const a of addresses) {
        const why = refusedAddress(a.address, policy)
        if (why) {
          const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${why}`)
          refused.code = 'EADDRNOTALLOWED'
          callback(refused, all ? [] : '')
          return
        }
      }
      const first = addresses[0]
      if (all) callback(null, addresses)
      else if (first) callback(null, first.address, first.family)
      else callback(new Error(`${hostname} has no address`), '')
    })
  }
}
