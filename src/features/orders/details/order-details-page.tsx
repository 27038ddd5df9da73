import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useAccount } from 'wagmi'
import { describeError } from '@/api/error-descriptions'
import { orderClassOf, orderKindName } from '@/api/order-kind'
import { orderSellToken, type Order } from '@/api/types'
import { Button, buttonClasses } from '@/components/ui/button'
import { formatAmount, shortenAddress } from '@/lib/format-amount'
import { numberFormat } from '@/lib/locale-format'
import { Link } from '@/lib/hash-router'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { isOrderUid } from '@batchswap/contract/protocol/uid'
import { editOrderHref } from '@/trade/edit-order-link'
import { cancellability } from '../cancel/cancellation-plan'
import {
  expectedSettlement,
  otherSettlementTitle,
  otherSettlement,
  otherSettlementSentence,
} from '../settlement-check'
import { Callout } from '@/components/ui/callout'
import { orderExplorerUrl } from '@/lib/explorer'
import { ExternalLink } from '@/components/external-link'
import { TwapParentSection } from '../twap/twap-parent-section'
import { OrderNativeFlowSection } from './order-native-flow-section'
import { OrderStatusSection } from './order-status-section'
import { OrderTechnicalDetails } from './order-technical-details'
import { OrderTradeSection } from './order-trade-section'
import { statusChip } from '../order-status'
import { BackLink, LoadingLines, OrderPlaceholder } from '../order-placeholder'
import { fullDate } from './order-details-parts'
import { PageHeading } from '@/components/ui/page-heading'
import { unreadableSentence } from '../order-facts'
import { EmptyState, ErrorState } from '@/components/states'
import { StatusChip } from '../status-chip'
import { useApiContext } from '@/wallet/use-api-context'
import { useCancellingUids } from '../cancel/use-cancelling-uids'
import { useOrderByUid } from './use-order-by-uid'
import { useNowSeconds } from '@/lib/use-now-seconds'
import type { TokenLookup } from '@/lib/token-lookup'
import { useOrderTokenLookup } from '../use-order-token-lookup'

/**
 * Route `#/orders/:uid`: one order for its trader first (what was sold and bought, the rate,
 * the network cost, where it stands and why it has not filled), then every field the service
 * returned under a closed "Technical details".
 */
export function OrderDetailsPage({ uid }: { uid: string | undefined }) {
  const { t } = useLingui()
  if (!isOrderUid(uid)) {
    const given = (uid ?? '').slice(0, 80)
    return (
      <OrderPlaceholder title={t`Order`}>
        <EmptyState title={t`This link does not name an order`}>
          <Trans>
            “{given}” is not an order ID: an order ID is 0x followed by 112 hexadecimal characters.
          </Trans>
        </EmptyState>
      </OrderPlaceholder>
    )
  }
  return <OrderDetailsLoaded uid={uid} />
}

// Loaded with its first opening, as the swap page's dialogs are: most visits of an order's
// page never cancel it (the dialog, the wallet's and the Safe's calls).
const OrderCancelDialog = lazy(() =>
  import('./order-cancel-dialog').then((m) => ({ default: m.OrderCancelDialog })),
)

function headline(order: Order, lookup: TokenLookup): string {
  const sold = orderSellToken(order)
  const sell = lookup(sold)
  const buy = lookup(order.buyToken)
  const sellSymbol = sell?.symbol ?? shortenAddress(sold)
  const buySymbol = buy?.symbol ?? shortenAddress(order.buyToken)
  if (order.kind === 'sell') {
    const amount = sell ? formatAmount(order.sellAmount, sell.decimals) : ''
    return amount
      ? t`Sell ${amount} ${sellSymbol} for ${buySymbol}`
      : t`Sell ${sellSymbol} for ${buySymbol}`
  }
  // A buy order fixes what it buys and bounds what it pays: "Buy exactly 10,000 USDC · pay
  // at most 3 WETH".
  if (!buy || !sell) return t`Buy ${buySymbol} with ${sellSymbol}`
  const bought = formatAmount(order.buyAmount, buy.decimals)
  const paid = formatAmount(order.sellAmount, sell.decimals)
  return t`Buy exactly ${bought} ${buySymbol} · pay at most ${paid} ${sellSymbol}`
}

