/**
 * The token route: search, the token's header, USD price and top holders. The heading and the
 * data states (price, no data, errors) live in token-page-states.tsx; the logic lives in the
 * pure modules beside it (token-route, holders, format-usd).
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMemo, type ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { tokenKeys, useTopHolders, useUsdPrice } from '@/api/queries/token-queries'
import { retryNow, useRecovery } from '@/api/queries/use-recovery'
import { RecoveryNotice } from '@/components/recovery-notice'
import { Card } from '@/components/ui/card'
import { AlertIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { getListedTokens } from '@/config/token-lists'
import { ExternalLink } from '@/components/external-link'
import { addressUrl, tokenUrl } from '@/lib/explorer'
import { Link, useNavigate } from '@/lib/hash-router'
import { useApiContext } from '@/wallet/use-api-context'
import { formatAmount } from '@/lib/format-amount'
import { dateTimeFormat } from '@/lib/locale-format'
import { useActiveChain } from '@/wallet/use-active-chain'
import type { ChainInfo } from '@batchswap/contract/protocol/chains'
import { sortHolders } from './holders'
import { HoldersTable } from './holders-table'
import { TokenSearchBox } from './token-search-box'
import { coverageNotice, isNoDataAnswer } from './token-coverage'
import { parseTokenRoute, tokenPath, type TokenRef } from './token-route'
import { DataError, Notice, PriceValue } from './token-page-states'
import { PageHeading, PageTitle } from '@/components/ui/page-heading'
import { useTokenInfo } from './use-token-info'

/**
 * Route `#/token/:chain/:address` (and `#/token` for the search alone). The chain is an id
 * or a name, the address `-` for the native currency; a bad link becomes a sentence.
 */
export function TokenPage({
  chainSegment,
  addressSegment,
}: {
  chainSegment: string | undefined
  addressSegment: string | undefined
}) {
  const active = useActiveChain()
  const navigate = useNavigate()
  const route =
    chainSegment === undefined && addressSegment === undefined
      ? undefined
      : parseTokenRoute(chainSegment, addressSegment)
  const searchChain = route?.ok ? route.chain : active.chain
  const networkName = searchChain.name
  const listed = getListedTokens(searchChain.id)

  const search = (
    <Card className="p-5">
      <TokenSearchBox
        tokens={listed}
        networkName={searchChain.name}
        onOpen={(address) => navigate(tokenPath(searchChain, { native: false, address }))}
      />
    </Card>
  )

  if (!route) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageHeading
          title={<Trans>Token</Trans>}
          documentTitle={t`Token`}
          description={<Trans>Price and largest holders of any token on {networkName}.</Trans>}
        />
        {search}
        <section aria-labelledby="listed-heading">
          <h2 id="listed-heading" className="mb-3 text-sm font-semibold text-fg-muted">
            <Trans>Listed on {networkName}</Trans>
          </h2>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={tokenPath(searchChain, { native: true })}
                className="inline-flex items-center rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-fg hover:border-line-strong"
              >
                {searchChain.nativeSymbol}
                <span className="sr-only">
                  {' '}
                  <Trans>(native currency)</Trans>
                </span>
              </Link>
            </li>
            {listed.map((token) => (
              <li key={token.address}>
                <Link
                  to={tokenPath(searchChain, { native: false, address: token.address })}
                  className="inline-flex items-center rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-fg hover:border-line-strong"
                >
                  {token.symbol}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    )
  }

  if (!route.ok) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageTitle documentTitle={t`Token not found`}>
          <Trans>Token</Trans>
        </PageTitle>
        {search}
        <Card>
          <Notice
            tone="error"
            title={route.problem === 'chain' ? t`Unknown network` : t`Malformed token address`}
          >
            {route.sentence}
          </Notice>
        </Card>
      </div>
    )
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <TokenView chain={route.chain} token={route.token} search={search} />
    </div>
  )
}

