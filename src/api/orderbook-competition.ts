/**
 * The orderbook's competition: an order's status in the current one
 * (`/api/v1/orders/{uid}/status`) and the solvers' results (`/api/v2/solver_competition/...`,
 * falling back to v1 where a service does not serve v2). Each function takes the context
 * first and returns `{ data, meta }`.
 */
import { ApiError, invalidRequest } from './errors'
import { mapResult, requestJson } from './http'
import { serviceUrls, type ApiContext, type ApiResult } from './request-types'
import {
  toCompetitionStatus,
  toSolverCompetition,
  type CompetitionStatus,
  type SolverCompetition,
} from './competition-types'
import { checkHash32, checkUid, v1 } from './orderbook-request'
import {
  competitionStatusReadSchema,
  solverCompetitionSchema,
} from '@batchswap/contract/wire/competition'

// ---------------------------------------------------------------- an order's status

/** GET /api/v1/orders/{uid}/status: the order's place in the current competition. */
export async function getOrderStatus(
  ctx: ApiContext,
  uid: string,
): Promise<ApiResult<CompetitionStatus>> {
  const checked = checkUid('orderStatus', uid)
  const result = await requestJson(ctx, {
    endpoint: 'orderStatus',
    method: 'GET',
    url: v1(ctx, `/orders/${checked}/status`),
    schema: competitionStatusReadSchema,
  })
  return mapResult(result, 'orderStatus', toCompetitionStatus)
}

// ---------------------------------------------------------------- solver competition

function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404
}

/** The current v2 path first; on 404 the spec's v1 path (older services). */
async function solverCompetition(
  ctx: ApiContext,
  suffix: string,
): Promise<ApiResult<SolverCompetition>> {
  const base = serviceUrls(ctx).orderbookApi
  const get = (version: 'v1' | 'v2') =>
    requestJson(ctx, {
      endpoint: 'solverCompetition',
      method: 'GET',
      url: `${base}/${version}/solver_competition${suffix}`,
      schema: solverCompetitionSchema,
    })
  let result
  try {
    result = await get('v2')
  } catch (v2Error) {
    if (!isNotFound(v2Error)) throw v2Error
    try {
      result = await get('v1')
    } catch (v1Error) {
      // Both 404: the v2 answer is the one the current service means.
      throw isNotFound(v1Error) ? v2Error : v1Error
    }
  }
  return mapResult(result, 'solverCompetition', toSolverCompetition)
}

/** GET /api/v2/solver_competition/{auctionId | latest}. */
export async function getSolverCompetition(
  ctx: ApiContext,
  auctionId: number | 'latest',
): Promise<ApiResult<SolverCompetition>> {
  if (auctionId !== 'latest' && !(Number.isSafeInteger(auctionId) && auctionId >= 0)) {
    throw invalidRequest('solverCompetition', `auction id ${auctionId} is not a whole number`)
  }
  return solverCompetition(ctx, `/${auctionId}`)
}

/** GET /api/v2/solver_competition/by_tx_hash/{txHash}. */
export async function getSolverCompetitionByTxHash(
  ctx: ApiContext,
  txHash: string,
): Promise<ApiResult<SolverCompetition>> {
  const checked = checkHash32('solverCompetition', 'transaction hash', txHash)
  return solverCompetition(ctx, `/by_tx_hash/${checked}`)
}
