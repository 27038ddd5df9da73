/**
 * The swap page's token selector and settings dialogs. Each mounts when first opened and
 * stays mounted from then on, so focus returns where it came from. The review dialog is the
 * review section's (./sections/review-section).
 *
 * Each dialog's code loads when it is first opened (React.lazy at the boundary that already
 * mounts it then): the first paint shows no dialog, and the token picker brings the list
 * loader, its schema and the import panel, the settings dialog its own form.
 */
import { lazy, Suspense } from 'react'
import { useSwapTradeContext } from './swap-trade-context'

const TokenPicker = lazy(() =>
  import('@/trade/components/token-picker').then((m) => ({ default: m.TokenPicker })),
)
const SettingsDialog = lazy(() =>
  import('@/trade/components/settings-dialog').then((m) => ({ default: m.DraftSettingsDialog })),
)

export function SwapDialogs() {
  const { network, form, quote, balances, dialogs, rules } = useSwapTradeContext()
  const { selector } = dialogs
  return (
    <>
      {dialogs.used.has('selector') && (
        <Suspense fallback={null}>
          <TokenPicker
            chainId={network.chainId}
            allTokens={balances.allTokens}
            entries={balances.entries}
            {...(rules ? { rules } : {})}
            open={selector !== null}
            side={selector ?? 'sell'}
            query={dialogs.search}
            onQueryChange={dialogs.setSearch}
            balances={balances.formattedBalances}
            selected={(selector === 'buy' ? form.buyToken : form.sellToken)?.address}
            importCandidate={dialogs.importCandidate}
            chainName={network.chain.name}
            onSelect={dialogs.choose}
            onImport={dialogs.importAndChoose}
            onClose={dialogs.closeSelector}
            importDisabled={dialogs.importDisabled}
          />
        </Suspense>
      )}

      {dialogs.used.has('settings') && (
        <Suspense fallback={null}>
          <SettingsDialog
            open={dialogs.settingsOpen}
            onClose={dialogs.closeSettings}
            recommendation={quote.recommendation}
            {...(rules ? { rules } : {})}
          />
        </Suspense>
      )}
    </>
  )
}
