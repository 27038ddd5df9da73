/**
 * The partner fee a trade pays, as CoW Swap's widget takes it: a widget host's `partnerFee`
 * parameter (widget-lib 4.5's `PartnerFee`: `bps` and `recipient`, each one value, or a map
 * per network, per trade type, or both nested either way: `resolveFlexibleConfig`), and
 * without one, this deployment's build-time fee (`VITE_PARTNER_FEE_BPS`,
 * `VITE_PARTNER_FEE_RECIPIENT`; off when unset). What the trade pays is capped at the
 * protocol's 1 %, so the amounts shown, the order signed and what the solver withholds agree.
 */
import { appEnv } from '@/config/env'
import {
  checkPartnerFee,
  MAX_PARTNER_FEE_BPS,
  type PartnerFee,
} from '@batchswap/contract/protocol/partner-fee'
import {
  quoteAmountsAndCosts,
  type QuoteCostsInput,
} from '@batchswap/contract/protocol/quote-amounts'
import type { PartnerFeeCosts } from './quote/quote-summary'

/** widget-lib's TradeType values. */
export type WidgetTradeType = 'swap' | 'limit' | 'advanced' | 'yield'
const TRADE_TYPES: readonly string[] = ['swap', 'limit', 'advanced', 'yield']

export type PartnerFeeResolution =
  | { status: 'none' }
  | { status: 'set'; fee: PartnerFee; source: 'widget' | 'deployment'; cappedFrom?: number }
  | { status: 'invalid'; source: 'widget' | 'deployment'; reason: string }

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
const isPerTradeType = (v: unknown): v is Record<string, unknown> =>
  isObject(v) && Object.keys(v).every((k) => TRADE_TYPES.includes(k))
const isPerNetwork = (v: unknown): v is Record<string, unknown> =>
  isObject(v) && Object.keys(v).every((k) => /^\d+$/.test(k))

/** widget-lib's `resolveFlexibleConfig`: the value for this network and trade type. */
export function resolveFlexibleConfig(
  config: unknown,
  chainId: number,
  tradeType: WidgetTradeType,
): unknown {
  if (isPerTradeType(config)) {
    const inner = config[tradeType]
    return isPerNetwork(inner) ? inner[String(chainId)] : inner
  }
  if (isPerNetwork(config)) {
    const inner = config[String(chainId)]
    return isPerTradeType(inner) ? inner[tradeType] : inner
  }
  return config
}

function checked(
  bps: unknown,
  recipient: unknown,
  source: 'widget' | 'deployment',
): PartnerFeeResolution {
  // No fee (or 0) for this network and trade type: nothing to pay.
  if (bps === undefined || bps === null || bps === 0) return { status: 'none' }
  const result = checkPartnerFee({ volumeBps: bps, recipient })
  if (!result.ok) return { status: 'invalid', source, reason: result.reason }
  const { fee } = result
  return fee.volumeBps > MAX_PARTNER_FEE_BPS
    ? {
        status: 'set',
        source,
        fee: { ...fee, volumeBps: MAX_PARTNER_FEE_BPS },
        cappedFrom: fee.volumeBps,
      }
    : { status: 'set', source, fee }
}

/**
 * The partner fee of a trade of `tradeType` on `chainId`: the widget host's when it gave one
 * (`widgetParam`, the raw `partnerFee` parameter), else the deployment's.
 */
export function resolvePartnerFee({
  widgetParam,
  chainId,
  tradeType,
  deployment = appEnv.partnerFee,
}: {
  widgetParam: unknown
  chainId: number
  tradeType: WidgetTradeType
  deployment?: { bps?: string | undefined; recipient?: string | undefined }
}): PartnerFeeResolution {
  if (widgetParam !== undefined && widgetParam !== null) {
    if (!isObject(widgetParam)) {
      return { status: 'invalid', source: 'widget', reason: 'partnerFee is not an object' }
    }
    return checked(
      resolveFlexibleConfig(widgetParam.bps, chainId, tradeType),
      resolveFlexibleConfig(widgetParam.recipient, chainId, tradeType),
      'widget',
    )
  }
  if (deployment.bps === undefined && deployment.recipient === undefined) return { status: 'none' }
  const bps =
    deployment.bps !== undefined && /^\d+$/.test(deployment.bps)
      ? Number(deployment.bps)
      : deployment.bps
  return checked(bps, deployment.recipient, 'deployment')
}

/** The fee's amounts for `quote`, as the SDK's `getQuoteAmountsAndCosts` computes them. */
export function partnerFeeCosts(
  fee: PartnerFee,
  quote: Omit<QuoteCostsInput, 'partnerFeeBps'>,
): PartnerFeeCosts {
  const { costs, afterPartnerFees } = quoteAmountsAndCosts({
    kind: quote.kind,
    sellAmount: quote.sellAmount,
    buyAmount: quote.buyAmount,
    feeAmount: quote.feeAmount,
    partnerFeeBps: fee.volumeBps,
    ...(quote.protocolFeeBps !== undefined ? { protocolFeeBps: quote.protocolFeeBps } : {}),
  })
  return { fee, amount: costs.partnerFee.amount, afterPartnerFees }
}

/**
 * The fee a form's trade pays with its amounts for a quote, or undefined; a fee that cannot be
 * used (not charged) or is capped is said in the console, for the integrator.
 */
export function tradePartnerFee(
  ...args: Parameters<typeof resolvePartnerFee>
):
  | { fee: PartnerFee; costsOf: (quote: Omit<QuoteCostsInput, 'partnerFeeBps'>) => PartnerFeeCosts }
  | undefined {
  const resolution = resolvePartnerFee(...args)
  if (resolution.status === 'invalid') {
    console.warn(`partnerFee (${resolution.source}) not applied: ${resolution.reason}`)
  } else if (resolution.status === 'set' && resolution.cappedFrom !== undefined) {
    console.warn(
      `partnerFee of ${resolution.cappedFrom} bps capped at the protocol's ${MAX_PARTNER_FEE_BPS} bps`,
    )
  }
  if (resolution.status !== 'set') return undefined
  const { fee } = resolution
  return { fee, costsOf: (quote) => partnerFeeCosts(fee, quote) }
}
