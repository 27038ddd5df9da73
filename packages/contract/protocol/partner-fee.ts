import { getAddress, isAddress, zeroAddress, type Address } from 'viem'
import { APP_DATA_VERSION } from './app-data'

/**
 * Partner fees (CIP-75 volume fees): an integrator's share of an order's volume, named in the
 * order's appData (`metadata.partnerFee`) and withheld by the protocol at settlement in the
 * order's surplus token (the buy token of a sell order, the sell token of a buy order), then
 * paid out to the recipient. Pure functions, shared by the app (appData, quote amounts) and
 * the sandbox (the solver's withholding).
 */
export interface PartnerFee {
  /** Basis points of the order's volume, 1..9999 (the protocol caps what it charges). */
  volumeBps: number
  recipient: Address
}

/**
 * The most the protocol charges as partner fees on one order: the autopilot's
 * `fee_policy_max_partner_fee` default of 0.01 (1 %); the fees of one order together never
 * exceed it (cowprotocol/services, autopilot domain/fee `get_partner_fee`).
 */
export const MAX_PARTNER_FEE_BPS = 100
/** The appData schema's bounds on `volumeBps` (partnerFee v1.1.0). */
export const PARTNER_FEE_BPS_RANGE = { min: 1, max: 9999 } as const

/** Checks a partner fee as the schema does; the message says what is wrong. */
export function checkPartnerFee(fee: {
  volumeBps: unknown
  recipient: unknown
}): { ok: true; fee: PartnerFee } | { ok: false; reason: string } {
  const { volumeBps, recipient } = fee
  if (
    typeof volumeBps !== 'number' ||
    !Number.isInteger(volumeBps) ||
    volumeBps < PARTNER_FEE_BPS_RANGE.min ||
    volumeBps > PARTNER_FEE_BPS_RANGE.max
  ) {
    return {
      ok: false,
      reason: `the fee ${JSON.stringify(volumeBps)} is not a whole number of basis points from ${PARTNER_FEE_BPS_RANGE.min} to ${PARTNER_FEE_BPS_RANGE.max}`,
    }
  }
  if (typeof recipient !== 'string' || !isAddress(recipient, { strict: false })) {
    return { ok: false, reason: `the recipient ${JSON.stringify(recipient)} is not an address` }
  }
  if (getAddress(recipient) === zeroAddress) {
    return { ok: false, reason: 'the recipient is the zero address' }
  }
  return { ok: true, fee: { volumeBps, recipient: getAddress(recipient) } }
}

/**
 * `metadata.partnerFee` as the appData schema of `version` defines it: `{volumeBps, recipient}`
 * from root schema 1.4.0 on (partnerFee v1.x), `{bps, recipient}` before (partnerFee v0.1.0).
 * The document's version decides, so the field is valid whichever root version is written.
 */
export function partnerFeeMetadata(
  fee: PartnerFee,
  version: string,
): { volumeBps: number; recipient: Address } | { bps: number; recipient: Address } {
  return compareVersions(version, '1.4.0') >= 0
    ? { volumeBps: fee.volumeBps, recipient: fee.recipient }
    : { bps: fee.volumeBps, recipient: fee.recipient }
}

/** `metadata.partnerFee` for the documents the app writes (root schema `APP_DATA_VERSION`). */
export function currentPartnerFeeMetadata(fee: PartnerFee) {
  return partnerFeeMetadata(fee, APP_DATA_VERSION)
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/**
 * The volume partner fees an appData document names, as the services read them: one object or
 * a list; `volumeBps` (v1) or the older `bps` (v0.1.0). Surplus and price-improvement fees are
 * not volume fees and are left out; so is anything malformed. Never throws.
 */
export function readPartnerFees(document: string | null | undefined): PartnerFee[] {
  if (typeof document !== 'string') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(document)
  } catch {
    return []
  }
  const metadata = objectOf(objectOf(parsed)?.metadata)
  const field = metadata?.partnerFee
  const entries = Array.isArray(field) ? field : field === undefined ? [] : [field]
  const fees: PartnerFee[] = []
  for (const entry of entries) {
    const e = objectOf(entry)
    if (!e || 'surplusBps' in e || 'priceImprovementBps' in e) continue
    const checked = checkPartnerFee({ volumeBps: e.volumeBps ?? e.bps, recipient: e.recipient })
    if (checked.ok) fees.push(checked.fee)
  }
  return fees
}

function objectOf(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined
}

/**
 * The fees the protocol charges for `fees`, in basis points, capped together at
 * `maxBps`: each fee takes what is left under the cap, in order (the autopilot's
 * accumulation; its compounding of the cap differs from this by under a hundredth of a bp).
 */
export function cappedPartnerFees(
  fees: readonly PartnerFee[],
  maxBps: number = MAX_PARTNER_FEE_BPS,
): PartnerFee[] {
  let left = maxBps
  const charged: PartnerFee[] = []
  for (const fee of fees) {
    const bps = Math.min(fee.volumeBps, left)
    if (bps <= 0) continue
    charged.push({ volumeBps: bps, recipient: fee.recipient })
    left -= bps
  }
  return charged
}

/** `bps` basis points of `amount`, rounded down (the SDK's and the services' rounding). */
export function bpsOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / 10_000n
}
