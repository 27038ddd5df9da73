import { useMemo } from 'react'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { useSettingsStore } from '@/lib/settings-store'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

/**
 * The network and environment every API query of a page runs against: the app's network
 * (`useActiveChain`), or `chainId` when the page names its own (a token page's route), and
 * the environment picked in the settings. Memoised, so it can be a query-key input.
 */
export function useApiContext(chainId?: SupportedChainId): QueryApiContext {
  const activeChainId = useSelectedChainId()
  const env = useSettingsStore((s) => s.environment)
  const id = chainId ?? activeChainId
  return useMemo(() => ({ chainId: id, env }), [id, env])
}
