import { useMemo } from 'react'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { useSettingsStore } from '@/lib/settings-store'
import { useSelectedChainId } from '@/lib/use-active-chain'

/** The network and environment every orderbook query of the page runs against. */
export function useApiContext(): QueryApiContext {
  const chainId = useSelectedChainId()
  const env = useSettingsStore((s) => s.environment)
  return useMemo(() => ({ chainId, env }), [chainId, env])
}
