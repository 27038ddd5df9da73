import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { formatUnits, isAddressEqual, type Address } from 'viem'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { getListedTokens } from '@/config/token-lists'
import { listedWithNativeCurrency } from '@/trade/tokens/native-currency'
import { useSearchParams } from '@/lib/hash-router'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import { useNow } from '@/trade/quote/use-is-past'
import { parseAmountInput, type ParsedAmount } from '@/trade/tokens/parse-amount'
import type { Side, TokenSlot, TradeToken } from '@/trade/tokens/trade-token'
import { editedQuotedText, quotedAmountText } from '@/trade/trade-text'
import {
  buyAmountAt,
  exactPriceText,
  expirySeconds,
  forcedExpiry,
  formatPrice,
  parsePrice,
  priceOf,
  sellAmountFor,
  type ExpiryChoice,
  type ParsedExpiry,
  type Price,
  type PriceDirection,
} from './limit-price'
import { useRecipientReport } from '@/trade/use-recipient-report'
import type { ReplacementDraft } from './replace-order'
import {
  INITIAL_LIMIT_DRAFT,
  recipientInForce,
  useLimitDraftStore,
  type ExactSide,
  type LimitDraft,
  type StoredLimitDraft,
} from './limit-draft-store'

/**
 * A link's pair and amount (`?sell=WETH&buy=USDC&amount=1`, `&kind=buy` for the amount to buy,
 * as the swap's links and the widget's parameters write them): listed tokens only, by symbol or address. Only what the
 * link names; the rest of the form stays as the trader left it.
 */
function linkPart(
  chainId: number,
  search: URLSearchParams,
  base: Pick<LimitDraft, 'sell' | 'buy' | 'leading'>,
): Partial<LimitDraft> {
  // The native currency too: a limit order may sell ETH through eth-flow, or buy it.
  const listed = listedWithNativeCurrency(chainId)
  const listedRef = (ref: string | null): Address | undefined => {
    if (!ref) return undefined
    const resolved = resolveTokenRef(listed, ref)
    return resolved.type === 'listed' ? resolved.token.address : undefined
  }
  const sell = listedRef(search.get('sell'))
  const buy = listedRef(search.get('buy'))
  const amount = search.get('amount')?.slice(0, 100)
  // `kind=buy`: the amount is the one to buy (a buy order), as the swap's links read it.
  const kind = search.get('kind') === 'buy' ? 'buy' : 'sell'
  const differs = (a: Address | undefined, b: Address | undefined) =>
    a !== undefined && (b === undefined || !isAddressEqual(a, b))
  const pairChanged = differs(sell, base.sell) || differs(buy, base.buy)
  return {
    ...(sell ? { sell } : {}),
    ...(buy ? { buy } : {}),
    // A new pair's price is the market's until the trader types one.
    ...(pairChanged ? { priceText: '', leading: 'price' as const } : {}),
    ...(amount !== undefined
      ? {
          kind,
          ...(kind === 'buy' ? { buyText: amount } : { sellText: amount }),
          // An edited order's amounts no longer both stand: the price field leads.
          ...(base.leading === 'amounts' && !pairChanged ? { leading: 'price' as const } : {}),
        }
      : {}),
  }
}

/** The link's terms as one string: when it changes (a new link, the widget's UPDATE_PARAMS), the form follows. */
const linkKey = (search: URLSearchParams) =>
  ['sell', 'buy', 'amount', 'kind'].map((k) => search.get(k) ?? '').join('|')

/** The form as the trader left it on this chain, with what the link names on top. */
function startingDraft(
  chainId: number,
  search: URLSearchParams,
  stored: Partial<StoredLimitDraft> | undefined,
): LimitDraft {
  const base = { ...INITIAL_LIMIT_DRAFT, ...stored }
  return { ...base, ...linkPart(chainId, search, base) }
}

/**
 * The limit form: the pair, the amount the trader typed (the sell amount makes a sell order,
 * the buy amount a buy order) and the price, read in either direction, which the other amount
 * follows; the expiry, partial fills and an optional recipient. Kept per chain across reloads (./limit-draft-store.ts); a link's pair
 * and amount, and later changes of them, take precedence.
 */
