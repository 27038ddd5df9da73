import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError } from './errors'
import { mapResult, requestJson } from './http'
import { parseMaxAge } from './read-answer'
import { type RequestSpec } from './request-types'
import { fakeFetch, json, plainText, testContext, URLS } from './test-fixtures'
import { usdPriceResponseSchema } from '@batchswap/contract/wire/token-data'
import { versionResponseSchema } from '@batchswap/contract/wire/service-info'

const spec: RequestSpec<{ price: number }> = {
  endpoint: 'usdPrice',
  method: 'GET',
  url: `${URLS.tokenData}/tokens/-/usdPrice`,
  schema: usdPriceResponseSchema,
}
const once = { retry: { maxAttempts: 1 } }

afterEach(() => {
  vi.useRealTimers()
})

describe('requestJson', () => {
  it('sends JSON with the method, query and headers, and reads JSON back', async () => {
    const fetch = fakeFetch(() => json(200, { price: 1.5, extra: 'kept' }))
    const result = await requestJson(testContext(fetch), {
      ...spec,
      method: 'POST',
      query: { a: '1', b: undefined, c: 'x y' },
      body: { hello: 'world' },
    })
    expect(result.data).toEqual({ price: 1.5, extra: 'kept' })
    expect(fetch.calls).toEqual([
      {
        method: 'POST',
        url: `${URLS.tokenData}/tokens/-/usdPrice?a=1&c=x+y`,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: { hello: 'world' },
      },
    ])
  })

  it('sends no Content-Type without a body', async () => {
    const fetch = fakeFetch(() => json(200, { price: 1 }))
    await requestJson(testContext(fetch), spec)
    expect(fetch.calls[0]?.headers).toEqual({ accept: 'application/json' })
  })

  it('returns the status, Date, max-age and receipt time', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    const fetch = fakeFetch(() =>
      json(
        200,
        { price: 1 },
        {
          date: 'Tue, 01 Jan 2030 00:00:04 GMT',
          'cache-control': 'public, max-age=120',
        },
      ),
    )
    const { meta } = await requestJson(testContext(fetch), spec)
    expect(meta).toEqual({
      status: 200,
      date: new Date('2030-01-01T00:00:04Z'),
      maxAgeSeconds: 120,
      receivedAt: new Date('2030-01-01T00:00:00Z'),
      attempts: 1,
    })
  })

  it('leaves max-age and date out when the headers are absent', async () => {
    const fetch = fakeFetch(() => new Response(JSON.stringify({ price: 1 }), { status: 200 }))
    const { meta } = await requestJson(testContext(fetch), spec)
    expect(meta.maxAgeSeconds).toBeUndefined()
    expect(meta.date).toBeUndefined()
  })

  it('parses Cache-Control variants', () => {
    expect(parseMaxAge('max-age=120, public')).toBe(120)
    expect(parseMaxAge('public, s-maxage=10, max-age=30')).toBe(30)
    expect(parseMaxAge('no-store')).toBe(0)
    expect(parseMaxAge('private, no-cache')).toBe(0)
    expect(parseMaxAge('public')).toBeUndefined()
    expect(parseMaxAge(null)).toBeUndefined()
  })

  it('turns an orderbook error body into an orderbook error, keeping its data', async () => {
    const fetch = fakeFetch(() =>
      json(400, {
        errorType: 'SellAmountDoesNotCoverFee',
        description: 'The sell amount is too small to cover the fee',
        data: { fee_amount: '123', expiration: '2030-01-01T00:00:00Z' },
      }),
    )
    const error = (await requestJson(testContext(fetch), spec).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toEqual({
      type: 'orderbook',
      errorType: 'SellAmountDoesNotCoverFee',
      description: 'The sell amount is too small to cover the fee',
      status: 400,
      data: { fee_amount: '123', expiration: '2030-01-01T00:00:00Z' },
    })
    expect(error.endpoint).toBe('usdPrice')
    expect(error.errorType).toBe('SellAmountDoesNotCoverFee')
    expect(error.message).toContain('SellAmountDoesNotCoverFee [400]')
  })

  it('keeps an unknown errorType as it came', async () => {
    const fetch = fakeFetch(() => json(400, { errorType: 'BrandNewThing' }))
    await expect(requestJson(testContext(fetch), spec)).rejects.toMatchObject({
      kind: { type: 'orderbook', errorType: 'BrandNewThing', description: '', status: 400 },
    })
  })

  it('turns a {message} body into a token-data error', async () => {
    const fetch = fakeFetch(() => json(404, { message: 'Price not found' }))
    await expect(requestJson(testContext(fetch), spec)).rejects.toMatchObject({
      kind: { type: 'tokenData', message: 'Price not found', status: 404 },
    })
  })

  it('turns a body it cannot read into an HTTP error', async () => {
    const fetch = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    await expect(requestJson(testContext(fetch, once), spec)).rejects.toMatchObject({
      kind: { type: 'http', status: 502 },
    })
    const empty = fakeFetch(() => new Response(null, { status: 418 }))
    await expect(requestJson(testContext(empty), spec)).rejects.toMatchObject({
      kind: { type: 'http', status: 418 },
    })
  })

  it('lists the schema issues of an invalid response', async () => {
    const fetch = fakeFetch(() => json(200, { price: 'one dollar' }))
    const error = (await requestJson(testContext(fetch), spec).catch((e: unknown) => e)) as ApiError
    expect(error.kind).toEqual({
      type: 'invalidResponse',
      issues: [expect.stringMatching(/^price: .*expected number/)],
    })
    // Not retried: the same answer would come back.
    expect(fetch.calls).toHaveLength(1)
  })

  it('caps the issue list', async () => {
    const fetch = fakeFetch(() =>
      json(
        200,
        Array.from({ length: 30 }, () => ({})),
      ),
    )
    const error = (await requestJson(testContext(fetch), {
      ...spec,
      schema: z.array(z.object({ a: z.string() })),
    }).catch((e: unknown) => e)) as ApiError
    const issues = error.kind.type === 'invalidResponse' ? error.kind.issues : []
    expect(issues).toHaveLength(11)
    expect(issues[0]).toMatch(/^0\.a: /)
    expect(issues[10]).toBe('... and 20 more')
  })

  it('refuses a 200 that is not JSON', async () => {
    const fetch = fakeFetch(() => new Response('<html>captive portal</html>', { status: 200 }))
    await expect(requestJson(testContext(fetch), spec)).rejects.toMatchObject({
      kind: { type: 'invalidResponse', issues: [expect.stringContaining('not JSON')] },
    })
  })

  describe("responseFormat: 'text'", () => {
    const textSpec: RequestSpec<string> = {
      endpoint: 'version',
      method: 'GET',
      url: `${URLS.orderbookApi}/v1/version`,
      schema: versionResponseSchema,
      responseFormat: 'text',
    }

    it('hands the text to the schema, asks for text, keeps the meta', async () => {
      const fetch = fakeFetch(() =>
        plainText(200, 'v2.300.0@6a3e4f1', { 'cache-control': 'max-age=60' }),
      )
      const { data, meta } = await requestJson(testContext(fetch), textSpec)
      expect(data).toBe('v2.300.0@6a3e4f1')
      expect(meta).toMatchObject({ status: 200, maxAgeSeconds: 60, attempts: 1 })
      expect(fetch.calls[0]?.headers).toEqual({ accept: 'text/plain, application/json' })
    })

    it('a body that is also valid JSON stays text', async () => {
      const fetch = fakeFetch(() => plainText(200, '"quoted"'))
      expect((await requestJson(testContext(fetch), textSpec)).data).toBe('"quoted"')
    })

    it('still classifies a JSON error body and refuses what the schema refuses', async () => {
      const refused = fakeFetch(() =>
        json(500, { errorType: 'InternalServerError', description: 'boom' }),
      )
      await expect(requestJson(testContext(refused, once), textSpec)).rejects.toMatchObject({
        kind: { type: 'orderbook', errorType: 'InternalServerError' },
      })
      const empty = fakeFetch(() => plainText(200, ''))
      await expect(requestJson(testContext(empty), textSpec)).rejects.toMatchObject({
        kind: { type: 'invalidResponse', issues: [expect.stringMatching(/empty/)] },
      })
    })
  })

  it('times out a request that never answers', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(() => new Promise<Response>(() => undefined))
    const settled = requestJson(testContext(fetch, { ...once, timeoutMs: 5000 }), spec).catch(
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(4999)
    expect(fetch.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await settled) as ApiError
    expect(error.kind).toEqual({ type: 'timeout', timeoutMs: 5000 })
  })

  it('uses a 15 s timeout by default', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(() => new Promise<Response>(() => undefined))
    const settled = requestJson(testContext(fetch, once), spec).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(14_999)
    let done = false
    void settled.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(((await settled) as ApiError).kind.type).toBe('timeout')
  })

  it('passes an abort signal to fetch and reports the caller abort as aborted', async () => {
    let seen: AbortSignal | undefined
    const fetch = fakeFetch(
      () =>
        new Promise<Response>(() => {
          // never answers
        }),
    )
    const controller = new AbortController()
    const wrapped = Object.assign(
      (input: string, init: RequestInit) => {
        seen = init.signal ?? undefined
        return fetch(input, init)
      },
      { calls: fetch.calls },
    )
    const settled = requestJson(testContext(wrapped, { signal: controller.signal }), spec).catch(
      (e: unknown) => e,
    )
    await Promise.resolve()
    controller.abort()
    const error = (await settled) as ApiError
    expect(error.kind).toEqual({ type: 'aborted' })
    expect(seen?.aborted).toBe(true)
    expect(fetch.calls).toHaveLength(1)
  })

  it('does not send at all with an already aborted signal', async () => {
    const fetch = fakeFetch(() => json(200, { price: 1 }))
    await expect(
      requestJson(testContext(fetch, { signal: AbortSignal.abort() }), spec),
    ).rejects.toMatchObject({ kind: { type: 'aborted' } })
    expect(fetch.calls).toHaveLength(0)
  })

  it('uses the global fetch when none is injected', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { price: 9 }))
    const ctx = { ...testContext(fakeFetch(() => json(500, {}))), fetch: undefined }
    await expect(requestJson(ctx, spec)).resolves.toMatchObject({ data: { price: 9 } })
    expect(global).toHaveBeenCalledOnce()
    global.mockRestore()
  })
})

describe('mapResult', () => {
  it('turns a converter failure into invalidResponse', () => {
    const result = { data: 'x', meta: { status: 200, receivedAt: new Date(), attempts: 1 } }
    expect(mapResult(result, 'order', (s) => s.length).data).toBe(1)
    let error: unknown
    try {
      mapResult(result, 'order', () => {
        throw new Error('sellAmount: "1e3" is not a uint256 amount')
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toEqual({
      type: 'invalidResponse',
      issues: ['sellAmount: "1e3" is not a uint256 amount'],
    })
  })
})
