import { describe, expect, it } from 'vitest'
import { refusedByHostFlow, wrapButton, wrapOutcomeFlow, type WrapStatusInput } from './wrap-status'

const ready: WrapStatusInput = {
  direction: 'wrap',
  connected: true,
  chainMatches: true,
  chainName: 'Sandbox',
  amount: { status: 'valid', value: 10n ** 18n, text: '1' },
  balance: 5n * 10n ** 18n,
  sellSymbol: 'ETH',
  flow: { phase: 'idle' },
}

describe('the wrap button', () => {
  it('says Wrap or Unwrap when the transaction can be sent', () => {
    expect(wrapButton(ready)).toEqual({ label: 'Wrap', action: 'wrap', disabled: false })
    expect(wrapButton({ ...ready, direction: 'unwrap', sellSymbol: 'WETH' }).label).toBe('Unwrap')
  })

  it('asks for an amount, a wallet, the network and enough balance first', () => {
    expect(wrapButton({ ...ready, amount: { status: 'empty' } }).label).toBe('Enter an amount')
    expect(
      wrapButton({
        ...ready,
        amount: { status: 'invalid', problem: 'negative', sentence: '' },
      }).label,
    ).toBe('Check the amount')
    expect(wrapButton({ ...ready, connected: false }).action).toBe('connect')
    expect(wrapButton({ ...ready, chainMatches: false }).label).toBe('Switch to Sandbox')
    expect(wrapButton({ ...ready, balance: 1n })).toEqual({
      label: 'Insufficient ETH balance',
      action: 'none',
      disabled: true,
    })
  })

  it('waits while the wallet and the chain work', () => {
    expect(wrapButton({ ...ready, flow: { phase: 'wallet' } }).label).toBe('Wrap in your wallet…')
    expect(wrapButton({ ...ready, direction: 'unwrap', flow: { phase: 'pending' } })).toEqual({
      label: 'Unwrapping…',
      action: 'none',
      disabled: true,
    })
  })
})

describe('what a finished wrap says', () => {
  it('names success, rejection, a revert and a failure', () => {
    expect(wrapOutcomeFlow('wrap', { status: 'confirmed' }).phase).toBe('done')
    expect(wrapOutcomeFlow('unwrap', { status: 'rejected' })).toEqual({
      phase: 'problem',
      sentence: 'You rejected the unwrap in your wallet: nothing was sent.',
    })
    expect(wrapOutcomeFlow('wrap', { status: 'reverted', hash: '0xab' })).toMatchObject({
      phase: 'problem',
    })
    expect(wrapOutcomeFlow('wrap', { status: 'failed', message: 'Out of gas.' })).toEqual({
      phase: 'problem',
      sentence: 'The wrap failed: Out of gas.',
    })
  })
})

describe('a wrap the embedding refused', () => {
  it('says the site did not allow it and that nothing was sent, in the direction asked', () => {
    expect(refusedByHostFlow('unwrap')).toEqual({
      phase: 'problem',
      sentence: 'The site you are trading on did not allow this unwrap: nothing was sent.',
    })
    expect(refusedByHostFlow('wrap')).toMatchObject({
      sentence: expect.stringContaining('this wrap') as string,
    })
  })
})
