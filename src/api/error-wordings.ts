/**
 * The words: how each error reads to a trader (a title, one sentence, a next step and the
 * action the UI offers), for each of the orderbook's known `errorType`s and for the cases
 * worded otherwise (by status, by endpoint, by the wallet's answer). Which wording an error
 * gets is chosen in ./error-descriptions (`describeError`).
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { KnownErrorType } from './errors'

/** What the UI offers next; pages map these to buttons. */
export type ErrorAction =
  | 'approve'
  | 'requote'
  | 'retry'
  | 'switchChain'
  | 'changeAmount'
  | 'changeToken'
  | 'changeDeadline'
  | 'fixInput'
  | 'cancelOnChain'
  | 'wait'
  | 'none'

export interface ErrorDescription {
  title: string
  /** One sentence a trader understands. */
  sentence: string
  nextStep?: string
  action: ErrorAction
  /** The service's own words or the schema issues, for a "details" disclosure. */
  detail?: string
}

/** A wording before the error's own detail is added. */
export type Described = Omit<ErrorDescription, 'detail'>

/**
 * A wording as written here: message descriptors (`msg`), read in the active language when an
 * error is described (`described`), so this module stays free of any UI framework.
 */
export interface Worded {
  title: MessageDescriptor
  sentence: MessageDescriptor
  nextStep?: MessageDescriptor
  action: ErrorAction
}

/** A wording in the active language. */
export function described({ title, sentence, nextStep, action }: Worded): Described {
  return {
    title: i18n._(title),
    sentence: i18n._(sentence),
    ...(nextStep ? { nextStep: i18n._(nextStep) } : {}),
    action,
  }
}

