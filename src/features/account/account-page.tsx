import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { WalletIcon } from '@/components/ui/icons'
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
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { t } = useLingui()
  const chainName = chain.name
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <DocumentTitle>{t`Account`}</DocumentTitle>
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-fg outline-none sm:text-3xl"
        >
          <Trans>Account</Trans>
        </h1>
        <p className="mt-1.5 text-sm break-all text-fg-muted sm:text-base">
          {address
            ? t`${address} on ${chainName}`
            : t`Your balances, approvals and history, in one place.`}
        </p>
      </div>
      {!address ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <WalletIcon className="size-8 text-brand-text" />
          <h2 className="text-lg font-semibold text-fg">
            <Trans>Connect a wallet to see your account</Trans>
          </h2>
          <p className="text-sm text-fg-muted">
            <Trans>Balances, approvals and history are read for the connected account.</Trans>
          </p>
          <ConnectButton />
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

function ConnectButton() {
  const { openConnectModal } = useWalletModals()
  return (
    <Button onClick={openConnectModal}>
      <Trans>Connect a wallet</Trans>
    </Button>
  )
}
