import { describe, expect, it } from 'vitest'
import {
  effectiveTradeType,
  readWidgetParams,
  resolveForcedDeadline,
  resolveSlippage,
} from './widget-params'
import { signingErrorToast, tradeParamsPayload, tradeRules } from './trade-events'
import { walletError } from '@/api/errors'
import { USDC, WETH } from '@/api/test-fixtures'

describe('readWidgetParams', () => {
  it('keeps well-formed values and drops the rest, field by field', () => {
    const params = readWidgetParams({
      appCode: '  Host  ',
      enabledTradeTypes: ['limit', 'nonsense', 'limit', 'advanced'],
      disableTokenImport: true,
      hideLogo: 'yes',
      tokenLists: ['https://lists.example/a.json', 'javascript:alert(1)', 42],
      customTokens: [
        { chainId: 1, address: WETH.toLowerCase(), symbol: 'WETH', name: 'Wrapped', decimals: 18 },
        { chainId: 1, address: '0x123', symbol: 'BAD', name: 'Bad', decimals: 18 },
      ],
      tokenPairConstraints: [
        { sell: { chainId: 1, address: WETH }, buy: { chainId: 1, address: USDC } },
        { sell: { chainId: 1 }, buy: {} },
      ],
      sounds: { postOrder: null, orderExecuted: 'ftp://x', orderError: 'https://s.example/e.mp3' },
    })
    expect(params).toEqual({
      appCode: 'Host',
      enabledTradeTypes: ['limit', 'advanced'],
      disableTokenImport: true,
      tokenLists: ['https://lists.example/a.json'],
      customTokens: [{ chainId: 1, address: WETH, symbol: 'WETH', name: 'Wrapped', decimals: 18 }],
      tokenPairConstraints: [
        { sell: { chainId: 1, address: WETH }, buy: { chainId: 1, address: USDC } },
      ],
      sounds: { postOrder: null, orderError: 'https://s.example/e.mp3' },
    })
    expect(readWidgetParams(null)).toEqual({})
    expect(readWidgetParams([1, 2])).toEqual({})
  })

  it('resolves flexible slippage and deadline per network and trade type', () => {
    const params = readWidgetParams({
      slippage: { 1: { swap: { min: 10, max: 300, defaultValue: 50 } }, 100: { max: 100 } },
      forcedOrderDeadline: { swap: 20, limit: { 1: 600 } },
    })
    expect(resolveSlippage(params, 1, 'swap')).toEqual({ min: 10, max: 300, defaultValue: 50 })
    expect(resolveSlippage(params, 100, 'swap')).toEqual({ max: 100 })
    expect(resolveSlippage(params, 5, 'swap')).toBeUndefined()
    expect(resolveForcedDeadline(params, 1, 'swap')).toBe(20)
    expect(resolveForcedDeadline(params, 1, 'limit')).toBe(600)
    expect(resolveForcedDeadline(params, 100, 'limit')).toBeUndefined()
    // widget-lib's own rule: max above min, or the config is refused.
    expect(
      resolveSlippage(readWidgetParams({ slippage: { min: 100, max: 50 } }), 1, 'swap'),
    ).toBeUndefined()
  })

  it('opens an enabled trade type: without swap, the limit form', () => {
    expect(effectiveTradeType('swap', ['limit'])).toBe('limit')
    expect(effectiveTradeType('swap', undefined)).toBe('swap')
    expect(effectiveTradeType('limit', ['swap', 'limit'])).toBe('limit')
    expect(effectiveTradeType('advanced', ['advanced', 'swap'])).toBe('swap')
  })
})

