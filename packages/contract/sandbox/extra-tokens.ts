import type { SandboxToken } from './deployment'

/**
 * Tokens on no built-in list: only the sandbox's second token list
 * (GET /sandbox/token-lists/extra.json) names them, for adding a list by URL. Deployed and
 * funded (traders, settlement buffer) after everything else (deployer nonce 78 on, after the HooksTrampoline). Apart from
 * ./deployment.ts so that the app's bundle does not carry them.
 */
export const sandboxExtraListTokens: readonly SandboxToken[] = [
  {
    symbol: 'GNO',
    name: 'Gnosis Token',
    decimals: 18,
    address: '0x127A31Cc786aEc5Bc96f395b8d666B8e9c2a516b',
  },
]
