/**
 * The swap page's token selector and settings dialogs. Each loads when first opened, which
 * keeps it out of the page's first load, and stays mounted from then on so focus returns
 * where it came from. The review dialog is the review section's (./sections/review-section).
 */
import type { SwapTrade } from './use-swap-trade'

import { DraftSettingsDialog as SettingsDialog } from '@/trade/components/settings-dialog'
import { TokenPicker } from '@/trade/components/token-picker'

export function SwapDialogs({
  network,
  form,
  quote,
  balances,
  dialogs,
  rules,
}: Pick<SwapTrade, 'network' | 'form' | 'quote' | 'balances' | 'dialogs' | 'rules'>) {
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
