import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { ConnectWalletState } from '@/components/connect-wallet-state'
import { Card } from '@/components/ui/card'
import { PageHeading } from '@/components/ui/page-heading'
import { useSettingsStore } from '@/lib/settings-store'
import { approvalSpender } from '@/trade/approval/use-approval'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import { ExportSection } from './sections/export-section'
import { TokensSection } from './sections/tokens-section'
import { TotalSurplusSection } from './sections/total-surplus-section'

/**
 * The trader's own page: total surplus, every token's balance, value and allowance (approve,
 * revoke, favourite), and the history export. Each section reads its own state.
 */
export function AccountPage() {
  const { address } = useAccount()
  const { chain } = useActiveChain()
  const env = useSettingsStore((s) => s.environment)
  const spender = approvalSpender(chain.id, env)
  const { openConnectModal } = useWalletModals()
  const { t } = useLingui()
  const chainName = chain.name

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading
        title={<Trans>Account</Trans>}
        documentTitle={t`Account`}
        description={
          address
            ? t`${address} on ${chainName}`
            : t`Your balances, approvals and history, in one place.`
        }
      />
      {!address ? (
        <Card>
          <ConnectWalletState
            title={t`Connect a wallet to see your account`}
            onConnect={openConnectModal}
          >
            <Trans>Balances, approvals and history are read for the connected account.</Trans>
          </ConnectWalletState>
        </Card>
      ) : (
        <>
          <TotalSurplusSection account={address} chain={chain} />
          <TokensSection owner={address} chainId={chain.id} spender={spender} />
          <ExportSection owner={address} chain={chain} />
        </>
      )}
    </div>
  )
}
