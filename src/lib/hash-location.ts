/**
 * Hash routes with their query inside the hash: `#/swap?sell=WETH&buy=USDC`. The static
 * build then works from any sub-folder or an IPFS gateway (the server never sees the route),
 * and a link's query travels with its route. wouter's own hash hook keeps the query before
 * the hash instead (`?sell=WETH#/swap`), which would break every link already shared.
 *
 * The pure parts are here (tested in node); src/lib/hash-router.tsx binds them to React.
 */

export interface HashLocation {
  /** The route: `/swap`, always with a leading slash (`#`, `#/` and no hash are `/`). */
  path: string
  /** The query without its `?`, as written (still encoded): `sell=WETH&buy=USDC`. */
  search: string
}

/** Reads a `location.hash`. A missing leading `/` is tolerated (`#swap` is `/swap`). */
export function parseHash(hash: string): HashLocation {
  const route = hash.replace(/^#?\/?/, '')
  const mark = route.indexOf('?')
  return mark === -1
    ? { path: `/${route}`, search: '' }
    : { path: `/${route.slice(0, mark)}`, search: route.slice(mark + 1) }
}

/** The route and query as one path: `/swap?sell=WETH`, or `/swap` with no query. */
export function hashPath({ path, search }: HashLocation): string {
  return search === '' ? path : `${path}?${search}`
}

/**
 * Whether a navigation link to `to` stands for the page at `path`: the page itself or one
 * below it (`/orders` for `/orders/0xabc`), ignoring case as the routes do.
 */
export function isActivePath(to: string, path: string): boolean {
  const target = to.toLowerCase().replace(/\/+$/, '')
  const here = path.toLowerCase()
  if (target === '') return here === '/'
  return here === target || here.startsWith(`${target}/`)
}
