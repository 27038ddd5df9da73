import { useEffect, useState } from 'react'
import { appEnv } from '@/config/env'
import type { PartnerFee } from '@/protocol/partner-fee'
import type { QuoteCostsInput } from '@/protocol/quote-amounts'
import type { WidgetTradeType } from './resolve-partner-fee'
import type { PartnerFeeCosts } from './quote/quote-summary'

/** The fee a trade pays, and its amounts for a quote (the SDK's arithmetic, loaded with it). */
export interface TradePartnerFee {
  fee: PartnerFee
  costsOf: (quote: Omit<QuoteCostsInput, 'partnerFeeBps'>) => PartnerFeeCosts
}

/**
 * The partner fee a form's trade pays (undefined: none, or not known yet). Its rules
 * (./resolve-partner-fee.ts) load only when there is a fee to read, a widget host's parameter or this
 * deployment's (`VITE_PARTNER_FEE_BPS`), so the app's first view does not carry them. Kept
 * small: this hook is in the first view.
 */
export function usePartnerFee(
  widgetParam: unknown,
  chainId: number,
  tradeType: WidgetTradeType,
): TradePartnerFee | undefined {
  const [read, setRead] = useState<[unknown, number, TradePartnerFee?]>()
  useEffect(() => {
    if (widgetParam === undefined && appEnv.partnerFee.bps === undefined) return
    void import('./resolve-partner-fee').then((m) =>
      setRead([widgetParam, chainId, m.tradePartnerFee({ widgetParam, chainId, tradeType })]),
    )
  }, [widgetParam, chainId, tradeType])
  // Only the answer for the current parameter and network counts.
  return read && read[0] === widgetParam && read[1] === chainId ? read[2] : undefined
}
