import { t } from '@lingui/core/macro'
/**
 * The limit order's review inside the trade core's confirm dialog: what will be signed (the
 * amounts, the price against the market, the expiry, partial fills, the recipient) and the
 * button that signs it. Loaded with the dialog, not with the page.
 */
import { DefinitionLine } from '@/components/ui/definition-line'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { cn } from '@/lib/cn'
import { formatAmount } from '@/lib/format-amount'
import { ConfirmDialog, type ConfirmDialogProps } from '@/trade/components/confirm-dialog'
import { CTA_CLASS } from '@/trade/components/cta'
import { formatPercent } from '@/trade/quote/quote-summary'
import { isNativeCurrency } from '@/trade/tokens/native-currency'
import type { TradeToken } from '@/trade/tokens/trade-token'
import { signingCostNote } from '@/trade/trade-text'
import { formatPrice, type Price } from '../limit-price'

export interface LimitReviewProps {
  /** A sell order fixes the sell amount, a buy order the buy amount. */
  kind: 'sell' | 'buy'
  sellToken: TradeToken
  buyToken: TradeToken
  sellAmount: bigint
  buyAmount: bigint
  price: Price
  distance: number | undefined
  expiresInWords: string
  partiallyFillable: boolean
  recipient: string | undefined
  /** The partner fee the order carries (withheld at the fill on top of the limit), as named. */
  partnerFee?: { bps: number; label: string }
  blockedReason: string | undefined
  onConfirm: () => void
}

function LimitReview(props: LimitReviewProps & { presign: boolean }) {
  const { sellToken, buyToken, price, distance } = props
  const decimals = { sell: sellToken.decimals, buy: buyToken.decimals }
  const buying = props.kind === 'buy'
  const sellLine = (
    <DefinitionLine label={buying ? t`You pay at most` : t`You sell`}>
      {formatAmount(props.sellAmount, sellToken.decimals, { maxDecimals: 8 })} {sellToken.symbol}
    </DefinitionLine>
  )
  const buyLine = (
    <DefinitionLine label={buying ? t`You buy exactly` : t`You receive at least`}>
      {formatAmount(props.buyAmount, buyToken.decimals, { maxDecimals: 8 })} {buyToken.symbol}
    </DefinitionLine>
  )
  // The exact amount first: what the trader typed, then the bound the price sets.
  const feeToken = buying ? sellToken : buyToken
  const feeBase = buying ? props.sellAmount : props.buyAmount
  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-line rounded-2xl bg-surface-muted px-4 py-1 text-sm">
        <DefinitionLine label={t`Order`}>{buying ? t`Buy order` : t`Sell order`}</DefinitionLine>
        {buying ? buyLine : sellLine}
        {buying ? sellLine : buyLine}
        <DefinitionLine label={t`Limit price`}>
          1 {sellToken.symbol} = {formatPrice(price, 'buyPerSell', decimals)} {buyToken.symbol}
          {distance !== undefined && (
            <span className="block text-xs text-fg-muted">
              {t`${distance >= 0 ? '+' : '−'}${formatPercent(Math.abs(distance))} against the market`}
            </span>
          )}
        </DefinitionLine>
        <DefinitionLine label={t`Expires`}>{props.expiresInWords}</DefinitionLine>
        <DefinitionLine label={t`Partial fills`}>
          {props.partiallyFillable ? t`Allowed` : t`Not allowed`}
        </DefinitionLine>
        {props.recipient && <DefinitionLine label={t`Recipient`}>{props.recipient}</DefinitionLine>}
        {props.partnerFee && (
          <DefinitionLine
            label={`${props.partnerFee.label} (${formatPercent(props.partnerFee.bps / 10_000)})`}
          >
            ≈{' '}
            {formatAmount((feeBase * BigInt(props.partnerFee.bps)) / 10_000n, feeToken.decimals, {
              maxDecimals: 8,
            })}{' '}
            {feeToken.symbol}
          </DefinitionLine>
        )}
      </dl>
      <p className="text-sm text-fg-muted">
        {props.partnerFee
          ? buying
            ? t`The order fills when the market pays your price and the partner fee of the site you are trading on, withheld at the fill; you pay at most your amount.`
            : t`The order fills when the market pays your price and the partner fee of the site you are trading on, withheld at the fill; you receive at least your amount.`
          : buying
            ? t`The order fills when the market reaches your price, at that price or better: you buy exactly your amount and pay at most the amount shown, less if the market gives more, with no fee on top.`
            : t`The order fills when the market reaches your price, at that price or better, with no fee taken from your amounts.`}{' '}
        {signingCostNote(props.presign, isNativeCurrency(sellToken) ? sellToken.symbol : undefined)}
      </p>
      {props.blockedReason && <Callout tone="danger" title={props.blockedReason} />}
      <Button
        size="lg"
        data-autofocus
        className={cn('w-full', CTA_CLASS)}
        aria-disabled={props.blockedReason !== undefined || undefined}
        onClick={() => props.blockedReason === undefined && props.onConfirm()}
      >
        Place limit order
      </Button>
    </div>
  )
}

export function LimitConfirm({
  dialog,
  review,
}: {
  dialog: Omit<ConfirmDialogProps, 'review' | 'trade'>
  review: LimitReviewProps
}) {
  return (
    <ConfirmDialog
      {...dialog}
      trade="limit"
      review={<LimitReview {...review} presign={dialog.presign} />}
    />
  )
}
