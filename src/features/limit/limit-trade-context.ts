import { createTradeFormContext } from '@/trade/trade-form-context'
import type { LimitTrade } from './use-limit-trade'

/** The limit page provides its form here; each section (./sections) reads the parts it needs. */
export const { TradeFormProvider: LimitTradeProvider, useTradeFormContext: useLimitTradeContext } =
  createTradeFormContext<LimitTrade>('limit order')
