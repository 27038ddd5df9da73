/**
 * "What did I get" beyond the amounts, on the order's page: the surplus over the signed
 * limit (in its token and in USD) and the settlement transaction of each trade, read from
 * `GET /api/v2/trades` (a partly filled order lists every trade), and the fees withheld at
 * settlement (a partner's, the protocol's), as the trades' `executedProtocolFees` report them.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { formatUsdNumber } from '@/lib/usd'
import type { Order } from '@/api/types'
import { useOrderTrades } from '@/api/queries/trade-queries'
import { useUsdPrice } from '@/api/queries/token-queries'
import { HexValue } from '@/components/external-link'
import { TokenAmount } from '@/components/token-amount'
import { DefinitionLine } from '@/components/ui/definition-line'
import { transactionUrl } from '@/lib/explorer'
import type { TokenLookup } from '@/lib/token-lookup'
import { useApiContext } from '@/wallet/use-api-context'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { surplusOf, surplusUsd } from '@/api/order-surplus'
import { feePolicyWords } from '@/api/protocol-fees'
import { settlementLines } from './settlement-lines'

export function OrderSettlementLines({
  order,
  chainId,
  lookup,
}: {
  order: Order
  chainId: SupportedChainId
  lookup: TokenLookup
}) {
  const { t } = useLingui()
  const ctx = useApiContext()
  const trades = useOrderTrades(ctx, order.uid, order.executedBuyAmount.toString())
  const surplus = surplusOf(order)
  const price = useUsdPrice(ctx, surplus?.token)
  if (!surplus) return null
  const inUsd = surplusUsd(surplus, lookup(surplus.token)?.decimals, price.data)
  const amount = (value: bigint, token: Address) => (
    <TokenAmount amount={value} token={token} lookup={lookup} chainId={chainId} />
  )
  const list = trades.data ?? []
  const fees = list.flatMap((trade) => trade.executedProtocolFees)
  return (
    <>
      <DefinitionLine label={t`Surplus`}>
        <span data-testid="order-surplus">
          +{amount(surplus.amount, surplus.token)}
          {inUsd !== undefined && (
            <span className="text-fg-muted"> (≈ {formatUsdNumber(inUsd)})</span>
          )}
        </span>
      </DefinitionLine>
      {fees.length > 0 && (
        <DefinitionLine label={t`Fees withheld`}>
          <span className="flex flex-col" data-testid="order-fees">
            {fees.map((fee, i) => {
              const words = feePolicyWords(fee.policy)
              return (
                <span key={i}>
                  {amount(fee.amount, fee.token)}
                  {words && <span className="text-fg-muted"> ({words})</span>}
                </span>
              )
            })}
          </span>
        </DefinitionLine>
      )}
      {trades.isPending && (
        <DefinitionLine label={t`Settlement`}>
          <Trans>Loading…</Trans>
        </DefinitionLine>
      )}
      {trades.isError && (
        <DefinitionLine label={t`Settlement`}>
          <Trans>Could not be read</Trans>
        </DefinitionLine>
      )}
      {settlementLines(list).map(({ key, label, withAmounts, trade }) => (
        <DefinitionLine key={key} label={label}>
          <span className="flex flex-wrap items-center gap-x-2">
            {withAmounts && (
              <span>
                {amount(trade.sellAmount, trade.sellToken)} →{' '}
                {amount(trade.buyAmount, trade.buyToken)}
              </span>
            )}
            {trade.txHash ? (
              <HexValue value={trade.txHash} href={transactionUrl(chainId, trade.txHash)} />
            ) : (
              t`Not known yet`
            )}
          </span>
        </DefinitionLine>
      ))}
    </>
  )
}
