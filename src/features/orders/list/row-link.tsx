import type { AnchorHTMLAttributes } from 'react'
import type { Address } from 'viem'
import { shortenAddress } from '@/lib/format-amount'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { tokenPagePath } from '@/lib/token-path'
import type { TokenLookup } from '@/lib/token-lookup'

export interface RowNavigator {
  /** The href of an app path under the router (hash routes: "#/orders/..."). */
  href: (path: string) => string
  go: (path: string) => void
}

/**
 * A plain anchor to an app route. The router's <Link> runs several hooks per link, and a
 * row has three links and mounts on every scroll frame; this reads the router once per
 * table. Modified clicks (new tab, ...) keep the browser's behaviour.
 */
export function RowLink({
  nav,
  path,
  children,
  ...rest
}: { nav: RowNavigator; path: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...rest}
      href={nav.href(path)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        nav.go(path)
      }}
    >
      {children}
    </a>
  )
}

/** A token's symbol in a row, linking to its token page. */
export function TokenAmountSymbol({
  token,
  lookup,
  chainId,
  nav,
}: {
  token: Address
  lookup: TokenLookup
  chainId: SupportedChainId
  nav: RowNavigator
}) {
  const symbol = lookup(token)?.symbol ?? shortenAddress(token)
  return (
    <RowLink
      nav={nav}
      path={tokenPagePath(chainId, token)}
      className="underline decoration-line-strong decoration-1 underline-offset-4 hover:decoration-fg"
    >
      {symbol}
    </RowLink>
  )
}
