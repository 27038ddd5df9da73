/**
 * The order page's "Technical details": a closed disclosure (<details>, keyboard and screen
 * reader friendly) with every field of spec 2.1 in sections, the app data document, hooks
 * and interactions tables. What a trader reads first is in the sections above it.
 */
import { useState } from 'react'
import { type Address } from 'viem'
import { orderDeadline, orderTrader, type Order } from '@/api/types'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import {
  parseAppData,
  summarizeAppData,
  type AppDataSummary,
} from '@batchswap/contract/protocol/app-data'
import { addressUrl } from '@/lib/explorer'
import { HexValue } from '@/components/external-link'
import { ChevronDownIcon } from '@/components/ui/icons'
import { appDataHooks, describeHooks, placementOf } from '../order-facts'
import { fillBps, fillPercentLabel, hasExecuted } from '../order-progress'
import { formatUnitPrice } from '@/lib/price'
import { formatTimeLeft } from '../time-left'
import { TokenAmount } from '@/components/token-amount'
import type { TokenLookup } from '@/lib/token-lookup'
import {
  CopyButton,
  Field,
  fullDate,
  HooksTable,
  InteractionsTable,
  JsonBlock,
  Section,
} from './order-details-parts'

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
          <span className="block">Technical details</span>
          <span className="mt-0.5 block text-sm font-normal text-fg-muted">
            Signature, app data, quote and every field the service returned
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

  return (
    <div className="space-y-6 border-t border-line p-3 sm:p-5">
      <Section title="Order">
        {order.unrecognized?.status !== undefined && (
          <Field label="Status reported by the service">
            {order.unrecognized.status} (not one this app knows)
          </Field>
        )}

        <Field label="Kind">
          <span className="capitalize">{order.kind}</span> order
        </Field>
        <Field label="Class">
          {order.class === 'unknown' ? (
            `Other (${order.unrecognized?.class ?? 'unknown'})`
          ) : (
            <span className="capitalize">{order.class}</span>
          )}
        </Field>
        {placement === 'ethFlow' && (
          <Field label="Sells">
            Native {nativeSymbol} (the order lists the wrapped token the flow contract trades)
          </Field>
        )}
        {hooks && <Field label="Hooks">{describeHooks(hooks)}</Field>}
        <Field label={order.kind === 'sell' ? 'Sell amount' : 'Sell at most'} amount>
          {amount(order.sellAmount, order.sellToken)}
        </Field>
        <Field label={order.kind === 'sell' ? 'Buy at least' : 'Buy amount'} amount>
          {amount(order.buyAmount, order.buyToken)}
        </Field>
        <Field label="Limit price">
          {limitPrice ? (
            <>
              <span className="block">{limitPrice}</span>
              {inverseLimit && <span className="block text-fg-muted">{inverseLimit}</span>}
            </>
          ) : (
            'Unknown (token decimals could not be read)'
          )}
        </Field>
        <Field label="Partially fillable">{order.partiallyFillable ? 'Yes' : 'No'}</Field>
        <Field label="Created">
          <time dateTime={order.creationDate.toISOString()}>
            {fullDate.format(order.creationDate)}
          </time>
        </Field>
        <Field label="Valid until">
          <time dateTime={new Date(deadline * 1000).toISOString()}>
            {fullDate.format(new Date(deadline * 1000))}
          </time>
          {live && (order.status === 'open' || order.status === 'presignaturePending') && (
            <span className="text-fg-muted"> ({formatTimeLeft(deadline, nowSeconds)} left)</span>
          )}
        </Field>
        <Field label="Order ID" wide>
          <span className="flex items-start gap-2">
            <HexValue value={order.uid} full />
            <CopyButton value={order.uid} label="Copy order ID" />
          </span>
        </Field>
        {/* An eth-flow order is the trader's, whom the service names `onchainUser`; the
              order's owner on the protocol is the flow contract. */}
        <Field label="Owner" address>
          {address(orderTrader(order))}
        </Field>
        {placement === 'ethFlow' && (
          <Field label="Owner on the protocol (the flow contract)" address>
            {address(order.owner)}
          </Field>
        )}
        <Field label="Receiver" address>
          {order.receiver ? address(order.receiver) : 'The owner'}
        </Field>
        {order.from && (
          <Field label="Signer (from)" address>
            {address(order.from)}
          </Field>
        )}
        <Field label="Signing scheme">
          {SCHEME_LABELS[order.signingScheme]}
          {order.unrecognized?.signingScheme !== undefined &&
            ` (${order.unrecognized.signingScheme})`}
        </Field>
        <Field label="Signature" wide>
          <HexValue
            value={order.signature === '0x' ? '0x (none: pre-signed on chain)' : order.signature}
            full
          />
        </Field>
        {order.quoteId !== undefined && <Field label="Quote ID">{order.quoteId}</Field>}
        <Field label="Settlement contract" address>
          {address(order.settlementContract)}
        </Field>
        <Field label="Sell token balance">{order.sellTokenBalance}</Field>
        <Field label="Buy token balance">{order.buyTokenBalance}</Field>
        <Field label="Full balance check">{order.fullBalanceCheck ? 'Yes' : 'No'}</Field>
        {order.isLiquidityOrder !== undefined && (
          <Field label="Liquidity order">{order.isLiquidityOrder ? 'Yes' : 'No'}</Field>
        )}
        <Field label="Invalidated">{order.invalidated ? 'Yes' : 'No'}</Field>
      </Section>

      <Section title="Execution">
        <Field label="Filled">{fillPercentLabel(fillBps(order))}</Field>
        {(
          [
            ['Executed sell amount', order.executedSellAmount, order.sellToken],
            [
              'Executed sell amount before fees',
              order.executedSellAmountBeforeFees,
              order.sellToken,
            ],
            ['Executed buy amount', order.executedBuyAmount, order.buyToken],
          ] as const
        ).map(([label, value, token]) => (
          <Field key={label} label={label} amount>
            {amount(value, token)}
          </Field>
        ))}
        {averagePrice && <Field label="Average execution price">{averagePrice}</Field>}
        <Field label="Executed fee" amount>
          {order.executedFee === undefined
            ? 'Not reported'
            : amount(order.executedFee, order.executedFeeToken ?? order.sellToken)}
        </Field>
        {order.executedFeeToken && (
          <Field label="Fee token" address>
            {address(order.executedFeeToken)}
          </Field>
        )}
        {(
          [
            ['Signed fee', order.feeAmount],
            ['Executed signed fee (deprecated)', order.executedFeeAmount],
          ] as const
        ).map(([label, value]) => (
          <Field key={label} label={label} amount>
            {amount(value, order.sellToken)}
          </Field>
        ))}
        {order.availableBalance !== undefined && (
          <Field label="Available balance (deprecated)">{order.availableBalance}</Field>
        )}
      </Section>

      {order.quote && (
        <Section title="Quote">
          <Field label="Quoted sell amount" amount>
            {amount(order.quote.sellAmount, order.sellToken)}
          </Field>
          <Field label="Quoted buy amount" amount>
            {amount(order.quote.buyAmount, order.buyToken)}
          </Field>
          <Field label="Quoted network fee" amount>
            {amount(order.quote.feeAmount, order.sellToken)}
          </Field>
          {order.quote.gasAmount !== undefined && (
            <Field label="Gas amount">{order.quote.gasAmount.toLocaleString()}</Field>
          )}
          {order.quote.gasPrice !== undefined && (
            <Field label="Gas price">{order.quote.gasPrice.toLocaleString()} wei</Field>
          )}
          {order.quote.sellTokenPrice !== undefined && (
            <Field label="Sell token price (in native units)">{order.quote.sellTokenPrice}</Field>
          )}
          {order.quote.solver && (
            <Field label="Solver" address>
              {address(order.quote.solver)}
            </Field>
          )}
          {order.quote.verified !== undefined && (
            <Field label="Verified">{order.quote.verified ? 'Yes' : 'No'}</Field>
          )}
          {order.quote.metadata !== undefined && (
            <Field label="Metadata" wide>
              <JsonBlock value={JSON.stringify(order.quote.metadata, null, 2)} />
            </Field>
          )}
        </Section>
      )}

      <AppDataSection order={order} />

      {hooks && (
        <Section title="Hooks" list={false}>
          <HooksTable title="Pre-hooks (before the trade)" items={hooks.pre} chainId={chainId} />
          <HooksTable title="Post-hooks (after the trade)" items={hooks.post} chainId={chainId} />
        </Section>
      )}

      {(order.interactions.pre.length > 0 || order.interactions.post.length > 0) && (
        <Section title="Interactions" list={false}>
          <InteractionsTable
            title="Before the trade"
            items={order.interactions.pre}
            chainId={chainId}
          />
          <InteractionsTable
            title="After the trade"
            items={order.interactions.post}
            chainId={chainId}
          />
        </Section>
      )}

      {(order.onchainUser || order.onchainOrderData) && (
        <Section title="On-chain placement">
          {order.onchainUser && (
            <Field label="Trader (on-chain user)" address>
              {address(order.onchainUser)}
            </Field>
          )}
          {order.onchainOrderData?.sender && (
            <Field label="Sender" address>
              {address(order.onchainOrderData.sender)}
            </Field>
          )}
          {order.onchainOrderData && (
            <Field label="Placement error">{order.onchainOrderData.placementError ?? 'None'}</Field>
          )}
        </Section>
      )}
    </div>
  )
}

