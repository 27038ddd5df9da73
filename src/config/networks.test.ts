import { getAddress, isAddressEqual } from 'viem'
import { describe, expect, it } from 'vitest'
import { SERVICE_HOSTS } from '@/api/test-fixtures'
import { getServiceUrls } from '@/api/urls'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { getListedTokens } from '@/config/token-lists'
import {
  CHAINS,
  SUPPORTED_CHAIN_IDS,
  chainFromPathSegment,
  getContracts,
  getEthFlowAddress,
} from '@batchswap/contract/protocol/chains'

/**
 * The network table against the facts verified in the public SDK's published files
 * (@cowprotocol/sdk-config 2.4.0, @cowprotocol/sdk-order-book 4.1.0) and the servers of
 * cowprotocol/services crates/orderbook/openapi.yml. Written out here on purpose: a change
 * to the table must be a change to what was verified.
 */
const VERIFIED = [
  [1, 'mainnet', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'https://etherscan.io', 'ETH'],
  [100, 'xdai', '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d', 'https://gnosisscan.io', 'xDAI'],
  [
    42161,
    'arbitrum_one',
    '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    'https://arbiscan.io',
    'ETH',
  ],
  [8453, 'base', '0x4200000000000000000000000000000000000006', 'https://basescan.org', 'ETH'],
  [137, 'polygon', '0x0d500b1d8e8ef31e21c99d1db9a6444d3adf1270', 'https://polygonscan.com', 'POL'],
  [
    43114,
    'avalanche',
    '0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7',
    'https://snowscan.xyz',
    'AVAX',
  ],
  [56, 'bnb', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 'https://bscscan.com', 'BNB'],
  [59144, 'linea', '0xe5d7c2a44ffddf6b295a15c148167daaaf5cf34f', 'https://lineascan.build', 'ETH'],
  [9745, 'plasma', '0x6100e367285b01f48d07953803a2d8dca5d19873', 'https://plasmascan.to', 'XPL'],
  [
    57073,
    'ink',
    '0x4200000000000000000000000000000000000006',
    'https://explorer.inkonchain.com',
    'ETH',
  ],
  [
    11155111,
    'sepolia',
    '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
    'https://sepolia.etherscan.io',
    'ETH',
  ],
] as const

describe('networks the real service serves', () => {
  it('are exactly the SDK-listed EVM networks plus the sandbox', () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual(
      [...VERIFIED.map(([id]) => id), 31337].sort((a, b) => a - b),
    )
  })

  it.each(VERIFIED)(
    'chain %i: path segment %s, wrapped native, explorer and native symbol',
    (id, network, wrapped, explorer, native) => {
      const chain = CHAINS[id]
      expect(chain.network).toBe(network)
      expect(isAddressEqual(chain.wrappedNative, wrapped)).toBe(true)
      expect(chain.explorer).toBe(explorer)
      expect(chain.nativeSymbol).toBe(native)
      // Production and staging (barn) orderbooks exist for every listed network.
      expect(getServiceUrls(id, 'production', SERVICE_HOSTS).orderbookApi).toBe(
        `https://api.cow.fi/${network}/api`,
      )
      expect(getServiceUrls(id, 'staging', SERVICE_HOSTS).orderbookApi).toBe(
        `https://barn.api.cow.fi/${network}/api`,
      )
      expect(getServiceUrls(id, 'production', SERVICE_HOSTS).tokenData).toBe(
        `https://bff.cow.fi/${id}`,
      )
      expect(chainFromPathSegment(String(id))?.id).toBe(id)
    },
  )

  it('uses the SDK settlement and vault relayer in production, the barn ones in staging', () => {
    for (const [id] of VERIFIED) {
      expect(getContracts(id, 'production')).toEqual({
        settlement: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
        vaultRelayer: '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110',
        ethFlow: '0xbA3cB449bD2B4ADddBc894D8697F5170800EAdeC',
      })
      expect(getContracts(id, 'staging')).toEqual({
        settlement: '0xf553d092b50bdcbddeD1A99aF2cA29FBE5E2CB13',
        vaultRelayer: '0xC7242d167563352E2BCA4d71C043fbe542DB8FB2',
        ethFlow: '0xb37aDD6AC288BD3825a901Cba6ec65A89f31B8CC',
      })
    }
  })

  it("pins the eth-flow contracts to the SDK's published ETH_FLOW and BARN_ETH_FLOW addresses", async () => {
    // Read from the SDK's published build in node_modules (a dependency of the widget
    // packages, not of the app): the app's table must not import it.
    const sdk = await import('@cowprotocol/sdk-config')
    const published = {
      production: sdk.ETH_FLOW_ADDRESSES,
      staging: sdk.BARN_ETH_FLOW_ADDRESSES,
    } as const
    for (const [id] of VERIFIED) {
      for (const env of ['production', 'staging'] as const) {
        // getAddress validates what the SDK publishes (and types it).
        const expected = getAddress(published[env][id])
        const actual = getEthFlowAddress(id, env)
        expect(actual && isAddressEqual(actual, expected), `chain ${id} ${env}`).toBe(true)
      }
    }
  })

  it('lists the wrapped native token first in every bundled list', () => {
    for (const [id, , wrapped] of VERIFIED) {
      const first = getListedTokens(id)[0]
      expect(first && isAddressEqual(first.address, wrapped), `chain ${id}`).toBe(true)
      expect(first?.decimals).toBe(18)
    }
  })

  it('carries the SDK-verified stablecoins with their decimals', () => {
    const usdc = (id: number) => getListedTokens(id).find((t) => t.symbol === 'USDC')
    expect(usdc(56)?.decimals).toBe(18)
    expect(usdc(137)?.decimals).toBe(6)
    expect(usdc(59144)?.address).toBe('0x176211869cA2b568f2A7D4EE941E073a821EE1ff')
  })

  it('takes the sandbox network contracts and WETH from the sandbox deployment', () => {
    const weth = sandboxDeployment.tokens.find((t) => t.symbol === 'WETH')
    expect(getContracts(31337, 'production')).toEqual({
      settlement: sandboxDeployment.settlement,
      vaultRelayer: sandboxDeployment.vaultRelayer,
      ethFlow: sandboxDeployment.ethFlow,
    })
    expect(getContracts(31337, 'staging')).toEqual(getContracts(31337, 'production'))
    expect(CHAINS[31337].wrappedNative).toBe(weth?.address)
  })
})
