import { sandboxDeployment, type SandboxToken } from './deployment'

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

/**
 * The sandbox's third list (GET /sandbox/token-lists/approvals.json): a token that approves
 * like mainnet USDT (sandbox-usdt-style-token.sol), whose approve from one non-zero allowance
 * to another reverts, so a wallet resets it to 0 first. Deployed and funded after the extra
 * list's (deployer nonce 85 on).
 */
export const sandboxApprovalListTokens: readonly SandboxToken[] = [
  {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    address: '0xdB94B6E81E0b9F0874ABa5F4F8258c31A9b97Ce8',
  },
]

/**
 * Tokens the orderbook trades that no list names, deployed and funded after the extra list's
 * (deployer nonce 92 on). One has a symbol a spreadsheet would run as a formula: the history
 * export's test of CSV injection (docs/account.md). The app reads its symbol from the chain.
 */
export const sandboxUnlistedTokens: readonly SandboxToken[] = [
  {
    symbol: '=HYPERLINK("http://x","y")',
    name: 'Hostile Symbol Token',
    decimals: 18,
    address: '0x13f6928e5B43913B358CFB40C3ab111DC1ac213c',
  },
]

/**
 * The tokens the deployment appends after the core one, in the order it deploys them: the
 * extra list's, the approvals list's, then the unlisted ones.
 */
export const sandboxAppendedTokens: readonly SandboxToken[] = [
  ...sandboxExtraListTokens,
  ...sandboxApprovalListTokens,
  ...sandboxUnlistedTokens,
]

/** Every token the sandbox deploys: the built-in list's, then the appended ones. */
export const sandboxAllTokens: readonly SandboxToken[] = [
  ...sandboxDeployment.tokens,
  ...sandboxAppendedTokens,
]
