import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useWalletModalStore } from './wallet-modal-store'

const initial = useWalletModalStore.getState()

describe('useWalletModalStore', () => {
  beforeEach(() => useWalletModalStore.setState(initial, true))

  it('an intent asks for RainbowKit to be fetched, without wanting a dialog', () => {
    useWalletModalStore.getState().intend()
    const state = useWalletModalStore.getState()
    expect(state.intended).toBe(true)
    expect(state.wanted).toBe(false)
    expect(state.requested).toBeUndefined()
  })

  it('a tap before RainbowKit is ready is kept, and taken once', () => {
    useWalletModalStore.getState().open('connect')
    expect(useWalletModalStore.getState()).toMatchObject({ wanted: true, requested: 'connect' })
    expect(useWalletModalStore.getState().takeRequest()).toBe('connect')
    expect(useWalletModalStore.getState().takeRequest()).toBeUndefined()
  })

  it('once ready, a tap opens the dialog at once', () => {
    const connect = vi.fn()
    useWalletModalStore.getState().register({ connect })
    useWalletModalStore.getState().open('connect')
    expect(connect).toHaveBeenCalledOnce()
    expect(useWalletModalStore.getState().requested).toBeUndefined()
  })
})
