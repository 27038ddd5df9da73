import type { SandboxToken } from './sandbox-deployment'

/**
 * Tokens on no built-in list: only the sandbox's second token list
 * (GET /sandbox/token-lists/extra.json) names them, for adding a list by URL. Deployed and
 * funded (traders, settlement buffer) after everything else (deployer nonce 77 on). Apart from
 * sandbox-deployment.ts so that the app's bundle does not carry them.
 */
export const sandboxExtraListTokens: readonly SandboxToken[] = [
  {
    symbol: 'GNO',
    name: 'Gnosis Token',
    decimals: 18,
    address: '0x4f29f479D3e6c41aD3fC8C7c8D6f423Cb2784b8e',
  },
]
