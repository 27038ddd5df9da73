/** An amount with its token symbol, optionally linking to the token page. */
import { t } from '@lingui/core/macro'
import type { Address } from 'viem'
import { formatAmount, shortenAddress } from '@/lib/format-amount'
import { Link } from '@/lib/hash-router'
import type { TokenLookup } from '@/lib/token-lookup'
import { tokenPagePath } from '@/lib/token-path'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

/**
 * An amount with its token symbol. Without known decimals the raw integer is shown with
 * the token's address, never a guessed decimal point.
 */
export function TokenAmount({
  amount,
  token,
  lookup,
  chainId,
  linkToken = false,
  maxDecimals = 6,
}: {
  amount: bigint
  token: Address
  lookup: TokenLookup
  chainId: SupportedChainId
  /** Make the symbol a link to the token page. */
  linkToken?: boolean
  maxDecimals?: number
}) {
  const meta = lookup(token)
  const symbol = meta?.symbol ?? shortenAddress(token)
  // The raw integer in the token's smallest unit, digit for digit.
  const units = amount.toString()
  const value = meta ? formatAmount(amount, meta.decimals, { maxDecimals }) : t`${units} units`
  return (
    <span className="tabular whitespace-nowrap">
      {value}{' '}
      {linkToken ? (
        <Link
          to={tokenPagePath(chainId, token)}
          className="font-medium text-fg underline decoration-line-strong underline-offset-2 hover:decoration-fg"
        >
          {symbol}
        </Link>
      ) : (
        <span className="font-medium">{symbol}</span>
      )}
    </span>
  )
}
