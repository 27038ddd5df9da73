import {
  concat,
  getAddress,
  hashMessage,
  hexToNumber,
  isAddress,
  isHex,
  recoverAddress,
  size,
  slice,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { hashOrderCancellation, hashOrderCancellations } from './cancellation'
import type { ProtocolDomain } from './domain'
import { hashOrder, type OrderData, type SellTokenBalance, type SigningScheme } from './order'

/** The schemes whose signature is an ECDSA signature by the owner (and that can cancel off-chain). */
export type EcdsaSigningScheme = 'eip712' | 'ethsign'

export function isEcdsaScheme(scheme: SigningScheme): scheme is EcdsaSigningScheme {
  return scheme === 'eip712' || scheme === 'ethsign'
}

/** `GPv2Signing.Scheme` enum values, as encoded in the trade flags. */
export const SIGNING_SCHEME_NUMBER: Readonly<Record<SigningScheme, number>> = {
  eip712: 0,
  ethsign: 1,
  eip1271: 2,
  presign: 3,
}

export function signingSchemeToNumber(scheme: SigningScheme): number {
  const n = SIGNING_SCHEME_NUMBER[scheme]
  if (n === undefined) throw new Error(`Unknown signing scheme "${String(scheme)}"`)
  return n
}

export function signingSchemeFromNumber(n: number): SigningScheme {
  const found = (Object.keys(SIGNING_SCHEME_NUMBER) as SigningScheme[]).find(
    (s) => SIGNING_SCHEME_NUMBER[s] === n,
  )
  if (found === undefined) throw new Error(`Unknown signing scheme number ${n}`)
  return found
}

/**
 * The digest an `ethsign` signature signs: the EIP-191 personal-message hash of the
 * 32 raw digest bytes ("\x19Ethereum Signed Message:\n32" ++ digest).
 */
export function ethsignDigest(digest: Hex): Hex {
  assertDigest(digest)
  return hashMessage({ raw: digest })
}

function assertDigest(digest: Hex): void {
  if (!isHex(digest, { strict: true }) || size(digest) !== 32) {
    throw new Error(`Expected a 32-byte digest, got "${String(digest)}"`)
  }
}

/**
 * Checks the shape of a 65-byte r ++ s ++ v signature. v must be 27 or 28: the
 * settlement contract passes v to ecrecover unchanged, so 0/1 would fail on chain
 * (normalise with `normalizeEcdsaSignature` before sending).
 */
function assertEcdsaSignature(signature: Hex): void {
  if (!isHex(signature, { strict: true }) || signature.length % 2 !== 0 || size(signature) !== 65) {
    throw new Error('Invalid signature: expected 65 bytes of 0x-prefixed hex (r, s, v)')
  }
  const v = hexToNumber(slice(signature, 64, 65))
  if (v !== 27 && v !== 28) {
    throw new Error(`Invalid signature: v must be 27 or 28, got ${v}`)
  }
}

/** Maps a v of 0/1 (some wallets) to 27/28, as the reference encoder does. */
export function normalizeEcdsaSignature(signature: Hex): Hex {
  if (!isHex(signature, { strict: true }) || signature.length % 2 !== 0 || size(signature) !== 65) {
    throw new Error('Invalid signature: expected 65 bytes of 0x-prefixed hex (r, s, v)')
  }
  const v = hexToNumber(slice(signature, 64, 65))
  if (v === 0 || v === 1) return concat([slice(signature, 0, 64), toHex(v + 27, { size: 1 })])
  return signature
}

/** Recovers the signer of an EIP-712 digest under an ECDSA scheme. */
export async function recoverEcdsaSigner({
  digest,
  signature,
  scheme,
}: {
  digest: Hex
  signature: Hex
  scheme: EcdsaSigningScheme
}): Promise<Address> {
  assertDigest(digest)
  assertEcdsaSignature(signature)
  if (scheme !== 'eip712' && scheme !== 'ethsign') {
    throw new Error(`Cannot recover a signer for scheme "${String(scheme)}"`)
  }
  const hash = scheme === 'eip712' ? digest : ethsignDigest(digest)
  return recoverAddress({ hash, signature })
}

export async function recoverOrderSigner({
  domain,
  order,
  signature,
  scheme,
}: {
  domain: ProtocolDomain
  order: OrderData
  signature: Hex
  scheme: EcdsaSigningScheme
}): Promise<Address> {
  return recoverEcdsaSigner({ digest: hashOrder(domain, order), signature, scheme })
}

/** Recovers who signed a single (`orderUid`) or batch (`orderUids`) cancellation. */
export async function recoverCancellationSigner(
  args: { domain: ProtocolDomain; signature: Hex; scheme: EcdsaSigningScheme } & (
    { orderUid: Hex } | { orderUids: readonly Hex[] }
  ),
): Promise<Address> {
  const digest =
    'orderUids' in args
      ? hashOrderCancellations(args.domain, args.orderUids)
      : hashOrderCancellation(args.domain, args.orderUid)
  return recoverEcdsaSigner({ digest, signature: args.signature, scheme: args.scheme })
}

/* ---- Settlement encoding (GPv2Trade flags and GPv2Signing signature bytes) ---- */

/** The order's own flags, and how it is signed. */
export interface TradeFlags extends Pick<
  OrderData,
  'kind' | 'partiallyFillable' | 'sellTokenBalance' | 'buyTokenBalance'
> {
  signingScheme: SigningScheme
}

// Bit layout from GPv2Trade.extractFlags: bit 0 kind, bit 1 partially fillable,
// bits 2-3 sell balance (0b00 erc20, 0b10 external, 0b11 internal), bit 4 buy
// balance, bits 5-6 signing scheme.
const SELL_BALANCE_BITS: Readonly<Record<SellTokenBalance, bigint>> = {
  erc20: 0b00n,
  external: 0b10n,
  internal: 0b11n,
}

export function encodeTradeFlags({
  kind,
  partiallyFillable,
  sellTokenBalance,
  buyTokenBalance,
  signingScheme,
}: TradeFlags): bigint {
  if (kind !== 'sell' && kind !== 'buy') throw new Error(`Unknown order kind "${String(kind)}"`)
  const sellBits = SELL_BALANCE_BITS[sellTokenBalance]
  if (sellBits === undefined) {
    throw new Error(`Unknown sellTokenBalance "${String(sellTokenBalance)}"`)
  }
  if (buyTokenBalance !== 'erc20' && buyTokenBalance !== 'internal') {
    throw new Error(`Unknown buyTokenBalance "${String(buyTokenBalance)}"`)
  }
  return (
    (kind === 'buy' ? 1n : 0n) |
    ((partiallyFillable ? 1n : 0n) << 1n) |
    (sellBits << 2n) |
    ((buyTokenBalance === 'internal' ? 1n : 0n) << 4n) |
    (BigInt(signingSchemeToNumber(signingScheme)) << 5n)
  )
}

/**
 * Decodes flags as the settlement contract reads them: a sell-balance of 0b01 is
 * erc20 there (only bit 3 selects the vault), and a scheme above 3 reverts.
 */
export function decodeTradeFlags(flags: bigint): TradeFlags {
  if (flags < 0n || flags >> 5n > 3n) {
    throw new Error(`Invalid trade flags 0b${flags.toString(2)}: signing scheme out of range`)
  }
  return {
    kind: (flags & 1n) === 1n ? 'buy' : 'sell',
    partiallyFillable: (flags & 2n) === 2n,
    sellTokenBalance: (flags & 8n) === 0n ? 'erc20' : (flags & 4n) === 0n ? 'external' : 'internal',
    buyTokenBalance: (flags & 16n) === 0n ? 'erc20' : 'internal',
    signingScheme: signingSchemeFromNumber(Number(flags >> 5n)),
  }
}

/**
 * The `signature` bytes of a settlement trade, as GPv2Signing decodes them:
 * eip712/ethsign the 65-byte ECDSA signature, eip1271 the verifier (owner)
 * followed by the contract signature, presign the 20-byte owner.
 */
export function encodeTradeSignature({
  scheme,
  signature,
  owner,
}: {
  scheme: SigningScheme
  signature: Hex
  owner: Address
}): Hex {
  switch (scheme) {
    case 'eip712':
    case 'ethsign':
      return normalizeEcdsaSignature(signature)
    case 'eip1271':
      assertOwner(owner)
      if (!isHex(signature, { strict: true }) || signature.length % 2 !== 0) {
        throw new Error('Invalid EIP-1271 signature: expected 0x-prefixed hex bytes')
      }
      return concat([getAddress(owner), signature])
    case 'presign':
      assertOwner(owner)
      return getAddress(owner)
    default:
      throw new Error(`Unknown signing scheme "${String(scheme)}"`)
  }
}

function assertOwner(owner: Address): void {
  if (!isAddress(owner)) throw new Error(`Invalid owner "${String(owner)}": not an address`)
}

/** Inverse of `encodeTradeSignature` for the contract-based schemes (owner is in the bytes). */
export function decodeTradeSignature(
  scheme: SigningScheme,
  encoded: Hex,
): { owner?: Address; signature: Hex } {
  if (!isHex(encoded, { strict: true }) || encoded.length % 2 !== 0) {
    throw new Error('Invalid trade signature: expected 0x-prefixed hex bytes')
  }
  switch (scheme) {
    case 'eip712':
    case 'ethsign':
      assertEcdsaSignature(encoded)
      return { signature: encoded }
    case 'eip1271':
      if (size(encoded) < 20)
        throw new Error('Invalid EIP-1271 trade signature: shorter than 20 bytes')
      return {
        owner: getAddress(slice(encoded, 0, 20)),
        signature: size(encoded) === 20 ? '0x' : slice(encoded, 20),
      }
    case 'presign':
      if (size(encoded) !== 20)
        throw new Error('Invalid pre-sign trade signature: expected 20 bytes')
      return { owner: getAddress(encoded), signature: '0x' }
    default:
      throw new Error(`Unknown signing scheme "${String(scheme)}"`)
  }
}

/**
 * One entry of `GPv2Settlement.settle`'s `trades` array (GPv2Trade.Data): the signed order's
 * receiver, amounts, validTo, appData and fee as they are, its tokens as indices into the
 * settlement's token list, and its kind, fill, balances and signing scheme packed into
 * `flags`. The struct orders them sellTokenIndex, buyTokenIndex, the order's fields, flags,
 * executedAmount, signature (as `encodeTrade` writes them).
 */
export interface SettlementTrade extends Pick<
  OrderData,
  'receiver' | 'sellAmount' | 'buyAmount' | 'validTo' | 'appData' | 'feeAmount'
> {
  sellTokenIndex: bigint
  buyTokenIndex: bigint
  flags: bigint
  executedAmount: bigint
  signature: Hex
}

/**
 * Encodes a signed order as a settlement trade. `executedAmount` is the sell amount
 * (sell order) or buy amount (buy order) to fill; it is ignored for fill-or-kill orders.
 */
export function encodeTrade({
  order,
  sellTokenIndex,
  buyTokenIndex,
  scheme,
  signature,
  owner,
  executedAmount,
}: {
  order: OrderData
  sellTokenIndex: number
  buyTokenIndex: number
  scheme: SigningScheme
  signature: Hex
  owner: Address
  executedAmount: bigint
}): SettlementTrade {
  for (const [name, index] of [
    ['sellTokenIndex', sellTokenIndex],
    ['buyTokenIndex', buyTokenIndex],
  ] as const) {
    if (!Number.isSafeInteger(index) || index < 0) {
      throw new Error(`${name} ${index} is not a token index`)
    }
  }
  return {
    sellTokenIndex: BigInt(sellTokenIndex),
    buyTokenIndex: BigInt(buyTokenIndex),
    receiver: order.receiver,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    validTo: order.validTo,
    appData: order.appData,
    feeAmount: order.feeAmount,
    flags: encodeTradeFlags({ ...order, signingScheme: scheme }),
    executedAmount,
    signature: encodeTradeSignature({ scheme, signature, owner }),
  }
}
