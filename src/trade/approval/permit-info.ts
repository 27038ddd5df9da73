/**
 * Whether a token takes an EIP-2612 permit, decided as CoW Swap's permit-utils does
 * (getTokenPermitInfo): read the token's EIP-712 domain (`eip712Domain()`, else `name()` and
 * `version()`, version "1" by default), ask `nonces(owner)` (a token without it has no
 * permit), then sign a permit with a throwaway key and estimate the `permit` call: it must
 * pass and cost more than a trivial call. The answer is cached per chain and token for the
 * session; a failure to find out (the node did not answer) is not cached.
 *
 * Written against injected reads so that tests drive it with a real node or a fake one.
 */
import { maxUint256, type Address, type Hex } from 'viem'
import { estimateGas, readContract } from 'wagmi/actions'
import { wagmiConfig as config } from '@/wallet/wagmi'
import { buildAppDataDocument, type CowHook } from '@batchswap/contract/protocol/app-data'
import { APP_CODE } from '../placement/app-code'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import {
  DEFAULT_PERMIT_DURATION_SECONDS,
  erc2612Abi,
  MIN_PERMIT_GAS,
  permitCallData,
  permitHook,
  permitTypedData,
  type PermitDomainInfo,
} from '@batchswap/contract/protocol/permit'

/** Signs the probe permits only; holds nothing (CoW Swap keeps such a key for the same use). */
export const PROBE_KEY = '0x5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1e5ab1'
/** The probe key's address (checked against the key by the test beside this file). */
export const PROBE_ADDRESS: Address = '0x74B8f69967CF87859Da8E8213b0b5113736CA0eA'

/**
 * Signing with a key needs secp256k1 (about 10 KB gzip), which nothing else on the first
 * load does: it is loaded here when a token is first checked, as viem itself loads the curve
 * when it recovers a signer.
 */
async function probeSignature(typedData: ReturnType<typeof permitTypedData>): Promise<Hex> {
  const { privateKeyToAccount } = await import('viem/accounts')
  return privateKeyToAccount(PROBE_KEY).signTypedData(typedData)
}

export type PermitInfo =
  | {
      type: 'eip-2612'
      domain: PermitDomainInfo
      /**
       * A permit pre-hook signed by the probe key, for quotes: the quote is asked with the
       * hook so that its gas is priced (CoW Swap quotes with such a permit too).
       */
      quoteHook: CowHook
      /** The quote's appData document carrying `quoteHook` as its pre-hook. */
      quoteAppData: string
    }
  | { type: 'unsupported' }

export interface PermitReads {
  /** `readContract` of one function of `erc2612Abi` (rejects when the call reverts). */
  read: (call: {
    address: Address
    functionName: 'eip712Domain' | 'name' | 'version' | 'nonces'
    args?: readonly [Address]
  }) => Promise<unknown>
  estimateGas: (call: { from: Address; to: Address; data: Hex }) => Promise<bigint>
}

const cache = new Map<string, Promise<PermitInfo>>()

export function getPermitInfo(
  reads: PermitReads,
  chainId: number,
  token: Address,
  spender: Address,
): Promise<PermitInfo> {
  const key = `${chainId}:${token.toLowerCase()}`
  let found = cache.get(key)
  if (!found) {
    found = detect(reads, chainId, token, spender)
    cache.set(key, found)
    found.catch(() => cache.delete(key))
  }
  return found
}

async function domainOf(
  reads: PermitReads,
  token: Address,
): Promise<{ name?: string; version?: string }> {
  try {
    const domain = (await reads.read({
      address: token,
      functionName: 'eip712Domain',
    })) as readonly unknown[]
    const [, name, version] = domain
    if (typeof name === 'string' && typeof version === 'string') return { name, version }
  } catch {
    // Not EIP-5267: read name() and version() below.
  }
  const name = await reads.read({ address: token, functionName: 'name' }).catch(() => undefined)
  const version = await reads
    .read({ address: token, functionName: 'version' })
    .catch(() => undefined)
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof version === 'string' ? { version } : {}),
  }
}

async function detect(
  reads: PermitReads,
  chainId: number,
  token: Address,
  spender: Address,
): Promise<PermitInfo> {
  const { name, version = '1' } = await domainOf(reads, token)
  if (!name) return { type: 'unsupported' }
  let nonce: bigint
  try {
    nonce = (await reads.read({
      address: token,
      functionName: 'nonces',
      args: [PROBE_ADDRESS],
    })) as bigint
  } catch {
    return { type: 'unsupported' }
  }
  const domain: PermitDomainInfo = { name, version, chainId, verifyingContract: token }
  const message = {
    owner: PROBE_ADDRESS,
    spender,
    value: maxUint256,
    nonce,
    deadline: BigInt(Math.floor(Date.now() / 1000) + DEFAULT_PERMIT_DURATION_SECONDS),
  }
  const signature = await probeSignature(permitTypedData(domain, message))
  try {
    const gas = await reads.estimateGas({
      from: PROBE_ADDRESS,
      to: token,
      data: permitCallData(message, signature),
    })
    if (gas <= MIN_PERMIT_GAS) return { type: 'unsupported' }
    const quoteHook = permitHook(token, message, signature)
    // Built as every order's document is, so it is valid against the schema it declares.
    const quoteAppData = buildAppDataDocument({ appCode: APP_CODE, hooks: { pre: [quoteHook] } })
    return { type: 'eip-2612', domain, quoteHook, quoteAppData }
  } catch {
    // The permit reverts (another domain or typehash, e.g. DAI's): not one we can sign.
    return { type: 'unsupported' }
  }
}

/** `getPermitInfo` through the app's wagmi config (the reads of the chain `chainId`). */
export async function detectPermit(
  chainId: SupportedChainId,
  token: Address | undefined,
  spender: Address,
): Promise<PermitInfo> {
  if (!token) return { type: 'unsupported' }
  return getPermitInfo(
    {
      read: (call) =>
        readContract(config, { chainId, abi: erc2612Abi, ...call } as never) as Promise<unknown>,
      estimateGas: ({ from, to, data }) =>
        estimateGas(config, { chainId, account: from, to, data }),
    },
    chainId,
    token,
    spender,
  )
}

/** The reads for `getPermitInfo` from a viem public client. */
export function permitReadsOf(client: {
  readContract: (args: never) => Promise<unknown>
  estimateGas: (args: never) => Promise<bigint>
}): PermitReads {
  return {
    read: (call) => client.readContract({ abi: erc2612Abi, ...call } as never),
    estimateGas: ({ from, to, data }) => client.estimateGas({ account: from, to, data } as never),
  }
}
