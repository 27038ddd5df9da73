import { getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { EMPTY_APP_DATA_HASH } from './app-data'
import { UINT256_MAX } from './bounds'
import { getDomainFor } from './domain'
import { hashOrder, normalizeOrder, ORDER_TYPES, orderTypedData, type OrderInput } from './order'

const input: OrderInput = {
  sellToken: getAddress('0xe1aa25618fa0c7a1cfdab5d6b456af611873b629'),
  buyToken: getAddress('0xe1da8919f262ee86f9be05059c9280142cf23f48'),
  sellAmount: 10n ** 18n,
  buyAmount: 2_000_000_000n,
  validTo: 1_700_000_000,
  appData: EMPTY_APP_DATA_HASH,
  feeAmount: 0n,
  kind: 'sell',
}

describe('normalizeOrder', () => {
  it('fills the defaults', () => {
    expect(normalizeOrder(input)).toEqual({
      ...input,
      receiver: zeroAddress,
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
    })
    expect(normalizeOrder({ ...input, receiver: null, buyTokenBalance: 'external' })).toMatchObject(
      { receiver: zeroAddress, buyTokenBalance: 'erc20' },
    )
  })

  it('names the field that is wrong', () => {
    const cases: [Partial<Record<keyof OrderInput, unknown>>, RegExp][] = [
      [{ sellToken: '0x12' }, /sellToken "0x12" is not an address/],
      [{ receiver: 'bob' }, /receiver "bob" is not an address/],
      [{ sellAmount: -1n }, /sellAmount -1 is not a uint256/],
      [{ buyAmount: UINT256_MAX + 1n }, /buyAmount .* is not a uint256/],
      [{ feeAmount: 5 }, /feeAmount 5 is not a uint256/],
      [{ validTo: 2 ** 32 }, /validTo 4294967296 is not a uint32/],
      [{ appData: '0x1234' }, /appData "0x1234" is not a 32-byte hex hash/],
      [{ kind: 'swap' }, /kind "swap" is not sell or buy/],
      [{ sellTokenBalance: 'vault' }, /unknown sellTokenBalance "vault"/],
      [{ buyTokenBalance: 'vault' }, /unknown buyTokenBalance "vault"/],
    ]
    for (const [patch, message] of cases) {
      expect(() => normalizeOrder({ ...input, ...patch } as OrderInput)).toThrow(message)
    }
  })
})

describe('order typed data', () => {
  it('lists the Order fields in the contract order', () => {
    expect(ORDER_TYPES.Order.map((f) => `${f.type} ${f.name}`).join(',')).toBe(
      'address sellToken,address buyToken,address receiver,uint256 sellAmount,uint256 buyAmount,uint32 validTo,bytes32 appData,uint256 feeAmount,string kind,bool partiallyFillable,string sellTokenBalance,string buyTokenBalance',
    )
  })

  it('is ready for signTypedData and its digest depends on every field and the domain', () => {
    const order = normalizeOrder(input)
    const domain = getDomainFor(1, 'production')
    const typed = orderTypedData(domain, order)
    expect(typed.primaryType).toBe('Order')
    expect(typed.message).toBe(order)
    const digest = hashOrder(domain, order)
    expect(hashOrder(getDomainFor(1, 'staging'), order)).not.toBe(digest)
    expect(hashOrder(getDomainFor(100, 'production'), order)).not.toBe(digest)
    expect(hashOrder(domain, { ...order, kind: 'buy' })).not.toBe(digest)
    expect(hashOrder(domain, { ...order, validTo: order.validTo + 1 })).not.toBe(digest)
  })
})
