/**
 * The order page's "Technical details": a closed disclosure (<details>, keyboard and screen
 * reader friendly) with every field of spec 2.1 in sections, the app data document, hooks
 * and interactions tables. What a trader reads first is in the sections above it.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { numberFormat } from '@/lib/locale-format'
import { type Address } from 'viem'
import { orderDeadline, orderTrader, type Order } from '@/api/types'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { addressUrl } from '@/lib/explorer'
import { HexValue } from '@/components/external-link'
import { ChevronDownIcon } from '@/components/ui/icons'
import { appDataHooks, describeHooks, placementOf } from '../order-facts'
import { fillBps, fillPercentLabel, hasExecuted } from '../order-progress'
import { formatUnitPrice } from '@/lib/price'
import { formatTimeLeft } from '../time-left'
import { TokenAmount } from '@/components/token-amount'
import type { TokenLookup } from '@/lib/token-lookup'
import { CopyButton } from '@/components/ui/copy-button'
import {
  Field,
  fullDate,
  HooksTable,
  InteractionsTable,
  JsonBlock,
  Section,
} from './order-details-parts'
import { AppDataSection } from './order-app-data-section'

export interface TechnicalDetailsProps {
  order: Order
  lookup: TokenLookup
  chainId: SupportedChainId
  nowSeconds: number
}

/**
 * Every field of spec 2.1 the order carries, grouped for reading: what was signed, how far
 * it executed, the quote it came from, its appData, interactions and on-chain data.
 * Addresses and hashes link to the chain's explorer; on the sandbox they are plain text.
 * Closed until opened: a trader reads the summary above it; this is for checking details.
 */
export function OrderTechnicalDetails(props: TechnicalDetailsProps) {
  // The body is drawn once the disclosure is first opened, and kept: closed, it was most of
  // the order page's DOM, built in the task that shows the order as it arrives (a long task
  // on a phone) for a part few traders open.
  const [opened, setOpened] = useState(false)
  return (
    <details
      className="group rounded-card border border-line bg-surface shadow-card"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-card p-5 text-base font-semibold tracking-tight text-fg hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block">
            <Trans>Technical details</Trans>
          </span>
          <span className="mt-0.5 block text-sm font-normal text-fg-muted">
            <Trans>Signature, app data, quote and every field the service returned</Trans>
          </span>
        </span>
        <ChevronDownIcon
          className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
          strokeWidth={2}
        />
      </summary>
      {opened && <TechnicalDetailsBody {...props} />}
    </details>
  )
}

