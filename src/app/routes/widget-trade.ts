import { useCallback, useRef } from 'react'
import type { LimitTrade } from '@/features/limit/use-limit-trade'
import type { SwapTrade } from '@/features/swap/use-swap-trade'
import type { TradeParams } from '@/trade/embedding'
import { recipientAddress } from '@/trade/recipient'

/**
 * The form on screen as the widget's host hears it (widget-lib's OnTradeParamsPayload, in the
 * app's terms): built here, in the widget route's own chunk, from the form's parts, so the
 * app's first view carries none of it.
 */
export function swapTradeParams(trade: SwapTrade, nowMs: number): TradeParams {
  const { form, pricing, balances, network } = trade
  const { summary, slippage, deadlineMinutes } = pricing
  const kind = form.kind
  const receiver = trade.recipient.enabled ? recipientAddress(trade.recipient.parsed) : undefined
  const amounts: Partial<TradeParams> = summary
    ? {
        sellAmount: summary.sellAmount,
        buyAmount: summary.buyAmount,
        maximumSendSellAmount: kind === 'sell' ? summary.sellAmount : summary.limitAmount,
        minimumReceiveBuyAmount: kind === 'sell' ? summary.limitAmount : summary.buyAmount,
        ...(summary.usd.sell !== undefined ? { sellUsd: summary.usd.sell } : {}),
        ...(summary.usd.buy !== undefined ? { buyUsd: summary.usd.buy } : {}),
      }
    : trade.typed === undefined
      ? {}
      : kind === 'sell'
        ? { sellAmount: trade.typed }
        : { buyAmount: trade.typed }
  return {
    orderType: 'SWAP',
    chainId: network.chainId,
    kind,
    ...(form.sellToken ? { sellToken: form.sellToken } : {}),
    ...(form.buyToken ? { buyToken: form.buyToken } : {}),
    ...amounts,
    ...(balances.sellBalance !== undefined ? { sellBalance: balances.sellBalance } : {}),
    ...(balances.buyBalance !== undefined ? { buyBalance: balances.buyBalance } : {}),
    ...(receiver ? { recipient: receiver } : {}),
    validTo: Math.floor(nowMs / 1000) + deadlineMinutes * 60,
    slippageBps: slippage.bps,
  }
}

export function limitTradeParams(trade: LimitTrade): TradeParams {
  const { form, market, balances, network } = trade
  const { sellAmount, buyAmount } = market
  const receiver = recipientAddress(form.recipient)
  return {
    orderType: 'LIMIT',
    chainId: network.chainId,
    kind: form.kind,
    ...(form.sellToken ? { sellToken: form.sellToken } : {}),
    ...(form.buyToken ? { buyToken: form.buyToken } : {}),
    ...(sellAmount !== undefined ? { sellAmount, maximumSendSellAmount: sellAmount } : {}),
    ...(buyAmount !== undefined ? { buyAmount, minimumReceiveBuyAmount: buyAmount } : {}),
    ...(balances.sellBalance !== undefined ? { sellBalance: balances.sellBalance } : {}),
    ...(balances.buyBalance !== undefined ? { buyBalance: balances.buyBalance } : {}),
    ...(receiver ? { recipient: receiver } : {}),
  }
}

const bigintSafe = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value

/**
 * The form's trade for the host: `onTrade` goes to the form (it calls it on each render), the
 * host hears each change once (validTo moving with the clock is no change), and `latest` is
 * what its onBeforeTrade judges when the trader confirms.
 */
export function useTradeReport<T>(
  toParams: (trade: T) => TradeParams,
  report: ((trade: TradeParams) => void) | undefined,
) {
  const latest = useRef<TradeParams | undefined>(undefined)
  const lastKey = useRef('')
  const onTrade = useCallback(
    (trade: T) => {
      const params = toParams(trade)
      latest.current = params
      const key = JSON.stringify({ ...params, validTo: undefined }, bigintSafe)
      if (key === lastKey.current) return
      lastKey.current = key
      report?.(params)
    },
    [toParams, report],
  )
  return { onTrade, latest }
}
