/**
 * The code of the app's chain reads, loaded on first use by `useChainRead`
 * (use-chain-read.ts). wagmi's read actions bring viem's multicall, `eth_call`, ABI encoding
 * and decoding and their error classes: about half of the wallet code a page would
 * otherwise load up front, for reads that only run once a wallet is connected or a token
 * is looked up. Import this module only with `import()`; a static import puts it all back
 * into the first load.
 */
export {
  getBalance,
  getBytecode,
  getEnsAddress,
  getTransactionReceipt,
  readContract,
  readContracts,
} from 'wagmi/actions'
/** ENS name normalization (UTS-46): its tables are large, so they come with the reads too. */
export { normalize } from 'viem/ens'
/** The ERC-20 ABI the reads use: its JSON is over 1 KB gzip, so it comes with the actions. */
export { erc20Abi } from 'viem'
