/**
 * An order's details: every field of spec 2.1 in sections, with the app data, hooks and
 * interactions tables. Over ~250 lines on purpose: it is one long definition list that reads
 * top to bottom, and its small pieces (Section, Field, JsonBlock, CopyButton) are used only
 * here.
 */
import { useState, type ReactNode } from 'react'
import { isAddress, type Address, type Hex } from 'viem'
import { orderDeadline, type Interaction, type Order } from '@/api/types'
import { cn } from '@/lib/cn'
import { CHAINS, type SupportedChainId } from '@/protocol/chains'
import { parseAppData, summarizeAppData, type AppDataSummary } from '@/protocol/app-data'
import { addressUrl, transactionUrl } from '@/lib/explorer'
import { HexValue } from '@/components/external-link'
import {
  appDataHooks,
  describeHooks,
  placementOf,
  placementSentence,
  type OrderHook,
} from './order-facts'
import { fillBps, fillPercentLabel, hasExecuted } from './order-progress'
import { formatUnitPrice } from '@/lib/price'
import { formatTimeLeft } from './time-left'
import { TokenAmount } from '@/components/token-amount'
import type { TokenLookup } from '@/lib/token-lookup'

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

export interface OrderDetailsProps {
  order: Order
  lookup: TokenLookup
  chainId: SupportedChainId
  nowSeconds: number
  /** The status label shown in the header, repeated in the overview. */
  statusLabel: string
}

/**
 * Every field of spec 2.1 the order carries, grouped for reading: what was signed, how far
 * it executed, the quote it came from, its appData, interactions and on-chain data.
 * Addresses and hashes link to the chain's explorer; on the sandbox they are plain text.
 */
