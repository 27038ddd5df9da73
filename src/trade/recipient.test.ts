import { describe, expect, it } from 'vitest'
import { getAddress } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import {
  CONTRACT_RECIPIENT_WARNING,
  contractRecipientWarning,
  readRecipientText,
  refusedRecipient,
} from './read-recipient'
import { recipientAddress, recipientBlock } from './recipient'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readRecipientText', () => {
  it('reads nothing as no recipient, and an address in any case as its checksummed form', () => {
    expect(readRecipientText('  ')).toEqual({ status: 'none' })
    expect(readRecipientText(CHECKSUMMED.toLowerCase())).toEqual({
      status: 'address',
      address: CHECKSUMMED,
    })
    expect(readRecipientText(` ${CHECKSUMMED} `)).toEqual({
      status: 'address',
      address: CHECKSUMMED,
    })
  })

  it('refuses a short address, a mixed-case typo and the zero address, saying why', () => {
    expect(readRecipientText('0x1234')).toMatchObject({
      status: 'invalid',
      sentence: expect.stringContaining('40 hex digits') as string,
    })
    const typo = CHECKSUMMED.replace('C518', 'c518')
    expect(readRecipientText(typo)).toMatchObject({
      status: 'invalid',
      sentence: expect.stringContaining('checksum') as string,
    })
    expect(readRecipientText(`0x${'0'.repeat(40)}`)).toMatchObject({
      status: 'invalid',
      sentence: 'Tokens sent to the zero address are lost.',
    })
  })

  it('takes what looks like an ENS name for a lookup, and refuses other text', () => {
    expect(readRecipientText('Vitalik.eth')).toEqual({ status: 'name', name: 'vitalik.eth' })
    expect(readRecipientText('pay.me.cow.eth')).toEqual({ status: 'name', name: 'pay.me.cow.eth' })
    for (const bad of ['vitalik', 'vitalik .eth', 'https://x.eth', 'a@b.eth', '.eth']) {
      expect(readRecipientText(bad).status).toBe('invalid')
    }
  })
})

describe('recipientAddress', () => {
  it('is the address only once it is known', () => {
    expect(recipientAddress({ status: 'valid', address: CHECKSUMMED, name: 'x.eth' })).toBe(
      CHECKSUMMED,
    )
    expect(recipientAddress({ status: 'resolving', name: 'x.eth' })).toBeUndefined()
    expect(recipientAddress({ status: 'none' })).toBeUndefined()
    // The form waits for a name's address, and stops on one it cannot use.
    expect(recipientBlock({ status: 'resolving', name: 'x.eth' })).toBe('Looking up the recipient…')
    expect(recipientBlock({ status: 'invalid', sentence: 'no' })).toBe('Check the recipient')
    expect(recipientBlock({ status: 'none' })).toBeUndefined()
  })
})

describe('refusedRecipient', () => {
  const USDC = { address: getAddress('0xe1DA8919f262Ee86f9BE05059C9280142CF23f48'), symbol: 'USDC' }
  const WETH = { address: getAddress(sandboxDeployment.wrappedNativeToken), symbol: 'WETH' }
  const sandboxTrade = { chainId: 31337, buyToken: USDC, sellToken: WETH } as const

  it.each([
    ['settlement', sandboxDeployment.settlement, /settlement contract: .*never reach you\./],
    ['vault relayer', sandboxDeployment.vaultRelayer, /vault relayer: .* is lost\./],
    ['eth-flow', sandboxDeployment.ethFlow, /eth-flow contract: it only holds ETH .* is lost\./],
    ['hooks trampoline', sandboxDeployment.hooksTrampoline, /hooks trampoline: .* is lost\./],
    ['allow list', sandboxDeployment.authenticator, /solver allow list: .* is lost\./],
  ])('refuses the sandbox’s %s, saying why', (_name, address, sentence) => {
    expect(refusedRecipient(getAddress(address), sandboxTrade)).toMatch(sentence)
    // However it is written (lowercase hex is still an address).
    expect(refusedRecipient(address.toLowerCase() as `0x${string}`, sandboxTrade)).toMatch(sentence)
  })

  it('refuses the protocol contracts of every environment of the order’s network', () => {
    for (const env of ['production', 'staging'] as const) {
      const { settlement, vaultRelayer, ethFlow } = CHAINS[100].contracts[env]
      for (const address of [settlement, vaultRelayer, ethFlow]) {
        if (address) expect(refusedRecipient(address, { chainId: 100 })).toMatch(/protocol’s/)
      }
    }
    for (const trampoline of [
      '0x60Bf78233f48eC42eE3F101b9a05eC7878728006',
      '0x01DcB88678aedD0C4cC9552B20F4718550250574',
    ] as const) {
      expect(refusedRecipient(trampoline, { chainId: 1 })).toMatch(/hooks trampoline/)
    }
    // Another network's deployment is an address like any other there.
    expect(
      refusedRecipient(CHAINS[1].contracts.production.settlement, sandboxTrade),
    ).toBeUndefined()
  })

  it('refuses the tokens traded and the native currency’s placeholder', () => {
    expect(refusedRecipient(USDC.address, sandboxTrade)).toBe(
      'This is the contract of USDC, the token you are buying: a token contract cannot pass tokens on, so whatever is sent to it is lost.',
    )
    expect(refusedRecipient(WETH.address, sandboxTrade)).toMatch(/WETH, the token you are selling/)
    expect(refusedRecipient('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', { chainId: 1 })).toMatch(
      /native currency .* belongs to nobody/,
    )
  })

  it('takes any other address', () => {
    expect(refusedRecipient(CHECKSUMMED, sandboxTrade)).toBeUndefined()
    expect(refusedRecipient(USDC.address, { chainId: 31337 })).toBeUndefined()
  })
})

describe('contractRecipientWarning', () => {
  it('warns for code, not for an account without code or one delegated by EIP-7702', () => {
    expect(contractRecipientWarning('0x6080604052')).toBe(CONTRACT_RECIPIENT_WARNING)
    expect(contractRecipientWarning('0x')).toBeUndefined()
    expect(contractRecipientWarning(undefined)).toBeUndefined()
    expect(contractRecipientWarning(`0xef0100${'ab'.repeat(20)}`)).toBeUndefined()
  })
})