function TokenView({
  chain,
  token,
  search,
}: {
  chain: ChainInfo
  token: TokenRef
  /** The search box, placed under the token's name. */
  search: ReactNode
}) {
  const ctx = useApiContext(chain.id)
  const { address: account } = useAccount()
  const info = useTokenInfo(chain, token)
  const priceToken = token.native ? '-' : token.address
  const price = useUsdPrice(ctx, priceToken)
  const holdersToken = token.native ? undefined : token.address
  const holders = useTopHolders(ctx, holdersToken)
  // Both come from the same service: one notice for the page while either recovers.
  const priceRecovery = useRecovery(tokenKeys.usdPrice(ctx, priceToken))
  const holdersRecovery = useRecovery(
    holdersToken ? tokenKeys.topHolders(ctx, holdersToken) : undefined,
  )
  const recovery = priceRecovery ?? holdersRecovery
  const retryAll = () => {
    retryNow(price.refetch)
    if (holdersToken) void holders.refetch()
  }
  const sorted = useMemo(
    () => (holders.data ? sortHolders(holders.data) : undefined),
    [holders.data],
  )
  const symbol = info.symbol ?? t`Unknown token`
  const chainName = chain.name
  const nativeSymbol = chain.nativeSymbol
  const decimals = info.decimals
  const coverage = coverageNotice(chain)
  const explorer = token.native ? undefined : tokenUrl(chain.id, token.address)

  return (
    <>
      <div>
        <p className="mb-1 text-sm font-medium text-fg-muted">
          {token.native ? <Trans>{chainName} · native currency</Trans> : chainName}
        </p>
        <PageTitle documentTitle={t`${symbol} on ${chainName}`}>
          {info.loading && !info.symbol ? <Skeleton className="h-8 w-32" /> : symbol}
          {info.name && <span className="ml-3 text-lg font-normal text-fg-muted">{info.name}</span>}
        </PageTitle>
        {!token.native && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <span className="font-mono text-[0.8125rem] break-all text-fg">{token.address}</span>
            {explorer && (
              <ExternalLink href={explorer}>
                <Trans>Explorer</Trans>
              </ExternalLink>
            )}
          </p>
        )}
        {info.notAContract && (
          <p className="mt-2 flex items-center gap-2 text-sm text-warning">
            <AlertIcon className="size-4" />
            <Trans>
              No token contract answered at this address on {chainName}; check the network and the
              address.
            </Trans>
          </p>
        )}
      </div>

      {search}

      {recovery && (
        <RecoveryNotice
          title={recovery.title}
          sentence={recovery.sentence}
          onRetry={retryAll}
          compact
        />
      )}

      {coverage && (
        <Card className="overflow-hidden">
          <Notice tone="info" title={coverage.title}>
            {coverage.sentence}
          </Notice>
        </Card>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard title={<Trans>USD price</Trans>}>
          <PriceValue
            price={price.data}
            noData={isNoDataAnswer(chain, price.error)}
            chainName={chain.name}
            error={priceRecovery ? null : price.error}
            loading={price.isPending || priceRecovery !== undefined}
            onRetry={() => retryNow(price.refetch)}
          />
          {price.data !== undefined && (
            <p className="mt-1 text-xs text-fg-subtle">
              <Trans>
                Updated {dateTimeFormat({ timeStyle: 'medium' }).format(price.dataUpdatedAt)}
              </Trans>
            </p>
          )}
        </StatCard>
        <StatCard title={<Trans>Total supply</Trans>}>
          <p className="tabular mt-2 text-2xl font-semibold tracking-tight break-words text-fg">
            {token.native ? (
              '—'
            ) : info.totalSupply !== undefined && info.decimals !== undefined ? (
              `${formatAmount(info.totalSupply, info.decimals, { maxDecimals: 2 })}`
            ) : info.loading ? (
              <Skeleton className="h-7 w-40" />
            ) : (
              t`Unknown`
            )}
          </p>
          <p className="mt-1 text-xs text-fg-subtle">
            {token.native
              ? t`The native currency has no token contract.`
              : decimals !== undefined
                ? t`${symbol} · ${decimals} decimals`
                : t`Decimals unknown`}
          </p>
        </StatCard>
      </div>

      <Card className="overflow-hidden">
        <div className="border-b border-line px-5 py-4">
          <h2 className="text-lg font-semibold tracking-tight text-fg">
            <Trans>Top holders</Trans>
          </h2>
        </div>
        {token.native ? (
          <Notice tone="info" title={t`No holder list for the native currency`}>
            <Trans>
              Holders are listed for tokens; {nativeSymbol} balances live in accounts, not in a
              token contract.
            </Trans>
          </Notice>
        ) : sorted ? (
          sorted.length === 0 ? (
            <Notice tone="info" title={t`No holders found`} />
          ) : (
            <HoldersTable
              holders={sorted}
              symbol={info.symbol ?? ''}
              decimals={info.decimals}
              totalSupply={info.totalSupply}
              account={account}
              addressUrl={(a) => addressUrl(chain.id, a)}
            />
          )
        ) : holders.error && !holdersRecovery ? (
          <DataError
            error={holders.error}
            noData={isNoDataAnswer(chain, holders.error)}
            notFoundTitle={t`No holders found`}
            onRetry={() => retryNow(holders.refetch)}
          />
        ) : (
          <div aria-busy="true" className="space-y-3 p-5">
            <span role="status" className="sr-only">
              <Trans>Loading holders…</Trans>
            </span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        )}
      </Card>
    </>
  )
}

/** One figure of the token, under its name. */
function StatCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold text-fg-muted">{title}</h2>
      {children}
    </Card>
  )
}