export function OrderDetails({
  order,
  lookup,
  chainId,
  nowSeconds,
  statusLabel,
}: OrderDetailsProps) {
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
    <div className="space-y-6">
      <Section title="Order">
        <Field label="Status">{statusLabel}</Field>
        {order.unrecognized?.status !== undefined && (
          <Field label="Status reported by the service">
            {order.unrecognized.status} (not one this app knows)
          </Field>
        )}
        <Field label="Placed">{placementSentence(placement, nativeSymbol)}</Field>
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
        <Field label={order.kind === 'sell' ? 'Sell amount' : 'Sell at most'}>
          {amount(order.sellAmount, order.sellToken)}
        </Field>
        <Field label={order.kind === 'sell' ? 'Buy at least' : 'Buy amount'}>
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
        <Field label="Owner" address>
          {address(order.owner)}
        </Field>
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
        <Field label="Executed sell amount">
          {amount(order.executedSellAmount, order.sellToken)}
        </Field>
        <Field label="Executed sell amount before fees">
          {amount(order.executedSellAmountBeforeFees, order.sellToken)}
        </Field>
        <Field label="Executed buy amount">{amount(order.executedBuyAmount, order.buyToken)}</Field>
        {averagePrice && <Field label="Average execution price">{averagePrice}</Field>}
        <Field label="Executed fee">
          {order.executedFee === undefined
            ? 'Not reported'
            : amount(order.executedFee, order.executedFeeToken ?? order.sellToken)}
        </Field>
        {order.executedFeeToken && (
          <Field label="Fee token" address>
            {address(order.executedFeeToken)}
          </Field>
        )}
        <Field label="Signed fee">{amount(order.feeAmount, order.sellToken)}</Field>
        <Field label="Executed signed fee (deprecated)">
          {amount(order.executedFeeAmount, order.sellToken)}
        </Field>
        {order.availableBalance !== undefined && (
          <Field label="Available balance (deprecated)">{order.availableBalance}</Field>
        )}
      </Section>

      {order.quote && (
        <Section title="Quote">
          <Field label="Quoted sell amount">
            {amount(order.quote.sellAmount, order.sellToken)}
          </Field>
          <Field label="Quoted buy amount">{amount(order.quote.buyAmount, order.buyToken)}</Field>
          <Field label="Quoted network fee">{amount(order.quote.feeAmount, order.sellToken)}</Field>
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

      {order.ethflowData && (
        <Section title="Native currency flow">
          {order.ethflowData.userValidTo !== undefined && (
            <Field label="Valid until (trader's deadline)">
              {fullDate.format(new Date(order.ethflowData.userValidTo * 1000))}
            </Field>
          )}
          <Field label="Signed validTo (the flow contract's)">{order.validTo}</Field>
          <Field label="Refund transaction" wide>
            {order.ethflowData.refundTxHash ? (
              <HexValue
                value={order.ethflowData.refundTxHash}
                href={transactionUrl(chainId, order.ethflowData.refundTxHash)}
                full
              />
            ) : (
              'None'
            )}
          </Field>
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

/** A titled table of calls (interactions or hooks): "None." when there are none. */
function CallsTable({
  title,
  caption,
  columns,
  count,
  children,
}: {
  title: string
  caption: string
  /** Header labels; the last column (call data) has no right padding. */
  columns: readonly string[]
  count: number
  children: ReactNode
}) {
  return (
    <div className="col-span-2">
      <h3 className="mb-1.5 text-sm font-semibold text-fg">
        {title} ({count})
      </h3>
      {count === 0 ? (
        <p className="text-sm text-fg-muted">None.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-xs text-fg-subtle uppercase">
              <tr>
                {columns.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={
                      i < columns.length - 1 ? 'py-1 pr-3 font-semibold' : 'py-1 font-semibold'
                    }
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function InteractionsTable({
  title,
  items,
  chainId,
}: {
  title: string
  items: readonly Interaction[]
  chainId: SupportedChainId
}) {
  return (
    <CallsTable
      title={title}
      caption={`Interactions ${title.toLowerCase()}`}
      columns={['Target', 'Value (wei)', 'Call data']}
      count={items.length}
    >
      {items.map((item, i) => (
        <tr key={i} className="border-t border-line align-top">
          <td className="py-1.5 pr-3">
            <HexValue value={item.target} href={addressUrl(chainId, item.target)} />
          </td>
          <td className="tabular py-1.5 pr-3">{item.value.toString()}</td>
          <td className="py-1.5">
            <HexValue value={item.callData} full />
          </td>
        </tr>
      ))}
    </CallsTable>
  )
}

function HooksTable({
  title,
  items,
  chainId,
}: {
  title: string
  items: readonly OrderHook[]
  chainId: SupportedChainId
}) {
  return (
    <CallsTable
      title={title}
      caption={title}
      columns={['Target', 'Gas limit', 'Source', 'Call data']}
      count={items.length}
    >
      {items.map((item, i) => (
        <tr key={i} className="border-t border-line align-top">
          <td className="py-1.5 pr-3">
            {isAddress(item.target, { strict: false }) ? (
              <HexValue value={item.target} href={addressUrl(chainId, item.target)} />
            ) : (
              item.target
            )}
          </td>
          <td className="tabular py-1.5 pr-3">{item.gasLimit ?? 'Not set'}</td>
          <td className="py-1.5 pr-3 break-all">{item.dappId ?? 'Not named'}</td>
          <td className="py-1.5">
            <HexValue value={item.callData} full />
          </td>
        </tr>
      ))}
    </CallsTable>
  )
}

function Section({
  title,
  children,
  list = true,
}: {
  title: string
  children: ReactNode
  /** Children are `Field`s (a description list); false for free content. */
  list?: boolean
}) {
  const Body = list ? 'dl' : 'div'
  return (
    <section
      aria-label={title}
      className="rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 className="mb-4 text-base font-semibold tracking-tight text-fg">{title}</h2>
      <Body className="grid grid-cols-2 gap-x-6 gap-y-3.5">{children}</Body>
    </section>
  )
}

function Field({
  label,
  wide = false,
  address = false,
  children,
}: {
  label: string
  /** Across both columns (long hex such as the UID or a signature). */
  wide?: boolean
  /** An address: a whole line on phones, half a line from sm up. */
  address?: boolean
  children: ReactNode
}) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2', address && 'max-sm:col-span-2')}>
      <dt className="text-xs font-medium text-fg-subtle">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-fg">{children}</dd>
    </div>
  )
}

function JsonBlock({ value }: { value: string }) {
  return (
    <pre className="mt-1 max-h-80 overflow-auto rounded-xl bg-surface-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-fg">
      {value}
    </pre>
  )
}

function CopyButton({ value, label }: { value: Hex | string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => {
            setCopied(true)
            setTimeout(() => setCopied(false), 2000)
          },
          () => setCopied(false),
        )
      }}
      className="shrink-0 rounded-lg border border-line px-2 py-0.5 text-xs font-medium text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      <span className="sr-only"> {label}</span>
    </button>
  )
}
