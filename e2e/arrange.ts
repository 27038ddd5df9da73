/**
 * The arrange steps of the e2e journeys, in one place: pick a dev account, connect the
 * Sandbox wallet, approve the vault relayer, and place or cancel orders straight through
 * the sandbox API (signed with viem by the dev accounts' keys, through the same API module
 * the app uses; nothing is written to the service's database behind its back); read
 * balances, deploy a token no list knows. The act and assert steps live in the specs and
 * their page helpers (swap-helpers.ts, orders-helpers.ts).
 */
import { expect, type Page } from '@playwright/test'
import {
  erc20Abi,
  getAddress,
  isAddressEqual,
  maxUint256,
  parseAbi,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { ApiContext } from '../src/api/request-types'
import { cancelOrders } from '../src/api/orderbook-cancellation'
import { getAccountOrders, postOrder } from '../src/api/orderbook'
import { SANDBOX_MNEMONIC, sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { APP_DATA_VERSION, appDataHash } from '@batchswap/contract/protocol/app-data'
import { orderCancellationsTypedData } from '@batchswap/contract/protocol/cancellation'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { computeOrderUid, orderTypedData, type OrderData } from '@batchswap/contract/protocol/order'
import { loadArtifact } from '../sandbox/chain/artifacts'
import { devAccount } from '../sandbox/chain/dev-accounts'
import type { SandboxFixture } from './fixtures'
import { ENGLISH, type Language } from './language'

/** Dev account `index` (0-4), the Sandbox wallet's accounts. */
export function trader(index: number): Address {
  const address = sandboxDeployment.traders[index]
  if (!address) throw new Error(`no dev account ${index}`)
  return address
}

/**
 * Connects the Sandbox wallet through RainbowKit's modal, as a person would, then picks
 * dev account `accountIndex` (0-4). Resolves once the balances of that account show. The
 * page's words are read in `lang` (English unless a journey reads the app in another).
 */
export async function connectSandboxWallet(
  page: Page,
  accountIndex = 0,
  lang: Language = ENGLISH,
): Promise<void> {
  await page.getByRole('button', { name: lang.say('Connect wallet') }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: new RegExp(lang.say('Sandbox wallet')) }).click()
  await expect(modal).toBeHidden()
  const picker = page.getByRole('combobox', { name: lang.say('Dev account') })
  await expect(picker).toBeVisible()
  if (accountIndex !== 0) await picker.selectOption(String(accountIndex))
  await expect(picker).toHaveValue(String(accountIndex))
  await expect(
    page.getByRole('list', { name: lang.say('Balances on {chainName}', { chainName: 'Sandbox' }) }),
  ).toBeVisible()
}

/** The appData document of every order the arrange steps place. */
export const APP_DATA = JSON.stringify({
  appCode: 'batchswap e2e',
  metadata: {},
  version: APP_DATA_VERSION,
})

export function apiContext(sandbox: Pick<SandboxFixture, 'apiUrl'>): ApiContext {
  const base = sandbox.apiUrl.replace(/\/+$/, '')
  return {
    chainId: sandboxDeployment.chainId,
    env: 'production',
    urls: {
      orderbookApi: `${base}/sandbox/api`,
      tokenData: `${base}/${sandboxDeployment.chainId}`,
      notifications: `${base}/accounts`,
    },
    // The service's own limit answers 429 with Retry-After, which the API module honours.
    rateLimiters: { orderPost: null, quote: null },
    retry: { maxAttempts: 50, maxRetryAfterMs: 60_000 },
    // Fifty attempts outlast any test: a service that is down or stuck for good would show
    // only as the test's timeout. Each retry says what failed and why, in the worker's log.
    onRetry: ({ attempt, delayMs, error }) => {
      const cause = rootCause(error)
      console.warn(
        `[e2e arrange] attempt ${attempt} failed: ${error.message}` +
          `${cause ? ` (${cause})` : ''}; again in ${(delayMs / 1000).toFixed(1)} s`,
      )
    },
  }
}

/** The innermost cause's message (fetch's "fetch failed" hides "connect ECONNREFUSED ..."). */
function rootCause(error: Error): string | undefined {
  let message: string | undefined
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
    message = cause.message
  }
  return message
}

export function traderIndex(sandbox: Pick<SandboxFixture, 'traders'>, trader: Address): number {
  const index = sandbox.traders.findIndex((t) => isAddressEqual(t, trader))
  if (index < 0) throw new Error(`${trader} is not a sandbox trader`)
  return index
}

