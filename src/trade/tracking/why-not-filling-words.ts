/**
 * The "why is it not filling" of an open order in a trader's words: a title and a sentence,
 * for the order page's note and the trade dialog while it follows the order (issue 39,
 * point 5: the dialog says what the page says). Pure over `whyNotFilling`'s verdict.
 */
import { t } from '@lingui/core/macro'
import type { Address } from 'viem'
import type { Order } from '@/api/types'
import { formatTokenAmount } from '@/lib/format-amount'
import { formatUnitPrice } from '@/lib/price'
import type { TokenLookup } from '@/lib/token-lookup'
import { formatBpsPercent, type MarketInput, type WhyNotFilling } from './why-not-filling'

function amountText(lookup: TokenLookup, token: Address, amount: bigint): string {
  const meta = lookup(token)
  const units = amount.toString()
  return meta ? formatTokenAmount(amount, meta.decimals, meta.symbol) : t`${units} units`
}

function rateText(
  lookup: TokenLookup,
  order: Order,
  amounts: { sellAmount: bigint; buyAmount: bigint },
): string | undefined {
  const sell = lookup(order.sellToken)
  const buy = lookup(order.buyToken)
  if (!sell || !buy) return undefined
  return formatUnitPrice(
    { amount: amounts.sellAmount, decimals: sell.decimals, symbol: sell.symbol },
    { amount: amounts.buyAmount, decimals: buy.decimals, symbol: buy.symbol },
  )
}

/** "The market gives 9.1 % more than your limit", when the quote is known. */
function marketVersusLimit(distanceBps: bigint | undefined): string {
  if (distanceBps === undefined) return ''
  if (distanceBps === 0n) return ` ${t`The market price is right at your limit.`}`
  const distance = formatBpsPercent(distanceBps)
  return ` ${t`The market price is ${distance} better than your limit.`}`
}

export function whyNotFillingSentence(
  why: WhyNotFilling,
  order: Order,
  lookup: TokenLookup,
  market: MarketInput | undefined,
): { title: string; detail: string; tone: 'info' | 'danger' } {
  const symbol = lookup(order.sellToken)?.symbol ?? t`sell token`
  switch (why.reason) {
    case 'awaitingSignature':
      return {
        title: t`Waiting for the on-chain signature`,
        detail: t`The owner still has to confirm this order on chain (setPreSignature); solvers cannot fill it before that.`,
        tone: 'info',
      }
    case 'unfillable': {
      const need = amountText(lookup, order.sellToken, why.required)
      const holds = amountText(lookup, order.sellToken, why.balance)
      const allows = amountText(lookup, order.sellToken, why.allowance)
      const title =
        why.short === 'balance'
          ? t`Unfillable: the owner’s ${symbol} balance is too low`
          : why.short === 'allowance'
            ? t`Unfillable: the owner’s ${symbol} allowance is too low`
            : t`Unfillable: the owner’s ${symbol} balance and allowance are too low`
      const needs = order.partiallyFillable
        ? t`The order needs ${need} (some of it for a partial fill); the owner holds ${holds} and allows the vault relayer ${allows}.`
        : t`The order needs ${need}; the owner holds ${holds} and allows the vault relayer ${allows}.`
      const skip =
        why.short === 'balance'
          ? t`Solvers skip it until that changes.`
          : t`Solvers skip it until that changes: approve the token again to let it fill.`
      return { title, detail: `${needs} ${skip}`, tone: 'danger' }
    }
    case 'settling':
      return {
        title: t`Being settled`,
        detail: t`A solver won the auction with this order and is settling it on chain now.`,
        tone: 'info',
      }
    case 'outOfMarket': {
      const marketRate = typeof market === 'object' ? rateText(lookup, order, market) : undefined
      const limitRate = rateText(lookup, order, order)
      const distance = formatBpsPercent(why.distanceBps)
      return {
        title: t`Your limit price is ${distance} away from the market`,
        detail:
          marketRate && limitRate
            ? t`Your limit asks ${distance} more than the market gives now (market ${marketRate}; your limit ${limitRate}), network costs included. It fills if the price moves that far before the order expires.`
            : t`Your limit asks ${distance} more than the market gives now, network costs included. It fills if the price moves that far before the order expires.`,
        tone: 'info',
      }
    }
    case 'noLiquidity':
      return {
        title: t`No market for this amount`,
        detail: t`A fresh quote for the same amount finds no liquidity, so solvers may not be able to fill it in one batch.`,
        tone: 'info',
      }
    case 'inAuction':
      return {
        title: t`In the current batch auction`,
        detail: `${t`Solvers are competing to fill it now.`}${marketVersusLimit(why.distanceBps)}`,
        tone: 'info',
      }
    case 'nextBatch':
      return {
        title: t`Waiting for the next batch`,
        detail:
          (why.lastAuctionUnfilled
            ? t`It was in the last auction but no solution included it (often: not enough liquidity for all of it).`
            : t`Nothing stands in its way: the owner’s funds cover it.`) +
          ` ${t`Batches run every few seconds.`}${marketVersusLimit(why.distanceBps)}`,
        tone: 'info',
      }
    case 'checking':
      return {
        title: t`Checking the market and the owner’s funds…`,
        detail: t`A fresh quote and the balance and allowance on chain are being read.`,
        tone: 'info',
      }
  }
}

/**
 * The trade dialog's last step while the order waits, when the wait has a reason the trader
 * should see there (as the order page says it): undefined for the plain wait for a batch.
 */
export function waitingStepLabel(why: WhyNotFilling | undefined): string | undefined {
  switch (why?.reason) {
    case 'outOfMarket': {
      const distance = formatBpsPercent(why.distanceBps)
      return t`Waiting until the market reaches your price (${distance} away)`
    }
    case 'nextBatch':
      return why.lastAuctionUnfilled
        ? t`Not included in the last batch: waiting for the next`
        : undefined
    case 'noLiquidity':
      return t`No market for this amount: waiting for liquidity`
    case 'unfillable':
      return why.short === 'balance'
        ? t`Unfillable: your balance is too low`
        : why.short === 'allowance'
          ? t`Unfillable: your allowance is too low`
          : t`Unfillable: your balance and allowance are too low`
    case 'awaitingSignature':
      return t`Waiting for the pre-signature`
    case 'settling':
      return t`Being settled`
    case 'inAuction':
      return t`In the current batch auction`
    case 'checking':
    case undefined:
      return undefined
  }
}

/**
 * Whether the dialog shows the page's note under its steps: when the order waits for
 * something other than the next batch (the market, liquidity, funds), or a batch left it out.
 */
export function explainsWait(why: WhyNotFilling | undefined): why is WhyNotFilling {
  switch (why?.reason) {
    case 'outOfMarket':
    case 'noLiquidity':
    case 'unfillable':
      return true
    case 'nextBatch':
      return why.lastAuctionUnfilled
    default:
      return false
  }
}
