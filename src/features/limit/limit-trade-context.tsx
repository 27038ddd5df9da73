import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { createTradeFormContext } from '@/trade/trade-form-context'
import type { TradeEmbedding } from '@/trade/use-trade-setup'
import {
  useLimitMarket,
  useLimitPlacement,
  useLimitSetup,
  type LimitMarket,
  type LimitSetup,
  type LimitTrade,
} from './use-limit-trade'

/**
 * The limit form's state for its sections (./sections), in the three layers of
 * ./use-limit-trade.ts. Each layer is computed by a provider of its own, below the one it
 * depends on: a section reads the layers it needs, and a change (a quote, a balance) renders
 * again only the layers and sections that read it. One component per layer also lets React
 * yield between them while it draws the page the first time, instead of computing the
 * whole form in one long task.
 */
const SetupContext = createContext<LimitSetup | undefined>(undefined)
const MarketContext = createContext<LimitMarket | undefined>(undefined)
const { TradeFormProvider, useTradeFormContext } = createTradeFormContext<LimitTrade>('limit order')

function required<T>(value: T | undefined): T {
  // A section outside its page is a wiring mistake, not a state the trader can reach.
  if (value === undefined) throw new Error('A limit order section is rendered outside its page')
  return value
}

/** The network, the wallet, the tokens, the form and the order it replaces. */
export function useLimitSetupContext(): LimitSetup {
  return required(useContext(SetupContext))
}

/** The market price and the limit price and amounts. */
export function useLimitMarketContext(): LimitMarket {
  return required(useContext(MarketContext))
}

/** The whole form: balances, approval, placement, dialogs and status on top of the above. */
export const useLimitTradeContext = useTradeFormContext

function SetupLayer({ embedding, children }: { embedding: TradeEmbedding; children: ReactNode }) {
  return <SetupContext.Provider value={useLimitSetup(embedding)}>{children}</SetupContext.Provider>
}

function MarketLayer({ children }: { children: ReactNode }) {
  return (
    <MarketContext.Provider value={useLimitMarket(useLimitSetupContext())}>
      {children}
    </MarketContext.Provider>
  )
}

function PlacementLayer({
  onTrade,
  children,
}: {
  onTrade: ((trade: LimitTrade) => void) | undefined
  children: ReactNode
}) {
  const trade = useLimitPlacement(useLimitSetupContext(), useLimitMarketContext())
  useEffect(() => onTrade?.(trade))
  return <TradeFormProvider trade={trade}>{children}</TradeFormProvider>
}

/** The limit form's layers around its sections. */
export function LimitTradeProvider({
  embedding,
  onTrade,
  children,
}: {
  embedding: TradeEmbedding
  /** Hears the form on every render of its last layer (the widget tells its host the trade). */
  onTrade: ((trade: LimitTrade) => void) | undefined
  children: ReactNode
}) {
  return (
    <SetupLayer embedding={embedding}>
      <MarketLayer>
        <PlacementLayer onTrade={onTrade}>{children}</PlacementLayer>
      </MarketLayer>
    </SetupLayer>
  )
}