describe('trade events', () => {
  const token = {
    chainId: 1,
    address: WETH,
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
  } as const
  it('words the trade as OnTradeParamsPayload, atoms and units', () => {
    const payload = tradeParamsPayload({
      orderType: 'SWAP',
      chainId: 1,
      kind: 'sell',
      sellToken: token,
      sellAmount: 15n * 10n ** 17n,
      sellUsd: 4500.456,
      slippageBps: 50,
    })
    expect(payload).toEqual({
      orderType: 'SWAP',
      chainId: 1,
      orderKind: 'sell',
      sellToken: token,
      sellTokenAmount: { atoms: 15n * 10n ** 17n, units: '1.5' },
      sellTokenFiatAmount: '4500.46',
      slippageBps: 50,
    })
  })

  it('sends SWAP_SIGNING_ERROR for a rejected or failed signature only', () => {
    const signing = { phase: 'signing' } as const
    expect(signingErrorToast(signing, { phase: 'confirming', notice: 'rejected' })).toMatchObject({
      messageType: 'SWAP_SIGNING_ERROR',
      data: { type: 'REJECTED', errorCode: 4001 },
    })
    expect(
      signingErrorToast(signing, {
        phase: 'failed',
        step: 'sign',
        error: walletError(new Error('device locked')),
      }),
    ).toMatchObject({ messageType: 'SWAP_SIGNING_ERROR', data: { type: 'ERROR_SIGNING' } })
    // Only on arriving there: a re-render of the same refusal is no second toast.
    expect(
      signingErrorToast(
        { phase: 'confirming', notice: 'rejected' },
        { phase: 'confirming', notice: 'rejected' },
      ),
    ).toBeUndefined()
    expect(signingErrorToast(undefined, { phase: 'confirming' })).toBeUndefined()
  })

  it('stops a forbidden pair and a price impact above the host’s limit', () => {
    const params = readWidgetParams({
      tokenPairConstraints: [
        { sell: { chainId: 1, address: WETH }, buy: { chainId: 1, address: USDC } },
      ],
      disableTrade: { whenPriceImpactIsHigherThan: 2 },
    })
    const block = tradeRules(params, 1, 'swap').block
    const trade = { chainId: 1, sell: WETH, buy: USDC, priceImpact: 0.001, quoted: true } as const
    expect(block?.(trade)).toBe('This pair cannot be traded here')
    expect(block?.({ ...trade, sell: USDC, buy: WETH })).toBeUndefined()
    expect(block?.({ ...trade, sell: USDC, buy: WETH, priceImpact: 0.03 })).toBe(
      'Price impact above 2%: trading is off here',
    )
  })

  it('turns the params into the forms’ rules', () => {
    expect(
      tradeRules(
        readWidgetParams({ disableInfiniteApprove: true, forcedOrderDeadline: 15 }),
        1,
        'swap',
      ),
    ).toEqual({ disableInfiniteApprove: true, forcedDeadlineMinutes: 15 })
  })

  it('passes disableEIP2612Permits and disableSwitchingTokens on to the forms', () => {
    expect(
      tradeRules(
        readWidgetParams({ disableEIP2612Permits: true, disableSwitchingTokens: true }),
        1,
        'swap',
      ),
    ).toEqual({ disableEIP2612Permits: true, disableSwitchingTokens: true })
    // Off, or not a boolean: the app's behaviour (permits where the token takes them).
    expect(
      tradeRules(
        readWidgetParams({ disableEIP2612Permits: false, disableSwitchingTokens: 'yes' }),
        1,
        'swap',
      ),
    ).toEqual({})
  })

  it('holds a forced deadline within the bounds of its own trade type', () => {
    const rules = (forcedOrderDeadline: unknown, type: 'swap' | 'limit') =>
      tradeRules(readWidgetParams({ forcedOrderDeadline }), 1, type).forcedDeadlineMinutes
    // A day: too long for a market order (3 h at most), a fine limit order.
    expect(rules({ limit: 1440 }, 'limit')).toBe(1440)
    expect(rules(1440, 'swap')).toBe(180)
    expect(rules(1440, 'limit')).toBe(1440)
    // Each type's floor: 2 minutes for a swap, 5 for a limit order; a year at most.
    expect(rules(1, 'swap')).toBe(2)
    expect(rules(1, 'limit')).toBe(5)
    expect(rules({ limit: 2 * 365 * 1440 }, 'limit')).toBe(365 * 1440)
    expect(rules({ limit: 1440 }, 'swap')).toBeUndefined()
  })

  it('gives each side its own token lists, and none to a side without', () => {
    const list = 'https://lists.example/sell.json'
    expect(tradeRules(readWidgetParams({ sellTokenLists: [list] }), 1, 'swap')).toEqual({
      sideTokenLists: { sell: [list] },
    })
    expect(tradeRules(readWidgetParams({ sellTokenLists: [] }), 1, 'swap')).toEqual({})
  })
})
