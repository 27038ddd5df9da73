/**
 * Sign-In with Ethereum (EIP-4361) for an account's channels. The client asks for a nonce,
 * the account signs a message naming this service's domain, URI, chain and that nonce with
 * an expiry, and the service answers a bearer token bound to the account until then (at
 * most a day). Checked, in this order, each with its own errorType: the message's shape,
 * the address (the path's account), domain (and the request's Origin, when sent), URI,
 * chain, time window, the signature (through the chain, so a Safe signs by EIP-1271), then
 * the nonce, consumed once. Tokens are stored as their SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto'
import { isAddressEqual, isHex, type Address } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { ApiError } from '../kernel/errors'
import type { NotifyDeps } from './deps'
import { consumeNonce, insertNonce, insertSession, selectSession } from './session-store'

export const NONCE_TTL_MS = 10 * 60 * 1000
export const MAX_SESSION_MS = 24 * 60 * 60 * 1000
/** Clocks of wallets and services differ a little: issuedAt may be this far ahead. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

export function unauthorized(errorType: string, description: string): ApiError {
  return new ApiError(401, errorType, description, { 'WWW-Authenticate': 'Bearer' })
}

export async function issueNonce(deps: NotifyDeps): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = generateSiweNonce()
  const expiresAt = new Date(deps.clock.nowMs() + NONCE_TTL_MS)
  await insertNonce(deps.sql, nonce, expiresAt)
  return { nonce, expiresAt }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function domainAllowed(domain: string, deps: NotifyDeps): boolean {
  if (deps.siweDomains.length > 0) return deps.siweDomains.includes(domain)
  const host = domain.startsWith('[') ? domain.replace(/\]:\d+$/, ']') : domain.replace(/:\d+$/, '')
  return LOOPBACK_HOSTS.has(host)
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

export interface SignIn {
  token: string
  account: Address
  expiresAt: Date
}

export async function signIn(
  deps: NotifyDeps,
  account: Address,
  request: { message: string; signature: string; origin: string | undefined },
): Promise<SignIn> {
  const parsed = parseSiweMessage(request.message)
  const { address, domain, uri, chainId, nonce, expirationTime, issuedAt } = parsed
  if (
    !address ||
    !domain ||
    !uri ||
    chainId === undefined ||
    !nonce ||
    !issuedAt ||
    parsed.version !== '1'
  ) {
    throw new ApiError(
      400,
      'InvalidSiweMessage',
      'The message is not an EIP-4361 sign-in message with domain, address, URI, version 1, chain ID, nonce and issued-at',
    )
  }
  if (!expirationTime) {
    throw new ApiError(400, 'InvalidSiweMessage', 'The message needs an Expiration Time')
  }
  if (!isAddressEqual(address, account)) {
    throw new ApiError(
      403,
      'WrongAccount',
      `The message is signed in as ${address}, not ${account}`,
    )
  }
  if (!domainAllowed(domain, deps)) {
    throw unauthorized(
      'WrongDomain',
      `The message names the domain ${domain}, which this service does not serve`,
    )
  }
  if (request.origin !== undefined && hostOf(request.origin) !== domain) {
    throw unauthorized(
      'WrongDomain',
      `The message names ${domain} but the request comes from ${request.origin}`,
    )
  }
  if (hostOf(uri) !== domain) {
    throw unauthorized('WrongDomain', `The message's URI ${uri} is not on its domain ${domain}`)
  }
  if (chainId !== deps.chainId) {
    throw unauthorized(
      'WrongChain',
      `The message is for chain ${chainId}; this service serves ${deps.chainId}`,
    )
  }
  const now = deps.clock.now()
  if (expirationTime.getTime() <= now.getTime()) {
    throw unauthorized('ExpiredMessage', `The message expired at ${expirationTime.toISOString()}`)
  }
  if (parsed.notBefore && parsed.notBefore.getTime() > now.getTime()) {
    throw unauthorized(
      'MessageNotYetValid',
      `The message is valid from ${parsed.notBefore.toISOString()}`,
    )
  }
  if (issuedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw unauthorized(
      'MessageNotYetValid',
      `The message is issued in the future (${issuedAt.toISOString()})`,
    )
  }
  // The library's own check of the same fields: a message it would refuse is refused too.
  if (!validateSiweMessage({ message: parsed, address: account, domain, nonce, time: now })) {
    throw unauthorized('InvalidSiweMessage', 'The sign-in message does not validate')
  }
  if (!isHex(request.signature)) {
    throw unauthorized('InvalidSignature', 'The signature is not hex')
  }
  let valid: boolean
  try {
    valid = await deps.verify(account, request.message, request.signature)
  } catch {
    valid = false
  }
  if (!valid) {
    throw unauthorized(
      'InvalidSignature',
      `The signature is not ${account}'s signature of the message`,
    )
  }
  // Consumed last: a refused request does not spend the trader's nonce.
  if (!(await consumeNonce(deps.sql, nonce, now))) {
    throw unauthorized(
      'InvalidNonce',
      'The nonce is unknown, expired or used before; ask for a new one',
    )
  }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Math.min(expirationTime.getTime(), now.getTime() + MAX_SESSION_MS))
  await insertSession(deps.sql, hashToken(token), account, expiresAt)
  return { token, account, expiresAt }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The bearer token of a request, checked to be a live session of `account`. */
export async function requireSession(
  deps: NotifyDeps,
  account: Address,
  authorization: string | undefined,
): Promise<void> {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null
  const token = match?.[1]
  if (!token) {
    throw unauthorized(
      'Unauthorized',
      'Sign in with Ethereum first (Authorization: Bearer <token>)',
    )
  }
  const session = await selectSession(deps.sql, hashToken(token), deps.clock.now())
  if (!session)
    throw unauthorized('Unauthorized', 'The session is unknown or expired; sign in again')
  if (!isAddressEqual(session.account, account)) {
    throw new ApiError(403, 'WrongAccount', `The session is ${session.account}'s, not ${account}'s`)
  }
}
