import { afterEach, describe, expect, it } from 'vitest'
import { DISCONNECTED, setWalletAccount, useWalletState } from './wallet-state'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('wallet state', () => {
  afterEach(() => setWalletAccount(DISCONNECTED))

  it('starts disconnected, as the prerendered page shows it', () => {
    expect(useWalletState.getState()).toMatchObject({ status: 'disconnected', isConnected: false })
    expect(useWalletState.getState().address).toBeUndefined()
  })

  it('derives isConnected and keeps the same state for the same account', () => {
    const account = {
      status: 'connected',
      address,
      chainId: 31337,
      connectorId: 'sandboxWallet',
      connectorName: 'Sandbox wallet',
    } as const
    setWalletAccount(account)
    const first = useWalletState.getState()
    expect(first).toMatchObject({ ...account, isConnected: true })
    setWalletAccount({ ...account })
    expect(useWalletState.getState()).toBe(first)
    setWalletAccount({ ...account, status: 'reconnecting' })
    expect(useWalletState.getState().isConnected).toBe(false)
  })
})