export const ERROR_TYPE_DESCRIPTIONS: Record<KnownErrorType, Worded> = {
  SellAmountDoesNotCoverFee: {
    title: msg`Amount too small`,
    sentence: msg`The amount you sell is too small to pay the network cost of the trade.`,
    nextStep: msg`Sell a larger amount.`,
    action: 'changeAmount',
  },
  NoLiquidity: {
    title: msg`No liquidity`,
    sentence: msg`There is no way to trade this pair at this amount right now.`,
    nextStep: msg`Try a smaller amount or another token.`,
    action: 'changeAmount',
  },
  InsufficientLiquidity: {
    title: msg`Not enough liquidity`,
    sentence: msg`There is not enough liquidity to trade this amount.`,
    nextStep: msg`Try a smaller amount.`,
    action: 'changeAmount',
  },
  UnsupportedToken: {
    title: msg`Token not supported`,
    sentence: msg`One of the tokens cannot be traded here (for example a fee-on-transfer or rebasing token).`,
    nextStep: msg`Choose another token.`,
    action: 'changeToken',
  },
  InvalidParameter: {
    title: msg`Invalid request`,
    sentence: msg`The service could not read part of the request (a token, amount or field).`,
    nextStep: msg`Check the tokens and the amount, then try again.`,
    action: 'fixInput',
  },
  RateLimited: {
    title: msg`Too many requests`,
    sentence: msg`The service is receiving too many requests from you.`,
    nextStep: msg`Wait a few seconds and try again.`,
    action: 'wait',
  },
  InternalServerError: {
    title: msg`Service error`,
    sentence: msg`The service had a temporary problem.`,
    nextStep: msg`Try again in a moment.`,
    action: 'retry',
  },
  InvalidSignature: {
    title: msg`Signature not accepted`,
    sentence: msg`The service could not verify the signature: the network, the signing method or the account did not match.`,
    nextStep: msg`Check that your wallet is on the right network and account, then sign again.`,
    action: 'retry',
  },
  DuplicatedOrder: {
    title: msg`Order already placed`,
    sentence: msg`An identical order has already been submitted.`,
    nextStep: msg`Find it in your orders; there is no need to submit it again.`,
    action: 'none',
  },
  InsufficientBalance: {
    title: msg`Insufficient balance`,
    sentence: msg`Your balance of the token you sell does not cover this order.`,
    nextStep: msg`Lower the amount or add funds to your wallet.`,
    action: 'changeAmount',
  },
  InsufficientAllowance: {
    title: msg`Approval needed`,
    sentence: msg`The protocol is not approved to spend enough of the token you sell.`,
    nextStep: msg`Approve the token, then submit again.`,
    action: 'approve',
  },
  OrderExpired: {
    title: msg`Order expired`,
    sentence: msg`The order's deadline has passed.`,
    nextStep: msg`Get a new quote and sign again.`,
    action: 'requote',
  },
  SellAmountOverflow: {
    title: msg`Amount too large`,
    sentence: msg`The amount to sell is larger than the protocol can handle.`,
    nextStep: msg`Enter a smaller amount.`,
    action: 'changeAmount',
  },
  BuyAmountOverflow: {
    title: msg`Amount too large`,
    sentence: msg`The amount to buy is larger than the protocol can handle.`,
    nextStep: msg`Enter a smaller amount.`,
    action: 'changeAmount',
  },
  InvalidAppData: {
    title: msg`Order details rejected`,
    sentence: msg`The service does not know the order's details document, or could not read it.`,
    nextStep: msg`Submit again; the app uploads the document first.`,
    action: 'retry',
  },
  Forbidden: {
    title: msg`Not allowed`,
    sentence: msg`This address is not allowed to trade on this service.`,
    nextStep: msg`Do not retry; contact the service if you think this is a mistake.`,
    action: 'none',
  },
  NonZeroFee: {
    title: msg`Fee not accepted`,
    sentence: msg`Orders must be signed with a fee of zero; the network cost is included in the price.`,
    nextStep: msg`Get a new quote and sign again.`,
    action: 'requote',
  },
  QuoteNotFound: {
    title: msg`Quote not found`,
    sentence: msg`The quote this order was built from is unknown or has expired.`,
    nextStep: msg`Get a new quote and sign again.`,
    action: 'requote',
  },
  InvalidQuote: {
    title: msg`Quote no longer valid`,
    sentence: msg`The quote this order was built from does not match the order.`,
    nextStep: msg`Get a new quote and sign again.`,
    action: 'requote',
  },
  MissingFrom: {
    title: msg`Signer missing`,
    sentence: msg`The order did not say which account signed it.`,
    nextStep: msg`Reconnect your wallet and try again.`,
    action: 'retry',
  },
  WrongOwner: {
    title: msg`Not your order`,
    sentence: msg`Only the account that placed this order can cancel it.`,
    nextStep: msg`Switch to the account that owns the order.`,
    action: 'none',
  },
  ZeroAmount: {
    title: msg`Amount is zero`,
    sentence: msg`An order needs an amount greater than zero.`,
    nextStep: msg`Enter an amount.`,
    action: 'changeAmount',
  },
  SameBuyAndSellToken: {
    title: msg`Same token on both sides`,
    sentence: msg`You cannot trade a token for itself.`,
    nextStep: msg`Choose a different token to buy.`,
    action: 'changeToken',
  },
  InsufficientValidTo: {
    title: msg`Deadline too short`,
    sentence: msg`The order would expire too soon to be settled.`,
    nextStep: msg`Choose a longer deadline and get a new quote.`,
    action: 'changeDeadline',
  },
  ExcessiveValidTo: {
    title: msg`Deadline too far away`,
    sentence: msg`The order's deadline is further away than the service allows.`,
    nextStep: msg`Choose a shorter deadline and get a new quote.`,
    action: 'changeDeadline',
  },
  AppDataHashMismatch: {
    title: msg`Order details mismatch`,
    sentence: msg`The order's details document does not match the hash that was signed.`,
    nextStep: msg`Get a new quote and sign again.`,
    action: 'requote',
  },
  TooManyLimitOrders: {
    title: msg`Too many open orders`,
    sentence: msg`You have reached the number of open limit orders allowed.`,
    nextStep: msg`Cancel some open orders first.`,
    action: 'none',
  },
  OrderNotFound: {
    title: msg`Order not found`,
    sentence: msg`The service does not know this order.`,
    nextStep: msg`Check the order ID and the network.`,
    action: 'none',
  },
  AlreadyCancelled: {
    title: msg`Already cancelled`,
    sentence: msg`This order has already been cancelled.`,
    action: 'none',
  },
  OrderFullyExecuted: {
    title: msg`Already filled`,
    sentence: msg`This order has been fully executed, so it can no longer be cancelled.`,
    action: 'none',
  },
  OnChainOrder: {
    title: msg`Cancel on chain`,
    sentence: msg`This order was signed on chain (pre-signed or by a smart-contract wallet), so only an on-chain transaction can cancel it.`,
    nextStep: msg`Cancel it with a transaction from your wallet.`,
    action: 'cancelOnChain',
  },
}

