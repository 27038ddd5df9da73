import { Trans, useLingui } from '@lingui/react/macro'
import { shortenAddress } from '@/lib/format-amount'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useEnvironment } from '@/wallet/use-environment'
import type { Address } from 'viem'

function ContractLink({
  label,
  address,
  explorer,
}: {
  label: string
  address: Address
  explorer: string
}) {
  const text = (
    <span className="font-mono" title={address}>
      {shortenAddress(address)}
    </span>
  )
  return (
    <span>
      {label}{' '}
      {explorer ? (
        <a
          href={`${explorer}/address/${address}`}
          target="_blank"
          rel="noreferrer"
          className="underline decoration-line-strong underline-offset-2 hover:text-fg"
        >
          {text}
        </a>
      ) : (
        text
      )}
    </span>
  )
}

/** Where orders go: network, environment and the contracts they select. */
export function Footer() {
  const { chain } = useActiveChain()
  const { environment, contracts } = useEnvironment()
  const { t } = useLingui()
  const environmentName = environment === 'staging' ? t`staging` : t`production`
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-shell flex-col gap-2 px-4 py-5 text-xs text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <Trans>
            <span className="font-semibold text-fg">batchswap</span> · orders settle together in
            batch auctions.
          </Trans>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>
            {chain.name}
            {chain.isSandbox ? ` ${t`(local)`}` : ` · ${environmentName}`}
          </span>
          <ContractLink
            label={t`Settlement`}
            address={contracts.settlement}
            explorer={chain.explorer}
          />
          <ContractLink
            label={t`Vault relayer`}
            address={contracts.vaultRelayer}
            explorer={chain.explorer}
          />
        </p>
      </div>
    </footer>
  )
}
