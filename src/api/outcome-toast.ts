/**
 * The toast for a tracked order's change (issue 11, point 4), in a trader's words: apart from
 * `order-outcome.ts` so that the first view does not load its words; the watcher in the app
 * shell imports it when an order changes.
 */
import type { Address } from 'viem'
import { isEthFlowOrder, type Order } from '@/api/types'
import type { ToastInput } from '@/lib/toast-store'
import { orderEndTitle, orderKindName } from './order-kind'
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
 * a cancelled one's came back with the cancellation (`back`), no refund follows.
 */
function unfilled(
  order: Partial<Pick<Order, 'ethflowData'>>,
  chainId: number,
  back = 'goes back to your wallet',
): string {
  if (!isEthFlowOrder(order)) return 'Nothing was traded.'
  const symbol = isSupportedChainId(chainId) ? getChain(chainId).nativeSymbol : 'native currency'
  return `Its ${symbol} ${back}.`
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
  const title = (end: OrderChange) => orderEndTitle(orderKindName(order), end)
  const link = { href: `#/orders?uid=${order.uid}`, label: 'View order' }
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
        description: `So far sold ${traded}. The rest stays open.`,
        link,
      }
    case 'expired':
      return {
        tone: 'error',
        title: title('expired'),
        description:
          order.executedSellAmount > 0n
            ? `Partly filled before its deadline: sold ${traded}. The rest was not traded.`
            : `No solver filled the order before its deadline. ${unfilled(order, chainId)}`,
        link,
      }
    case 'cancelled':
      return {
        tone: 'info',
        title: title('cancelled'),
        description:
          order.executedSellAmount > 0n
            ? `Cancelled after a partial fill: sold ${traded}.`
            : `The order was cancelled. ${unfilled(order, chainId, 'came back with the cancellation')}`,
        link,
      }
  }
}
