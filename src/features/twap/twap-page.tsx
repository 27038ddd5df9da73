/**
 * The TWAP route: a Safe sells a total in parts over time through ComposableCoW. The form
 * (totals, parts, duration, price protection) shows each part's figures; the review shows the
 * one Safe transaction (set-up the Safe lacks, approval, `createWithContext`) and proposes it.
 * A wallet that is not a Safe is told why TWAP needs one and where to open the app in one.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  domainSeparator,
  isAddress,
  isAddressEqual,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { useAccount } from 'wagmi'
import { putAppDataMutationOptions } from '@/api/queries/app-data-queries'
import { quoteQueryOptions } from '@/api/queries/orderbook-queries'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { DefinitionLine } from '@/components/ui/definition-line'
import { DocumentTitle } from '@/components/ui/document-title'
import { getListedTokens } from '@/config/token-lists'
import { formatAmount } from '@/lib/format-amount'
import { useSettingsStore } from '@/lib/settings-store'
import { APP_CODE } from '@/trade/placement/app-code'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import { isSafeApp } from '@/wallet/safe-app'
import { proposeSafeTransaction } from '@/wallet/safe-sdk'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useApiContext } from '@/wallet/use-api-context'
import { buildAppDataDocument } from '@batchswap/contract/protocol/app-data'
import { appDataHash } from '@batchswap/contract/protocol/app-data-hash'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import {
  composableContractsFor,
  twapDataFromTotals,
  twapDataProblem,
} from '@batchswap/contract/protocol/twap'
import {
  DEFAULT_TWAP_SLIPPAGE_BPS,
  formatSeconds,
  planTwap,
  TWAP_DURATION_PRESETS,
} from './twap-plan'
import { Field, tokenOptions } from './twap-fields'
import { TwapReview } from './twap-review'
import { randomSalt, toSafeCalls, twapTransaction } from './twap-transaction'
import { useSafeTwapState } from './use-safe-twap-state'

export function TwapPage() {
  const { t } = useLingui()
  return (
    <div className="mx-auto flex w-full max-w-[30rem] flex-col gap-4">
      <DocumentTitle>{t`TWAP order`}</DocumentTitle>
      <Card className="p-4">
        <h1 className="pb-3 text-xl font-semibold tracking-tight text-fg">
          <Trans>TWAP order</Trans>
        </h1>
        {isSafeApp ? <TwapForm /> : <SafeRequired />}
      </Card>
    </div>
  )
}

/** Why TWAP needs a Safe, and where to open the app in one. */
function SafeRequired() {
  const { t } = useLingui()
  const { chain } = useActiveChain()
  const appUrl = `${window.location.origin}${window.location.pathname}#/twap`
  const safeUrl = `https://app.safe.global/share/safe-app?appUrl=${encodeURIComponent(appUrl)}`
  return (
    <div className="flex flex-col gap-3 text-sm text-fg">
      <Callout tone="info" title={t`TWAP orders need a Safe`}>
        <Trans>
          A TWAP splits a large sale into parts placed one after another over time. The parts are
          posted for you while you are away, so the account must be able to vouch for each of them
          on its own: a Safe can, through CoW&apos;s ComposableCoW contract, with one Safe
          transaction. A wallet that signs with a key (like this one) would have to sign every part
          as it comes.
        </Trans>
      </Callout>
      {chain.isSandbox ? (
        <p>
          <Trans>
            In the sandbox, open batchswap in the sandbox&apos;s Safe host page (docs/sandbox.md),
            which plays Safe&#123;Wallet&#125; with the sandbox&apos;s Safes.
          </Trans>
        </p>
      ) : (
        <a
          className="font-semibold text-accent underline"
          href={safeUrl}
          target="_blank"
          rel="noreferrer"
        >
          <Trans>Open batchswap in Safe&#123;Wallet&#125;</Trans>
        </a>
      )}
    </div>
  )
}