export function useLimitForm(
  chainId: SupportedChainId,
  tokens: readonly TradeToken[],
  /** The embedding's fixed validity in minutes: the trader's expiry choice does not apply. */
  forcedExpiryMinutes?: number,
  /** The embedding allows no custom recipient: the trader receives (no field). */
  recipientDisabled = false,
) {
  const [search] = useSearchParams()
  const remember = useLimitDraftStore((s) => s.remember)
  const [draft, setDraft] = useState<LimitDraft>(() =>
    startingDraft(chainId, search, useLimitDraftStore.getState().byChain[chainId]),
  )
  const [draftChain, setDraftChain] = useState(chainId)
  const [seededFrom, setSeededFrom] = useState(() => linkKey(search))
  if (draftChain !== chainId) {
    // Another network: its tokens and the draft left there, not this one's.
    setDraftChain(chainId)
    setSeededFrom(linkKey(search))
    setDraft(startingDraft(chainId, search, useLimitDraftStore.getState().byChain[chainId]))
  } else if (seededFrom !== linkKey(search)) {
    // The link changed under the form (a new link, or a widget host's UPDATE_PARAMS).
    setSeededFrom(linkKey(search))
    setDraft((d) => ({ ...d, ...linkPart(chainId, search, d), acceptBelowMarket: false }))
  }
  useEffect(() => remember(draftChain, draft), [remember, draftChain, draft])
  const patch = (next: Partial<LimitDraft>) => setDraft((d) => ({ ...d, ...next }))

  const listed = getListedTokens(chainId)
  const find = (address: Address | undefined) =>
    address === undefined ? undefined : tokens.find((t) => isAddressEqual(t.address, address))
  const sellToken = find(draft.sell ?? listed[0]?.address)
  const buyToken = find(draft.buy ?? listed[1]?.address)
  const slot = (token: TradeToken | undefined): TokenSlot =>
    token ? { status: 'ready', token } : { status: 'none' }

  const sellParsed: ParsedAmount = sellToken
    ? parseAmountInput(draft.sellText, sellToken.decimals, sellToken.symbol)
    : { status: 'empty' }
  const buyParsed: ParsedAmount = buyToken
    ? parseAmountInput(draft.buyText, buyToken.decimals, buyToken.symbol)
    : { status: 'empty' }
  const valueOf = (parsed: ParsedAmount) => (parsed.status === 'valid' ? parsed.value : undefined)
  // The amount the order fixes (its kind's), which the trade core checks like a swap's.
  const amount = draft.kind === 'sell' ? sellParsed : buyParsed
  const decimals = { sell: sellToken?.decimals ?? 18, buy: buyToken?.decimals ?? 18 }
  const typedPrice = parsePrice(draft.priceText, draft.direction, decimals)
  /** Both amounts stand as typed (an edited order's terms): the price is theirs. */
  const amountsPrice =
    draft.leading === 'amounts'
      ? priceOf(valueOf(sellParsed) ?? 0n, valueOf(buyParsed) ?? 0n)
      : undefined

  /** The limit price given the market price (the default until the trader types one). */
  const priceFor = (market: Price | undefined): Price | undefined => {
    if (draft.leading === 'amounts') return amountsPrice
    if (typedPrice.status === 'valid') return typedPrice.price
    return typedPrice.status === 'empty' ? market : undefined
  }

  /**
   * The order's amounts at `price`: the exact one as typed, the other from the price (a sell
   * order's buy amount rounded down, a buy order's sell amount rounded up; ./limit-price).
   */
  const amountsAt = (
    price: Price | undefined,
  ): { sellAmount: bigint | undefined; buyAmount: bigint | undefined } => {
    if (draft.leading === 'amounts') {
      return { sellAmount: valueOf(sellParsed), buyAmount: valueOf(buyParsed) }
    }
    if (draft.kind === 'sell') {
      const sellAmount = valueOf(sellParsed)
      return {
        sellAmount,
        buyAmount: price && sellAmount !== undefined ? buyAmountAt(sellAmount, price) : undefined,
      }
    }
    const buyAmount = valueOf(buyParsed)
    return {
      sellAmount: price && buyAmount !== undefined ? sellAmountFor(buyAmount, price) : undefined,
      buyAmount,
    }
  }

  /** A field's problem: what was typed there is not an amount (zero is the button's to say). */
  const fieldError = (side: ExactSide, parsed: ParsedAmount) =>
    (draft.kind === side || draft.leading === 'amounts') &&
    parsed.status === 'invalid' &&
    parsed.problem !== 'zero'
      ? parsed.sentence
      : undefined

  /** Typing an amount makes it the exact one and keeps the price (even an edited order's). */
  const setAmountText = (side: ExactSide, text: string) =>
    patch({
      kind: side,
      ...(side === 'sell' ? { sellText: text } : { buyText: text }),
      ...(draft.leading === 'amounts'
        ? {
            leading: 'price' as const,
            priceText: amountsPrice ? exactPriceText(amountsPrice, draft.direction, decimals) : '',
          }
        : {}),
    })

  // A custom date is judged against the clock (a minute's precision is enough).
  const now = useNow(30_000, draft.expiry === 'custom')
  const expiry: ParsedExpiry =
    forcedExpiryMinutes !== undefined
      ? forcedExpiry(forcedExpiryMinutes)
      : draft.expiry === 'custom' && now === undefined
        ? { status: 'invalid', sentence: t`Enter the date and time the order expires.` }
        : expirySeconds(draft.expiry, draft.customExpiry, now ?? 0)
  // The field looks the text up once there is some (SelfReadingRecipientField) and reports here.
  const recipientText = recipientInForce(draft, recipientDisabled)
  const { recipient, onRead: onRecipientRead } = useRecipientReport(recipientText)

  return {
    sellToken,
    buyToken,
    sell: slot(sellToken),
    buy: slot(buyToken),
    /** The order's kind: which amount the trader typed and the order fixes. */
    kind: draft.kind,
    amount,
    amountsAt,
    direction: draft.direction,
    leading: draft.leading,
    expiry: draft.expiry,
    customExpiry: draft.customExpiry,
    parsedExpiry: expiry,
    /** The embedding fixes the expiry (shown, not chosen). */
    expiryForced: forcedExpiryMinutes !== undefined,
    partiallyFillable: draft.partiallyFillable,
    /** Whether the form offers a recipient field (an embedding may disable it). */
    recipientEnabled: !recipientDisabled,
    recipientText: draft.recipient,
    recipient,
    onRecipientRead,
    priceFor,
    /** The price field's problem, if the trader typed something that is not a price. */
    priceError:
      draft.leading === 'price' && typedPrice.status === 'invalid'
        ? typedPrice.sentence
        : undefined,
    sellError: fieldError('sell', sellParsed),
    buyError: fieldError('buy', buyParsed),
    /** The price field's text: what was typed, else the price in force (market or amounts). */
    priceText: (market: Price | undefined) => {
      if (draft.leading === 'price' && draft.priceText !== '') return draft.priceText
      const price = priceFor(market)
      return price ? formatPrice(price, draft.direction, decimals) : ''
    },
    /** The sell field's text: what was typed, else the most the price makes a buy order pay. */
    sellText: (price: Price | undefined) => {
      if (draft.kind === 'sell' || draft.leading === 'amounts') return draft.sellText
      const { sellAmount } = amountsAt(price)
      // Shown as the swap shows its quoted amount, not to the last wei.
      return sellAmount === undefined || !sellToken
        ? ''
        : quotedAmountText(sellAmount, sellToken.decimals)
    },
    /** The buy field's text: what was typed, else what the price gives a sell order. */
    buyText: (price: Price | undefined) => {
      if (draft.kind === 'buy' || draft.leading === 'amounts') return draft.buyText
      const { buyAmount } = amountsAt(price)
      return buyAmount === undefined || !buyToken ? '' : formatUnits(buyAmount, buyToken.decimals)
    },
    // Editing the derived amount starts from its number: the separators were the app's.
    setSellText: (text: string) =>
      setAmountText(
        'sell',
        draft.kind === 'buy' && draft.leading !== 'amounts'
          ? editedQuotedText(text, null).text
          : text,
      ),
    setPriceText: (priceText: string) =>
      patch({ priceText, leading: 'price', acceptBelowMarket: false }),
    setBuyText: (text: string) => setAmountText('buy', text),
    /** Reads the price the other way round, keeping the price itself. */
    flipDirection: (current: Price | undefined) => {
      const direction: PriceDirection =
        draft.direction === 'buyPerSell' ? 'sellPerBuy' : 'buyPerSell'
      patch({
        direction,
        ...(draft.leading === 'price' && current
          ? { priceText: formatPrice(current, direction, decimals) }
          : {}),
      })
    },
    useMarketPrice: () => patch({ priceText: '', leading: 'price', acceptBelowMarket: false }),
    acceptBelowMarket: draft.acceptBelowMarket,
    setAcceptBelowMarket: (acceptBelowMarket: boolean) => patch({ acceptBelowMarket }),
    selectToken: (side: Side, token: TradeToken) => {
      const other = side === 'sell' ? buyToken : sellToken
      // Picking the other side's token swaps the pair.
      if (other && isAddressEqual(other.address, token.address)) {
        patch({ sell: buyToken?.address, buy: sellToken?.address, priceText: '', leading: 'price' })
      } else {
        patch({ [side]: token.address, priceText: '', leading: 'price' })
      }
    },
    setExpiry: (expiry: ExpiryChoice) => patch({ expiry }),
    setCustomExpiry: (customExpiry: string) => patch({ customExpiry }),
    setPartiallyFillable: (partiallyFillable: boolean) => patch({ partiallyFillable }),
    setRecipient: (recipient: string) => patch({ recipient }),
    /** Starts from an open order's terms (an edit): its exact amounts, expiry and options. */
    prefill: (from: ReplacementDraft) =>
      patch({
        ...from,
        priceText: '',
        leading: 'amounts',
        direction: 'buyPerSell',
        expiry: 'custom',
        acceptBelowMarket: false,
      }),
    reset: () =>
      patch({
        sellText: '',
        buyText: '',
        priceText: '',
        leading: 'price',
        acceptBelowMarket: false,
      }),
  }
}

export type LimitForm = ReturnType<typeof useLimitForm>
