/**
 * The toast for a tracked order's change (issue 11, point 4), in a trader's words: apart from
 * `order-outcome.ts` so that the first view does not load its words; the watcher in the app
 * shell imports it when an order changes.
 */
import { t } from '@lingui/core/macro'
import type { Address } from 'viem'
import { isEthFlowOrder, type Order } from '@/api/types'
import type { ToastInput } from '@/lib/toast-store'
import { orderClassOf, orderEndTitle } from './order-kind'
import { getChain, isSupportedChainId } from '@batchswap/contract/protocol/chains'
import {
  filledSentence,
  tradedWords,
  type KnownToken,
  type OrderChange,
  type TradedOrder,
} from './order-outcome'

/**
 * What became of an order that ended unfilled: an expired eth-flow order's ETH is refunded;
 * a cancelled one's came back with the cancellation (`cancelled`), no refund follows.
 */
function unfilled(
  order: Partial<Pick<Order, 'ethflowData'>>,
  chainId: number,
  cancelled = false,
): string {
  if (!isEthFlowOrder(order)) return t`Nothing was traded.`
  const symbol = isSupportedChainId(chainId) ? getChain(chainId).nativeSymbol : t`native currency`
  return cancelled
    ? t`Its ${symbol} came back with the cancellation.`
    : t`Its ${symbol} goes back to your wallet.`
}

/** The toast for a change, in a trader's words, with the token amounts when known. */
export function outcomeToast(
  change: OrderChange,
  order: TradedOrder &
    Pick<Order, 'uid' | 'class' | 'appData'> &
    Partial<Pick<Order, 'fullAppData'>>,
  chainId: number,
  known: readonly KnownToken[] = [],
  usdPriceOf?: (token: Address) => number | undefined,
): ToastInput {
  const traded = tradedWords(order, chainId, known)
  // The order's own name, as its page and the dialog call it: "Swap filled", "Limit order filled".
  const title = (end: OrderChange) => orderEndTitle(orderClassOf(order), end)
  const link = { href: `#/orders?uid=${order.uid}`, label: t`View order` }
  switch (change) {
    case 'filled':
      return {
        tone: 'success',
        title: title('filled'),
        description: filledSentence(order, chainId, known, usdPriceOf),
        link,
      }
    case 'partiallyFilled':
      return {
        tone: 'info',
        title: title('partiallyFilled'),
        description: t`So far sold ${traded}. The rest stays open.`,
        link,
      }
    case 'expired':
      return {
        tone: 'error',
        title: title('expired'),
        description:
          order.executedSellAmount > 0n
            ? t`Partly filled before its deadline: sold ${traded}. The rest was not traded.`
            : `${t`No solver filled the order before its deadline.`} ${unfilled(order, chainId)}`,
        link,
      }
    case 'cancelled':
      return {
        tone: 'info',
        title: title('cancelled'),
        description:
          order.executedSellAmount > 0n
            ? t`Cancelled after a partial fill: sold ${traded}.`
            : `${t`The order was cancelled.`} ${unfilled(order, chainId, true)}`,
        link,
      }
  }
}
