/** The quote request a trade form's draft asks for. */
import { isAddressEqual, type Address } from 'viem'
import type { QuoteRequest } from '@/api/quote-request'
import type { OrderKind } from '@batchswap/contract/protocol/order'
import { ethFlowSellToken } from '../tokens/native-currency'

/** What a quote is asked for; primitives only, so equal drafts are one memoised object. */
export interface QuoteDraft {
  sellToken: Address
  buyToken: Address
  kind: OrderKind
  amount: bigint
  from: Address
  /** The order's lifetime, which is the trader's deadline. */
  validForSeconds: number
  /** Sells the native currency through the eth-flow contract (`sellToken` is its wrapper). */
  ethFlow?: boolean
  /** An appData document to quote with (one with a permit pre-hook, whose gas is priced). */
  appData?: string
}

/**
 * The draft a form's inputs ask a quote for: none until both tokens differ and the amount is
 * above zero; selling the native currency is quoted as an eth-flow order of its wrapper. The
 * form (use-trade-quote.ts) and a shared link's loader (features/swap/swap-link-quote.ts)
 * both build it here, so the loader's request is the one the form then reads.
 */
export function quoteDraftOf(input: {
  chainId: number
  sellToken: Address | undefined
  buyToken: Address | undefined
  kind: OrderKind
  amount: bigint | undefined
  from: Address
  validForSeconds: number
  appData?: string | undefined
}): QuoteDraft | undefined {
  const { chainId, sellToken, buyToken, kind, amount, from, validForSeconds, appData } = input
  if (!sellToken || !buyToken || amount === undefined || amount <= 0n) return undefined
  if (isAddressEqual(sellToken, buyToken)) return undefined
  return {
    ...ethFlowSellToken(chainId, sellToken, kind),
    buyToken,
    kind,
    amount,
    from,
    validForSeconds,
    ...(appData ? { appData } : {}),
  }
}

export function quoteRequestOf(draft: QuoteDraft): QuoteRequest {
  const base = {
    sellToken: draft.sellToken,
    buyToken: draft.buyToken,
    from: draft.from,
    validFor: draft.validForSeconds,
    priceQuality: 'optimal' as const,
    ...(draft.appData ? { appData: draft.appData } : {}),
    // An eth-flow order is the contract's own, checked by EIP-1271 and placed on chain.
    ...(draft.ethFlow
      ? { signingScheme: 'eip1271' as const, onchainOrder: true }
      : { signingScheme: 'eip712' as const }),
  }
  return draft.kind === 'sell'
    ? { ...base, kind: 'sell', sellAmountBeforeFee: draft.amount }
    : { ...base, kind: 'buy', buyAmountAfterFee: draft.amount }
}