function TwapForm() {
  const { t, i18n } = useLingui()
  const { chain, chainId } = useActiveChain()
  const env = useSettingsStore((s) => s.environment)
  const apiContext = useApiContext()
  const { address: safe } = useAccount()
  const tokens = getListedTokens(chainId)
  const [sellAddress, setSellAddress] = useState<Address | undefined>(tokens[0]?.address)
  const [buyAddress, setBuyAddress] = useState<Address | undefined>(tokens[1]?.address)
  const [amountText, setAmountText] = useState('')
  const [partsText, setPartsText] = useState('4')
  const [duration, setDuration] = useState<string>(
    String(TWAP_DURATION_PRESETS[0]?.seconds ?? 3600),
  )
  const [customMinutes, setCustomMinutes] = useState('60')
  const [slippageText, setSlippageText] = useState(String(DEFAULT_TWAP_SLIPPAGE_BPS / 100))
  const [reviewing, setReviewing] = useState(false)

  const sell = sellAddress
    ? tokens.find((token) => isAddressEqual(token.address, sellAddress))
    : undefined
  const buy = buyAddress
    ? tokens.find((token) => isAddressEqual(token.address, buyAddress))
    : undefined
  const contracts = composableContractsFor(chain)
  const domain = getDomainFor(chainId, env)
  const separator = domainSeparator({ domain })
  const { vaultRelayer } = chain.contracts[env]
  const parsed = sell ? parseAmountInput(amountText, sell.decimals, sell.symbol) : undefined
  const totalSellAmount = parsed?.status === 'valid' ? parsed.value : undefined
  const parts = Number(partsText)
  const totalSeconds =
    duration === 'custom' ? Math.round(Number(customMinutes) * 60) : Number(duration)
  const slippageBps = Math.round(Number(slippageText) * 100)
  const { state, balance } = useSafeTwapState({
    chainId,
    safe,
    sellToken: sell?.address,
    vaultRelayer,
    contracts,
    settlementDomainSeparator: separator,
  })

  const partSellAmount =
    totalSellAmount !== undefined && Number.isInteger(parts) && parts >= 2
      ? totalSellAmount / BigInt(parts)
      : undefined
  const quote = useQuery(
    quoteQueryOptions(
      apiContext,
      sell && buy && safe && partSellAmount && partSellAmount > 0n
        ? {
            kind: 'sell',
            sellAmountBeforeFee: partSellAmount,
            sellToken: sell.address,
            buyToken: buy.address,
            from: safe,
            signingScheme: 'eip1271',
            validFor: Math.max(
              60,
              Number.isFinite(totalSeconds) ? Math.floor(totalSeconds / parts) : 60,
            ),
          }
        : undefined,
    ),
  )
  const plan =
    sell && buy
      ? planTwap({
          sell,
          buy,
          totalSellAmount,
          parts,
          totalSeconds: Number.isFinite(totalSeconds) ? totalSeconds : 0,
          slippageBps,
          balance,
          partQuote: quote.data,
        })
      : undefined

  const validSlippage = Number.isInteger(slippageBps) && slippageBps >= 0 && slippageBps <= 10_000
  const appData = validSlippage
    ? buildAppDataDocument({ appCode: APP_CODE, orderClass: 'twap', slippageBips: slippageBps })
    : undefined
  const [salt] = useState<Hex>(randomSalt)
  const data =
    sell && buy && appData && plan?.minPartBuy !== undefined && plan.minPartBuy > 0n
      ? twapDataFromTotals({
          sellToken: sell.address,
          buyToken: buy.address,
          receiver: zeroAddress,
          sellAmount: plan.partSellAmount * BigInt(parts),
          minBuyAmount: plan.minPartBuy * BigInt(parts),
          numberOfParts: BigInt(parts),
          timeBetweenParts: BigInt(plan.partSeconds),
          appData: appDataHash(appData),
        })
      : undefined
  const handlerProblem = data ? twapDataProblem(data) : undefined
  const problems = [
    ...(parsed?.status === 'invalid' ? [parsed.sentence] : []),
    ...(sell && buy && isAddressEqual(sell.address, buy.address)
      ? [t`Sell and buy tokens must differ.`]
      : []),
    ...(plan?.problems ?? []),
    ...(handlerProblem ? [t`The TWAP contract would refuse this order (${handlerProblem}).`] : []),
  ]
  const transaction =
    data && safe && state
      ? twapTransaction({
          safe,
          contracts,
          settlementDomainSeparator: separator,
          vaultRelayer,
          data,
          salt,
          state,
        })
      : undefined

  const putAppData = useMutation(putAppDataMutationOptions(apiContext))
  const propose = useMutation({
    mutationFn: async () => {
      if (!transaction || !appData) throw new Error('The TWAP is not ready.')
      // The parts carry the document's hash: the orderbook must know the document first.
      await putAppData.mutateAsync({ hash: appDataHash(appData), fullAppData: appData })
      return proposeSafeTransaction(toSafeCalls(transaction.calls))
    },
  })

  const canReview = problems.length === 0 && transaction !== undefined
  const held = sell && balance !== undefined ? formatAmount(balance, sell.decimals) : undefined
  const sellSymbol = sell?.symbol

  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="grid grid-cols-2 gap-2">
        <Field
          label={t`Sell`}
          name={t`Sell token`}
          value={sellAddress}
          onChange={(v) => {
            if (isAddress(v, { strict: false })) setSellAddress(v)
          }}
          options={tokenOptions(tokens)}
        />
        <Field
          label={t`Buy`}
          name={t`Buy token`}
          value={buyAddress}
          onChange={(v) => {
            if (isAddress(v, { strict: false })) setBuyAddress(v)
          }}
          options={tokenOptions(tokens)}
        />
      </div>
      <Field
        label={
          held !== undefined
            ? t`Total to sell (the Safe holds ${held} ${sellSymbol})`
            : t`Total to sell`
        }
        name={t`Total to sell`}
        value={amountText}
        onChange={setAmountText}
      />
      <div className="grid grid-cols-2 gap-2">
        <Field
          label={t`Number of parts`}
          name={t`Number of parts`}
          inputMode="numeric"
          value={partsText}
          onChange={setPartsText}
        />
        <Field
          label={t`Total duration`}
          name={t`Total duration`}
          value={duration}
          onChange={setDuration}
          options={[
            ...TWAP_DURATION_PRESETS.map((p) => ({
              value: String(p.seconds),
              label: i18n._(p.label),
            })),
            { value: 'custom', label: t`Custom…` },
          ]}
        />
      </div>
      {duration === 'custom' && (
        <Field
          label={t`Total duration in minutes`}
          name={t`Total duration in minutes`}
          value={customMinutes}
          onChange={setCustomMinutes}
        />
      )}
      <Field
        label={t`Price protection: slippage below the market price (%)`}
        name={t`Price protection (%)`}
        value={slippageText}
        onChange={setSlippageText}
      />

      {sell && buy && plan && (
        <dl
          aria-label={t`Each part`}
          className="divide-y divide-line rounded-xl bg-surface-muted px-3"
        >
          <DefinitionLine label={t`Each part sells`}>
            {formatAmount(plan.partSellAmount, sell.decimals)} {sell.symbol}
          </DefinitionLine>
          <DefinitionLine label={t`Each part buys at least`}>
            {plan.minPartBuy !== undefined
              ? `${formatAmount(plan.minPartBuy, buy.decimals)} ${buy.symbol}`
              : quote.isFetching
                ? t`Asking the market…`
                : '—'}
          </DefinitionLine>
          <DefinitionLine label={t`Part duration`}>
            {formatSeconds(plan.partSeconds)}
          </DefinitionLine>
          <DefinitionLine label={t`Starts`}>
            <Trans>When the Safe transaction executes</Trans>
          </DefinitionLine>
        </dl>
      )}
      {quote.error && (
        <Callout tone="danger" title={t`No market price`}>
          {quote.error.message}
        </Callout>
      )}
      {amountText.trim() !== '' && problems.length > 0 && (
        <ul aria-label={t`Problems`} className="flex flex-col gap-1 text-danger">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}

      {!reviewing ? (
        <Button size="lg" disabled={!canReview} onClick={() => setReviewing(true)}>
          <Trans>Review TWAP</Trans>
        </Button>
      ) : (
        transaction &&
        sell && (
          <TwapReview
            transaction={transaction}
            sellSymbol={sell.symbol}
            proposed={propose.data !== undefined}
            proposing={propose.isPending}
            error={propose.error}
            onBack={() => setReviewing(false)}
            onPropose={() => propose.mutate()}
          />
        )
      )}
    </div>
  )
}
