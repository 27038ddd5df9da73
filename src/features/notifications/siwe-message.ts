/**
 * The EIP-4361 message the trader signs to manage their channels, built with viem's siwe
 * utilities. The domain and URI are the page's own (the service checks the domain against
 * the request's Origin); the chain is the service's; the session lasts as long as the
 * message, an hour.
 */
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export const SIGN_IN_STATEMENT = 'Manage my batchswap notification channels.'
/** How long a sign-in lasts (the service allows up to a day). */
export const SIGN_IN_TTL_MS = 60 * 60 * 1000

export interface SignInMessageInput {
  address: Address
  chainId: number
  nonce: string
  /** The page: `location` in the app. */
  page: { host: string; origin: string; pathname: string }
  now: Date
}

export function buildSignInMessage({
  address,
  chainId,
  nonce,
  page,
  now,
}: SignInMessageInput): string {
  return createSiweMessage({
    domain: page.host,
    address,
    statement: SIGN_IN_STATEMENT,
    // The hash route is the page's state, not its address.
    uri: `${page.origin}${page.pathname}`,
    version: '1',
    chainId,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_TTL_MS),
  })
}
