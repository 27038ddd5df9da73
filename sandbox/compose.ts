/**
 * The composition root: builds the modules and wires them into one orderbook service. The
 * orderbook, market and settlement modules stand on the kernel and never import each other;
 * what one needs of another is handed over here (the orderbook's rules to the settlement's
 * indexer, the settlement's balances and liquidity share to the market's routes).
 * `sandbox/start.ts` starts it beside anvil; tests and the benchmark start their own.
 */
import { DEFAULT_CONFIG, type RouteModule } from './kernel/context'
import type { OrderbookRules } from './kernel/ports'
import { startService, type RunningService, type ServiceOptions } from './kernel/service'
import { devPriceRoutes } from './market/dev-prices'
import { marketRoutes } from './market/markets'
import { notificationRoutes } from './market/notifications'
import { tokenDataRoutes } from './market/token-data'
import { tokenListRoutes } from './market/token-lists'
import { createNotifyModule, type NotifyModule, type NotifyModuleOptions } from './notify/module'
import { placeEthFlowOrder } from './orderbook/ethflow-placement'
import { nativePriceRoutes } from './orderbook/native-price'
import { refreshPresignature, submitOrder } from './orderbook/orders'
import { orderbookRoutes } from './orderbook/routes'
import { tradesRoutes } from './orderbook/trades-route'
import { totalSurplusRoutes } from './orderbook/total-surplus'
import {
  createSettlementModule,
  type SettlementModule,
  type SettlementModuleOptions,
} from './settlement/module'
import {
  createWatchTowerModule,
  type WatchTowerModule,
  type WatchTowerModuleOptions,
} from './watch-tower/module'

export interface OrderbookServiceOptions extends ServiceOptions {
  /** More routes, after the modules' own. */
  routes?: readonly RouteModule[]
  /**
   * The solver, chain indexer, solver competition, token data, markets and notifications
   * (sandbox/settlement/module.ts, sandbox/market); on by default, `false` serves the
   * orderbook family only.
   */
  settlement?: SettlementModuleOptions | false
  /**
   * The account's notification channels and their outbox worker (sandbox/notify); on
   * by default.
   */
  notify?: NotifyModuleOptions | false
  /**
   * The watch-tower (sandbox/watch-tower): posts the parts of ComposableCoW's conditional
   * orders (TWAP) as they fall due; on by default.
   */
  watchTower?: WatchTowerModuleOptions | false
}

export interface RunningOrderbookService extends RunningService {
  /** The settlement module (runAuction(), sync()), unless disabled. */
  settlement?: SettlementModule
  /** The notification channels (deliverDue()), unless disabled. */
  notify?: NotifyModule
  /** The watch-tower (poll()), unless disabled. */
  watchTower?: WatchTowerModule
}

export const orderbookRules: OrderbookRules = { refreshPresignature, placeEthFlowOrder }

/** The market's routes that read the settlement's state (its balances, its liquidity share). */
function settledMarketRoutes(settlement: SettlementModule): RouteModule[] {
  const { auctionLiquidityFraction, notifications, topHolders } = settlement.market
  return [
    tokenDataRoutes(topHolders),
    marketRoutes({ auctionLiquidityFraction }),
    notificationRoutes({ enabled: notifications }),
  ]
}

export async function startOrderbookService(
  options: OrderbookServiceOptions,
): Promise<RunningOrderbookService> {
  const {
    settlement: settlementOptions,
    notify: notifyOptions,
    watchTower: watchTowerOptions,
    ...serviceOptions
  } = options
  const settlement =
    settlementOptions === false
      ? undefined
      : createSettlementModule(orderbookRules, settlementOptions)
  const plugin = settlement?.serviceOptions
  const notify = notifyOptions === false ? undefined : createNotifyModule(notifyOptions)
  const watchTower =
    watchTowerOptions === false ? undefined : createWatchTowerModule(submitOrder, watchTowerOptions)
  const network = options.config?.network ?? DEFAULT_CONFIG.network
  const service = await startService({
    ...serviceOptions,
    extraMigrations: [...(plugin?.extraMigrations ?? []), ...(options.extraMigrations ?? [])],
    routes: [
      orderbookRoutes(network),
      tradesRoutes(network),
      totalSurplusRoutes(network),
      nativePriceRoutes(network),
      devPriceRoutes,
      tokenListRoutes,
      ...(plugin?.routes ?? []),
      ...(settlement ? settledMarketRoutes(settlement) : []),
      ...(notify ? [notify.routes] : []),
      ...(watchTower ? [watchTower.routes] : []),
      ...(options.routes ?? []),
    ],
    loops: [
      ...(plugin?.loops ?? []),
      ...(notify ? [notify.loop] : []),
      ...(watchTower ? [watchTower.loop] : []),
      ...(options.loops ?? []),
    ],
    hooks: options.hooks ?? plugin?.hooks ?? {},
  })
  return { ...service, settlement, notify, watchTower }
}
