import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { describeError } from '@/api/error-descriptions'
import { getListedTokens, type TokenInfo } from '@/config/token-lists'
import { useApiContext } from '@/wallet/use-api-context'
import type { ChainInfo } from '@batchswap/contract/protocol/chains'
import { buildHistoryFiles } from './export/build-files'
import {
  loadAllOrders,
  loadSettlements,
  resolveTokens,
  yieldToPage,
  type ExportProgress,
} from './export/load-history'

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; orders: number; csvUrl: string; jsonUrl: string; fileStem: string }
  | { status: 'failed'; sentence: string }

/**
 * The history export as a job the page runs on a click: every page of orders (progress after
 * each), the settlements, the tokens, then the files written in chunks; the files are Blobs
 * behind object URLs the page's links download. A new export (or leaving the page) frees the
 * old URLs and stops a running one.
 */
export function useHistoryExport(
  owner: Address | undefined,
  chain: ChainInfo,
  extraTokens: readonly TokenInfo[],
) {
  const queryClient = useQueryClient()
  const config = useConfig()
  const ctx = useApiContext(chain.id)
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)
  const urls = useRef<string[]>([])

  const start = useCallback(async () => {
    if (!owner) return
    running.current?.abort()
    for (const url of urls.current) URL.revokeObjectURL(url)
    urls.current = []
    const controller = new AbortController()
    running.current = controller
    const progress = (p: ExportProgress) => {
      if (!controller.signal.aborted) setState({ status: 'running', progress: p })
    }
    progress({ phase: 'orders', done: 0 })
    try {
      const orders = await loadAllOrders(queryClient, ctx, owner, progress, controller.signal)
      progress({ phase: 'trades', done: orders.length })
      const settlements = await loadSettlements(ctx, owner, orders, controller.signal)
      progress({ phase: 'tokens', done: orders.length })
      const listed = [...getListedTokens(chain.id), ...extraTokens]
      const tokens = await resolveTokens(config, chain.id, chain.nativeSymbol, listed, orders)
      const exportedAt = new Date()
      const files = await buildHistoryFiles(
        orders,
        { tokens, settlements, chain, nowSeconds: Math.floor(exportedAt.getTime() / 1000) },
        {
          account: owner,
          chainId: chain.id,
          chain: chain.name,
          exportedAt: exportedAt.toISOString(),
        },
        yieldToPage,
        (written) => progress({ phase: 'writing', done: written }),
      )
      if (controller.signal.aborted) return
      const csvUrl = URL.createObjectURL(new Blob(files.csv, { type: 'text/csv;charset=utf-8' }))
      const jsonUrl = URL.createObjectURL(new Blob(files.json, { type: 'application/json' }))
      urls.current = [csvUrl, jsonUrl]
      const day = exportedAt.toISOString().slice(0, 10)
      setState({
        status: 'done',
        orders: orders.length,
        csvUrl,
        jsonUrl,
        fileStem: `batchswap-history-${chain.id}-${owner}-${day}`,
      })
    } catch (error) {
      if (controller.signal.aborted) return
      setState({ status: 'failed', sentence: describeError(error).sentence })
    }
  }, [chain, config, ctx, extraTokens, owner, queryClient])

  const stop = useCallback(() => {
    running.current?.abort()
    for (const url of urls.current) URL.revokeObjectURL(url)
    urls.current = []
  }, [])

  return { state, start, stop }
}
