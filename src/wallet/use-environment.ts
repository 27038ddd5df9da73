import { useSettingsStore } from '@/lib/settings-store'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import {
  getContracts,
  type Environment,
  type ProtocolContracts,
} from '@batchswap/contract/protocol/chains'

export interface ActiveEnvironment {
  environment: Environment
  /** Settlement and vault relayer of the active chain in this environment. */
  contracts: ProtocolContracts
}

/** The environment (production / staging) and the protocol contracts it selects. */
export function useEnvironment(): ActiveEnvironment {
  const environment = useSettingsStore((s) => s.environment)
  const chainId = useSelectedChainId()
  return { environment, contracts: getContracts(chainId, environment) }
}
