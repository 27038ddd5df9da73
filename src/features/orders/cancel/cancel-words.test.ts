import { describe, expect, it } from 'vitest'
import { ethFlowRefundSentence, onChainDoneSentence, onChainGroupTitle } from './cancel-words'

describe('cancellation words', () => {
  it('a wallet sends one transaction per order and pays its gas', () => {
    expect(onChainGroupTitle(2, false)).toBe(
      'Cancelled on chain, one transaction each (you pay gas): 2 orders',
    )
    expect(onChainDoneSentence(1, false)).toBe('1 transaction confirmed.')
    expect(onChainDoneSentence(2, false)).toBe('2 transactions confirmed.')
    expect(ethFlowRefundSentence(1, 'ETH', false)).toBe(
      'The ETH of the order placed with native ETH comes back to your wallet in the same transaction.',
    )
    expect(ethFlowRefundSentence(2, 'xDAI', false)).toBe(
      'The xDAI of the 2 orders placed with native xDAI comes back to your wallet in the same transactions.',
    )
  })

  it('a Safe cancels them all in one Safe transaction its owners execute; the ETH goes to the Safe', () => {
    expect(onChainGroupTitle(2, true)).toBe(
      'Cancelled on chain in one Safe transaction, which the Safe’s owners sign and execute: 2 orders',
    )
    expect(onChainGroupTitle(2, true)).not.toContain('each')
    expect(onChainDoneSentence(2, true)).toBe('One Safe transaction executed for 2 orders.')
    expect(ethFlowRefundSentence(1, 'ETH', true)).toBe(
      'The ETH of the order placed with native ETH comes back to the Safe in the same transaction.',
    )
    expect(ethFlowRefundSentence(3, 'ETH', true)).toBe(
      'The ETH of the 3 orders placed with native ETH comes back to the Safe in the same transaction.',
    )
  })
})
