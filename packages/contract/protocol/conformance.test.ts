/**
 * Conformance against the reference implementation, `@cowprotocol/contracts` (ethers 5):
 * on seeded random orders over every chain and environment of the table, our order
 * digest, UID, cancellation digests, trade flags and trade signature bytes must equal
 * the reference's, and viem-made signatures must recover to their signer (and agree
 * with the reference's recovery).
 */
import * as cow from '@cowprotocol/contracts'
import { ethers } from 'ethers'
import {
  bytesToHex,
  concat,
  encodeAbiParameters,
  hexToBytes,
  isAddressEqual,
  keccak256,
  stringToBytes,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  CANCELLATION_TYPES,
  hashOrderCancellation,
  hashOrderCancellations,
  orderCancellationsTypedData,
  orderCancellationTypedData,
} from './cancellation'
import { ENVIRONMENTS, getContracts, SUPPORTED_CHAIN_IDS } from './chains'
import { computeOrderUid, hashOrder, orderTypedData, type SigningScheme } from './order'
import {
  decodeTradeFlags,
  encodeTrade,
  encodeTradeFlags,
  encodeTradeSignature,
  recoverCancellationSigner,
  recoverOrderSigner,
  type EcdsaSigningScheme,
} from './signing'
import { unpackOrderUid } from './uid'

import {
  rng,
  ORDER_COUNT,
  SIGNED_ORDER_COUNT,
  TRADE_COUNT,
  APP_DATA_HASHES,
  DOMAINS,
  SCHEME,
  cases,
} from './conformance-cases'

/** Byte equality of two hex strings regardless of letter case. */
function sameBytes(a: string, b: string): boolean {
  return bytesToHex(hexToBytes(a as Hex)) === bytesToHex(hexToBytes(b as Hex))
}

// The orderbook service's constants (cowprotocol/services, model/src/order.rs).
const ORDER_CANCELLATION_TYPE_HASH =
  '0x7b41b3a6e2b3cae020a3b2f9cdc997e0d420643957e7fea81747e984e47c88ec'

