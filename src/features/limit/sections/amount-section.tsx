import { formatUnits } from 'viem'
import { formatAmount } from '@/lib/format-amount'
import { AmountField } from '@/trade/components/amount-field'
import { overBalanceWarning } from '@/trade/trade-text'
import { useLimitTradeContext } from '../limit-trade-context'

/**
 * The pair and its amounts: what the trader sells (with the balance and Max) and the least
 * they receive at the limit price (typing it moves the price).
 */
export function AmountSection() {
  const trade = useLimitTradeContext()
  const { form, balances, dialogs, market } = trade
  const { sellToken } = form
  return (
    <div className="flex flex-col gap-1">
      <AmountField
        label="You sell"
        side="sell"
        value={form.sellText}
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
        error={
          form.amount.status === 'invalid' && form.amount.problem !== 'zero'
            ? form.amount.sentence
            : undefined
        }
        warning={overBalanceWarning(
          trade.wallet.isConnected,
          form.sellAmount,
          balances.sellBalance,
          sellToken,
        )}
      />
      <AmountField
        label="You receive at least"
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
