import { t } from '@lingui/core/macro'
import { useCallback } from 'react'
import { useAccount, useConnect, useConnectors, useDisconnect, useSwitchChain } from 'wagmi'
import { SANDBOX_CONNECTOR_ID, SANDBOX_WALLET_NAME } from '@/wallet/sandbox-wallet-id'
import { useSettingsStore } from '@/lib/settings-store'
import { toast } from '@/lib/toast-store'
import { isUserRejection, walletErrorMessage } from '@/wallet/wallet-errors'
import {
  CHAINS,
  SANDBOX_CHAIN_ID,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'

/**
 * The network the trader last chose in this tab (menu, banner, dialog), so a page can tell
 * a switch the trader made from a link that names another network.
 */
let traderChoice: number | undefined
export function traderChosenChainId(): number | undefined {
  return traderChoice
}

/** The Sandbox wallet was disconnected by a switch away from the sandbox in this tab. */
let sandboxWalletParked = false

/**
 * Changes the app's network. Connected: asks the wallet to switch (the app follows the
 * wallet's chain). Disconnected: just changes the selected network. The Sandbox wallet
 * exists only on the sandbox, so choosing another network disconnects it, and switching
 * back reconnects it.
 */
export function useSwitchNetwork() {
  const { isConnected, connector } = useAccount()
  const connectorId = connector?.id
  const connectors = useConnectors()
  const { connectAsync } = useConnect()
  const { disconnectAsync } = useDisconnect()
  const { switchChainAsync, isPending: isSwitching } = useSwitchChain()
  const setSelectedChainId = useSettingsStore((s) => s.setSelectedChainId)

  const switchNetwork = useCallback(
    async (chainId: SupportedChainId): Promise<void> => {
      traderChoice = chainId
      const wallet = SANDBOX_WALLET_NAME
      setSelectedChainId(chainId)
      if (!isConnected) {
        const sandboxWallet = connectors.find((c) => c.id === SANDBOX_CONNECTOR_ID)
        if (chainId === SANDBOX_CHAIN_ID && sandboxWalletParked && sandboxWallet) {
          sandboxWalletParked = false
          try {
            await connectAsync({ connector: sandboxWallet })
          } catch (error) {
            toast.show({
              tone: 'error',
              title: t`The ${wallet} did not reconnect`,
              description: walletErrorMessage(error),
            })
          }
        }
        return
      }
      const name = CHAINS[chainId].name
      if (connectorId === SANDBOX_CONNECTOR_ID && chainId !== SANDBOX_CHAIN_ID) {
        await disconnectAsync()
        sandboxWalletParked = true
        toast.show({
          tone: 'info',
          title: t`Now on ${name}`,
          description: t`The ${wallet} works only on the Sandbox network, so it was disconnected (it reconnects when you switch back). Connect another wallet to trade on ${name}.`,
        })
        return
      }
      try {
        await switchChainAsync({ chainId })
      } catch (error) {
        if (isUserRejection(error)) return
        toast.show({
          tone: 'error',
          title: t`Your wallet did not switch to ${name}`,
          description: walletErrorMessage(error),
        })
      }
    },
    [
      connectAsync,
      connectorId,
      connectors,
      disconnectAsync,
      isConnected,
      setSelectedChainId,
      switchChainAsync,
    ],
  )

  return { switchNetwork, isSwitching }
}
