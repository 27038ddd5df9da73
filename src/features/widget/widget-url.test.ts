import { describe, expect, it } from 'vitest'
import {
  isSafeCssColor,
  parseWidgetPathname,
  readPalette,
  readWidgetRoute,
  widgetLocation,
} from './widget-url'

/**
 * What widget-lib 4.5 builds (urlUtils: buildWidgetPath and buildWidgetUrlQuery, not
 * exported at run time): assets URI-encoded in the path, then sellAmount, buyAmount,
 * palette/theme (the palette JSON URI-encoded before URLSearchParams encodes it again),
 * lng. The e2e journey runs the real library.
 */
function libRoute(options: {
  chainId: number
  sell?: string
  buy?: string
  sellAmount?: string
  buyAmount?: string
  theme?: string | Record<string, string>
  tradeType?: string
}) {
  const path = [options.sell ?? '_', options.buy ?? '_'].map(encodeURIComponent).join('/')
  const query = new URLSearchParams()
  if (options.sellAmount) query.append('sellAmount', options.sellAmount)
  if (options.buyAmount) query.append('buyAmount', options.buyAmount)
  if (typeof options.theme === 'object') {
    query.append('palette', encodeURIComponent(JSON.stringify(options.theme)))
    query.append('theme', String(options.theme.baseTheme))
  } else {
    query.append('palette', 'null')
    if (options.theme) query.append('theme', options.theme)
  }
  return {
    pathname: `/${options.chainId}/widget/${options.tradeType ?? 'swap'}/${path}`,
    search: query,
  }
}

function roundTrip(options: Parameters<typeof libRoute>[0]) {
  const { pathname, search } = libRoute(options)
  const path = parseWidgetPathname(pathname)
  if (!path) throw new Error('path not recognised')
  return readWidgetRoute(path, search)
}

describe('the widget route widget-lib builds', () => {
  it('becomes the swap form’s link: chain, pair, sell amount, theme', () => {
    const state = roundTrip({
      chainId: 100,
      sell: 'WETH',
      sellAmount: '1.5',
      buy: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      theme: 'dark',
    })
    expect(state.chainId).toBe(100)
    expect(state.theme).toBe('dark')
    expect(Object.fromEntries(state.swapParams)).toEqual({
      chain: '100',
      sell: 'WETH',
      buy: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      amount: '1.5',
      kind: 'sell',
    })
    expect(widgetLocation(state)).toBe(
      '/widget?chain=100&sell=WETH&buy=0x6B175474E89094C44Da98b954EedeAC495271d0F&amount=1.5&kind=sell&theme=dark',
    )
  })

  it('tradeType limit opens the limit form with the same pair and amount; others the swap', () => {
    const swap = roundTrip({ chainId: 1, sell: 'WETH', buy: 'USDC', sellAmount: '2' })
    const swapLocation = '/widget?chain=1&sell=WETH&buy=USDC&amount=2&kind=sell'
    expect(roundTrip({ chainId: 1, tradeType: 'limit' }).tradeType).toBe('limit')
    expect(widgetLocation({ ...swap, tradeType: 'limit' })).toBe(`${swapLocation}&trade=limit`)
    expect(widgetLocation({ ...swap, tradeType: 'advanced' })).toBe(swapLocation)
  })

  it('a buy amount alone makes a buy order; `_` names no token', () => {
    const state = roundTrip({ chainId: 1, buy: 'USDC', buyAmount: '100' })
    expect(Object.fromEntries(state.swapParams)).toEqual({
      chain: '1',
      buy: 'USDC',
      amount: '100',
      kind: 'buy',
    })
  })

  it('reads a palette, keeping only colours that are plain colours', () => {
    const state = roundTrip({
      chainId: 1,
      theme: {
        baseTheme: 'dark',
        primary: '#ff0000',
        background: 'url(https://evil.example/x.png)',
        paper: 'rgb(10, 20, 30)',
        text: 'red; background: url(x)',
        danger: '#f00',
        warning: '#0f0',
        alert: '#00f',
        info: '#fff',
        success: 'hsl(120 50% 50%)',
      },
    })
    expect(state.theme).toBe('dark')
    expect(state.palette?.colors).toEqual({
      primary: '#ff0000',
      paper: 'rgb(10, 20, 30)',
      danger: '#f00',
      warning: '#0f0',
      alert: '#00f',
      info: '#fff',
      success: 'hsl(120 50% 50%)',
    })
  })

  it('refuses what is not the widget route or not a colour', () => {
    expect(parseWidgetPathname('/swap')).toBeUndefined()
    expect(parseWidgetPathname('/abc/widget/swap/A/B')).toBeUndefined()
    expect(parseWidgetPathname('/1/widget/swap/WETH/USDC')).toEqual({
      chainId: '1',
      tradeType: 'swap',
      sell: 'WETH',
      buy: 'USDC',
    })
    expect(readPalette('not json')).toBeUndefined()
    expect(readPalette('null')).toBeUndefined()
    expect(isSafeCssColor('expression(alert(1))')).toBe(false)
    expect(isSafeCssColor('#abcdef')).toBe(true)
    const long = readWidgetRoute({ chainId: '1', sell: 'A'.repeat(101) }, new URLSearchParams())
    expect(long.swapParams.has('sell')).toBe(false)
  })
})
