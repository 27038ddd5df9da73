import { lazy, Suspense } from 'react'
import { formatAmount } from '@/lib/format-amount'
import { AmountField } from '@/trade/components/amount-field'
import { FlipButton } from '@/trade/components/flip-button'
import { overBalanceWarning, quotedAmountText, usdText } from '@/trade/trade-text'
import type { SwapTrade } from '../use-swap-trade'

// Rare (a link naming an unlisted token): loaded when needed, not with the page.
const LinkedTokenWarning = lazy(() =>
  import('@/trade/components/linked-token-warning').then((m) => ({
    default: m.LinkedTokenWarning,
  })),
)

type PairSectionProps = Pick<SwapTrade, 'form' | 'quote' | 'pricing' | 'balances' | 'wallet'> & {
  openSelector: SwapTrade['dialogs']['openSelector']
}

/**
 * The pair and its amounts: the typed side shows what the trader typed, the other side the
 * quoted amount; each with its balance, USD value and a word on a bad or too large amount.
 */
export function PairSection({
  form,
  quote,
  pricing,
  balances,
  wallet,
  openSelector,
}: PairSectionProps) {
  const { kind, sellToken, buyToken } = form
  const { summary } = pricing
  const { sellBalance, buyBalance } = balances
  const quoteLoading = quote.display === 'loading' || quote.display === 'retrying'
  const typed = form.amount.status === 'valid' ? form.amount.value : undefined
  const quotedText =
    summary === undefined
      ? ''
      : kind === 'sell'
        ? buyToken
          ? quotedAmountText(summary.buyAmount, buyToken.decimals)
          : ''
        : sellToken
          ? quotedAmountText(summary.sellAmount, sellToken.decimals)
          : ''
  const sellAmount = summary?.sellAmount ?? (kind === 'sell' ? typed : undefined)
  const buyAmount = summary?.buyAmount ?? (kind === 'buy' ? typed : undefined)
  const typedError =
    form.amount.status === 'invalid' && form.amount.problem !== 'zero'
      ? form.amount.sentence
      : undefined

  return (
    <div className="relative flex flex-col gap-1">
      <AmountField
        label="You sell"
        side="sell"
        value={kind === 'sell' ? form.amountText : quotedText}
        onChange={(text) => form.setAmount('sell', text)}
        loading={kind === 'buy' && quoteLoading}
        quoted={kind === 'buy'}
        slot={form.sell}
        onSelectToken={() => openSelector('sell')}
        balance={
          sellBalance !== undefined && sellToken
            ? formatAmount(sellBalance, sellToken.decimals, { maxDecimals: 6 })
            : undefined
        }
        onMax={
          sellBalance !== undefined && sellBalance > 0n ? () => form.setMax(sellBalance) : undefined
        }
        usdValue={usdText(sellToken, sellAmount, quote.prices.sell)}
        error={kind === 'sell' ? typedError : undefined}
        warning={overBalanceWarning(
          wallet.isConnected,
          pricing.neededSellAmount,
          sellBalance,
          sellToken,
        )}
      />
      <FlipButton onClick={form.flip} />
      <AmountField
        label="You buy"
        side="buy"
        value={kind === 'buy' ? form.amountText : quotedText}
        onChange={(text) => form.setAmount('buy', text)}
        loading={kind === 'sell' && quoteLoading}
        quoted={kind === 'sell'}
        slot={form.buy}
        onSelectToken={() => openSelector('buy')}
        balance={
          buyBalance !== undefined && buyToken
            ? formatAmount(buyBalance, buyToken.decimals, { maxDecimals: 6 })
            : undefined
        }
        usdValue={usdText(buyToken, buyAmount, quote.prices.buy)}
        error={kind === 'buy' ? typedError : undefined}
      />
    </div>
  )
}

/** A link named a token that is on no list: the trader accepts it before it is quoted. */
export function LinkedTokenWarnings({
  form,
  chainName,
}: Pick<SwapTrade, 'form'> & { chainName: string }) {
  return (['sell', 'buy'] as const).map((side) => {
    const slot = side === 'sell' ? form.sell : form.buy
    return (
      slot.status === 'needsImport' && (
        <Suspense key={side} fallback={null}>
          <LinkedTokenWarning
            side={side}
            token={slot.token}
            chainName={chainName}
            onImport={form.acceptLinkedToken}
          />
        </Suspense>
      )
    )
  })
}
