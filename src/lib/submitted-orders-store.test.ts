import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Hex } from 'viem'

const storage = new Map<string, string>()
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
})

const { useSubmittedOrdersStore, selectSubmittedOrders, SUBMITTED_ORDERS_STORAGE_KEY } =
  await import('./submitted-orders-store')

const scope = {
  environment: 'production' as const,
  chainId: 31337,
  owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
}
const uid = (n: number) => `0x${n.toString(16).padStart(112, '0')}` as Hex

describe('submitted orders store', () => {
  beforeEach(() => useSubmittedOrdersStore.setState({ byAccount: {} }))

  it('keeps newest first, ignores duplicates whatever their case, and persists', () => {
    const { addSubmittedOrder } = useSubmittedOrdersStore.getState()
    addSubmittedOrder(scope, { uid: uid(1), submittedAt: 1 })
    addSubmittedOrder(scope, { uid: uid(2), submittedAt: 2 })
    addSubmittedOrder(scope, {
      uid: uid(1).toUpperCase().replace('0X', '0x') as Hex,
      submittedAt: 3,
    })
    const orders = selectSubmittedOrders(scope)(useSubmittedOrdersStore.getState())
    expect(orders.map((o) => o.uid)).toEqual([uid(2), uid(1)])
    expect(storage.get(SUBMITTED_ORDERS_STORAGE_KEY)).toContain(uid(2))
  })

  it('separates accounts (same owner in another case is the same account) and chains', () => {
    const { addSubmittedOrder, removeSubmittedOrder } = useSubmittedOrdersStore.getState()
    addSubmittedOrder(scope, { uid: uid(1), submittedAt: 1 })
    addSubmittedOrder({ ...scope, chainId: 1 }, { uid: uid(2), submittedAt: 1 })
    const lower = { ...scope, owner: scope.owner.toLowerCase() as `0x${string}` }
    expect(selectSubmittedOrders(lower)(useSubmittedOrdersStore.getState())).toHaveLength(1)
    removeSubmittedOrder(scope, uid(1))
    expect(selectSubmittedOrders(scope)(useSubmittedOrdersStore.getState())).toHaveLength(0)
    expect(selectSubmittedOrders(undefined)(useSubmittedOrdersStore.getState())).toHaveLength(0)
  })
})
