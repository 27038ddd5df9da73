import { createTradeFormContext } from '@/trade/trade-form-context'
import type { SwapTrade } from './use-swap-trade'

/** The swap page provides its form here; each section (./sections) reads the parts it needs. */
export const { TradeFormProvider: SwapTradeProvider, useTradeFormContext: useSwapTradeContext } =
  createTradeFormContext<SwapTrade>('swap')
