import { useEffect } from 'react'
import { erc20Abi, isAddressEqual, type Address, type Hex } from 'viem'
import { useConfig } from 'wagmi'
import { readContracts } from 'wagmi/actions'
import { getOrdersByUids } from '@/api/orderbook'
import type { Order } from '@/api/types'
import { getListedTokens } from '@/config/token-lists'
import { useSubmittedOrdersStore, type SubmittedOrdersState } from '@/lib/submitted-orders-store'
import { isSupportedChainId, type Environment } from '@batchswap/contract/protocol/chains'
import {
  finalEvent,
  lifecyclePayload,
  orderToast,
  postedOrderPayload,
  presignedPayload,
} from './order-events'
import type { EmitCowEventPayload, WidgetTokenInfo } from './widget-protocol'

/**
 * Tells the host about the orders placed in the widget: ON_POSTED_ORDER when one appears
 * in the submitted-orders store (the swap page adds it once the orderbook accepted it),
 * then ON_PRESIGNED_ORDER and ON_FULFILLED/CANCELLED/EXPIRED_ORDER as the orderbook reports
 * them, each with its ON_TOAST_MESSAGE. It reads the orders itself, so it works however the
 * trader moves through the swap page. Orders submitted before the widget opened are not
 * announced.
 */
export const WIDGET_ORDER_POLL_MS = 2_000

type Emit = (event: EmitCowEventPayload) => void

interface Scope {
  env: Environment
  chainId: number
}

function parseKey(key: string): Scope | undefined {
  const [env, chain] = key.split(':')
  const chainId = Number(chain)
  if ((env !== 'production' && env !== 'staging') || !Number.isSafeInteger(chainId))
    return undefined
  return { env, chainId }
}

function submittedUids(state: SubmittedOrdersState): Map<string, { uid: Hex; scope: Scope }> {
  const all = new Map<string, { uid: Hex; scope: Scope }>()
  for (const [key, orders] of Object.entries(state.byAccount)) {
    const scope = parseKey(key)
    if (!scope) continue
    for (const order of orders) all.set(order.uid.toLowerCase(), { uid: order.uid, scope })
  }
  return all
}

export function useWidgetOrderEvents(emit: Emit | undefined): void {
  const config = useConfig()
  useEffect(() => {
    if (!emit) return
    let stopped = false
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const seen = new Set(submittedUids(useSubmittedOrdersStore.getState()).keys())
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          resolve()
        }, ms)
        timers.add(timer)
      })

    async function tokenInfo(chainId: number, address: Address): Promise<WidgetTokenInfo> {
      const listed = getListedTokens(chainId).find((t) => isAddressEqual(t.address, address))
      if (listed) return { ...listed }
      const unknown = { chainId, address, symbol: '', name: '', decimals: 18 }
      if (!isSupportedChainId(chainId)) return unknown
      const fields = ['symbol', 'name', 'decimals'] as const
      const results = await readContracts(config, {
        contracts: fields.map((functionName) => ({
          chainId,
          address,
          abi: erc20Abi,
          functionName,
        })),
        allowFailure: true,
      }).catch(() => [])
      const [symbol, name, decimals] = results.map((r) =>
        r.status === 'success' ? r.result : undefined,
      )
      return {
        ...unknown,
        symbol: typeof symbol === 'string' ? symbol : '',
        name: typeof name === 'string' ? name : '',
        decimals: typeof decimals === 'number' ? decimals : 18,
      }
    }

    async function fetchOrder(uid: Hex, scope: Scope): Promise<Order | undefined> {
      while (!stopped) {
        try {
          // by_uids, where "not listed yet" is an answer, not a 404: an eth-flow order is
          // listed once the service has indexed its createOrder transaction.
          const { data } = await getOrdersByUids({ chainId: scope.chainId, env: scope.env }, [uid])
          const order = data.byUid.get(uid.toLowerCase())
          if (order) return order
        } catch {
          // The service is busy or down: the order is still there, ask again shortly.
        }
        await wait(WIDGET_ORDER_POLL_MS)
      }
      return undefined
    }

    async function follow(uid: Hex, scope: Scope) {
      const posted = await fetchOrder(uid, scope)
      if (!posted || stopped) return
      const [sell, buy] = await Promise.all([
        tokenInfo(scope.chainId, posted.sellToken),
        tokenInfo(scope.chainId, posted.buyToken),
      ])
      if (stopped) return
      emit?.({
        event: 'ON_POSTED_ORDER',
        payload: postedOrderPayload(posted, scope.chainId, { sell, buy }),
      })
      emit?.({ event: 'ON_TOAST_MESSAGE', payload: orderToast('ORDER_CREATED', posted) })
      let presignPending = posted.status === 'presignaturePending'
      let order: Order | undefined = posted
      while (order && !stopped) {
        if (presignPending && order.status !== 'presignaturePending') {
          presignPending = false
          emit?.({ event: 'ON_PRESIGNED_ORDER', payload: presignedPayload(order, scope.chainId) })
          emit?.({ event: 'ON_TOAST_MESSAGE', payload: orderToast('ORDER_PRESIGNED', order) })
        }
        const final = finalEvent(order.status)
        if (final) {
          emit?.({ event: final, payload: lifecyclePayload(order, scope.chainId) })
          const toastType = (
            {
              ON_FULFILLED_ORDER: 'ORDER_FULFILLED',
              ON_CANCELLED_ORDER: 'ORDER_CANCELLED',
              ON_EXPIRED_ORDER: 'ORDER_EXPIRED',
            } as const
          )[final]
          emit?.({ event: 'ON_TOAST_MESSAGE', payload: orderToast(toastType, order) })
          return
        }
        await wait(WIDGET_ORDER_POLL_MS)
        order = await fetchOrder(uid, scope)
      }
    }

    const check = (state: SubmittedOrdersState) => {
      for (const [key, { uid, scope }] of submittedUids(state)) {
        if (seen.has(key)) continue
        seen.add(key)
        void follow(uid, scope)
      }
    }
    const unsubscribe = useSubmittedOrdersStore.subscribe(check)
    return () => {
      stopped = true
      unsubscribe()
      for (const timer of timers) clearTimeout(timer)
    }
  }, [config, emit])
}
