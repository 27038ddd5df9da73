/**
 * The routes `npm run perf` measures (`--route HASH`, `--all-routes`): every page a visitor
 * can land on, as a fresh visitor without a wallet opens it. Two of them need the sandbox's
 * data: an order's own page needs an order (seedOrder places one), a given token's page a
 * token the sandbox lists.
 */
import { erc20Abi, maxUint256, parseUnits, type Hex } from 'viem'
import { postOrder } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { computeOrderUid, orderTypedData, type OrderData } from '@batchswap/contract/protocol/order'

/** A route to measure: a short name for the table and the location's hash. */
export interface PerfRoute {
  name: string
  hash: string
}

/** The placeholder `--all-routes` fills with the seeded order's UID. */
export const ORDER_UID_PLACEHOLDER = '{uid}'

function sandboxToken(symbol: string) {
  const token = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`the sandbox lists no ${symbol}`)
  return token
}

/** Every route a visitor can land on (the order page's UID is filled in once seeded). */
export const ALL_ROUTES: readonly PerfRoute[] = [
  { name: 'swap', hash: '#/swap' },
  { name: 'limit', hash: '#/limit' },
  { name: 'twap', hash: '#/twap' },
  { name: 'orders', hash: '#/orders' },
  { name: 'order', hash: `#/orders/${ORDER_UID_PLACEHOLDER}` },
  { name: 'token', hash: '#/token' },
  { name: 'token WETH', hash: `#/token/31337/${sandboxToken('WETH').address}` },
  { name: 'inbox', hash: '#/inbox' },
  { name: 'account', hash: '#/account' },
  { name: 'widget', hash: '#/widget' },
]

/**
 * `--route` takes a hash (`#/orders`), a path (`/orders`) or one of ALL_ROUTES' names
 * (`orders`, `token WETH`); a hash of its own is named by itself.
 */
export function parseRoute(value: string): PerfRoute {
  const hash = value.startsWith('#/') ? value : value.startsWith('/') ? `#${value}` : undefined
  const known = ALL_ROUTES.find((route) => route.name === value || route.hash === hash)
  if (known) return known
  if (!hash) throw new Error(`--route takes a hash like '#/orders' or a name: ${names()}`)
  return { name: hash.slice(1), hash }
}

function names(): string {
  return ALL_ROUTES.map((route) => route.name).join(', ')
}

/** The routes with the seeded order's UID in place (seeded only when one needs it). */
export async function resolveRoutes(
  routes: readonly PerfRoute[],
  seed: () => Promise<Hex>,
): Promise<PerfRoute[]> {
  if (!routes.some((route) => route.hash.includes(ORDER_UID_PLACEHOLDER))) return [...routes]
  const uid = await seed()
  return routes.map((route) => ({
    ...route,
    hash: route.hash.replace(ORDER_UID_PLACEHOLDER, uid),
  }))
}

const APP_DATA = JSON.stringify({ appCode: 'batchswap perf', metadata: {}, version: '1.2.0' })

/**
 * One open order of dev account 0 (1 WETH for USDC, far above the market so it stays
 * open), approved and signed with the dev key, posted through the app's own API module.
 */
export async function seedOrder(rpcUrl: string, apiUrl: string): Promise<Hex> {
  const { createWalletClient, createPublicClient, http } = await import('viem')
  const { devAccount } = await import('../sandbox/chain/dev-accounts')
  const account = devAccount(0)
  const transport = http(rpcUrl)
  const weth = sandboxToken('WETH')
  const usdc = sandboxToken('USDC')
  const wallet = createWalletClient({ account, transport })
  const hash = await wallet.writeContract({
    chain: null,
    address: weth.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [sandboxDeployment.vaultRelayer, maxUint256],
  })
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash, timeout: 30_000 })
  const order: OrderData = {
    sellToken: weth.address,
    buyToken: usdc.address,
    receiver: '0x0000000000000000000000000000000000000000',
    sellAmount: parseUnits('1', weth.decimals),
    buyAmount: parseUnits('100000', usdc.decimals),
    validTo: Math.floor(Date.now() / 1000) + 24 * 3600,
    appData: appDataHash(APP_DATA),
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  }
  const domain = getDomain(sandboxDeployment.chainId, sandboxDeployment.settlement)
  const signature = await account.signTypedData(orderTypedData(domain, order))
  // The e2e journeys' arrange context: the same API module, retries that say what failed.
  const { apiContext } = await import('../e2e/arrange')
  const ctx = apiContext({ apiUrl })
  const { data } = await postOrder(
    ctx,
    { order, appDataDocument: APP_DATA, signingScheme: 'eip712', signature, from: account.address },
    { expectedUid: computeOrderUid(domain, order, account.address) },
  )
  return data
}
