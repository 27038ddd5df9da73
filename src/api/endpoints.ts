/**
 * Every endpoint function of the services, in one chunk that is not part of the first view:
 * the query and mutation factories reach it through `run` (src/api/queries/query-utils.ts),
 * which loads it with the first request (`loadEndpoints` in ./loaders). Types are imported
 * from the modules themselves.
 */
export { cancelOrder, cancelOrders } from './orderbook-cancellation'
export {
  arrivedQuote,
  getAccountOrders,
  getOrder,
  getOrdersByUids,
  getOrderStatus,
  getQuote,
  getVersion,
  orderExists,
  postOrder,
} from './orderbook'
export { getAppData, putAppData } from './orderbook-app-data'
export { getTrades } from './orderbook-trades'
export { getSolverCompetition, getSolverCompetitionByTxHash } from './orderbook-competition'
export {
  getSlippageTolerance,
  getTopHolders,
  getUsdPrice,
  getVolatilityDetails,
} from './token-data'
export { getNotifications } from './notifications'
