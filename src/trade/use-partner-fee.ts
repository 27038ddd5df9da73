import { useEffect, useState } from 'react'
import { appEnv } from '@/config/env'
import type { PartnerFee } from '@/protocol/partner-fee'
import type { QuoteCostsInput } from '@/protocol/quote-amounts'
import type { WidgetTradeType } from './partner-fee'
import type { PartnerFeeCosts } from './quote/quote-summary'

/** The fee a trade pays, and its amounts for a quote (the SDK's arithmetic, loaded with it). */
export interface TradePartnerFee {
  fee: PartnerFee
  costsOf: (quote: Omit<QuoteCostsInput, 'partnerFeeBps'>) => PartnerFeeCosts
}

/**
 * The partner fee a form's trade pays (undefined: none, or not known yet). Its rules
 * (./partner-fee.ts) load only when there is a fee to read, a widget host's parameter or this
 * deployment's, so the app's first view does not carry them.
 */
export function usePartnerFee(
  widgetParam: unknown,
  chainId: number,
  tradeType: WidgetTradeType,
): TradePartnerFee | undefined {
  const configured =
    widgetParam !== undefined || Object.values(appEnv.partnerFee).some((v) => v !== undefined)
  const [resolved, setResolved] = useState<{ key: unknown[]; fee?: TradePartnerFee }>()
  useEffect(() => {
    if (!configured) return
    let live = true
    void import('./partner-fee').then(({ tradePartnerFee }) => {
      const fee = tradePartnerFee({ widgetParam, chainId, tradeType })
      if (live) setResolved({ key: [widgetParam, chainId, tradeType], ...(fee ? { fee } : {}) })
    })
    return () => {
      live = false
    }
  }, [configured, widgetParam, chainId, tradeType])
  // Only the answer for the current parameter, network and trade type counts.
  const [param, chain, type] = resolved?.key ?? []
  return configured && param === widgetParam && chain === chainId && type === tradeType
    ? resolved?.fee
    : undefined
}
