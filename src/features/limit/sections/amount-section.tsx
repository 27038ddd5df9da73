import { t } from '@lingui/core/macro'
import { formatUnits } from 'viem'
import { formatAmount } from '@/lib/format-amount'
import { AmountField } from '@/trade/components/amount-field'
import { overBalanceWarning } from '@/trade/trade-text'
import { useLimitTradeContext } from '../limit-trade-context'

/**
 * The pair and its amounts, the one the trader typed exact and the other from the limit
 * price: typing the sell amount (or Max) makes a sell order, "sell exactly, receive at
 * least"; typing the buy amount makes a buy order, "buy exactly, pay at most".
 */
export function AmountSection() {
  const trade = useLimitTradeContext()
  const { form, balances, dialogs, market } = trade
  const { sellToken } = form
  const buying = form.kind === 'buy'
  return (
    <div className="flex flex-col gap-1">
      <AmountField
        label={buying ? t`You pay at most` : t`You sell`}
        side="sell"
        value={form.sellText(market.price)}
        onChange={form.setSellText}
        loading={false}
        slot={form.sell}
        onSelectToken={() => dialogs.openSelector('sell')}
        balance={
          balances.sellBalance !== undefined && sellToken
            ? formatAmount(balances.sellBalance, sellToken.decimals, { maxDecimals: 6 })
            : undefined
        }
        onMax={
          balances.sellBalance !== undefined && balances.sellBalance > 0n && sellToken
            ? () => form.setSellText(formatUnits(balances.sellBalance ?? 0n, sellToken.decimals))
            : undefined
        }
        error={form.sellError}
        warning={overBalanceWarning(
          trade.wallet.isConnected,
          market.sellAmount,
          balances.sellBalance,
          sellToken,
        )}
      />
      <AmountField
        label={buying ? t`You buy exactly` : t`You receive at least`}
        side="buy"
        value={form.buyText(market.price)}
        onChange={form.setBuyText}
        loading={false}
        slot={form.buy}
        onSelectToken={() => dialogs.openSelector('buy')}
        error={form.buyError}
      />
    </div>
  )
}
