/**
 * What a trader looks for first on an order's page: what was (or will be) sold and bought,
 * at what rate, and the network cost. Reads its own token names and chain; the exact
 * amounts to the last decimal are in the technical details.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, type ReactNode } from 'react'
import { DefinitionLine } from '@/components/ui/definition-line'
import type { Address } from 'viem'
import { orderSellToken, type Order } from '@/api/types'
import { TokenAmount } from '@/components/token-amount'
import { formatUnitPrice, priceSides } from '@/lib/price'
import type { TokenLookup } from '@/lib/token-lookup'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import { SectionCard } from './order-details-parts'
import { OrderSettlementLines } from '@/trade/tracking/order-settlement-lines'
import { placementOf, placementSentence } from '../order-facts'
import { hasExecuted } from '../order-progress'
import { networkCostOf } from '../network-cost'
import { useOrderTokenLookup } from '../use-order-token-lookup'

function Big({ label, bound, children }: { label: string; bound?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold tracking-tight break-words text-fg sm:text-2xl [&_*]:whitespace-normal">
        {bound && <span className="mr-1 text-base font-normal text-fg-muted">{bound}</span>}
        {children}
      </dd>
    </div>
  )
}

function rate(
  lookup: TokenLookup,
  order: Order,
  sellAmount: bigint,
  buyAmount: bigint,
): string | undefined {
  const sides = priceSides(lookup, order, sellAmount, buyAmount)
  return sides && formatUnitPrice(sides.sell, sides.buy)
}

export function OrderTradeSection({ order }: { order: Order }) {
  const { t } = useLingui()
  const chainId = useSelectedChainId()
  const tokens = useMemo(() => [order.sellToken, order.buyToken], [order])
  const lookup = useOrderTokenLookup(chainId, tokens)
  const amount = (value: bigint, token: Address) => (
    <TokenAmount amount={value} token={token} lookup={lookup} chainId={chainId} linkToken />
  )
  // An eth-flow order's trader sold ETH (the contract sold it as WETH).
  const sold = orderSellToken(order)
  const filled = order.status === 'fulfilled'
  const executed = hasExecuted(order)
  const limitRate = rate(lookup, order, order.sellAmount, order.buyAmount)
  const averageRate = executed
    ? rate(lookup, order, order.executedSellAmountBeforeFees, order.executedBuyAmount)
    : undefined
  const nativeSymbol = CHAINS[chainId].nativeSymbol
  const networkCost = networkCostOf(order, executed)
  return (
    <SectionCard title={t`Trade`} titleHidden>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {filled ? (
          <>
            <Big label={t`You sold`}>{amount(order.executedSellAmount, sold)}</Big>
            <Big label={t`You bought`}>{amount(order.executedBuyAmount, order.buyToken)}</Big>
          </>
        ) : (
          <>
            <Big
              label={order.kind === 'buy' ? t`You pay` : t`You sell`}
              bound={order.kind === 'buy' ? t`at most` : undefined}
            >
              {amount(order.sellAmount, sold)}
            </Big>
            <Big label={t`You buy`} bound={order.kind === 'sell' ? t`at least` : t`exactly`}>
              {amount(order.buyAmount, order.buyToken)}
            </Big>
          </>
        )}
      </dl>
      <dl className="mt-4 divide-y divide-line border-t border-line text-sm">
        {executed && !filled && (
          <DefinitionLine label={t`Filled so far`}>
            {order.kind === 'buy' ? (
              // A buy order's progress is on the side it fixes: bought so far of its amount.
              <>
                <Trans>
                  {amount(order.executedBuyAmount, order.buyToken)} of{' '}
                  {amount(order.buyAmount, order.buyToken)} for{' '}
                  {amount(order.executedSellAmount, sold)}
                </Trans>
              </>
            ) : (
              <>
                {amount(order.executedSellAmount, sold)} →{' '}
                {amount(order.executedBuyAmount, order.buyToken)}
              </>
            )}
          </DefinitionLine>
        )}
        {averageRate && <DefinitionLine label={t`Rate you got`}>{averageRate}</DefinitionLine>}
        <DefinitionLine label={executed ? t`Your limit` : t`Limit rate`}>
          {limitRate ?? t`Unknown (token decimals could not be read)`}
        </DefinitionLine>
        <DefinitionLine label={t`Network cost`}>
          {networkCost.kind === 'paid' || networkCost.kind === 'estimated' ? (
            <>
              {amount(networkCost.value, networkCost.token)}
              {networkCost.kind === 'estimated' && (
                <span className="text-fg-muted">
                  {' '}
                  <Trans>(estimated when quoted)</Trans>
                </span>
              )}
            </>
          ) : networkCost.kind === 'unknown' && networkCost.quoted !== undefined ? (
            <>
              <Trans>Unknown: the orderbook did not report what it paid</Trans>{' '}
              <span className="text-fg-muted">
                <Trans>(quoted at {amount(networkCost.quoted, order.sellToken)})</Trans>
              </span>
            </>
          ) : (
            t`Unknown: the orderbook did not report it`
          )}
        </DefinitionLine>
        <DefinitionLine label={t`Placed`}>
          {placementSentence(placementOf(order), nativeSymbol)}
        </DefinitionLine>
        {/* What did I get: next to the rate, not in the technical details. */}
        {executed && <OrderSettlementLines order={order} chainId={chainId} lookup={lookup} />}
      </dl>
    </SectionCard>
  )
}
