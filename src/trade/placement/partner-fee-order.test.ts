/**
 * A swap with a partner fee: the appData names it in the shape of the document's schema
 * version, the signed order leaves room for it, the eth-flow order too, and another fee is
 * another order for the exactly-once retry.
 */
import { describe, expect, it } from 'vitest'
import { APP_DATA_VERSION, appDataHash } from '@batchswap/contract/protocol/app-data'
import { ethFlowOrderFromQuote } from '@batchswap/contract/protocol/eth-flow-order'
import { quoteAfterPartnerFee } from '@batchswap/contract/protocol/quote-amounts'
import { orderFromQuote } from '@batchswap/contract/protocol/quote-to-order'
import { partnerFeeMetadata, readPartnerFees } from '@batchswap/contract/protocol/partner-fee'
import { NOW, sellLimit, submissionInput, trader } from './submission-fixtures'
import { prepareOrder, tradeKey } from './prepare-order'

const FEE = { volumeBps: 50, recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' } as const

describe('prepareOrder with a partner fee', () => {
  it('writes metadata.partnerFee and signs the buy amount after the fee', () => {
    const input = submissionInput({ partnerFee: FEE })
    const prepared = prepareOrder(input, NOW)
    const doc = JSON.parse(prepared.appDataDocument) as { metadata: Record<string, unknown> }
    expect(doc.metadata.partnerFee).toEqual(partnerFeeMetadata(FEE, APP_DATA_VERSION))
    expect(readPartnerFees(prepared.appDataDocument)).toEqual([FEE])
    expect(prepared.appDataHash).toBe(appDataHash(prepared.appDataDocument))

    const plain = prepareOrder(submissionInput(), NOW)
    expect(plain.appDataDocument).not.toContain('partnerFee')
    expect(prepared.order.sellAmount).toBe(plain.order.sellAmount)
    expect(prepared.order.buyAmount).toBe(
      orderFromQuote({
        quote: quoteAfterPartnerFee(input.quote, 50),
        slippageBps: input.slippageBps,
        validTo: prepared.order.validTo,
        appDataHash: prepared.appDataHash,
      }).buyAmount,
    )
    expect(prepared.order.buyAmount).toBeLessThan(plain.order.buyAmount)
    expect(prepared.uid).not.toBe(plain.uid)
  })

  it('keeps the widget metadata beside it', () => {
    const prepared = prepareOrder(submissionInput({ partnerFee: FEE, hostAppCode: 'Host' }), NOW)
    const doc = JSON.parse(prepared.appDataDocument) as {
      appCode: string
      metadata: Record<string, unknown>
    }
    expect(doc.appCode).toBe('Host')
    expect(doc.metadata.widget).toEqual({ appCode: 'batchswap', environment: 'production' })
    expect(doc.metadata.partnerFee).toBeDefined()
  })

  it('carries the partner fee of a limit order in its appData, its signed amounts the trader’s own', () => {
    const limit = sellLimit(10n ** 18n, 3_000_000_000n, {
      validForSeconds: 3600,
      partiallyFillable: false,
    })
    const prepared = prepareOrder(submissionInput({ partnerFee: FEE, limit }), NOW)
    const doc = JSON.parse(prepared.appDataDocument) as { metadata: Record<string, unknown> }
    expect(doc.metadata.partnerFee).toEqual(partnerFeeMetadata(FEE, APP_DATA_VERSION))
    expect(prepared.order.buyAmount).toBe(limit.buyAmount)
    expect(prepared.order.sellAmount).toBe(limit.sellAmount)
  })

  it('is another trade for the exactly-once retry when the fee changes', () => {
    const base = tradeKey(submissionInput())
    expect(tradeKey(submissionInput({ partnerFee: FEE }))).not.toBe(base)
    expect(tradeKey(submissionInput({ partnerFee: { ...FEE, volumeBps: 20 } }))).not.toBe(
      tradeKey(submissionInput({ partnerFee: FEE })),
    )
  })

  it('an eth-flow order leaves the same room for it', () => {
    const input = submissionInput()
    const args = {
      quote: input.quote,
      slippageBps: 50,
      validTo: 2_000_000_000,
      appDataHash: appDataHash('{}'),
      owner: trader.address,
      quoteId: 1,
    }
    const withFee = ethFlowOrderFromQuote({ ...args, partnerFeeBps: 50 })
    expect(withFee.buyAmount).toBe(
      orderFromQuote({ ...args, quote: quoteAfterPartnerFee(args.quote, 50) }).buyAmount,
    )
    expect(withFee.buyAmount).toBeLessThan(ethFlowOrderFromQuote(args).buyAmount)
  })
})