/**
 * Wordings chosen otherwise than by an errorType: by the status, by the endpoint and status
 * of spec 7.4, or by the wallet's answer.
 */
export const DESCRIPTIONS = {
  accessRefused: {
    title: msg`Access refused`,
    sentence: msg`The service refused the request. This also happens briefly after too many requests.`,
    nextStep: msg`Wait a minute before trying again.`,
    action: 'wait',
  },
  notFound: {
    title: msg`Not found`,
    sentence: msg`The service does not have what was asked for.`,
    nextStep: msg`Check the address or ID and the network.`,
    action: 'none',
  },
  serviceUnavailable: {
    title: msg`Service unavailable`,
    sentence: msg`The service is unavailable right now.`,
    nextStep: msg`Try again later.`,
    action: 'retry',
  },
  requestRefused: {
    title: msg`Request refused`,
    sentence: msg`The service refused the request.`,
    nextStep: msg`Check what you entered and try again.`,
    action: 'fixInput',
  },
  priceUnavailable: {
    title: msg`Price unavailable`,
    sentence: msg`No USD price is known for this token.`,
    nextStep: msg`USD values are left out; trading still works.`,
    action: 'none',
  },
  noHolders: {
    title: msg`No holders found`,
    sentence: msg`No holder data is available for this token.`,
    action: 'none',
  },
  invalidTokenAddress: {
    title: msg`Invalid token address`,
    sentence: msg`The token address is not a valid address.`,
    nextStep: msg`Check the token address.`,
    action: 'fixInput',
  },
  noSlippageRecommendation: {
    title: msg`No slippage recommendation`,
    sentence: msg`There is not enough trading history to recommend a slippage for this pair.`,
    nextStep: msg`The default slippage is used; you can set your own.`,
    action: 'none',
  },
  tokenDataUnavailable: {
    title: msg`Token data unavailable`,
    sentence: msg`The data service had a problem.`,
    nextStep: msg`Try again in a moment.`,
    action: 'retry',
  },
  marketDataUnavailable: {
    title: msg`Market data unavailable`,
    sentence: msg`The data service had a problem.`,
    nextStep: msg`Try again in a moment.`,
    action: 'retry',
  },
  invalidAccount: {
    title: msg`Invalid account`,
    sentence: msg`The account address is not a valid address.`,
    action: 'fixInput',
  },
  notificationsFailing: {
    title: msg`Notifications unavailable`,
    sentence: msg`The notification service could not read its data.`,
    nextStep: msg`Try again later.`,
    action: 'retry',
  },
  notificationsOff: {
    title: msg`Notifications unavailable`,
    sentence: msg`Notifications are turned off on this service right now.`,
    nextStep: msg`Your orders are not affected; check back later.`,
    action: 'none',
  },
  walletRejected: {
    title: msg`Request rejected`,
    sentence: msg`You rejected the request in your wallet.`,
    nextStep: msg`Nothing was sent. You can try again when ready.`,
    action: 'none',
  },
  wrongNetwork: {
    title: msg`Wrong network`,
    sentence: msg`Your wallet is on a different network from the one you trade on.`,
    nextStep: msg`Switch your wallet to the selected network.`,
    action: 'switchChain',
  },
} satisfies Record<string, Worded>
