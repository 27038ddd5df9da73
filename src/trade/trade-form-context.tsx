import { createContext, useContext, type ReactNode } from 'react'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { ApprovalAmount } from './approval/use-approval'
import type { TradeEvent, TradeFlow } from './placement/trade-machine'
import type { Side, TradeToken } from './tokens/trade-token'
import type { PrimaryButton } from './trade-status'
import type { TradeDialogName } from './use-trade-dialogs'

/**
 * The parts every trade form has (a swap's or a limit order's), which the core's own
 * sections read: the approval and the main button (./components/form-actions).
 */
export interface TradeFormCore {
  network: { chainId: SupportedChainId; switchNetwork: (chainId: SupportedChainId) => unknown }
  form: { sellToken: TradeToken | undefined }
  /**
   * `exactOnly`: the embedding allows no unlimited approval (no choice to offer).
   * `bySignature`: the approval is a permit signature, not a transaction.
   */
  approval: {
    approve: (amount: ApprovalAmount) => unknown
    exactOnly?: boolean
    bySignature?: boolean
  }
  submission: { flow: TradeFlow; dispatch: (event: TradeEvent) => void }
  status: { primary: PrimaryButton }
  dialogs: {
    openSelector: (side: Side) => void
    markUsed: (name: TradeDialogName) => void
  }
  /** The widget's host connects its own wallet. */
  embedding: { connectWallet?: () => void }
}

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
 * (`useSwapTrade`, `useLimitPlacement`: one placement, so one trade machine per form) and provides
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
