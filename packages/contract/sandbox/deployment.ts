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

/** A Safe (v1.4.1 proxy) the sandbox deploys, owned by dev accounts. */
export interface SandboxSafe {
  /** "1-of-1" or "2-of-2". */
  label: string
  address: Address
  owners: readonly Address[]
  /** The owners' dev account indexes (same order as owners): the Safe host signs with them. */
  ownerAccountIndexes: readonly number[]
  threshold: number
  /** The proxy factory's saltNonce: with the owners it fixes the address (CREATE2). */
  saltNonce: number
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
  /**
   * The eth-flow contract (deployer nonce 76, the last step): CoWSwapEthFlow's ABI and
   * behaviour, selling native ETH as orders of the wrapped token below.
   */
  ethFlow: '0x741050c1d044e23d3eBd2e85ad8b6cE5c17555c7',
  /**
   * The HooksTrampoline (deployer nonce 77, after eth-flow): the real one's ABI and
   * behaviour; the settlement runs the orders' CoW hooks (appData `metadata.hooks`) through it.
   */
  hooksTrampoline: '0x4f29f479D3e6c41aD3fC8C7c8D6f423Cb2784b8e',
  /** WETH: a real wrapped ether (deposit, withdraw), the sell token of eth-flow orders. */
  wrappedNativeToken: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
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
  /** Safe v1.4.1 contracts (deployer nonces 53-57), from @safe-global/safe-contracts. */
  safeContracts: {
    /** SafeL2: emits the events indexers read; same logic as Safe. */
    singleton: '0x7C10A8944Baa22A41a51B82DC419e866a04e55dB',
    proxyFactory: '0xDC88b5FEffD566bfA016B6B9268Ea29929E7AdF1',
    /** Answers EIP-1271 isValidSignature for every sandbox Safe. */
    fallbackHandler: '0x25C74B7124baE93364213a6124a5e45bB0e98889',
    multiSend: '0xD18E3F31bD50B5c6e4cC740CB9Ca637F6eCC2944',
    multiSendCallOnly: '0xE61a6e7442cE84072DB14423FfBBe2609908Ee38',
  },
  /** Two Safes, funded with ETH and every token like the traders. */
  safes: [
    {
      label: '1-of-1',
      address: '0xC8A41fd2109F6653ef6829fC043A932302125FB0',
      owners: ['0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'],
      ownerAccountIndexes: [5],
      threshold: 1,
      saltNonce: 1,
    },
    {
      label: '2-of-2',
      address: '0x3Bd02005A068ef888a5EBAD743B08AdDe35dC0a9',
      owners: [
        '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
        '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
      ],
      ownerAccountIndexes: [6, 7],
      threshold: 2,
      saltNonce: 2,
    },
  ] satisfies SandboxSafe[],
} as const satisfies {
  chainId: number
  deployer: Address
  solver: Address
  authenticator: Address
  settlement: Address
  vaultRelayer: Address
  ethFlow: Address
  hooksTrampoline: Address
  wrappedNativeToken: Address
  traders: readonly Address[]
  tokens: readonly SandboxToken[]
  safeContracts: Record<
    'singleton' | 'proxyFactory' | 'fallbackHandler' | 'multiSend' | 'multiSendCallOnly',
    Address
  >
  safes: readonly SandboxSafe[]
}

export const SANDBOX_DEFAULTS = {
  rpcPort: 8545,
  apiPort: 8080,
  dataDir: '.sandbox',
} as const

/**
 * ComposableCoW and its TWAP (deployer nonces 99-102, after the extra, approval and unlisted tokens): our own
 * contracts with the ABIs `@cowprotocol/sdk-composable` publishes and the real ones' behaviour
 * (sandbox/chain/contracts/sandbox-composable-cow.sol, sandbox-extensible-fallback-handler.sol);
 * the sandbox's watch-tower posts the TWAP parts. Apart from `sandboxDeployment` so the app's
 * first load does not carry them (its TWAP page reads them from protocol/twap.ts, which a test
 * pins to these).
 */
export const sandboxComposableDeployment = {
  composableCow: '0x32e0a4F5c9846C8C504103E41d7E8EdF03CE8CBC',
  twapHandler: '0x5268dcE6Def0b42d3C315dE18F2eb43fea782835',
  currentBlockTimestampFactory: '0xEc12943948293Be030811514e0B374D040F60F56',
  extensibleFallbackHandler: '0xA922C3227149D9bc5001D796aA418b590D0C4a7B',
} as const satisfies Record<
  'composableCow' | 'twapHandler' | 'currentBlockTimestampFactory' | 'extensibleFallbackHandler',
  Address
>