function TechnicalDetailsBody({ order, lookup, chainId, nowSeconds }: TechnicalDetailsProps) {
  const { t, i18n } = useLingui()
  const amount = (value: bigint, token: Address) => (
    <TokenAmount
      amount={value}
      token={token}
      lookup={lookup}
      chainId={chainId}
      maxDecimals={18}
      linkToken
    />
  )
  const address = (value: Address) => (
    <HexValue value={value} href={addressUrl(chainId, value)} full />
  )
  const sell = lookup(order.sellToken)
  const buy = lookup(order.buyToken)
  const priceOf = (sellAmount: bigint, buyAmount: bigint) =>
    sell && buy
      ? formatUnitPrice(
          { amount: sellAmount, decimals: sell.decimals, symbol: sell.symbol },
          { amount: buyAmount, decimals: buy.decimals, symbol: buy.symbol },
        )
      : undefined
  const limitPrice = priceOf(order.sellAmount, order.buyAmount)
  const inverseLimit =
    sell && buy
      ? formatUnitPrice(
          { amount: order.buyAmount, decimals: buy.decimals, symbol: buy.symbol },
          { amount: order.sellAmount, decimals: sell.decimals, symbol: sell.symbol },
        )
      : undefined
  const executed = hasExecuted(order)
  const averagePrice = executed
    ? priceOf(order.executedSellAmountBeforeFees, order.executedBuyAmount)
    : undefined
  // Eth-flow orders sign validTo = uint32 max; the trader's deadline is userValidTo.
  const deadline = orderDeadline(order)
  const live = deadline > nowSeconds
  const nativeSymbol = CHAINS[chainId].nativeSymbol
  const placement = placementOf(order)
  const hooks = appDataHooks(order)
  const otherClass = order.unrecognized?.class ?? t`unknown`
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`)

  return (
    <div className="space-y-6 border-t border-line p-3 sm:p-5">
      <Section title={t`Order`}>
        {order.unrecognized?.status !== undefined && (
          <Field label={t`Status reported by the service`}>
            <Trans>{order.unrecognized.status} (not one this app knows)</Trans>
          </Field>
        )}

        <Field label={t`Kind`}>
          {order.kind === 'sell' ? <Trans>Sell order</Trans> : <Trans>Buy order</Trans>}
        </Field>
        <Field label={t`Class`}>
          {order.class === 'unknown' ? (
            t`Other (${otherClass})`
          ) : (
            <span className="capitalize">{order.class}</span>
          )}
        </Field>
        {placement === 'ethFlow' && (
          <Field label={t`Sells`}>
            <Trans>
              Native {nativeSymbol} (the order lists the wrapped token the flow contract trades)
            </Trans>
          </Field>
        )}
        {hooks && <Field label={t`Hooks`}>{describeHooks(hooks)}</Field>}
        <Field label={order.kind === 'sell' ? t`Sell amount` : t`Sell at most`} amount>
          {amount(order.sellAmount, order.sellToken)}
        </Field>
        <Field label={order.kind === 'sell' ? t`Buy at least` : t`Buy amount`} amount>
          {amount(order.buyAmount, order.buyToken)}
        </Field>
        <Field label={t`Limit price`}>
          {limitPrice ? (
            <>
              <span className="block">{limitPrice}</span>
              {inverseLimit && <span className="block text-fg-muted">{inverseLimit}</span>}
            </>
          ) : (
            t`Unknown (token decimals could not be read)`
          )}
        </Field>
        <Field label={t`Partially fillable`}>{yesNo(order.partiallyFillable)}</Field>
        <Field label={t`Created`}>
          <time dateTime={order.creationDate.toISOString()}>
            {fullDate().format(order.creationDate)}
          </time>
        </Field>
        <Field label={t`Valid until`}>
          <time dateTime={new Date(deadline * 1000).toISOString()}>
            {fullDate().format(new Date(deadline * 1000))}
          </time>
          {live && (order.status === 'open' || order.status === 'presignaturePending') && (
            <span className="text-fg-muted">
              {' '}
              <Trans>({formatTimeLeft(deadline, nowSeconds)} left)</Trans>
            </span>
          )}
        </Field>
        <Field label={t`Order ID`} wide>
          <span className="flex items-start gap-2">
            <HexValue value={order.uid} full />
            <CopyButton variant="inline" value={order.uid} label={t`Copy order ID`} />
          </span>
        </Field>
        {/* An eth-flow order is the trader's, whom the service names `onchainUser`; the
              order's owner on the protocol is the flow contract. */}
        <Field label={t`Owner`} address>
          {address(orderTrader(order))}
        </Field>
        {placement === 'ethFlow' && (
          <Field label={t`Owner on the protocol (the flow contract)`} address>
            {address(order.owner)}
          </Field>
        )}
        <Field label={t`Receiver`} address>
          {order.receiver ? address(order.receiver) : t`The owner`}
        </Field>
        {order.from && (
          <Field label={t`Signer (from)`} address>
            {address(order.from)}
          </Field>
        )}
        <Field label={t`Signing scheme`}>
          {i18n._(SCHEME_LABELS[order.signingScheme])}
          {order.unrecognized?.signingScheme !== undefined &&
            ` (${order.unrecognized.signingScheme})`}
        </Field>
        <Field label={t`Signature`} wide>
          <HexValue
            value={order.signature === '0x' ? t`0x (none: pre-signed on chain)` : order.signature}
            full
          />
        </Field>
        {order.quoteId !== undefined && <Field label={t`Quote ID`}>{order.quoteId}</Field>}
        <Field label={t`Settlement contract`} address>
          {address(order.settlementContract)}
        </Field>
        <Field label={t`Sell token balance`}>{order.sellTokenBalance}</Field>
        <Field label={t`Buy token balance`}>{order.buyTokenBalance}</Field>
        <Field label={t`Full balance check`}>{yesNo(order.fullBalanceCheck)}</Field>
        {order.isLiquidityOrder !== undefined && (
          <Field label={t`Liquidity order`}>{yesNo(order.isLiquidityOrder)}</Field>
        )}
        <Field label={t`Invalidated`}>{yesNo(order.invalidated)}</Field>
      </Section>

      <Section title={t`Execution`}>
        <Field label={t`Filled`}>{fillPercentLabel(fillBps(order))}</Field>
        {(
          [
            [t`Executed sell amount`, order.executedSellAmount, order.sellToken],
            [
              t`Executed sell amount before fees`,
              order.executedSellAmountBeforeFees,
              order.sellToken,
            ],
            [t`Executed buy amount`, order.executedBuyAmount, order.buyToken],
          ] as const
        ).map(([label, value, token]) => (
          <Field key={label} label={label} amount>
            {amount(value, token)}
          </Field>
        ))}
        {averagePrice && <Field label={t`Average execution price`}>{averagePrice}</Field>}
        <Field label={t`Executed fee`} amount>
          {order.executedFee === undefined
            ? t`Not reported`
            : amount(order.executedFee, order.executedFeeToken ?? order.sellToken)}
        </Field>
        {order.executedFeeToken && (
          <Field label={t`Fee token`} address>
            {address(order.executedFeeToken)}
          </Field>
        )}
        {(
          [
            [t`Signed fee`, order.feeAmount],
            [t`Executed signed fee (deprecated)`, order.executedFeeAmount],
          ] as const
        ).map(([label, value]) => (
          <Field key={label} label={label} amount>
            {amount(value, order.sellToken)}
          </Field>
        ))}
        {order.availableBalance !== undefined && (
          <Field label={t`Available balance (deprecated)`}>{order.availableBalance}</Field>
        )}
      </Section>

      {order.quote && (
        <Section title={t`Quote`}>
          <Field label={t`Quoted sell amount`} amount>
            {amount(order.quote.sellAmount, order.sellToken)}
          </Field>
          <Field label={t`Quoted buy amount`} amount>
            {amount(order.quote.buyAmount, order.buyToken)}
          </Field>
          <Field label={t`Quoted network fee`} amount>
            {amount(order.quote.feeAmount, order.sellToken)}
          </Field>
          {order.quote.gasAmount !== undefined && (
            <Field label={t`Gas amount`}>{numberFormat().format(order.quote.gasAmount)}</Field>
          )}
          {order.quote.gasPrice !== undefined && (
            <Field label={t`Gas price`}>{numberFormat().format(order.quote.gasPrice)} wei</Field>
          )}
          {order.quote.sellTokenPrice !== undefined && (
            <Field label={t`Sell token price (in native units)`}>
              {order.quote.sellTokenPrice}
            </Field>
          )}
          {order.quote.solver && (
            <Field label={t`Solver`} address>
              {address(order.quote.solver)}
            </Field>
          )}
          {order.quote.verified !== undefined && (
            <Field label={t`Verified`}>{yesNo(order.quote.verified)}</Field>
          )}
          {order.quote.metadata !== undefined && (
            <Field label={t`Metadata`} wide>
              <JsonBlock value={JSON.stringify(order.quote.metadata, null, 2)} />
            </Field>
          )}
        </Section>
      )}

      <AppDataSection order={order} />

      {hooks && (
        <Section title={t`Hooks`} list={false}>
          <HooksTable title={t`Pre-hooks (before the trade)`} items={hooks.pre} chainId={chainId} />
          <HooksTable
            title={t`Post-hooks (after the trade)`}
            items={hooks.post}
            chainId={chainId}
          />
        </Section>
      )}

      {(order.interactions.pre.length > 0 || order.interactions.post.length > 0) && (
        <Section title={t`Interactions`} list={false}>
          <InteractionsTable
            title={t`Before the trade`}
            items={order.interactions.pre}
            chainId={chainId}
          />
          <InteractionsTable
            title={t`After the trade`}
            items={order.interactions.post}
            chainId={chainId}
          />
        </Section>
      )}

      {(order.onchainUser || order.onchainOrderData) && (
        <Section title={t`On-chain placement`}>
          {order.onchainUser && (
            <Field label={t`Trader (on-chain user)`} address>
              {address(order.onchainUser)}
            </Field>
          )}
          {order.onchainOrderData?.sender && (
            <Field label={t`Sender`} address>
              {address(order.onchainOrderData.sender)}
            </Field>
          )}
          {order.onchainOrderData && (
            <Field label={t`Placement error`}>
              {order.onchainOrderData.placementError ?? t`None`}
            </Field>
          )}
        </Section>
      )}
    </div>
  )
}

const SCHEME_LABELS: Record<Order['signingScheme'], MessageDescriptor> = {
  eip712: msg`EIP-712 (typed data)`,
  ethsign: msg`eth_sign (personal message)`,
  presign: msg`Pre-signed on chain`,
  eip1271: msg`Smart-contract signature (EIP-1271)`,
  unknown: msg`Other signing scheme`,
}
