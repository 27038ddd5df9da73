/**
 * The swap page's token selector and settings dialogs. Each mounts when first opened and
 * stays mounted from then on, so focus returns where it came from. The review dialog is the review section's (./sections/review-section).
 */
import { DraftSettingsDialog as SettingsDialog } from '@/trade/components/settings-dialog'
import { TokenPicker } from '@/trade/components/token-picker'
import { useSwapTradeContext } from './swap-trade-context'

export function SwapDialogs() {
  const { network, form, quote, balances, dialogs, rules } = useSwapTradeContext()
  const { selector } = dialogs
  return (
    <>
      {dialogs.used.has('selector') && (
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
      )}

      {dialogs.used.has('settings') && (
        <SettingsDialog
          open={dialogs.settingsOpen}
          onClose={dialogs.closeSettings}
          recommendation={quote.recommendation}
          {...(rules ? { rules } : {})}
        />
      )}
    </>
  )
}
