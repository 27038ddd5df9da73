/**
 * The app's routing: wouter (~3 KB gzip; react-router's data router was ~29 KB of the first
 * view) over hash routes whose query lives inside the hash (see hash-location.ts). Pages and
 * components take routing from here, not from wouter, so every link, redirect and query
 * update goes through the same location.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react'
import { Router, useLocation as useWouterLocation, useRouter } from 'wouter'
import { hashPath, isActivePath, parseHash, type HashLocation } from './hash-location'

export { Redirect, Route, Switch, useParams } from 'wouter'

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

// The routers listening (one in the app): told of every navigation and history move.
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // Back and forward (popstate) and a hash typed into the address bar (hashchange).
    window.addEventListener('popstate', notify)
    window.addEventListener('hashchange', notify)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify)
      window.removeEventListener('hashchange', notify)
    }
  }
}

const readLocation = () => parseHash(window.location.hash)

/** Goes to a route (`/orders?tab=history`), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const url = `${window.location.href.replace(/#.*$/, '')}#${to}`
  if (replace) window.history.replaceState(null, '', url)
  else window.history.pushState(null, '', url)
  // pushState and replaceState fire no event of their own.
  notify()
}

const LocationContext = createContext<HashLocation>({ path: '/', search: '' })

// wouter's location and search hooks: the router's state, below.
function useHashPath(): [string, typeof navigate] {
  return [useContext(LocationContext).path, navigate]
}
function useHashSearch(): string {
  return useContext(LocationContext).search
}

const hashHref = (to: string) => `#${to}`

/**
 * The routes' context. `ssrPath` renders a fixed route outside a browser (prerender.tsx);
 * in the browser the first render reads the real hash, which main.tsx has checked is the
 * prerendered route before hydrating.
 *
 * A new location renders in a transition: the page on screen stays (its nav link still
 * current) until the next one, lazy chunk included, can replace it; no skeleton flashes
 * in between, and a page that focuses its heading on mount does so while the trader is
 * still where they left off, not after they moved on.
 */
export function HashRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const [location, setLocation] = useState<HashLocation>(() =>
    ssrPath === undefined ? readLocation() : parseHash(`#${ssrPath}`),
  )
  useEffect(() => {
    const update = () => {
      const next = readLocation()
      startTransition(() =>
        setLocation((current) =>
          current.path === next.path && current.search === next.search ? current : next,
        ),
      )
    }
    const unsubscribe = subscribe(update)
    // A navigation between the first render and now (a redirect, main.tsx).
    update()
    return unsubscribe
  }, [])
  return (
    <LocationContext value={location}>
      <Router hook={useHashPath} searchHook={useHashSearch} hrefs={hashHref}>
        {children}
      </Router>
    </LocationContext>
  )
}

/** The current route and its query (encoded). */
export function useLocation(): HashLocation {
  return useContext(LocationContext)
}

export function useNavigate(): typeof navigate {
  return useWouterLocation<typeof useHashPath>()[1]
}

/** The href a route's link gets (`/orders/0xabc` → `#/orders/0xabc`), for hand-made links. */
export function useRouteHref(): (to: string) => string {
  const router = useRouter()
  return useCallback((to: string) => router.hrefs(router.base + to, router), [router])
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0]
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void

/**
 * The route's query, and a setter that keeps the route and replaces its query (adding a
 * history entry unless `replace`). The setter starts from the location as it is when
 * called, so two updates in one event both apply.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useContext(LocationContext)
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback<SetSearchParams>((next, options) => {
    const { path, search: current } = parseHash(window.location.hash)
    const init = typeof next === 'function' ? next(new URLSearchParams(current)) : next
    navigate(hashPath({ path, search: new URLSearchParams(init).toString() }), options)
  }, [])
  return [params, setParams]
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  replace?: boolean
}

/**
 * A link to a route: a plain anchor with the route's `#/...` href (new tab, copy link and
 * modified clicks work as for any link); a plain click navigates in the app. Following a
 * link to the location already shown replaces the history entry, as a browser does: Back
 * then leaves the page rather than landing on a duplicate.
 */
export function Link({ to, replace, onClick, children, ...props }: LinkProps) {
  const href = useRouteHref()
  return (
    <a
      {...props}
      href={href(to)}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || event.button !== 0) return
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        if (props.target && props.target !== '_self') return
        event.preventDefault()
        // The live location, not the rendered one: that may still be the previous page
        // while the next one loads.
        navigate(to, { replace: replace ?? hashPath(readLocation()) === to })
      }}
    >
      {children}
    </a>
  )
}

/** A navigation link: marked `aria-current="page"` on its page and the pages below it. */
export function NavLink({
  to,
  className,
  ...props
}: Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string }) {
  const { path } = useLocation()
  const isActive = isActivePath(to, path)
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
      {...props}
    />
  )
}
