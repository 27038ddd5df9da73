import { ethers } from 'ethers'
import { concat, getAddress, keccak256, stringToBytes, toHex, zeroAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  decodeTradeFlags,
  decodeTradeSignature,
  encodeTradeFlags,
  encodeTradeSignature,
  ethsignDigest,
  isEcdsaScheme,
  normalizeEcdsaSignature,
  recoverEcdsaSigner,
  signingSchemeFromNumber,
  signingSchemeToNumber,
} from './signing'

const digest = keccak256(stringToBytes('batchswap'))
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaff8d2ba59b9b1f9',
)
const owner = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')

describe('ethsign', () => {
  it('prefixes the 32 raw digest bytes with the EIP-191 header', () => {
    expect(ethsignDigest(digest)).toBe(
      keccak256(concat([toHex('\x19Ethereum Signed Message:\n32'), digest])),
    )
    expect(ethsignDigest(digest)).toBe(ethers.utils.hashMessage(ethers.utils.arrayify(digest)))
    expect(() => ethsignDigest('0x1234')).toThrow(/32-byte digest/)
  })
})

describe('recoverEcdsaSigner', () => {
  it('recovers both schemes', async () => {
    const sig712 = await account.sign({ hash: digest })
    const sigEth = await account.signMessage({ message: { raw: digest } })
    expect(await recoverEcdsaSigner({ digest, signature: sig712, scheme: 'eip712' })).toBe(
      account.address,
    )
    expect(await recoverEcdsaSigner({ digest, signature: sigEth, scheme: 'ethsign' })).toBe(
      account.address,
    )
  })

  it('rejects malformed signatures with a reason', async () => {
    const sig = await account.sign({ hash: digest })
    await expect(
      recoverEcdsaSigner({ digest, signature: sig.slice(0, -2) as Hex, scheme: 'eip712' }),
    ).rejects.toThrow(/65 bytes/)
    const v0 = concat([sig.slice(0, 130) as Hex, '0x00'])
    await expect(recoverEcdsaSigner({ digest, signature: v0, scheme: 'eip712' })).rejects.toThrow(
      /v must be 27 or 28/,
    )
    // Normalising v makes it valid again.
    expect(
      await recoverEcdsaSigner({
        digest,
        signature: normalizeEcdsaSignature(
          concat([sig.slice(0, 130) as Hex, sig.endsWith('1b') ? '0x00' : '0x01']),
        ),
        scheme: 'eip712',
      }),
    ).toBe(account.address)
    await expect(
      recoverEcdsaSigner({ digest, signature: sig, scheme: 'presign' as 'eip712' }),
    ).rejects.toThrow(/scheme "presign"/)
  })
})

describe('signing schemes', () => {
  it('number like GPv2Signing.Scheme', () => {
    expect(
      ['eip712', 'ethsign', 'eip1271', 'presign'].map((s) => signingSchemeToNumber(s as 'eip712')),
    ).toEqual([0, 1, 2, 3])
    expect(signingSchemeFromNumber(3)).toBe('presign')
    expect(() => signingSchemeFromNumber(4)).toThrow(/Unknown signing scheme number 4/)
    expect(isEcdsaScheme('eip712') && isEcdsaScheme('ethsign')).toBe(true)
    expect(isEcdsaScheme('presign') || isEcdsaScheme('eip1271')).toBe(false)
  })
})

describe('trade flags', () => {
  it('encodes the documented bit layout', () => {
    expect(
      encodeTradeFlags({
        kind: 'sell',
        partiallyFillable: false,
        sellTokenBalance: 'erc20',
        buyTokenBalance: 'erc20',
        signingScheme: 'eip712',
      }),
    ).toBe(0n)
    expect(
      encodeTradeFlags({
        kind: 'buy',
        partiallyFillable: true,
        sellTokenBalance: 'internal',
        buyTokenBalance: 'internal',
        signingScheme: 'presign',
      }),
    ).toBe(0b1111111n)
  })

  it('decodes as the contract reads it', () => {
    // Sell balance 0b01 is erc20 in GPv2Trade (only bit 3 selects the vault).
    expect(decodeTradeFlags(0b0100n).sellTokenBalance).toBe('erc20')
    expect(decodeTradeFlags(0b1000n).sellTokenBalance).toBe('external')
    expect(decodeTradeFlags(0b1100n).sellTokenBalance).toBe('internal')
    expect(() => decodeTradeFlags(0b10000000n)).toThrow(/signing scheme out of range/)
    expect(() => decodeTradeFlags(-1n)).toThrow(/Invalid trade flags/)
  })

  it('rejects unknown values', () => {
    expect(() =>
      encodeTradeFlags({
        kind: 'sell',
        partiallyFillable: false,
        sellTokenBalance: 'vault' as 'erc20',
        buyTokenBalance: 'erc20',
        signingScheme: 'eip712',
      }),
    ).toThrow(/sellTokenBalance "vault"/)
  })
})

describe('trade signatures', () => {
  it('encode and decode every scheme', async () => {
    const ecdsa = await account.sign({ hash: digest })
    expect(encodeTradeSignature({ scheme: 'eip712', signature: ecdsa, owner })).toBe(ecdsa)
    expect(decodeTradeSignature('ethsign', ecdsa)).toEqual({ signature: ecdsa })

    const encoded1271 = encodeTradeSignature({ scheme: 'eip1271', signature: '0xdeadbeef', owner })
    expect(encoded1271).toBe(concat([owner, '0xdeadbeef']))
    expect(decodeTradeSignature('eip1271', encoded1271)).toEqual({ owner, signature: '0xdeadbeef' })
    expect(decodeTradeSignature('eip1271', owner)).toEqual({ owner, signature: '0x' })

    expect(encodeTradeSignature({ scheme: 'presign', signature: '0x', owner })).toBe(owner)
    expect(decodeTradeSignature('presign', owner)).toEqual({ owner, signature: '0x' })
  })

  it('refuses bad input', () => {
    expect(() => encodeTradeSignature({ scheme: 'eip712', signature: '0x12', owner })).toThrow(
      /65 bytes/,
    )
    expect(() =>
      encodeTradeSignature({ scheme: 'presign', signature: '0x', owner: '0x12' }),
    ).toThrow(/not an address/)
    expect(() => decodeTradeSignature('presign', '0x1234')).toThrow(/expected 20 bytes/)
    expect(() => decodeTradeSignature('eip1271', '0x1234')).toThrow(/shorter than 20 bytes/)
    expect(() =>
      encodeTradeSignature({ scheme: 'other' as 'presign', signature: '0x', owner: zeroAddress }),
    ).toThrow(/Unknown signing scheme/)
  })
})
