import { describe, expect, it } from 'vitest'
import { SANDBOX_USDC as USDC, SANDBOX_WETH as WETH } from '@/api/test-fixtures'
import { memoryStorage } from '@/lib/browser-storage'
import {
  APPROVAL_CHOICE_STORAGE_KEY,
  approvalChoiceFor,
  createApprovalChoiceStore,
  MAX_APPROVAL_CHOICES,
  sanitizeApprovalChoices,
} from './approval-choice-store'

describe('approval choice store', () => {
  it('starts at exact and remembers the choice per token and chain under a versioned key', () => {
    const storage = memoryStorage()
    const store = createApprovalChoiceStore(storage)
    expect(approvalChoiceFor(store.getState().byToken, 31337, USDC.address)).toBe('exact')
    expect(approvalChoiceFor(store.getState().byToken, 31337, undefined)).toBe('exact')

    store.getState().rememberApprovalChoice(31337, USDC.address, 'unlimited')
    const { byToken } = store.getState()
    expect(approvalChoiceFor(byToken, 31337, USDC.address)).toBe('unlimited')
    // Same token in another case: the same choice. Another token or chain: the default.
    expect(approvalChoiceFor(byToken, 31337, USDC.address.toLowerCase() as `0x${string}`)).toBe(
      'unlimited',
    )
    expect(approvalChoiceFor(byToken, 31337, WETH.address)).toBe('exact')
    expect(approvalChoiceFor(byToken, 1, USDC.address)).toBe('exact')

    const saved = JSON.parse(storage.data.get(APPROVAL_CHOICE_STORAGE_KEY) ?? '{}') as {
      version: number
      state: unknown
    }
    expect(saved).toEqual({
      version: 1,
      state: { byToken: { [`31337:${USDC.address}`]: 'unlimited' } },
    })
  })

  it('rehydrates what was saved', () => {
    const storage = memoryStorage({
      [APPROVAL_CHOICE_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { byToken: { [`31337:${WETH.address}`]: 'unlimited' } },
      }),
    })
    const store = createApprovalChoiceStore(storage)
    expect(approvalChoiceFor(store.getState().byToken, 31337, WETH.address)).toBe('unlimited')
  })

  it('drops malformed entries instead of crashing', () => {
    expect(sanitizeApprovalChoices('nonsense')).toEqual({})
    expect(
      sanitizeApprovalChoices({
        byToken: {
          [`31337:${WETH.address}`]: 'all of it',
          '31337:0x1234': 'unlimited',
          [`mainnet:${USDC.address}`]: 'unlimited',
          [`1:${USDC.address.toLowerCase()}`]: 'exact',
        },
      }),
    ).toEqual({ byToken: { [`1:${USDC.address}`]: 'exact' } })
  })

  it('keeps a bounded number of choices, dropping the oldest', () => {
    const store = createApprovalChoiceStore(memoryStorage())
    const token = (i: number) => `0x${i.toString(16).padStart(40, '0')}` as `0x${string}`
    for (let i = 1; i <= MAX_APPROVAL_CHOICES + 5; i++) {
      store.getState().rememberApprovalChoice(31337, token(i), 'unlimited')
    }
    const { byToken } = store.getState()
    expect(Object.keys(byToken)).toHaveLength(MAX_APPROVAL_CHOICES)
    expect(approvalChoiceFor(byToken, 31337, token(1))).toBe('exact')
    expect(approvalChoiceFor(byToken, 31337, token(MAX_APPROVAL_CHOICES + 5))).toBe('unlimited')
  })
})
