/**
 * The limit page's token selector: it loads when first opened (React.lazy at the boundary
 * that already mounts it then, as on the swap page; the page holds the Suspense boundary),
 * which keeps it out of the page's first load, and stays mounted from then on so focus
 * returns where it came from. The review dialog is the review section's (./review-section).
 */
import { lazy } from 'react'
import { useLimitTradeContext } from '../limit-trade-context'

const TokenPicker = lazy(() =>
  import('@/trade/components/token-picker').then((m) => ({ default: m.TokenPicker })),
)

export function LimitDialogs() {
  const trade = useLimitTradeContext()
  const { form, balances, dialogs } = trade
  const { sellToken, buyToken } = form
  return (
    <>
      {dialogs.used.has('selector') && (
        <TokenPicker
          chainId={trade.network.chainId}
          allTokens={balances.allTokens}
          entries={balances.entries}
          {...(trade.embedding.rules ? { rules: trade.embedding.rules } : {})}
          importDisabled={dialogs.importDisabled}
          open={dialogs.selector !== null}
          side={dialogs.selector ?? 'sell'}
          query={dialogs.search}
          onQueryChange={dialogs.setSearch}
          balances={balances.formattedBalances}
          selected={(dialogs.selector === 'buy' ? buyToken : sellToken)?.address}
          importCandidate={dialogs.importCandidate}
          chainName={trade.network.chain.name}
          onSelect={dialogs.choose}
          onImport={dialogs.importAndChoose}
          onClose={dialogs.closeSelector}
        />
      )}
    </>
  )
}