const SCHEME_LABELS: Record<Order['signingScheme'], string> = {
  eip712: 'EIP-712 (typed data)',
  ethsign: 'eth_sign (personal message)',
  presign: 'Pre-signed on chain',
  eip1271: 'Smart-contract signature (EIP-1271)',
  unknown: 'Other signing scheme',
}

/** The full document when the order carries it, parsed for the fields people look for. */
function appDataDocument(order: Order): { text: string; summary?: AppDataSummary } | undefined {
  const raw =
    order.fullAppData ?? (order.appData.trim().startsWith('{') ? order.appData : undefined)
  if (raw === undefined) return undefined
  try {
    const parsed = parseAppData(raw)
    return { text: JSON.stringify(parsed, null, 2), summary: summarizeAppData(raw) }
  } catch {
    return { text: raw }
  }
}

function AppDataSection({ order }: { order: Order }) {
  const doc = appDataDocument(order)
  return (
    <Section title="App data">
      <Field label="Hash (signed)" wide>
        <HexValue value={order.appDataHash} full />
      </Field>
      {doc?.summary?.appCode && <Field label="App">{doc.summary.appCode}</Field>}
      {doc?.summary?.environment && <Field label="Environment">{doc.summary.environment}</Field>}
      {doc?.summary?.slippageBips !== undefined && (
        <Field label="Slippage">{(doc.summary.slippageBips / 100).toFixed(2)} %</Field>
      )}
      {doc?.summary?.orderClass && (
        <Field label="Order class (app data)">{doc.summary.orderClass}</Field>
      )}
      <Field label="Document" wide>
        {doc ? (
          <JsonBlock value={doc.text} />
        ) : (
          'Only the hash is known; the service did not return the document.'
        )}
      </Field>
    </Section>
  )
}
