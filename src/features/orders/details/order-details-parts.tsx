/**
 * The building blocks of the order page's sections: a card, a titled section of fields, a
 * field, a JSON block and the tables of calls (interactions and hooks).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { dateTimeFormat } from '@/lib/locale-format'
import { isAddress } from 'viem'
import type { Interaction } from '@/api/types'
import { HexValue } from '@/components/external-link'
import { cn } from '@/lib/cn'
import { addressUrl } from '@/lib/explorer'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { OrderHook } from '../order-facts'

/** A date and time in the active language. */
export function fullDate(): Intl.DateTimeFormat {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' })
}

/** A titled table of calls (interactions or hooks): "None." when there are none. */
export function CallsTable({
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
        <p className="text-sm text-fg-muted">
          <Trans>None.</Trans>
        </p>
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

/**
 * A row of a calls table: the target (linked when it is an address), the table's own cells,
 * then the call data in full.
 */
function CallRow({
  target,
  chainId,
  callData,
  children,
}: {
  target: string
  chainId: SupportedChainId
  callData: string
  children: ReactNode
}) {
  return (
    <tr className="border-t border-line align-top">
      <td className="py-1.5 pr-3">
        {isAddress(target, { strict: false }) ? (
          <HexValue value={target} href={addressUrl(chainId, target)} />
        ) : (
          target
        )}
      </td>
      {children}
      <td className="py-1.5">
        <HexValue value={callData} full />
      </td>
    </tr>
  )
}

export function InteractionsTable({
  title,
  items,
  chainId,
}: {
  title: string
  items: readonly Interaction[]
  chainId: SupportedChainId
}) {
  const { t } = useLingui()
  return (
    <CallsTable
      title={title}
      caption={t`Interactions: ${title}`}
      columns={[t`Target`, t`Value (wei)`, t`Call data`]}
      count={items.length}
    >
      {items.map((item, i) => (
        <CallRow key={i} target={item.target} chainId={chainId} callData={item.callData}>
          <td className="tabular py-1.5 pr-3">{item.value.toString()}</td>
        </CallRow>
      ))}
    </CallsTable>
  )
}

export function HooksTable({
  title,
  items,
  chainId,
}: {
  title: string
  items: readonly OrderHook[]
  chainId: SupportedChainId
}) {
  const { t } = useLingui()
  return (
    <CallsTable
      title={title}
      caption={title}
      columns={[t`Target`, t`Gas limit`, t`Source`, t`Call data`]}
      count={items.length}
    >
      {items.map((item, i) => (
        <CallRow key={i} target={item.target} chainId={chainId} callData={item.callData}>
          <td className="tabular py-1.5 pr-3">{item.gasLimit ?? t`Not set`}</td>
          <td className="py-1.5 pr-3 break-all">{item.dappId ?? t`Not named`}</td>
        </CallRow>
      ))}
    </CallsTable>
  )
}

export function Section({
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
    <SectionCard title={title}>
      <Body className="grid grid-cols-2 gap-x-6 gap-y-3.5">{children}</Body>
    </SectionCard>
  )
}

/**
 * One of the order page's cards, named by its h2: shown, or for screen readers only where
 * the card's content speaks for itself.
 */
export function SectionCard({
  title,
  titleHidden = false,
  children,
}: {
  title: string
  titleHidden?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className="rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2
        className={titleHidden ? 'sr-only' : 'mb-4 text-base font-semibold tracking-tight text-fg'}
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Field({
  label,
  wide = false,
  address = false,
  amount = false,
  children,
}: {
  label: string
  /** Across both columns (long hex such as the UID or a signature). */
  wide?: boolean
  /** An address: a whole line on phones, half a line from sm up. */
  address?: boolean
  /**
   * A token amount (up to 18 decimals): a whole line on phones, and allowed to wrap, so two
   * amounts side by side never run into each other at 320-430 px.
   */
  amount?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={cn('min-w-0', wide && 'col-span-2', (address || amount) && 'max-sm:col-span-2')}
    >
      <dt className="text-xs font-medium text-fg-subtle">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 text-sm break-words text-fg',
          amount && '[overflow-wrap:anywhere] [&_*]:whitespace-normal',
        )}
      >
        {children}
      </dd>
    </div>
  )
}

export function JsonBlock({ value }: { value: string }) {
  return (
    <pre className="mt-1 max-h-80 overflow-auto rounded-xl bg-surface-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-fg">
      {value}
    </pre>
  )
}
