import type { Address } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import mainnetList from '@/config/token-lists/1.tokenlist.json'
import gnosisList from '@/config/token-lists/100.tokenlist.json'
import sepoliaList from '@/config/token-lists/11155111.tokenlist.json'
import arbitrumList from '@/config/token-lists/42161.tokenlist.json'
import baseList from '@/config/token-lists/8453.tokenlist.json'
import polygonList from '@/config/token-lists/137.tokenlist.json'
import avalancheList from '@/config/token-lists/43114.tokenlist.json'
import bnbList from '@/config/token-lists/56.tokenlist.json'
import lineaList from '@/config/token-lists/59144.tokenlist.json'
import plasmaList from '@/config/token-lists/9745.tokenlist.json'
import inkList from '@/config/token-lists/57073.tokenlist.json'

/** One entry of a token list in the Uniswap token-list format. */
export interface TokenInfo {
  chainId: number
  address: Address
  name: string
  symbol: string
  decimals: number
  logoURI?: string
}

export interface TokenList {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  keywords?: string[]
  tokens: TokenInfo[]
}

const sandboxList: TokenList = {
  name: 'batchswap Sandbox',
  timestamp: '2026-11-21T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  keywords: ['batchswap', 'sandbox'],
  tokens: sandboxDeployment.tokens.map((t) => ({
    chainId: sandboxDeployment.chainId,
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
  })),
}

// The JSON files are typed as plain strings by TypeScript; the test beside this file
// checks every address is a checksummed 20-byte address, so the cast is safe.
// Sources of the lists added for the networks beyond the spec's five (docs/networks.md):
// wrapped native tokens from @cowprotocol/sdk-config, USDC/USDT from @cowprotocol/sdk-bridging,
// the rest from @uniswap/default-token-list or cowprotocol/token-lists.
const bundled = [
  mainnetList,
  gnosisList,
  arbitrumList,
  baseList,
  polygonList,
  avalancheList,
  bnbList,
  lineaList,
  plasmaList,
  inkList,
  sepoliaList,
] as TokenList[]

const byChain = new Map<number, TokenList>([
  ...bundled.map((list): [number, TokenList] => [list.tokens[0]?.chainId ?? 0, list]),
  [sandboxDeployment.chainId, sandboxList],
])

/** The bundled token list of a chain (empty for an unknown chain). */
export function getTokenList(chainId: number): TokenList | undefined {
  return byChain.get(chainId)
}

export function getListedTokens(chainId: number): readonly TokenInfo[] {
  return byChain.get(chainId)?.tokens ?? []
}

export const allTokenLists: readonly TokenList[] = [...byChain.values()]
