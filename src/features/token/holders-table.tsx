import { isAddressEqual, type Address } from 'viem'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { TokenHolder } from '@/api/types'
import { ExternalLink } from '@/components/external-link'
import { formatAmount, shortenAddress } from '@/lib/format-amount'
import { numberFormat } from '@/lib/locale-format'
import { formatShare, shareBps } from './holders'

export interface HoldersTableProps {
  holders: readonly TokenHolder[]
  symbol: string
  decimals: number | undefined
  totalSupply: bigint | undefined
  /** The connected account, marked "You" when it is among the holders. */
  account: Address | undefined
  /** Explorer page of an address; undefined where the chain has no explorer (the sandbox). */
  addressUrl: (address: Address) => string | undefined
}

/** A balance in the token's smallest units, when its decimals are unknown. */
function unitsText(balance: bigint): string {
  const units = numberFormat().format(balance)
  return t`${units} units`
}

/** The largest holders: rank, address, balance in the token's decimals, share of supply. */
export function HoldersTable({
  holders,
  symbol,
  decimals,
  totalSupply,
  account,
  addressUrl,
}: HoldersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {totalSupply === undefined ? (
            <Trans>Top holders of {symbol}, largest first</Trans>
          ) : (
            <Trans>
              Top holders of {symbol}, largest first, with their share of the total supply
            </Trans>
          )}
        </caption>
        <thead>
          <tr className="border-b border-line text-xs font-semibold tracking-wide text-fg-subtle uppercase">
            <th scope="col" className="w-12 py-2.5 pr-2 pl-5">
              #
            </th>
            <th scope="col" className="py-2.5 pr-4">
              <Trans>Holder</Trans>
            </th>
            <th scope="col" className="py-2.5 pr-4 text-right">
              <Trans>Balance</Trans>
            </th>
            <th scope="col" className="hidden py-2.5 pr-5 text-right sm:table-cell">
              <Trans>Share of supply</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {holders.map((holder, index) => {
            const you = account !== undefined && isAddressEqual(holder.address, account)
            const href = addressUrl(holder.address)
            const share = formatShare(holder.balance, totalSupply)
            const bps = shareBps(holder.balance, totalSupply) ?? 0
            const addressText = (
              <>
                <span aria-hidden="true" className="font-mono sm:hidden">
                  {shortenAddress(holder.address, 5)}
                </span>
                <span aria-hidden="true" className="hidden font-mono text-[0.8125rem] sm:inline">
                  {holder.address}
                </span>
                <span className="sr-only">{holder.address}</span>
              </>
            )
            return (
              <tr key={holder.address} className="border-b border-line last:border-b-0">
                <td className="tabular py-3 pr-2 pl-5 text-fg-subtle">{index + 1}</td>
                <th scope="row" className="py-3 pr-4 font-normal">
                  <span className="flex flex-wrap items-center gap-2">
                    {href ? (
                      <ExternalLink href={href} title={holder.address}>
                        {addressText}
                      </ExternalLink>
                    ) : (
                      <span className="text-fg" title={holder.address}>
                        {addressText}
                      </span>
                    )}
                    {you && (
                      <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-text">
                        <Trans>You</Trans>
                      </span>
                    )}
                  </span>
                  {share && (
                    <span className="mt-0.5 block text-xs text-fg-muted sm:hidden">
                      <Trans>{share} of supply</Trans>
                    </span>
                  )}
                </th>
                <td className="tabular py-3 pr-4 text-right whitespace-nowrap text-fg">
                  {decimals === undefined
                    ? unitsText(holder.balance)
                    : `${formatAmount(holder.balance, decimals, { maxDecimals: 4 })} ${symbol}`}
                </td>
                <td className="hidden py-3 pr-5 text-right sm:table-cell">
                  {share ? (
                    <span className="inline-flex items-center justify-end gap-2">
                      <span
                        aria-hidden="true"
                        className="h-1.5 w-16 overflow-hidden rounded-full bg-surface-muted"
                      >
                        <span
                          className="block h-full rounded-full bg-brand"
                          style={{ width: `${bps / 100}%` }}
                        />
                      </span>
                      <span className="tabular w-16 text-fg-muted">{share}</span>
                    </span>
                  ) : (
                    <span className="text-fg-subtle">
                      <Trans>Unknown</Trans>
                    </span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
