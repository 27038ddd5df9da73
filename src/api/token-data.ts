/**
 * The token-data and markets family: `{bff}/{chainId}/tokens/...` and
 * `{bff}/{chainId}/markets/{base}-{quote}/...` (spec 4.1-4.4). Errors here come as
 * `{message}` bodies; `describeError` words them per endpoint (spec 7.4).
 */
import { isAddress, type Address } from 'viem'
import type { OrderKind } from '@batchswap/contract/protocol/order'
import { invalidRequest, type ApiEndpoint } from './errors'
import { formatIssues } from './format-issues'
import { mapResult, requestJson } from './http'
import { serviceUrls, type ApiContext, type ApiResult } from './request-types'
import {
  slippageToleranceQuerySchema,
  usdPriceResponseSchema,
  topHoldersResponseSchema,
  slippageToleranceResponseSchema,
  volatilityDetailsResponseSchema,
} from '@batchswap/contract/wire/token-data'
import type { SlippageRecommendation, TokenHolder } from './types'

/** The native token in the usdPrice path. */
export const NATIVE_TOKEN = '-'

function checkToken(endpoint: ApiEndpoint, field: string, token: string): Address {
  if (!isAddress(token, { strict: false })) {
    throw invalidRequest(endpoint, `${field} "${token}" is not a token address`)
  }
  return token
}

/** GET .../tokens/{token}/usdPrice; `'-'` for the native token. Freshness: the response's max-age. */
export async function getUsdPrice(
  ctx: ApiContext,
  token: Address | typeof NATIVE_TOKEN,
): Promise<ApiResult<number>> {
  const segment = token === NATIVE_TOKEN ? NATIVE_TOKEN : checkToken('usdPrice', 'token', token)
  const result = await requestJson(ctx, {
    endpoint: 'usdPrice',
    method: 'GET',
    url: `${serviceUrls(ctx).tokenData}/tokens/${segment}/usdPrice`,
    schema: usdPriceResponseSchema,
  })
  return mapResult(result, 'usdPrice', (wire) => wire.price)
}

/** GET .../tokens/{token}/topHolders. */
export async function getTopHolders(
  ctx: ApiContext,
  token: Address,
): Promise<ApiResult<TokenHolder[]>> {
  const checked = checkToken('topHolders', 'token', token)
  const result = await requestJson(ctx, {
    endpoint: 'topHolders',
    method: 'GET',
    url: `${serviceUrls(ctx).tokenData}/tokens/${checked}/topHolders`,
    schema: topHoldersResponseSchema,
  })
  return mapResult(result, 'topHolders', (wire) =>
    wire.map((holder) => ({ address: holder.address, balance: BigInt(holder.balance) })),
  )
}

export interface MarketParams {
  /** The asset bought or sold. */
  base: Address
  /** The asset the base is priced in. */
  quote: Address
}

/** Every optional refinement of spec 4.3. */
export interface SlippageToleranceParams extends MarketParams {
  orderKind?: OrderKind
  partiallyFillable?: boolean
  sellAmount?: bigint
  buyAmount?: bigint
  expirationTimeInSeconds?: number
  feeAmount?: bigint
}

function marketUrl(
  ctx: ApiContext,
  endpoint: ApiEndpoint,
  params: MarketParams,
  leaf: string,
): string {
  const base = checkToken(endpoint, 'base token', params.base)
  const quote = checkToken(endpoint, 'quote token', params.quote)
  return `${serviceUrls(ctx).tokenData}/markets/${base}-${quote}/${leaf}`
}

/** GET .../markets/{base}-{quote}/slippageTolerance. Freshness: max-age, 120 s per spec. */
export async function getSlippageTolerance(
  ctx: ApiContext,
  params: SlippageToleranceParams,
): Promise<ApiResult<SlippageRecommendation>> {
  const url = marketUrl(ctx, 'slippageTolerance', params, 'slippageTolerance')
  const query = {
    orderKind: params.orderKind,
    partiallyFillable:
      params.partiallyFillable === undefined ? undefined : String(params.partiallyFillable),
    sellAmount: params.sellAmount?.toString(),
    buyAmount: params.buyAmount?.toString(),
    expirationTimeInSeconds:
      params.expirationTimeInSeconds === undefined
        ? undefined
        : String(params.expirationTimeInSeconds),
    feeAmount: params.feeAmount?.toString(),
  }
  const checked = slippageToleranceQuerySchema.safeParse(query)
  if (!checked.success) {
    throw invalidRequest('slippageTolerance', ...formatIssues(checked.error.issues))
  }
  const result = await requestJson(ctx, {
    endpoint: 'slippageTolerance',
    method: 'GET',
    url,
    query,
    schema: slippageToleranceResponseSchema,
  })
  return mapResult(result, 'slippageTolerance', (wire) => ({ slippageBps: wire.slippageBps }))
}

/**
 * GET .../markets/{base}-{quote}/volatilityDetails: an internal debugging endpoint whose
 * shape the spec does not show, so its JSON object is passed through as is.
 */
export async function getVolatilityDetails(
  ctx: ApiContext,
  params: MarketParams,
): Promise<ApiResult<Record<string, unknown>>> {
  const result = await requestJson(ctx, {
    endpoint: 'volatilityDetails',
    method: 'GET',
    url: marketUrl(ctx, 'volatilityDetails', params, 'volatilityDetails'),
    schema: volatilityDetailsResponseSchema,
  })
  return mapResult(result, 'volatilityDetails', (wire) => ({ ...wire }))
}
