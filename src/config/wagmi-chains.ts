import { defineChain } from 'viem'

/**
 * Base, Ink and Linea as the wagmi config needs them: viem's definitions (the same data:
 * names, RPC URLs, explorers, contracts, block times) without the chain-specific code viem
 * attaches to them, which would load with the first view although nothing there uses it.
 * That code (about a third of the viem in the first load: OP-stack formatters and
 * serializers, Linea's fee estimation, and the `eth_call`, ABI and transaction code they
 * import) only matters for things the app never does:
 * - `formatters` (OP stack) add deposit-transaction and L1-fee fields to blocks,
 *   transactions and receipts; the app reads a receipt's status, hash, addresses and block.
 * - `serializers` (OP stack) serialize deposit transactions for local (private-key)
 *   accounts; every wallet here is a JSON-RPC account, which serializes and signs itself.
 * - `fees` (Linea) estimate fees with `linea_estimateGas` when viem prepares a transaction,
 *   which it does for local accounts only; a JSON-RPC wallet sets the fees itself.
 * wagmi-chains.test.ts checks that the data stays equal to viem's.
 */

export const base = /*#__PURE__*/ defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockTime: 2_000,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: {
      name: 'Basescan',
      url: 'https://basescan.org',
      apiUrl: 'https://api.basescan.org/api',
    },
  },
  contracts: {
    gasPriceOracle: { address: '0x420000000000000000000000000000000000000F' },
    l1Block: { address: '0x4200000000000000000000000000000000000015' },
    l2CrossDomainMessenger: { address: '0x4200000000000000000000000000000000000007' },
    l2Erc721Bridge: { address: '0x4200000000000000000000000000000000000014' },
    l2StandardBridge: { address: '0x4200000000000000000000000000000000000010' },
    l2ToL1MessagePasser: { address: '0x4200000000000000000000000000000000000016' },
    disputeGameFactory: { 1: { address: '0x43edB88C4B80fDD2AdFF2412A7BebF9dF42cB40e' } },
    l2OutputOracle: { 1: { address: '0x56315b90c40730925ec5485cf004d835058518A0' } },
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 5022 },
    portal: {
      1: { address: '0x49048044D57e1C92A77f79988d21Fa8fAF74E97e', blockCreated: 17482143 },
    },
    l1StandardBridge: {
      1: { address: '0x3154Cf16ccdb4C6d922629664174b904d80F2C35', blockCreated: 17482143 },
    },
  },
  sourceId: 1,
})

export const ink = /*#__PURE__*/ defineChain({
  id: 57073,
  name: 'Ink',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockTime: 2_000,
  rpcUrls: {
    default: {
      http: ['https://rpc-gel.inkonchain.com', 'https://rpc-qnd.inkonchain.com'],
      webSocket: ['wss://rpc-gel.inkonchain.com', 'wss://rpc-qnd.inkonchain.com'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Blockscout',
      url: 'https://explorer.inkonchain.com',
      apiUrl: 'https://explorer.inkonchain.com/api/v2',
    },
  },
  contracts: {
    multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 0 },
    gasPriceOracle: { address: '0x420000000000000000000000000000000000000F' },
    l1Block: { address: '0x4200000000000000000000000000000000000015' },
    l2CrossDomainMessenger: { address: '0x4200000000000000000000000000000000000007' },
    l2Erc721Bridge: { address: '0x4200000000000000000000000000000000000014' },
    l2StandardBridge: { address: '0x4200000000000000000000000000000000000010' },
    l2ToL1MessagePasser: { address: '0x4200000000000000000000000000000000000016' },
    disputeGameFactory: { 1: { address: '0x10d7b35078d3baabb96dd45a9143b94be65b12cd' } },
    portal: { 1: { address: '0x5d66c1782664115999c47c9fa5cd031f495d3e4f' } },
    l1StandardBridge: { 1: { address: '0x88ff1e5b602916615391f55854588efcbb7663f0' } },
  },
  testnet: false,
  sourceId: 1,
})

export const linea = /*#__PURE__*/ defineChain({
  id: 59_144,
  name: 'Linea Mainnet',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  blockTime: 2_000,
  rpcUrls: {
    default: { http: ['https://rpc.linea.build'], webSocket: ['wss://rpc.linea.build'] },
  },
  blockExplorers: {
    default: {
      name: 'Etherscan',
      url: 'https://lineascan.build',
      apiUrl: 'https://api.lineascan.build/api',
    },
  },
  contracts: {
    multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 42 },
    ensRegistry: { address: '0x50130b669B28C339991d8676FA73CF122a121267', blockCreated: 6682888 },
    ensUniversalResolver: {
      address: '0x4D41762915F83c76EcaF6776d9b08076aA32b492',
      blockCreated: 22_222_151,
    },
  },
  ensTlds: ['.linea.eth'],
  testnet: false,
})
