import { createContext, useContext, type ReactNode } from 'react'
import type { ApprovalSectionProps } from './components/approval-section'
import type { PrimaryActionProps } from './components/primary-action'

/** The parts every trade form has, which the core's own sections read (./components/form-actions). */
export type TradeFormCore = Omit<ApprovalSectionProps, 'exactAmount'> & PrimaryActionProps

const CoreContext = createContext<TradeFormCore | undefined>(undefined)

/** A section outside its page is a wiring mistake, not a state the trader can reach. */
function required<Trade>(trade: Trade | undefined, formName: string): Trade {
  if (trade === undefined) throw new Error(`A ${formName} section is rendered outside its page`)
  return trade
}

/** The form's core parts, for a section the trade core shares between the forms. */
export function useTradeFormCore(): TradeFormCore {
  return required(useContext(CoreContext), 'trade form')
}

/**
 * A trade form's parts for the sections of its page. The page computes them once
 * (`useSwapTrade`, `useLimitTrade`: one placement, so one trade machine per form) and provides
 * them; each section reads the parts it needs instead of taking the whole form as props. The
 * same provider serves the core's shared sections their part (`useTradeFormCore`).
 */
export function createTradeFormContext<Trade extends TradeFormCore>(formName: string) {
  const Context = createContext<Trade | undefined>(undefined)
  function TradeFormProvider({ trade, children }: { trade: Trade; children: ReactNode }) {
    return (
      <Context.Provider value={trade}>
        <CoreContext.Provider value={trade}>{children}</CoreContext.Provider>
      </Context.Provider>
    )
  }
  function useTradeFormContext(): Trade {
    return required(useContext(Context), formName)
  }
  return { TradeFormProvider, useTradeFormContext }
}
