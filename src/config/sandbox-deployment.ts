import type { Address } from 'viem'

/**
 * Addresses of the sandbox deployment on the local anvil chain (chain id 31337).
 *
 * Deployment is deterministic: anvil's default mnemonic, the deployer is dev account 9
 * and every contract is created by a fixed nonce, so these addresses are the same on
 * every fresh start. `sandbox/chain/deploy.test.ts` deploys to a fresh anvil and checks
 * that the chain and this file agree.
 */

export interface SandboxToken {
  symbol: string
  name: string
  decimals: number
  address: Address
}

export const SANDBOX_MNEMONIC = 'test test test test test test test test test test test junk'

export const sandboxDeployment = {
  chainId: 31337,
  /** Dev account 9: deploys everything, manages the allow list. */
  deployer: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  /** Dev account 8: the allow-listed solver that sends settle(). */
  solver: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  authenticator: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  settlement: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  vaultRelayer: '0x21dB43cDD6FbD4998FF67Af132F953747BFaCb97',
  /** Dev accounts 0-4: funded with ETH and every token. */
  traders: [
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  ],
  tokens: [
    {
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
    },
    {
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      address: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
    },
    {
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      address: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
    },
    {
      symbol: 'COW',
      name: 'CoW Protocol Token',
      decimals: 18,
      address: '0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E',
    },
    {
      symbol: 'WBTC',
      name: 'Wrapped BTC',
      decimals: 8,
      address: '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D',
    },
    {
      symbol: 'UNSUPPORTED',
      name: 'Unsupported Rebasing Token',
      decimals: 18,
      address: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
    },
    {
      symbol: 'NOPRICE',
      name: 'No Price Token',
      decimals: 18,
      address: '0x82Dc47734901ee7d4f4232f398752cB9Dd5dACcC',
    },
  ] satisfies SandboxToken[],
} as const satisfies {
  chainId: number
  deployer: Address
  solver: Address
  authenticator: Address
  settlement: Address
  vaultRelayer: Address
  traders: readonly Address[]
  tokens: readonly SandboxToken[]
}

export const SANDBOX_DEFAULTS = {
  rpcPort: 8545,
  apiPort: 8080,
  dataDir: '.sandbox',
} as const
