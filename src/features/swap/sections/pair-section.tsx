import { formatAmount } from '@/lib/format-amount'
import { AmountField, amountFieldLabel } from '@/trade/components/amount-field'
import { FlipButton } from '@/trade/components/flip-button'
import { LinkedTokenWarning } from '@/trade/components/linked-token-warning'
import { overBalanceWarning, quotedAmountText, usdText } from '@/trade/trade-text'
import type { Side } from '@/trade/tokens/trade-token'
import { useSwapTradeContext } from '../swap-trade-context'

/**
 * The pair and its amounts: the typed side shows what the trader typed, the other side the
 * quoted amount; each with its balance, USD value and a word on a bad or too large amount.
 */
export function PairSection() {
  const { form, quote, pricing, balances, wallet, rules, dialogs } = useSwapTradeContext()
  const { openSelector } = dialogs
  const { kind } = form
  const { summary } = pricing
  const quoteLoading = quote.display === 'loading' || quote.display === 'retrying'
  const typed = form.amount.status === 'valid' ? form.amount.value : undefined
  const typedError =
    form.amount.status === 'invalid' && form.amount.problem !== 'zero'
      ? form.amount.sentence
      : undefined

  /** One side's field: what the trader typed on the typed side, the quote's amount on the other. */
  const field = (side: Side) => {
    const token = side === 'sell' ? form.sellToken : form.buyToken
    const balance = side === 'sell' ? balances.sellBalance : balances.buyBalance
    const typedSide = side === kind
    // A wrap or unwrap is 1:1: the other side is what was typed.
    const quoted = pricing.wrap ? typed : side === 'sell' ? summary?.sellAmount : summary?.buyAmount
    return {
      side,
      label: amountFieldLabel(side),
      value: typedSide
        ? form.amountText
        : quoted !== undefined && token
          ? quotedAmountText(quoted, token.decimals)
          : '',
      onChange: (text: string) => form.setAmount(side, text),
      loading: !typedSide && quoteLoading,
      quoted: !typedSide,
      slot: side === 'sell' ? form.sell : form.buy,
      onSelectToken: () => openSelector(side),
      balance:
        balance !== undefined && token
          ? formatAmount(balance, token.decimals, { maxDecimals: 6 })
          : undefined,
      usdValue: usdText(token, quoted ?? (typedSide ? typed : undefined), quote.prices[side]),
      error: typedSide ? typedError : undefined,
    }
  }
  const { sellBalance } = balances

  return (
    <div className="relative flex flex-col gap-1">
      <AmountField
        {...field('sell')}
        onMax={
          sellBalance !== undefined && sellBalance > 0n ? () => form.setMax(sellBalance) : undefined
        }
        warning={overBalanceWarning(
          wallet.isConnected,
          pricing.neededSellAmount,
          sellBalance,
          form.sellToken,
        )}
      />
      <FlipButton onClick={form.flip} disabled={rules?.disableSwitchingTokens === true} />
      <AmountField {...field('buy')} />
    </div>
  )
}

/** A link named a token that is on no list: the trader accepts it before it is quoted. */
export function LinkedTokenWarnings() {
  const { form, network, rules } = useSwapTradeContext()
  const chainName = network.chain.name
  const importDisabled = rules?.disableTokenImport === true
  return (['sell', 'buy'] as const).map((side) => {
    const slot = side === 'sell' ? form.sell : form.buy
    return (
      slot.status === 'needsImport' && (
        <LinkedTokenWarning
          key={side}
          side={side}
          token={slot.token}
          chainName={chainName}
          onImport={form.acceptLinkedToken}
          importDisabled={importDisabled}
        />
      )
    )
  })
}
