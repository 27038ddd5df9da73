/**
 * Exactly once, exhaustively (issue 22): every short sequence of answers to POST /orders
 * (lost, 5xx, DuplicatedOrder, InsufficientAllowance, InsufficientBalance, another 4xx, 201)
 * against each true outcome on the service (absent, open, already filled), through the real
 * API module (fetch wrapper, retry policy, postOrder, the UID lookup) and the real submission
 * pipeline. The verdict must be the truth, and the wallet is asked to sign once.
 */
import { describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import { orderExists, postOrder } from '@/api/orderbook'
import { fakeFetch, json, sandboxWireOrder, testContext } from '@/api/test-fixtures'
import { NOW, submissionInput, trader } from './submission-fixtures'
import { initialTradeFlow, tradeReducer, type TradeEvent } from './trade-machine'
import { submitOrder, type SubmissionEffects } from './submit-order'

const UNKNOWN_ANSWERS = ['lost', '5xx'] as const
const FINAL_ANSWERS = [
  'DuplicatedOrder',
  'InsufficientAllowance',
  'InsufficientBalance',
  'other4xx',
  '201',
] as const
type Answer = (typeof UNKNOWN_ANSWERS)[number] | (typeof FINAL_ANSWERS)[number]
type Truth = 'absent' | 'open' | 'filled'
const TRUTHS: readonly Truth[] = ['absent', 'open', 'filled']
const MAX_ATTEMPTS = 3

const isUnknown = (answer: Answer) => answer === 'lost' || answer === '5xx'

/** Up to MAX_ATTEMPTS answers: lost or 5xx answers are retried, anything else ends the POST. */
function sequences(): Answer[][] {
  const prefixes: Answer[][] = [[]]
  for (let length = 1; length < MAX_ATTEMPTS; length++) {
    for (const prefix of prefixes.filter((p) => p.length === length - 1)) {
      for (const answer of UNKNOWN_ANSWERS) prefixes.push([...prefix, answer])
    }
  }
  const all = prefixes.flatMap((prefix) => FINAL_ANSWERS.map((last) => [...prefix, last]))
  for (const prefix of prefixes.filter((p) => p.length === MAX_ATTEMPTS - 1)) {
    for (const last of UNKNOWN_ANSWERS) all.push([...prefix, last])
  }
  return all
}

/**
 * Whether a sequence can happen with this truth. The order exists only if an attempt could
 * have created it: a 201, or a lost or 5xx answer (the request got through, the answer did
 * not). A 201 for an order that exists, or a DuplicatedOrder for one that does not, cannot.
 */
function possible(answers: readonly Answer[], truth: Truth): boolean {
  let exists = false
  let mayExist = false
  for (const answer of answers) {
    if (answer === '201') {
      if (exists) return false
      exists = true
    } else if (answer === 'DuplicatedOrder') {
      if (!mayExist && !exists) return false
      exists = true
    } else if (isUnknown(answer)) {
      mayExist = true
    }
  }
  return truth === 'absent' ? !exists : exists || mayExist
}

const REFUSALS: Record<string, { status: number; errorType: string }> = {
  DuplicatedOrder: { status: 400, errorType: 'DuplicatedOrder' },
  InsufficientAllowance: { status: 400, errorType: 'InsufficientAllowance' },
  InsufficientBalance: { status: 400, errorType: 'InsufficientBalance' },
  other4xx: { status: 403, errorType: 'Forbidden' },
}

/** The service as the app meets it: the answers in turn, and an order that is the truth. */
function service(answers: readonly Answer[], truth: Truth, uid: () => Hex) {
  let exists = false
  let posts = 0
  const create = () => {
    if (truth !== 'absent') exists = true
  }
  const fetch = fakeFetch((request) => {
    // The lookup: by_uids lists the order when it exists, nothing otherwise.
    if (request.url.endsWith('/orders/by_uids')) {
      return json(
        200,
        exists
          ? [
              sandboxWireOrder({
                uid: uid(),
                owner: trader.address,
                status: truth === 'filled' ? 'fulfilled' : 'open',
              }),
            ]
          : [],
      )
    }
    const answer = answers[posts++]
    if (answer === undefined) throw new Error('more POST attempts than answers')
    switch (answer) {
      case 'lost':
        create()
        throw new TypeError('fetch failed')
      case '5xx':
        create()
        return new Response('<html>502 Bad Gateway</html>', { status: 502 })
      case '201':
        create()
        return json(201, uid())
      default: {
        const refusal = REFUSALS[answer]
        if (!refusal) throw new Error(answer)
        if (answer === 'DuplicatedOrder') create()
        return json(refusal.status, { errorType: refusal.errorType, description: answer })
      }
    }
  })
  return { fetch, posts: () => posts }
}

const input = submissionInput()

async function run(answers: readonly Answer[], truth: Truth) {
  let signedUid: Hex | undefined
  const uid = () => {
    if (!signedUid) throw new Error('answered before the order was signed')
    return signedUid
  }
  const svc = service(answers, truth, uid)
  const ctx = testContext(svc.fetch, {
    retry: { maxAttempts: MAX_ATTEMPTS, baseDelayMs: 0, maxJitterMs: 0 },
  })
  let signatures = 0
  const events: TradeEvent[] = []
  let flow = tradeReducer(tradeReducer(initialTradeFlow, { type: 'review' }), { type: 'confirm' })
  const effects: SubmissionEffects = {
    now: () => NOW,
    signTypedData: async (typedData) => {
      signatures += 1
      return trader.signTypedData(typedData)
    },
    signMessage: async () => {
      throw new Error('eth_sign not expected')
    },
    isContractAccount: async () => false,
    putAppData: async () => undefined,
    postOrder: async (creation, expectedUid) =>
      (await postOrder(ctx, creation, { expectedUid })).data,
    lookupOrder: (lookedUp) => orderExists(ctx, lookedUp),
    waitBeforeRecheck: async (round) => {
      if (round > 5) throw new Error('the service always answers lookups here')
    },
    sendPreSignature: async () => {
      throw new Error('presign not expected')
    },
    waitForTransaction: async () => undefined,
    onSigned: (signed) => {
      signedUid = signed.uid
    },
    onPosted: () => undefined,
  }
  const placed = await submitOrder(input, effects, (event) => {
    events.push(event)
    flow = tradeReducer(flow, event)
  })
  return { placed, events, flow, signatures, posts: svc.posts() }
}

const cases = sequences().flatMap((answers) =>
  TRUTHS.filter((truth) => possible(answers, truth)).map((truth) => ({
    name: `${answers.join(' → ')} | truth: ${truth}`,
    answers,
    truth,
  })),
)

describe('exactly once over every short sequence of answers', () => {
  it('covers every answer before and after a lost one, against every outcome', () => {
    expect(sequences()).toHaveLength(43)
    expect(cases.length).toBeGreaterThan(80)
    for (const truth of TRUTHS) expect(cases.some((c) => c.truth === truth)).toBe(true)
  })

  it.each(cases)('$name', async ({ answers, truth }) => {
    const { placed, events, flow, signatures, posts } = await run(answers, truth)
    expect(signatures).toBe(1)
    expect(posts).toBe(answers.length)
    const types = events.map((e) => e.type)
    if (truth === 'absent') {
      expect(placed).toBeUndefined()
      expect(types).not.toContain('posted')
      expect(flow).toMatchObject({ phase: 'failed', step: 'submit' })
      // A passing failure keeps the signed order: "try again" sends it, no new signature.
      const last = answers.at(-1)
      if (last && isUnknown(last)) expect(flow).toHaveProperty('scheme', 'eip712')
    } else {
      // Placed (filled even): tracked, and never a word of failure on the way.
      expect(placed).toBeDefined()
      expect(types).not.toContain('failed')
      expect(flow).toEqual({ phase: 'tracking', uid: placed })
    }
  })
})
