import { useMemo } from 'react'
import type { PartnerFee } from '@batchswap/contract/protocol/partner-fee'
import type { QuoteCostsInput } from '@batchswap/contract/protocol/quote-amounts'
import { tradePartnerFee, type WidgetTradeType } from './resolve-partner-fee'
import type { PartnerFeeCosts } from './quote/quote-summary'

/** The fee a trade pays, and its amounts for a quote (the SDK's arithmetic). */
export interface TradePartnerFee {
  fee: PartnerFee
  costsOf: (quote: Omit<QuoteCostsInput, 'partnerFeeBps'>) => PartnerFeeCosts
}

/**
 * The partner fee a form's trade pays (undefined: none), from a widget host's parameter or
 * this deployment's (`VITE_PARTNER_FEE_BPS`); see ./partner-fee.ts.
 */
export function usePartnerFee(
  widgetParam: unknown,
  chainId: number,
  tradeType: WidgetTradeType,
): TradePartnerFee | undefined {
  return useMemo(
    () => tradePartnerFee({ widgetParam, chainId, tradeType }),
    [widgetParam, chainId, tradeType],
  )
}