function OrderDetailsLoaded({ uid }: { uid: `0x${string}` }) {
  const { t } = useLingui()
  const ctx = useApiContext()
  const settlement = expectedSettlement(ctx.chainId, ctx.env)
  const chainId = useSelectedChainId()
  const nowSeconds = useNowSeconds()
  const { address } = useAccount()
  const found = useOrderByUid(ctx, uid)
  const { query } = found
  // The loaded page is drawn in a background render React slices into short tasks (the
  // loading state stays until it is ready): in one piece it was a ~300 ms task on
  // Lighthouse's mobile preset as the order arrived.
  const order = useDeferredValue(found.order)
  const tokens = useMemo(() => (order ? [order.sellToken, order.buyToken] : []), [order])
  const lookup = useOrderTokenLookup(chainId, tokens)
  const cancelling = useCancellingUids(ctx)
  const [dialogOpen, setDialogOpen] = useState(false)
  // The cancel flow (its wallet and service mutations) mounts with the dialog, on the first
  // "Cancel order", and stays mounted so the dialog can hand focus back when it closes.
  const [dialogUsed, setDialogUsed] = useState(false)
  // The number and date formats the order is drawn with are made while it is on its way, when
  // the thread is idle: the first of each kind loads the language's data (~130 ms on
  // Lighthouse's mobile preset for numbers), which delayed the order's first drawing, the
  // page's largest text, as long.
  const waiting = order === undefined
  useEffect(() => {
    if (!waiting) return
    numberFormat()
    fullDate()
  }, [waiting])

  if (!order) {
    return (
      <OrderPlaceholder title={t`Order`} id={uid}>
        {query.error ? (
          <ErrorState error={describeError(query.error)} onRetry={() => void query.refetch()} />
        ) : found.unreadable ? (
          <EmptyState title={t`The service could not read this order`}>
            {unreadableSentence(found.unreadable.description)}
          </EmptyState>
        ) : found.missing ? (
          <EmptyState title={t`The service does not list this order (yet)`}>
            <Trans>
              An order sent on chain is listed once the service has read its transaction; this page
              looks again every few seconds.
            </Trans>
          </EmptyState>
        ) : (
          <LoadingLines label={t`Loading the order…`} />
        )}
      </OrderPlaceholder>
    )
  }

  const isCancelling = cancelling.has(order.uid.toLowerCase())
  const chip = statusChip(order, { nowSeconds, cancelling: isCancelling })
  const canCancel =
    !isCancelling && cancellability(order, address, nowSeconds, settlement).cancellable
  // An open limit order of the trader's can be edited: a new order that replaces it.
  const canEdit = canCancel && orderClassOf(order) === 'limit'
  const explorer = orderExplorerUrl(chainId, ctx.env, order.uid)
  const title = headline(order, lookup)
  const shortUid = shortenAddress(order.uid, 6)
  const signedFor = otherSettlement(order, settlement)

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeading
        title={title}
        documentTitle={t`Order ${shortUid}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusChip chip={chip} />
            <span>{orderKindName(order)}</span>
          </span>
        }
        actions={
          <>
            {explorer && (
              <ExternalLink href={explorer}>
                <Trans>Explorer</Trans>
              </ExternalLink>
            )}
            {canEdit && (
              <Link to={editOrderHref(order.uid)} className={buttonClasses('secondary')}>
                <Trans>Edit order</Trans>
              </Link>
            )}
            {canCancel && (
              <Button
                variant="danger"
                onClick={() => {
                  setDialogUsed(true)
                  setDialogOpen(true)
                }}
              >
                <Trans>Cancel order</Trans>
              </Button>
            )}
          </>
        }
      />

      {signedFor && (
        <Callout tone="danger" title={otherSettlementTitle()}>
          <p className="break-words">{otherSettlementSentence(signedFor, settlement)}</p>
        </Callout>
      )}
      <OrderTradeSection order={order} />
      {order.signingScheme === 'eip1271' && orderClassOf(order) === 'twap' && (
        <TwapParentSection owner={order.owner} uid={order.uid} />
      )}
      <OrderStatusSection order={order} />
      <OrderNativeFlowSection order={order} ctx={ctx} />
      <OrderTechnicalDetails
        order={order}
        lookup={lookup}
        chainId={chainId}
        nowSeconds={nowSeconds}
      />

      {dialogUsed && (
        <Suspense fallback={null}>
          <OrderCancelDialog
            order={order}
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            lookup={lookup}
            chainId={chainId}
            nowSeconds={nowSeconds}
          />
        </Suspense>
      )}
    </div>
  )
}
