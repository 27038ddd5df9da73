/**
 * The route widget-lib builds for the iframe, read into what the app understands:
 *
 *   #/{chainId}/widget/{tradeType}/{sell}/{buy}?sellAmount=&buyAmount=&theme=&palette=&lng=
 *
 * Assets are symbols or addresses (`_` for none), URI-encoded. The pair and amount become
 * the swap form's own link parameters (chain, sell, buy, amount, kind), which the swap
 * page resolves against the token list like any link: an unlisted address still needs the
 * trader's import. Everything here comes from another site: it is validated, never trusted.
 */

export type WidgetThemeName = 'light' | 'dark'

/** Palette colours we map onto the app's theme variables. */
export const PALETTE_VARIABLES = {
  primary: ['--color-brand', '--color-brand-hover', '--color-focus'],
  background: ['--color-canvas'],
  paper: ['--color-surface', '--color-surface-raised'],
  text: ['--color-fg'],
  danger: ['--color-danger'],
  warning: ['--color-warning'],
  // batchswap has one warning tone: CoW Swap's alert colour tints its panels.
  alert: ['--color-warning-soft'],
  info: ['--color-info', '--color-info-soft'],
  success: ['--color-success'],
} as const
export type PaletteColor = keyof typeof PALETTE_VARIABLES

export interface WidgetPalette {
  baseTheme: WidgetThemeName
  colors: Partial<Record<PaletteColor, string>>
}

export interface WidgetRouteState {
  chainId: number | undefined
  tradeType: string
  /** The swap form's parameters: chain, sell, buy, amount, kind. */
  swapParams: URLSearchParams
  theme: WidgetThemeName | undefined
  palette: WidgetPalette | undefined
}

const MAX_ASSET_LENGTH = 100
const NONE = '_'

function readAsset(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  let value = raw
  try {
    value = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  value = value.trim()
  if (value === '' || value === NONE || value.length > MAX_ASSET_LENGTH) return undefined
  return value
}

function readAmount(raw: string | null): string | undefined {
  const value = raw?.trim()
  // The form parses and explains bad amounts; here only bound what is carried along.
  return value && value.length <= 100 ? value : undefined
}

/** A colour we are willing to put into a CSS variable: hex, rgb(a) or hsl(a), nothing else. */
export function isSafeCssColor(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 64 &&
    /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|hsla?\([\d\s.,%/deg]+\))$/i.test(value.trim())
  )
}

export function readPalette(raw: string | null): WidgetPalette | undefined {
  if (!raw || raw === 'null') return undefined
  let parsed: unknown
  try {
    // widget-lib URI-encodes the JSON before URLSearchParams encodes it once more.
    parsed = JSON.parse(decodeURIComponent(raw))
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const record = parsed as Record<string, unknown>
  const baseTheme = record.baseTheme === 'dark' ? 'dark' : 'light'
  const colors: Partial<Record<PaletteColor, string>> = {}
  for (const name of Object.keys(PALETTE_VARIABLES) as PaletteColor[]) {
    const value = record[name]
    if (isSafeCssColor(value)) colors[name] = value.trim()
  }
  return { baseTheme, colors }
}

export function readWidgetRoute(
  params: { chainId?: string; tradeType?: string; sell?: string; buy?: string },
  search: URLSearchParams,
): WidgetRouteState {
  const chainId =
    params.chainId !== undefined && /^\d{1,12}$/.test(params.chainId)
      ? Number(params.chainId)
      : undefined
  const sell = readAsset(params.sell)
  const buy = readAsset(params.buy)
  const sellAmount = readAmount(search.get('sellAmount'))
  const buyAmount = readAmount(search.get('buyAmount'))

  const swapParams = new URLSearchParams()
  if (chainId !== undefined) swapParams.set('chain', String(chainId))
  if (sell) swapParams.set('sell', sell)
  if (buy) swapParams.set('buy', buy)
  // A sell amount wins: the lib sends both only when the host set both.
  if (sellAmount) {
    swapParams.set('amount', sellAmount)
    swapParams.set('kind', 'sell')
  } else if (buyAmount) {
    swapParams.set('amount', buyAmount)
    swapParams.set('kind', 'buy')
  }

  const palette = readPalette(search.get('palette'))
  const themeParam = search.get('theme')
  const theme: WidgetThemeName | undefined =
    themeParam === 'dark' || themeParam === 'light' ? themeParam : palette?.baseTheme
  return {
    chainId,
    tradeType: params.tradeType ?? 'swap',
    swapParams,
    theme,
    palette,
  }
}

/**
 * The app's own widget location for a route the lib built: `/widget?{swap params}&theme=`
 * (and `trade=limit` for the limit form).
 * UPDATE_PARAMS sends `pathname` and `search` of the lib's route; this turns them into the
 * location to navigate to.
 */
export function widgetLocation(state: WidgetRouteState): string {
  const search = new URLSearchParams(state.swapParams)
  // The limit form for `tradeType: 'limit'`; every other trade type opens the swap.
  if (state.tradeType === 'limit') search.set('trade', 'limit')
  if (state.theme) search.set('theme', state.theme)
  if (state.palette)
    search.set('palette', encodeURIComponent(JSON.stringify(paletteJson(state.palette))))
  return `/widget?${search.toString()}`
}

function paletteJson(palette: WidgetPalette): Record<string, string> {
  return { baseTheme: palette.baseTheme, ...palette.colors }
}

/** Parses `pathname` of UPDATE_PARAMS: /{chainId}/widget/{tradeType}/{sell}/{buy}. */
export function parseWidgetPathname(
  pathname: string,
): { chainId?: string; tradeType?: string; sell?: string; buy?: string } | undefined {
  const match = /^\/(\d{1,12})\/widget(?:\/([^/?#]*))?(?:\/([^/?#]*))?(?:\/([^/?#]*))?\/?$/.exec(
    pathname,
  )
  if (!match) return undefined
  return { chainId: match[1], tradeType: match[2], sell: match[3], buy: match[4] }
}
