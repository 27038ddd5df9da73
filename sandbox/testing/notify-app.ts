/**
 * Test support for the channels' vitest files (not a test): the routes' Hono app over an
 * in-memory database with a clock the test moves, and the calls the tests make (sign in,
 * add a webhook, write a notification, read deliveries). Signatures are checked with viem's
 * verifyMessage (EOA); the chain's EIP-1271 path is service.test.ts's.
 */
import { Hono } from 'hono'
import { beforeEach, expect } from 'vitest'
import { verifyMessage, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import {
  createdChannelResponseSchema,
  deliveriesResponseSchema,
  nonceResponseSchema,
  signInResponseSchema,
} from '@batchswap/contract/wire/channels'
import { createClock, silentLogger } from '../kernel/context'
import { OrderbookDb } from '../kernel/db'
import { useStarted } from './lifecycle'
import type { NotifyDeps } from '../notify/deps'
import { channelRoutes } from '../notify/routes'

export const CHAIN_ID = 31337
export const DOMAIN = 'localhost:5173'
export const ORDER_UID: Hex = `0x${'ab'.repeat(56)}`
const errorSchema = z.object({ errorType: z.string(), description: z.string() })

export interface Answer {
  status: number
  body: unknown
  text: string
}

export function expectError(answer: Answer, status: number, errorType: string) {
  expect(answer.status, answer.text).toBe(status)
  expect(errorSchema.parse(answer.body).errorType).toBe(errorType)
}

export class NotifyTestApp {
  // Mutated through a field, not assigned: tests reach this object through a Proxy.
  private readonly time = { now: Date.now() }
  readonly deps: NotifyDeps
  readonly app = new Hono()

  constructor(
    readonly db: OrderbookDb,
    extra: (base: NotifyDeps) => Partial<NotifyDeps>,
  ) {
    const base: NotifyDeps = {
      sql: db.sql,
      clock: createClock(() => this.time.now),
      log: silentLogger,
      chainId: CHAIN_ID,
      network: 'sandbox',
      verify: (address, message, signature) => verifyMessage({ address, message, signature }),
      siweDomains: [],
      urlPolicy: { allowLoopback: true, allowPrivate: false },
      // Retries due at once: the tests run the worker round by round, not by the clock.
      retry: { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0 },
      timeoutMs: 5_000,
      vapidSubject: 'mailto:test@batchswap.invalid',
    }
    this.deps = { ...base, ...extra(base) }
    channelRoutes(this.deps)(this.app)
  }

  get nowMs(): number {
    return this.time.now
  }

  advance(ms: number): void {
    this.time.now += ms
  }

  async stop(): Promise<void> {
    this.deps.mailer?.close()
    await this.db.close()
  }

  async call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; origin?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.origin) headers.origin = options.origin
    const res = await this.app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await res.text()
    let body: unknown
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown)
    } catch {
      body = undefined
    }
    return { status: res.status, body, text }
  }

  async nonce(account: Address): Promise<string> {
    const res = await this.call('GET', `/accounts/${account}/auth/nonce`)
    expect(res.status).toBe(200)
    return nonceResponseSchema.parse(res.body).nonce
  }

  async siwe(
    signer: PrivateKeyAccount,
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  ): Promise<{ message: string; signature: Hex }> {
    const message = createSiweMessage({
      address: signer.address,
      chainId: CHAIN_ID,
      domain: DOMAIN,
      uri: `http://${DOMAIN}/inbox`,
      version: '1',
      nonce: await this.nonce(signer.address),
      issuedAt: new Date(this.time.now),
      expirationTime: new Date(this.time.now + 60 * 60 * 1000),
      statement: 'Manage my batchswap notification channels.',
      ...overrides,
    })
    return { message, signature: await signer.signMessage({ message }) }
  }

  async signIn(signer: PrivateKeyAccount): Promise<string> {
    const res = await this.call('POST', `/accounts/${signer.address}/auth`, {
      body: await this.siwe(signer),
    })
    expect(res.status, res.text).toBe(200)
    return signInResponseSchema.parse(res.body).token
  }

  async addWebhook(token: string, account: Address, url: string, types = ['order_filled']) {
    const res = await this.call('POST', `/accounts/${account}/channels`, {
      token,
      body: { kind: 'webhook', url, types },
    })
    expect(res.status, res.text).toBe(201)
    return createdChannelResponseSchema.parse(res.body)
  }

  /** Writes a notification as the indexer does (its outbox rows with it). */
  async notify(account: Address, type: string, key: string): Promise<number> {
    const id = await this.db.insertNotification({
      account,
      type,
      message: `An ${type} notice`,
      createdAt: new Date(this.time.now),
      orderUid: ORDER_UID,
      metadata: { orderId: ORDER_UID, executedAmount: '1' },
      dedupeKey: key,
    })
    if (id === undefined) throw new Error('notification not inserted')
    return id
  }

  async deliveries(token: string, account: Address, channelId: string) {
    const res = await this.call('GET', `/accounts/${account}/channels/${channelId}/deliveries`, {
      token,
    })
    expect(res.status).toBe(200)
    return deliveriesResponseSchema.parse(res.body)
  }
}

/** The file's app: started in beforeAll, stopped in afterAll. */
export function useNotifyApp(
  extra: (base: NotifyDeps) => Partial<NotifyDeps> = () => ({}),
): NotifyTestApp {
  // TEST_DATABASE_URL (npm run test:postgres): on a Postgres server, emptied first.
  const url = process.env.TEST_DATABASE_URL
  return useStarted(
    'notify app',
    async () =>
      new NotifyTestApp(
        await OrderbookDb.open(url ? { databaseUrl: url, reset: true } : {}),
        extra,
      ),
  )
}

/** The two accounts of the channels' tests (sign-in.test.ts, channels.test.ts). */
export const alice = privateKeyToAccount(`0x${'11'.repeat(32)}`)
export const bob = privateKeyToAccount(`0x${'22'.repeat(32)}`)

/** The channels' tests' app: each test starts a minute after the one before. */
export function useChannelsTestApp(): NotifyTestApp {
  const t = useNotifyApp()
  beforeEach(() => {
    t.advance(60_000)
  })
  return t
}