/** Approval of `symbol` to the vault relayer (unlimited by default), from an unlocked dev account. */
export async function approveVaultRelayer(
  sandbox: SandboxFixture,
  trader: Address,
  symbol: string,
  amount: bigint = maxUint256,
): Promise<void> {
  await tokenCall(sandbox, trader, symbol, 'approve', [sandboxDeployment.vaultRelayer, amount])
}

/** Takes dev account `index`'s `symbol` allowance to the vault relayer back to 0; resolves to its trader. */
export async function takeBackAllowance(
  sandbox: SandboxFixture,
  index: number,
  symbol: string,
): Promise<Address> {
  const owner = trader(index)
  await approveVaultRelayer(sandbox, owner, symbol, 0n)
  return owner
}

/**
 * An ERC-20 call of a sandbox token from an unlocked dev account, mined. anvil mines at once:
 * a receipt that takes longer says where an arrange step hangs, instead of the test's own
 * timeout saying nothing.
 */
async function tokenCall(
  sandbox: SandboxFixture,
  from: Address,
  symbol: string,
  functionName: 'approve' | 'transfer',
  args: readonly [Address, bigint],
): Promise<void> {
  const hash = await sandbox.walletClient.writeContract({
    account: from,
    address: sandbox.token(symbol).address,
    abi: erc20Abi,
    functionName,
    args,
  })
  await sandbox.publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 })
}

/** Sends `amount` of a sandbox token from one dev account to another (an ERC-20 transfer). */
export async function transferToken(
  sandbox: SandboxFixture,
  from: Address,
  to: Address,
  symbol: string,
  amount: bigint,
): Promise<void> {
  await tokenCall(sandbox, from, symbol, 'transfer', [to, amount])
}

export interface SeedOrder {
  trader: Address
  sell: string
  buy: string
  /** Whole-token amounts, as typed. */
  sellAmount: string
  buyAmount: string
  kind?: 'sell' | 'buy'
  /** Seconds from now; default 1 hour. */
  validFor?: number
  partiallyFillable?: boolean
  /** The full appData document the order signs the hash of; default APP_DATA. */
  appDataDocument?: string
}

/** The order a seed describes, unsigned (its owner is whoever signs or pre-signs it). */
export function buildOrder(sandbox: SandboxFixture, seed: SeedOrder): OrderData {
  const sell = sandbox.token(seed.sell)
  const buy = sandbox.token(seed.buy)
  const order: OrderData = {
    sellToken: sell.address,
    buyToken: buy.address,
    receiver: '0x0000000000000000000000000000000000000000',
    sellAmount: parseUnits(seed.sellAmount, sell.decimals),
    buyAmount: parseUnits(seed.buyAmount, buy.decimals),
    validTo: Math.floor(Date.now() / 1000) + (seed.validFor ?? 3600),
    appData: appDataHash(seed.appDataDocument ?? APP_DATA),
    feeAmount: 0n,
    kind: seed.kind ?? 'sell',
    partiallyFillable: seed.partiallyFillable ?? false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  }
  return order
}

/** Signs (EIP-712, locally with the dev key) and posts one order; resolves to its UID. */
export async function placeOrder(sandbox: SandboxFixture, seed: SeedOrder): Promise<Hex> {
  const index = traderIndex(sandbox, seed.trader)
  const account = devAccount(index)
  const order = buildOrder(sandbox, seed)
  const domain = getDomain(sandboxDeployment.chainId, sandboxDeployment.settlement)
  const signature = await account.signTypedData(orderTypedData(domain, order))
  const expectedUid = computeOrderUid(domain, order, account.address)
  const appDataDocument = seed.appDataDocument ?? APP_DATA
  const { data } = await postOrder(
    apiContext(sandbox),
    { order, appDataDocument, signingScheme: 'eip712', signature, from: account.address },
    { expectedUid },
  )
  return data
}

/** Approves the sell token to the vault relayer (unlimited), then places the order. */
export async function approveAndPlaceOrder(sandbox: SandboxFixture, seed: SeedOrder): Promise<Hex> {
  await approveVaultRelayer(sandbox, seed.trader, seed.sell)
  return placeOrder(sandbox, seed)
}

/**
 * A pre-signed order (signingScheme presign, empty signature): the service lists it as
 * presignaturePending until the owner calls setPreSignature on chain.
 */
export async function placePresignOrder(sandbox: SandboxFixture, seed: SeedOrder): Promise<Hex> {
  const order = buildOrder(sandbox, seed)
  const domain = getDomain(sandboxDeployment.chainId, sandboxDeployment.settlement)
  const expectedUid = computeOrderUid(domain, order, seed.trader)
  const { data } = await postOrder(
    apiContext(sandbox),
    {
      order,
      appDataDocument: seed.appDataDocument ?? APP_DATA,
      signingScheme: 'presign',
      signature: '0x',
      from: seed.trader,
    },
    { expectedUid },
  )
  return data
}

