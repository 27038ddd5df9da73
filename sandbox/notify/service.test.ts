/**
 * The channels in the composed service on a real chain: a Safe signs in through EIP-1271,
 * and an order that fills reaches the trader's webhook, verified with standardwebhooks,
 * once, carrying the order's UID and the chain.
 */
import { describe, expect, it } from 'vitest'
import { hashMessage, hashTypedData, parseUnits, type Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import {
  createdChannelResponseSchema,
  deliveriesResponseSchema,
  nonceResponseSchema,
  signInResponseSchema,
  webhookPayloadSchema,
} from '@batchswap/contract/wire/channels'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { devAccount } from '../chain/dev-accounts'
import {
  NO_LOOPS,
  USDC,
  WETH,
  postOrder,
  sellAtMarket,
  traderAccount,
} from '../testing/settlement-harness'
import { useHarness } from '../testing/settlement-hooks'
import { startWebhookReceiver } from '../testing/notify-receivers'

const h = useHarness(NO_LOOPS, { approvedTokens: [WETH] })
const DOMAIN = 'localhost:5173'
const errorSchema = z.object({ errorType: z.string(), description: z.string() })

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${h.apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function messageFor(address: Hex): Promise<string> {
  const res = await fetch(`${h.apiUrl}/accounts/${address}/auth/nonce`)
  const { nonce } = nonceResponseSchema.parse(await res.json())
  const now = h.service.context.clock.nowMs()
  return createSiweMessage({
    address,
    chainId: sandboxDeployment.chainId,
    domain: DOMAIN,
    uri: `http://${DOMAIN}/inbox`,
    version: '1',
    nonce,
    issuedAt: new Date(now),
    expirationTime: new Date(now + 10 * 60 * 1000),
  })
}

/**
 * Signs dev trader `index` in and adds a webhook for its fills, delivered to a loopback
 * receiver that verifies with the channel's secret; the caller closes the receiver.
 */
async function traderWithWebhook(index: number) {
  const trader = traderAccount(index)
  const message = await messageFor(trader.address)
  const signIn = await post(`/accounts/${trader.address}/auth`, {
    message,
    signature: await trader.signMessage({ message }),
  })
  const { token } = signInResponseSchema.parse(signIn.body)
  let secret = ''
  const receiver = await startWebhookReceiver(() => [secret])
  try {
    const added = await post(
      `/accounts/${trader.address}/channels`,
      { kind: 'webhook', url: receiver.url, types: ['order_filled'] },
      token,
    )
    expect(added.status).toBe(201)
    const created = createdChannelResponseSchema.parse(added.body)
    secret = created.secret ?? ''
    return { trader, token, channelId: created.channel.id, receiver }
  } catch (error) {
    await receiver.close()
    throw error
  }
}

describe('channels in the running service', () => {
  it('signs a Safe in through EIP-1271, and refuses its owner’s plain signature', async () => {
    const safe = sandboxDeployment.safes.find((s) => s.threshold === 1)
    const ownerIndex = safe?.ownerAccountIndexes[0]
    if (!safe || ownerIndex === undefined) throw new Error('the sandbox has no 1-of-1 Safe')
    const owner = devAccount(ownerIndex)
    const message = await messageFor(safe.address)
    // The Safe's fallback handler checks the owner's signature of the SafeMessage that wraps
    // the EIP-191 hash the service asks isValidSignature about.
    const safeMessageHash = hashTypedData({
      domain: { chainId: sandboxDeployment.chainId, verifyingContract: safe.address },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: hashMessage(message) },
    })
    const plain = await owner.signMessage({ message })
    const refused = await post(`/accounts/${safe.address}/auth`, { message, signature: plain })
    expect(refused.status).toBe(401)
    expect(errorSchema.parse(refused.body).errorType).toBe('InvalidSignature')
    const signature = await owner.sign({ hash: safeMessageHash })
    const res = await post(`/accounts/${safe.address}/auth`, { message, signature })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(signInResponseSchema.parse(res.body).account).toBe(safe.address)
  })

  it('delivers a fill to the trader’s webhook once, signed, with the order UID and chain', async () => {
    const { trader, receiver } = await traderWithWebhook(0)
    try {
      const order = await postOrder(h, 0, sellAtMarket(h, WETH, USDC, parseUnits('0.1', 18), 0.98))
      const outcome = await h.module.runAuction()
      expect(outcome.fills.map((f) => f.uid)).toContain(order.uid)
      const notify = h.service.notify
      if (!notify) throw new Error('the service runs without the notify module')
      // The service's own loop may be sending it too; the outbox's lease keeps it to one.
      for (let round = 0; round < 50 && receiver.received.length === 0; round++) {
        await notify.deliverDue()
        if (receiver.received.length === 0) await new Promise((r) => setTimeout(r, 100))
      }
      await notify.deliverDue()
      expect(receiver.received).toHaveLength(1)
      const [delivery] = receiver.received
      expect(delivery?.error).toBeUndefined()
      expect(webhookPayloadSchema.parse(delivery?.content)).toMatchObject({
        account: trader.address,
        type: 'order_filled',
        orderUid: order.uid,
        chainId: sandboxDeployment.chainId,
      })
    } finally {
      await receiver.close()
    }
  })

  it('resumes a delivery after the service restarts, under the same webhook-id', async () => {
    const { trader, token, channelId, receiver } = await traderWithWebhook(1)
    try {
      // The receiver is down (503) when the fill is first sent.
      receiver.answer([503])
      const order = await postOrder(h, 1, sellAtMarket(h, WETH, USDC, parseUnits('0.1', 18), 0.98))
      expect((await h.module.runAuction()).fills.map((f) => f.uid)).toContain(order.uid)
      for (let round = 0; round < 50 && receiver.received.length === 0; round++) {
        await h.service.notify?.deliverDue()
        if (receiver.received.length === 0) await new Promise((r) => setTimeout(r, 100))
      }
      expect(receiver.received.length).toBeGreaterThan(0)
      await h.restartService()
      receiver.answer([200])
      // The retry is due within the policy's first backoff (at most 5 s).
      const deliveries = async () => {
        const res = await fetch(
          `${h.apiUrl}/accounts/${trader.address}/channels/${channelId}/deliveries`,
          { headers: { authorization: `Bearer ${token}` } },
        )
        return deliveriesResponseSchema.parse(await res.json())
      }
      for (let round = 0; round < 150; round++) {
        await h.service.notify?.deliverDue()
        if ((await deliveries())[0]?.status === 'delivered') break
        await new Promise((r) => setTimeout(r, 100))
      }
      // The session and the delivery outlived the restart.
      expect((await deliveries())[0]).toMatchObject({ status: 'delivered', lastStatus: 200 })
      const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']))
      expect(ids.size).toBe(1)
      expect(receiver.received.length).toBeGreaterThan(1)
      expect(webhookPayloadSchema.parse(receiver.received.at(-1)?.content).orderUid).toBe(order.uid)
    } finally {
      await receiver.close()
    }
  })
})
