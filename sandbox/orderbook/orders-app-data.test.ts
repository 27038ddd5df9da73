import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  APP_DATA_VERSION,
  appDataHash,
  EMPTY_APP_DATA_HASH,
} from '@batchswap/contract/protocol/app-data'
import { account, BASE, errorTypeOf, orderBody, signOrder } from '../testing/orderbook-stack'
import { useOrdersStack } from '../testing/orders-posting'

const { stack, freshOrder, post, postSigned, getOrder } = useOrdersStack()

describe('POST /orders: appData', () => {
  it('takes the full document: its keccak is the signed hash, and the document is stored', async () => {
    const document = '{"appCode":"batchswap-test","metadata":{}}'
    const order = freshOrder({ appData: appDataHash(document) })
    const signature = await signOrder(account(0), order, 'eip712')
    const response = await post(orderBody(order, signature, 'eip712', { appData: document }))
    expect(response.status).toBe(201)
    const stored = await getOrder(String(response.body))
    expect(stored.appData).toBe(appDataHash(document))
    expect(stored.fullAppData).toBe(document)
    const served = await stack.api.get(`${BASE}/app_data/${appDataHash(document)}`)
    expect(served.body).toEqual({ fullAppData: document })
  })

  it("serves the document's hooks as the order's interactions (spec 2.1, 2.4)", async () => {
    const pre = { target: account(3).address, callData: '0x1234', gasLimit: '50000' }
    const post1 = { target: account(4).address, callData: '0xabcd', gasLimit: '60000' }
    const document = JSON.stringify({
      appCode: 'batchswap-test',
      metadata: { hooks: { pre: [pre], post: [post1] } },
      version: APP_DATA_VERSION,
    })
    const order = freshOrder({ appData: appDataHash(document) })
    const signature = await signOrder(account(0), order, 'eip712')
    const response = await post(orderBody(order, signature, 'eip712', { appData: document }))
    expect(response.status).toBe(201)
    expect((await getOrder(String(response.body))).interactions).toEqual({
      pre: [{ target: pre.target, value: '0', callData: pre.callData }],
      post: [{ target: post1.target, value: '0', callData: post1.callData }],
    })
  })

  it('reads a missing partiallyFillable as false (spec 2.2: the default for submission)', async () => {
    const order = freshOrder({ partiallyFillable: false })
    const signature = await signOrder(account(0), order, 'eip712')
    const { partiallyFillable: _left, ...body } = orderBody(order, signature, 'eip712')
    const response = await post(body)
    expect(response.status).toBe(201)
    expect((await getOrder(String(response.body))).partiallyFillable).toBe(false)
    // Signed as partially fillable but sent without the field: the signature is over another order.
    const partial = freshOrder({ partiallyFillable: true })
    const partialSignature = await signOrder(account(0), partial, 'eip712')
    const { partiallyFillable: _gone, ...partialBody } = orderBody(
      partial,
      partialSignature,
      'eip712',
      { from: account(0).address },
    )
    expect(errorTypeOf(await post(partialBody))).toBe('InvalidSignature')
  })

  it('takes a hash only when its document was uploaded', async () => {
    const document = `{"appCode":"uploaded-first","metadata":{},"version":"${APP_DATA_VERSION}"}`
    const hash = appDataHash(document)
    const order = freshOrder({ appData: hash })
    const signature = await signOrder(account(0), order, 'eip712')
    const before = await post(orderBody(order, signature, 'eip712', { appData: hash }))
    expect(before.status).toBe(400)
    expect(errorTypeOf(before)).toBe('InvalidAppData')

    const put = await stack.api.put(`${BASE}/app_data/${hash}`, { fullAppData: document })
    expect(put.status).toBe(201)
    expect(
      (await stack.api.put(`${BASE}/app_data/${hash}`, { fullAppData: document })).status,
    ).toBe(200)
    const after = await post(orderBody(order, signature, 'eip712', { appData: hash }))
    expect(after.status).toBe(201)
    expect((await getOrder(String(after.body))).fullAppData).toBe(document)
  })

  it('InvalidAppData for a malformed document; AppDataHashMismatch for a wrong appDataHash', async () => {
    const order = freshOrder()
    const signature = await signOrder(account(0), order, 'eip712')
    const body = orderBody(order, signature, 'eip712')
    const malformed = await post({ ...body, appData: 'not json' })
    expect(errorTypeOf(malformed)).toBe('InvalidAppData')
    const array = await post({ ...body, appData: '[]' })
    expect(errorTypeOf(array)).toBe('InvalidAppData')
    const mismatch = await post({ ...body, appData: '{}', appDataHash: appDataHash('{"x":1}') })
    expect(errorTypeOf(mismatch)).toBe('AppDataHashMismatch')
    // Signed over {} but sent another document: the recomputed digest recovers someone else.
    const other = await post({ ...body, appData: '{"x":1}', from: account(0).address })
    expect(errorTypeOf(other)).toBe('InvalidSignature')
  })

  it('PUT /app_data checks the document against the schema of the version it declares', async () => {
    const refused = [
      // batchswap's documents before schema 1.15.0: quoteId in metadata.quote
      '{"appCode":"x","metadata":{"quote":{"quoteId":1,"slippageBips":50}},"version":"1.2.0"}',
      `{"metadata":{"hooks":{"pre":[{"target":"0x12","callData":"0x","gasLimit":"1"}]}},"version":"${APP_DATA_VERSION}"}`,
      '{"appCode":"no version"}',
      '{"metadata":{},"version":"0.0.42"}',
      'not json',
    ]
    for (const fullAppData of refused) {
      const response = await stack.api.put(`${BASE}/app_data`, { fullAppData })
      expect(response.status, fullAppData).toBe(400)
      expect(errorTypeOf(response)).toBe('InvalidAppData')
      expect(JSON.stringify(response.body)).toMatch(/description/)
    }
    const empty = await stack.api.put(`${BASE}/app_data/${EMPTY_APP_DATA_HASH}`, {
      fullAppData: '{}',
    })
    expect([200, 201]).toContain(empty.status)
  })

  it('PUT /app_data refuses a document that does not hash to the path', async () => {
    const response = await stack.api.put(`${BASE}/app_data/${EMPTY_APP_DATA_HASH}`, {
      fullAppData: `{"metadata":{},"version":"${APP_DATA_VERSION}"}`,
    })
    expect(response.status).toBe(400)
    expect(errorTypeOf(response)).toBe('AppDataHashMismatch')
    const missing = await stack.api.get(`${BASE}/app_data/${appDataHash('{"never":true}')}`)
    expect(missing.status).toBe(404)
  })
})

describe('order class', () => {
  it('is limit when the limit price is better than the market, market otherwise', async () => {
    const generous = await postSigned(0, freshOrder({ buyAmount: parseUnits('100', 6) }))
    expect((await getOrder(String(generous.body))).class).toBe('market')
    const greedy = await postSigned(0, freshOrder({ buyAmount: parseUnits('10000', 6) }))
    expect((await getOrder(String(greedy.body))).class).toBe('limit')
  })
})