/** Approves the sell token to the vault relayer (unlimited), then posts the pre-signed order. */
export async function approveAndPlacePresignOrder(
  sandbox: SandboxFixture,
  seed: SeedOrder,
): Promise<Hex> {
  await approveVaultRelayer(sandbox, seed.trader, seed.sell)
  return placePresignOrder(sandbox, seed)
}

/** Cancels orders off-chain: the owner signs OrderCancellations, then the batch DELETE. */
export async function cancelViaApi(
  sandbox: SandboxFixture,
  trader: Address,
  uids: Hex[],
): Promise<void> {
  const account = devAccount(traderIndex(sandbox, trader))
  const domain = getDomain(sandboxDeployment.chainId, sandboxDeployment.settlement)
  const typed = orderCancellationsTypedData(domain, uids)
  const signature = await account.signTypedData({ ...typed, message: { orderUids: [...uids] } })
  await cancelOrders(apiContext(sandbox), { orderUids: uids, signature, signingScheme: 'eip712' })
}

/**
 * Many orders far from the market (they stay open), distinct by their buy amount. Posted
 * a few at a time: the service's per-client limit (about 5/s by default) paces them.
 */
export async function placeManyOpenOrders(
  sandbox: SandboxFixture,
  trader: Address,
  count: number,
  onProgress?: (done: number) => void,
): Promise<Hex[]> {
  const uids: Hex[] = []
  const concurrency = 8
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next
      next += 1
      uids[i] = await placeOrder(sandbox, {
        trader,
        sell: 'DAI',
        buy: 'WETH',
        sellAmount: '1',
        // 1 DAI for 1000+ WETH: never fills.
        buyAmount: String(1000 + i),
        validFor: 24 * 3600,
      })
      onProgress?.(uids.filter(Boolean).length)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return uids
}

/** The owner's balances of `symbols`, in that order: `const [weth, usdc] = await balancesOf(...)`. */
export function balancesOf<const Symbols extends readonly string[]>(
  sandbox: SandboxFixture,
  owner: Address,
  ...symbols: Symbols
): Promise<{ [K in keyof Symbols]: bigint }> {
  const reads = symbols.map((symbol) => sandbox.balanceOf(symbol, owner))
  return Promise.all(reads) as Promise<{ [K in keyof Symbols]: bigint }>
}

export async function allowance(
  sandbox: SandboxFixture,
  symbol: string,
  owner: Address,
  spender: Address,
) {
  return sandbox.publicClient.readContract({
    address: sandbox.token(symbol).address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}

/** The UIDs (lower case) of the owner's newest orders on the service, asked past any fault proxy. */
export async function newestUids(sandbox: SandboxFixture, owner: Address): Promise<Set<string>> {
  const { data } = await getAccountOrders(apiContext(sandbox), { owner, limit: 200 })
  return new Set(data.map((order) => order.uid.toLowerCase()))
}

/** The UIDs (lower case) the owner has on the service now and did not have in `before`. */
export async function ordersPlacedSince(
  sandbox: SandboxFixture,
  owner: Address,
  before: Set<string>,
): Promise<string[]> {
  return [...(await newestUids(sandbox, owner))].filter((uid) => !before.has(uid))
}

export interface UnlistedToken {
  name: string
  symbol: string
  decimals: number
  /** The dev account that deploys it: one that is no trader (6 and up), so no nonce is shared. */
  deployer: number
  /** Whole tokens minted to an account once deployed. */
  mint?: { to: Address; amount: string }
}

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/** Deploys a fresh ERC-20 (the sandbox's token contract) that no token list knows; resolves to its address. */
export async function deployUnlistedToken(
  sandbox: SandboxFixture,
  token: UnlistedToken,
): Promise<Address> {
  const { walletClient, publicClient } = sandbox
  const deployer = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: token.deployer }).address
  const artifact = loadArtifact('sandboxToken')
  const hash = await walletClient.deployContract({
    abi: artifact.abi as readonly unknown[],
    bytecode: artifact.bytecode,
    args: [token.name, token.symbol, token.decimals],
    account: deployer,
    chain: walletClient.chain,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the token was not deployed')
  const address = getAddress(receipt.contractAddress)
  if (token.mint) {
    const mint = await walletClient.writeContract({
      address,
      abi: mintAbi,
      functionName: 'mint',
      args: [token.mint.to, parseUnits(token.mint.amount, token.decimals)],
      account: deployer,
      chain: walletClient.chain,
    })
    await publicClient.waitForTransactionReceipt({ hash: mint })
  }
  return address
}
