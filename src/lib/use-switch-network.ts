import { useCallback } from 'react'
import { useAccount, useDisconnect, useSwitchChain } from 'wagmi'
import { SANDBOX_CONNECTOR_ID, SANDBOX_WALLET_NAME } from '@/lib/sandbox-connector'
import { useSettingsStore } from '@/lib/settings-store'
import { toast } from '@/lib/toast-store'
import { isUserRejection, walletErrorMessage } from '@/lib/wallet-errors'
import { CHAINS, SANDBOX_CHAIN_ID, type SupportedChainId } from '@/protocol/chains'

/**
 * Changes the app's network. Connected: asks the wallet to switch (the app follows the
 * wallet's chain). Disconnected: just changes the selected network. The Sandbox wallet
 * exists only on the sandbox, so choosing another network disconnects it.
 */
export function useSwitchNetwork() {
  const { isConnected, connector } = useAccount()
  const { switchChainAsync, isPending } = useSwitchChain()
  const { disconnectAsync } = useDisconnect()
  const setSelectedChainId = useSettingsStore((s) => s.setSelectedChainId)

  const switchNetwork = useCallback(
    async (chainId: SupportedChainId): Promise<void> => {
      setSelectedChainId(chainId)
      if (!isConnected) return
      const name = CHAINS[chainId].name
      if (connector?.id === SANDBOX_CONNECTOR_ID && chainId !== SANDBOX_CHAIN_ID) {
        await disconnectAsync()
        toast.show({
          tone: 'info',
          title: `Now on ${name}`,
          description: `The ${SANDBOX_WALLET_NAME} works only on the Sandbox network, so it was disconnected. Connect another wallet to trade on ${name}.`,
        })
        return
      }
      try {
        await switchChainAsync({ chainId })
      } catch (error) {
        if (isUserRejection(error)) return
        toast.show({
          tone: 'error',
          title: `Your wallet did not switch to ${name}`,
          description: walletErrorMessage(error),
        })
      }
    },
    [connector?.id, disconnectAsync, isConnected, setSelectedChainId, switchChainAsync],
  )

  return { switchNetwork, isSwitching: isPending }
}