describe('conformance with @cowprotocol/contracts', () => {
  it('covers every chain and environment, both kinds, zero and set receivers', () => {
    const keys = new Set(cases.map((c) => `${c.domain.chainId}:${c.domain.verifyingContract}`))
    const expected = new Set(
      SUPPORTED_CHAIN_IDS.flatMap((id) =>
        ENVIRONMENTS.map((env) => `${id}:${getContracts(id, env).settlement}`),
      ),
    )
    expect(keys).toEqual(expected)
    expect(new Set(cases.map((c) => c.order.kind)).size).toBe(2)
    expect(new Set(cases.map((c) => c.order.partiallyFillable)).size).toBe(2)
    expect(cases.some((c) => c.order.receiver === zeroAddress)).toBe(true)
    expect(cases.some((c) => c.order.receiver !== zeroAddress)).toBe(true)
    expect(new Set(cases.map((c) => c.order.appData)).size).toBe(APP_DATA_HASHES.length)
  })

  it('builds the same domain as the reference', () => {
    for (const d of DOMAINS) {
      expect(d).toEqual(cow.domain(d.chainId, d.verifyingContract))
    }
  })

  it(`order digest and UID equal the reference's on ${ORDER_COUNT} random orders`, () => {
    for (const { domain, order, reference, owner } of cases) {
      const refDomain = cow.domain(domain.chainId, domain.verifyingContract)
      const digest = hashOrder(domain, order)
      expect(digest).toBe(cow.hashOrder(refDomain, reference))
      const uid = computeOrderUid(domain, order, owner)
      expect(uid).toBe(cow.computeOrderUid(refDomain, reference, owner))
      const refParams = cow.extractOrderUidParams(uid)
      const params = unpackOrderUid(uid)
      expect(params.orderDigest).toBe(refParams.orderDigest)
      expect(isAddressEqual(params.owner, refParams.owner as Address)).toBe(true)
      expect(params.validTo).toBe(refParams.validTo)
    }
  })

  it(`cancellation digests equal the reference's on ${ORDER_COUNT} random orders`, () => {
    for (const { domain, order, owner } of cases) {
      const refDomain = cow.domain(domain.chainId, domain.verifyingContract)
      const uid = computeOrderUid(domain, order, owner)
      const others = Array.from({ length: rng.int(4) }, () => rng.bytes(56))
      const batch = [uid, ...others]

      // Batch `OrderCancellations(bytes[] orderUids)`.
      expect(hashOrderCancellations(domain, batch)).toBe(
        cow.hashOrderCancellations(refDomain, batch),
      )
      // The reference's `hashOrderCancellation` is the one-element batch, not the
      // single struct; ours of the one-element batch must equal it.
      expect(hashOrderCancellations(domain, [uid])).toBe(cow.hashOrderCancellation(refDomain, uid))

      // Single `OrderCancellation(bytes orderUid)` (DELETE /orders/{uid}): ethers'
      // EIP-712 encoder and the service's hand-built digest must agree with ours.
      const single = hashOrderCancellation(domain, uid)
      expect(single).toBe(
        ethers.utils._TypedDataEncoder.hash(
          refDomain,
          { OrderCancellation: [...CANCELLATION_TYPES.OrderCancellation] },
          { orderUid: uid },
        ),
      )
      const structHash = keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'bytes32' }],
          [ORDER_CANCELLATION_TYPE_HASH, keccak256(uid)],
        ),
      )
      const separator = ethers.utils._TypedDataEncoder.hashDomain(refDomain) as Hex
      expect(single).toBe(keccak256(concat(['0x1901', separator, structHash])))
    }
  })

  it('uses the type hashes the orderbook service checks', () => {
    expect(keccak256(stringToBytes('OrderCancellation(bytes orderUid)'))).toBe(
      ORDER_CANCELLATION_TYPE_HASH,
    )
    expect(
      ethers.utils._TypedDataEncoder
        .from({ OrderCancellation: [...CANCELLATION_TYPES.OrderCancellation] })
        .encodeType('OrderCancellation'),
    ).toBe('OrderCancellation(bytes orderUid)')
    expect(cow.ORDER_TYPE_HASH).toBe(
      keccak256(
        stringToBytes(
          'Order(address sellToken,address buyToken,address receiver,uint256 sellAmount,uint256 buyAmount,uint32 validTo,bytes32 appData,uint256 feeAmount,string kind,bool partiallyFillable,string sellTokenBalance,string buyTokenBalance)',
        ),
      ),
    )
  })

  it(`trade flags and signature bytes equal the reference encoder's on ${TRADE_COUNT} random trades`, () => {
    const schemes: SigningScheme[] = ['eip712', 'ethsign', 'eip1271', 'presign']
    for (let i = 0; i < TRADE_COUNT; i++) {
      const { order, reference, owner } = rng.pick(cases)
      const scheme = rng.pick(schemes)
      const flags = encodeTradeFlags({ ...order, signingScheme: scheme })
      const refFlags = cow.encodeTradeFlags({ ...reference, signingScheme: SCHEME[scheme] })
      expect(flags).toBe(BigInt(refFlags))
      const decoded = decodeTradeFlags(flags)
      const refDecoded = cow.decodeTradeFlags(refFlags)
      expect(decoded).toEqual({
        kind: refDecoded.kind,
        partiallyFillable: refDecoded.partiallyFillable,
        sellTokenBalance: refDecoded.sellTokenBalance,
        buyTokenBalance: refDecoded.buyTokenBalance,
        signingScheme: scheme,
      })
      expect(refDecoded.signingScheme).toBe(SCHEME[scheme])

      // ECDSA: r, s and v (27/28, or 0/1 that both sides normalise); EIP-1271: arbitrary bytes.
      const ecdsa = concat([rng.bytes(64), toHex(rng.pick([0, 1, 27, 28]), { size: 1 })])
      const contractSig = rng.bytes(rng.int(200))
      const signature = scheme === 'eip1271' ? contractSig : scheme === 'presign' ? '0x' : ecdsa
      const refSignature: cow.Signature =
        scheme === 'eip712' || scheme === 'ethsign'
          ? { scheme: SCHEME[scheme] as cow.EcdsaSigningScheme, data: ecdsa }
          : scheme === 'eip1271'
            ? {
                scheme: cow.SigningScheme.EIP1271,
                data: { verifier: owner, signature: contractSig },
              }
            : { scheme: cow.SigningScheme.PRESIGN, data: owner }
      const encoded = encodeTradeSignature({ scheme, signature, owner })
      expect(sameBytes(encoded, cow.encodeSignatureData(refSignature))).toBe(true)

      // The whole trade, with token indices from the reference's registry.
      const tokens = new cow.TokenRegistry()
      tokens.index(rng.address())
      const executedAmount = rng.uint256()
      const refTrade = cow.encodeTrade(tokens, reference, refSignature, {
        executedAmount: executedAmount.toString(),
      })
      const trade = encodeTrade({
        order,
        sellTokenIndex: tokens.index(order.sellToken),
        buyTokenIndex: tokens.index(order.buyToken),
        scheme,
        signature,
        owner,
        executedAmount,
      })
      expect(trade.sellTokenIndex).toBe(ethers.BigNumber.from(refTrade.sellTokenIndex).toBigInt())
      expect(trade.buyTokenIndex).toBe(ethers.BigNumber.from(refTrade.buyTokenIndex).toBigInt())
      expect(isAddressEqual(trade.receiver, refTrade.receiver as Address)).toBe(true)
      expect(trade.sellAmount).toBe(ethers.BigNumber.from(refTrade.sellAmount).toBigInt())
      expect(trade.buyAmount).toBe(ethers.BigNumber.from(refTrade.buyAmount).toBigInt())
      expect(trade.feeAmount).toBe(ethers.BigNumber.from(refTrade.feeAmount).toBigInt())
      expect(trade.validTo).toBe(Number(refTrade.validTo))
      expect(sameBytes(trade.appData, ethers.utils.hexlify(refTrade.appData))).toBe(true)
      expect(trade.flags).toBe(BigInt(refTrade.flags.toString()))
      expect(trade.executedAmount).toBe(ethers.BigNumber.from(refTrade.executedAmount).toBigInt())
      expect(sameBytes(trade.signature, ethers.utils.hexlify(refTrade.signature))).toBe(true)
    }
  })

  it(`viem signatures recover to the signer for eip712 and ethsign on ${SIGNED_ORDER_COUNT} orders`, async () => {
    const keys = Array.from({ length: 8 }, () => rng.bytes(32))
    for (let i = 0; i < SIGNED_ORDER_COUNT; i++) {
      const { domain, order, reference } = rng.pick(cases)
      const key = rng.pick(keys)
      const account = privateKeyToAccount(key)
      const wallet = new ethers.Wallet(key)
      const refDomain = cow.domain(domain.chainId, domain.verifyingContract)
      const digest = hashOrder(domain, order)

      const sigs: Record<EcdsaSigningScheme, Hex> = {
        eip712: await account.signTypedData(orderTypedData(domain, order)),
        ethsign: await account.signMessage({ message: { raw: digest } }),
      }
      for (const scheme of ['eip712', 'ethsign'] as const) {
        const signature = sigs[scheme]
        expect(await recoverOrderSigner({ domain, order, signature, scheme })).toBe(account.address)
        // The reference recovers the same owner, and an ethers wallet signs the same bytes
        // (RFC 6979 signatures are deterministic).
        const refOwner = cow.decodeSignatureOwner(refDomain, reference, SCHEME[scheme], signature)
        expect(isAddressEqual(refOwner as Address, account.address)).toBe(true)
        const refSig = await cow.signOrder(
          refDomain,
          reference,
          wallet,
          SCHEME[scheme] as cow.EcdsaSigningScheme,
        )
        expect(sameBytes(ethers.utils.joinSignature(refSig.data), signature)).toBe(true)
      }

      // Cancellations, single and batch, both schemes.
      const uid = computeOrderUid(domain, order, account.address)
      const batch = [uid, rng.bytes(56)]
      const single712 = await account.signTypedData(orderCancellationTypedData(domain, uid))
      const batch712 = await account.signTypedData(orderCancellationsTypedData(domain, batch))
      const singleEth = await account.signMessage({
        message: { raw: hashOrderCancellation(domain, uid) },
      })
      const batchEth = await account.signMessage({
        message: { raw: hashOrderCancellations(domain, batch) },
      })
      const recovered = await Promise.all([
        recoverCancellationSigner({
          domain,
          orderUid: uid,
          signature: single712,
          scheme: 'eip712',
        }),
        recoverCancellationSigner({
          domain,
          orderUids: batch,
          signature: batch712,
          scheme: 'eip712',
        }),
        recoverCancellationSigner({
          domain,
          orderUid: uid,
          signature: singleEth,
          scheme: 'ethsign',
        }),
        recoverCancellationSigner({
          domain,
          orderUids: batch,
          signature: batchEth,
          scheme: 'ethsign',
        }),
      ])
      for (const r of recovered) expect(r).toBe(account.address)
      const refBatch = await cow.signOrderCancellations(
        refDomain,
        batch,
        wallet,
        cow.SigningScheme.EIP712,
      )
      expect(sameBytes(ethers.utils.joinSignature(refBatch.data), batch712)).toBe(true)

      // A signature over one scheme does not recover to the signer under the other.
      expect(
        await recoverOrderSigner({ domain, order, signature: sigs.eip712, scheme: 'ethsign' }),
      ).not.toBe(account.address)
    }
  })
})
