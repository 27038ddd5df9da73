/**
 * The orders route: connect prompt, then the account's orders in Open, Unfillable, Signing
 * and History tabs with
 * paging, selection and cancellation. Over ~250 lines because the tabs share the selection and
 * the cancel flow's state; the rows, table and dialog are the components beside it.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { describeError } from '@/api/error-descriptions'
import { retryNow, useRecovery } from '@/api/queries/use-recovery'
import type { Order } from '@/api/types'
import { Button, buttonClasses } from '@/components/ui/button'
import { RecoveryNotice } from '@/components/recovery-notice'
import { Card } from '@/components/ui/card'
import { ListIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Link, useSearchParams } from '@/lib/hash-router'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import { CancelDialog } from '../cancel/cancel-dialog'
import { cancellability, planCancellation } from '../cancel/cancellation-plan'
import { expectedSettlement } from '../settlement-check'
import { countByTab, rowsForTab, tabCountLine, type OrdersTab } from './order-rows'
import { isLive } from '../order-status'
import { OrdersTable } from './orders-table'
import { ORDERS_PANEL_ID, OrdersTabs, tabId } from './orders-tabs'
import { PageHeading } from '@/components/ui/page-heading'
import { ConnectWalletState } from '@/components/connect-wallet-state'
import { EmptyState, ErrorState } from '@/components/states'
import { useApiContext } from '@/wallet/use-api-context'
import { useCancelFlow } from '../cancel/use-cancel-flow'
import { useCancellingUids } from '../cancel/use-cancelling-uids'
import { useNowSeconds } from '@/lib/use-now-seconds'
import { useOrderRows } from './use-order-rows'
import { useOrdersMarket } from './use-orders-market'
import { useFillBlocks } from './use-fill-times'
import { useOrderTokenLookup } from '../use-order-token-lookup'
import { TwapOrdersSection } from '../twap/twap-orders-section'

const EMPTY_SET: ReadonlySet<string> = new Set()

function tabOf(param: string | null): OrdersTab {
  return param === 'history' || param === 'unfillable' || param === 'signing' ? param : 'open'
}

const TABLE_LABEL: Record<OrdersTab, MessageDescriptor> = {
  open: msg`Open orders`,
  unfillable: msg`Unfillable orders`,
  signing: msg`Orders waiting for their signature`,
  history: msg`Order history`,
}

const EMPTY: Record<OrdersTab, { title: MessageDescriptor; text: MessageDescriptor }> = {
  open: {
    title: msg`No open orders`,
    text: msg`Orders you place on the Swap and Limit pages show here until they fill, expire or are cancelled.`,
  },
  unfillable: {
    title: msg`No unfillable orders`,
    text: msg`Open orders whose sell token balance or allowance has run short show here: solvers skip them until it is back.`,
  },
  signing: {
    title: msg`No orders waiting for a signature`,
    text: msg`Pre-signed orders show here until their owner signs them on chain.`,
  },
  history: {
    title: msg`No past orders yet`,
    text: msg`Filled, cancelled and expired orders show here.`,
  },
}

/** The connected account's orders: tabs, paging, selection and cancellation. */
export function OrdersPage() {
  const { t } = useLingui()
  const { address } = useAccount()
  const chainId = useSelectedChainId()
  const network = CHAINS[chainId].name
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Orders`}
        documentTitle={t`Orders`}
        description={t`Your orders on ${network}: open ones refresh every few seconds until they settle.`}
      />
      {address ? <AccountOrders owner={address} /> : <ConnectPrompt />}
      <TwapOrdersSection />
    </div>
  )
}

function ConnectPrompt() {
  const { t } = useLingui()
  const { openConnectModal } = useWalletModals()
  return (
    <Card>
      <ConnectWalletState
        title={t`Connect a wallet to see your orders`}
        onConnect={openConnectModal}
      >
        <Trans>
          Orders are listed per account. On the sandbox, the Sandbox wallet needs no extension.
        </Trans>
      </ConnectWalletState>
    </Card>
  )
}

function AccountOrders({ owner }: { owner: Address }) {
  const { i18n } = useLingui()
  const ctx = useApiContext()
  const settlement = expectedSettlement(ctx.chainId, ctx.env)
  const chainId = useSelectedChainId()
  const nowSeconds = useNowSeconds()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const setTab = (next: OrdersTab) =>
    setParams(next === 'open' ? {} : { tab: next }, { replace: true })

  const cancelling = useCancellingUids(ctx)
  const { rows, history, byUids, keys, unreadable } = useOrderRows(ctx, owner, {
    fastRefresh: cancelling.size > 0,
  })
  // One quote per pair and one funds read for the whole list (not one per row).
  const { markets, funds } = useOrdersMarket(ctx, chainId, owner, rows, nowSeconds)
  // When the filled orders filled: one read of the account's trades for the whole list.
  const fillBlocks = useFillBlocks(ctx, owner, rows)
  const tabRows = useMemo(
    () => rowsForTab(rows, tab, { nowSeconds, funds }),
    [rows, tab, nowSeconds, funds],
  )
  // The account's counts come from its order list; while that has never loaded (an outage),
  // the orders the app follows by UID are only some of them, so no count is shown.
  const counts = useMemo(
    () => (history.data ? countByTab(rows, { nowSeconds, funds }) : undefined),
    [rows, nowSeconds, funds, history.data],
  )

  // One problem per page: the order list's first, else the followed orders'.
  const historyRecovery = useRecovery(keys.history)
  const byUidsRecovery = useRecovery(keys.byUids)
  const recovery = historyRecovery ?? byUidsRecovery
  const failure = history.error ?? byUids.error
  const retry = () => {
    retryNow(history.refetch)
    if (byUids.error) void byUids.refetch()
  }
  // With no rows to show, the problem takes the list's place; otherwise a banner above them.
  const inPlace = !history.data && tabRows.length === 0
  const problem = recovery ? (
    <RecoveryNotice
      title={recovery.title}
      sentence={recovery.sentence}
      onRetry={retry}
      compact={!inPlace}
    />
  ) : failure ? (
    <ErrorState error={describeError(failure)} onRetry={retry} compact={!inPlace} />
  ) : undefined

  const tokens = useMemo(() => {
    const list: Address[] = []
    for (const row of rows) {
      if (row.type === 'order') list.push(row.order.sellToken, row.order.buyToken)
    }
    return list
  }, [rows])
  const lookup = useOrderTokenLookup(chainId, tokens)

  // Selection is the trader's intent on this screen; what can be cancelled is derived.
  const [selected, setSelected] = useState<ReadonlySet<string>>(EMPTY_SET)
  const selectable = useMemo(() => {
    if (tab === 'history') return undefined
    const set = new Set<string>()
    for (const row of tabRows) {
      const key = row.uid.toLowerCase()
      if (
        row.type === 'order' &&
        !cancelling.has(key) &&
        cancellability(row.order, owner, nowSeconds, settlement).cancellable
      ) {
        set.add(key)
      }
    }
    return set
  }, [tab, tabRows, cancelling, owner, nowSeconds, settlement])
  const effectiveSelected = useMemo(
    () => new Set([...selected].filter((uid) => selectable?.has(uid))),
    [selected, selectable],
  )
  const toggle = useCallback((uid: string) => {
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(uid)) next.delete(uid)
      else next.add(uid)
      return next
    })
  }, [])
  const toggleAll = useCallback(
    (select: boolean) => setSelected(select && selectable ? new Set(selectable) : EMPTY_SET),
    [selectable],
  )

  const [dialogOrders, setDialogOrders] = useState<readonly Order[] | undefined>()
  const cancel = useCancelFlow(ctx, owner)
  const plan = useMemo(
    () => planCancellation(dialogOrders ?? [], owner, nowSeconds, settlement),
    [dialogOrders, owner, nowSeconds, settlement],
  )
  const openDialog = () => {
    const orders = tabRows.flatMap((row) =>
      row.type === 'order' && effectiveSelected.has(row.uid.toLowerCase()) ? [row.order] : [],
    )
    cancel.reset()
    setDialogOrders(orders)
  }
  const closeDialog = () => {
    if (cancel.state.step === 'done') setSelected(EMPTY_SET)
    setDialogOrders(undefined)
    cancel.reset()
  }

  const countLine = tabCountLine(tab, tabRows.length, !history.hasNextPage)

  // The submitted orders by_uids is following every few seconds.
  const polling = byUids.data?.orders.filter((o) => isLive(o, nowSeconds)).length ?? 0

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <OrdersTabs value={tab} counts={counts} onChange={setTab} />
        <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          {polling > 0 && (
            <span className="inline-flex items-center gap-2" role="status">
              <span className="size-2 animate-pulse rounded-full bg-brand" aria-hidden="true" />
              {plural(polling, {
                one: 'Following # pending order',
                other: 'Following # pending orders',
              })}
            </span>
          )}
          {history.isFetching && !history.isPending && (
            <span className="inline-flex items-center gap-1.5">
              <Spinner className="size-3.5" />
              <Trans>Refreshing</Trans>
            </span>
          )}
          {tab !== 'history' && (
            <Button
              variant={effectiveSelected.size > 0 ? 'danger' : 'secondary'}
              size="sm"
              disabled={effectiveSelected.size === 0 || cancel.busy}
              onClick={openDialog}
            >
              {effectiveSelected.size > 0 ? (
                <Trans>Cancel selected ({effectiveSelected.size})</Trans>
              ) : (
                <Trans>Cancel selected</Trans>
              )}
            </Button>
          )}
        </div>
      </div>

      {/* Above the rows that are still shown (stale, or followed by UID). */}
      {!inPlace && problem}

      <div role="tabpanel" id={ORDERS_PANEL_ID} aria-labelledby={tabId(tab)}>
        <Card className="overflow-hidden">
          {inPlace && problem ? (
            problem
          ) : history.isPending && !byUids.data ? (
            <LoadingRows />
          ) : tabRows.length === 0 ? (
            <EmptyState
              icon={<ListIcon />}
              title={i18n._(EMPTY[tab].title)}
              action={
                tab === 'open' ? (
                  <Link to="/swap" className={buttonClasses('primary')}>
                    <Trans>Place an order</Trans>
                  </Link>
                ) : undefined
              }
            >
              {i18n._(EMPTY[tab].text)}
            </EmptyState>
          ) : (
            <OrdersTable
              label={i18n._(TABLE_LABEL[tab])}
              rows={tabRows}
              lookup={lookup}
              chainId={chainId}
              nowSeconds={nowSeconds}
              cancelling={cancelling}
              selectable={selectable}
              selected={effectiveSelected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              markets={markets}
              funds={funds}
              fillBlocks={fillBlocks}
              settlement={settlement}
            />
          )}
        </Card>
      </div>

      {history.data && (
        <div className="flex flex-col items-center gap-2 text-sm text-fg-muted">
          {countLine && <p role="status">{countLine}</p>}
          {unreadable > 0 && (
            // The service sent orders this app could not read (a shape it does not know);
            // the rest of the history still shows.
            <p role="status" className="text-warning">
              {plural(unreadable, {
                one: '# order could not be read and is not shown.',
                other: '# orders could not be read and are not shown.',
              })}
            </p>
          )}
          {history.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? (
                <Trans>Loading more orders…</Trans>
              ) : (
                <Trans>Load more orders</Trans>
              )}
            </Button>
          )}
        </div>
      )}

      <CancelDialog
        open={dialogOrders !== undefined}
        plan={plan}
        state={cancel.state}
        safe={cancel.isSafe}
        lookup={lookup}
        chainId={chainId}
        onConfirm={() => void cancel.start(dialogOrders ?? [])}
        onClose={closeDialog}
      />
    </>
  )
}

function LoadingRows() {
  return (
    <div aria-busy="true" className="divide-y divide-line">
      <span role="status" className="sr-only">
        <Trans>Loading your orders…</Trans>
      </span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="size-4" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      ))}
    </div>
  )
}
