/**
 * Sign-in to the account's channels over an in-memory database and the routes' Hono app
 * (testing/notify-app.ts): Sign-In with Ethereum (EIP-4361), what it refuses, and the privacy
 * of one account's channels from another's session.
 */
import { describe, expect, it } from 'vitest'
import { channelsResponseSchema, signInResponseSchema } from '@batchswap/contract/wire/channels'
import { startWebhookReceiver } from '../testing/notify-receivers'
import { alice, bob, expectError, useChannelsTestApp } from '../testing/notify-app'

const t = useChannelsTestApp()

describe('sign-in with Ethereum', () => {
  it('gives a session for a signed message, and refuses its nonce a second time', async () => {
    const signed = await t.siwe(alice)
    const first = await t.call('POST', `/accounts/${alice.address}/auth`, { body: signed })
    expect(first.status).toBe(200)
    const session = signInResponseSchema.parse(first.body)
    expect(session.account).toBe(alice.address)
    expectError(
      await t.call('POST', `/accounts/${alice.address}/auth`, { body: signed }),
      401,
      'InvalidNonce',
    )
  })

  it('refuses a bad signature, an expired message, another account, domain, URI or chain', async () => {
    const path = `/accounts/${alice.address}/auth`
    const byBob = await t.siwe(alice)
    const badSignature = { ...byBob, signature: await bob.signMessage({ message: byBob.message }) }
    expectError(await t.call('POST', path, { body: badSignature }), 401, 'InvalidSignature')
    expectError(
      await t.call('POST', path, {
        body: await t.siwe(alice, {
          issuedAt: new Date(t.nowMs - 120_000),
          expirationTime: new Date(t.nowMs - 1000),
        }),
      }),
      401,
      'ExpiredMessage',
    )
    // Bob signs in as Bob on Alice's path.
    expectError(await t.call('POST', path, { body: await t.siwe(bob) }), 403, 'WrongAccount')
    expectError(
      await t.call('POST', path, {
        body: await t.siwe(alice, { domain: 'evil.example', uri: 'https://evil.example/' }),
      }),
      401,
      'WrongDomain',
    )
    expectError(
      await t.call('POST', path, { body: await t.siwe(alice), origin: 'https://evil.example' }),
      401,
      'WrongDomain',
    )
    expectError(
      await t.call('POST', path, { body: await t.siwe(alice, { uri: 'https://evil.example/' }) }),
      401,
      'WrongDomain',
    )
    expectError(
      await t.call('POST', path, { body: await t.siwe(alice, { chainId: 1 }) }),
      401,
      'WrongChain',
    )
    expectError(
      await t.call('POST', path, { body: { message: 'hello', signature: '0x00' } }),
      400,
      'InvalidSiweMessage',
    )
    // A refused request does not spend the nonce: the same message, rightly signed, works.
    const signed = await t.siwe(alice)
    expectError(
      await t.call('POST', path, { body: { ...signed, signature: badSignature.signature } }),
      401,
      'InvalidSignature',
    )
    expect((await t.call('POST', path, { body: signed })).status).toBe(200)
  })

  it('keeps one account out of another one’s channels', async () => {
    const aliceToken = await t.signIn(alice)
    const bobToken = await t.signIn(bob)
    const receiver = await startWebhookReceiver(() => [])
    try {
      const { channel } = await t.addWebhook(aliceToken, alice.address, receiver.url)
      const base = `/accounts/${alice.address}/channels`
      expectError(await t.call('GET', base), 401, 'Unauthorized')
      expectError(await t.call('GET', base, { token: 'forged' }), 401, 'Unauthorized')
      expectError(await t.call('GET', base, { token: bobToken }), 403, 'WrongAccount')
      expectError(
        await t.call('POST', base, {
          token: bobToken,
          body: { kind: 'webhook', url: receiver.url, types: ['order_filled'] },
        }),
        403,
        'WrongAccount',
      )
      expectError(
        await t.call('DELETE', `${base}/${channel.id}`, { token: bobToken }),
        403,
        'WrongAccount',
      )
      expectError(
        await t.call('POST', `${base}/${channel.id}/secret`, { token: bobToken }),
        403,
        'WrongAccount',
      )
      // Bob's own path does not reach Alice's channel either.
      expectError(
        await t.call('DELETE', `/accounts/${bob.address}/channels/${channel.id}`, {
          token: bobToken,
        }),
        404,
        'ChannelNotFound',
      )
      const listed = channelsResponseSchema.parse(
        (await t.call('GET', base, { token: aliceToken })).body,
      )
      expect(listed.map((c) => c.id)).toEqual([channel.id])
      // The secret is shown once, never listed.
      expect(JSON.stringify(listed)).not.toContain('whsec_')
    } finally {
      await receiver.close()
    }
  })
})
