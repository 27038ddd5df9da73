import { useState } from 'react'
import type { Address } from 'viem'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { ImportCandidate } from './components/token-selector-dialog'
import { classifyTokenQuery, findToken } from './tokens/token-search'
import type { Side, TradeToken } from './tokens/trade-token'
import { useTokenMetadata } from './tokens/use-token-metadata'

const NO_ADDRESS: readonly Address[] = []

export type TradeDialogName = 'selector' | 'settings' | 'confirm'

/**
 * A trade form's dialogs: which have been opened once (they stay mounted from then on, so
 * focus returns where it came from), the token selector's side and search (with the
 * on-chain lookup of a pasted address), and the settings dialog's open state.
 */
export function useTradeDialogs(options: {
  chainId: SupportedChainId
  chainName: string
  allTokens: readonly TradeToken[]
  selectToken: (side: Side, token: TradeToken) => void
  importToken: (chainId: number, address: Address) => void
  /** The embedding allows no token that is not on a list (widget-lib's disableTokenImport). */
  importDisabled?: boolean
}) {
  const { chainId, chainName, allTokens, selectToken, importToken } = options
  const importDisabled = options.importDisabled === true
  const [used, setUsed] = useState<ReadonlySet<TradeDialogName>>(() => new Set())
  const markUsed = (name: TradeDialogName) =>
    setUsed((current) => (current.has(name) ? current : new Set(current).add(name)))
  const openSettings = () => {
    markUsed('settings')
    setSettingsOpen(true)
  }
  const [selector, setSelector] = useState<Side | null>(null)
  const [search, setSearch] = useState('')
  const [settingsOpen, setSettingsOpen] = useState(false)
  const searchQuery = classifyTokenQuery(search)
  const searchAddress =
    searchQuery.type === 'address' && !findToken(allTokens, searchQuery.address)
      ? searchQuery.address
      : undefined
  const lookup = useTokenMetadata(chainId, searchAddress ? [searchAddress] : NO_ADDRESS, chainName)
  const importCandidate: ImportCandidate =
    searchQuery.type === 'malformedAddress'
      ? { status: 'malformed', sentence: searchQuery.sentence }
      : lookup[0]
        ? { status: 'lookup', metadata: lookup[0] }
        : { status: 'none' }

  const openSelector = (side: Side) => {
    markUsed('selector')
    setSearch('')
    setSelector(side)
  }
  const choose = (token: TradeToken) => {
    if (selector) selectToken(selector, token)
    setSelector(null)
  }
  const importAndChoose = (token: TradeToken) => {
    if (importDisabled) return
    importToken(chainId, token.address)
    choose(token)
  }
  return {
    used,
    markUsed,
    selector,
    closeSelector: () => setSelector(null),
    openSelector,
    search,
    setSearch,
    importCandidate,
    importDisabled,
    choose,
    importAndChoose,
    settingsOpen,
    openSettings,
    closeSettings: () => setSettingsOpen(false),
  }
}
