/**
 * The words: how each error reads to a trader (a title, one sentence, a next step and the
 * action the UI offers), for each of the orderbook's known `errorType`s and for the cases
 * worded otherwise (by status, by endpoint, by the wallet's answer). Which wording an error
 * gets is chosen in ./error-descriptions (`describeError`).
 */
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

export const ERROR_TYPE_DESCRIPTIONS: Record<KnownErrorType, Described> = {
  SellAmountDoesNotCoverFee: {
    title: 'Amount too small',
    sentence: 'The amount you sell is too small to pay the network cost of the trade.',
    nextStep: 'Sell a larger amount.',
    action: 'changeAmount',
  },
  NoLiquidity: {
    title: 'No liquidity',
    sentence: 'There is no way to trade this pair at this amount right now.',
    nextStep: 'Try a smaller amount or another token.',
    action: 'changeAmount',
  },
  InsufficientLiquidity: {
    title: 'Not enough liquidity',
    sentence: 'There is not enough liquidity to trade this amount.',
    nextStep: 'Try a smaller amount.',
    action: 'changeAmount',
  },
  UnsupportedToken: {
    title: 'Token not supported',
    sentence:
      'One of the tokens cannot be traded here (for example a fee-on-transfer or rebasing token).',
    nextStep: 'Choose another token.',
    action: 'changeToken',
  },
  InvalidParameter: {
    title: 'Invalid request',
    sentence: 'The service could not read part of the request (a token, amount or field).',
    nextStep: 'Check the tokens and the amount, then try again.',
    action: 'fixInput',
  },
  RateLimited: {
    title: 'Too many requests',
    sentence: 'The service is receiving too many requests from you.',
    nextStep: 'Wait a few seconds and try again.',
    action: 'wait',
  },
  InternalServerError: {
    title: 'Service error',
    sentence: 'The service had a temporary problem.',
    nextStep: 'Try again in a moment.',
    action: 'retry',
  },
  InvalidSignature: {
    title: 'Signature not accepted',
    sentence:
      'The service could not verify the signature: the network, the signing method or the account did not match.',
    nextStep: 'Check that your wallet is on the right network and account, then sign again.',
    action: 'retry',
  },
  DuplicatedOrder: {
    title: 'Order already placed',
    sentence: 'An identical order has already been submitted.',
    nextStep: 'Find it in your orders; there is no need to submit it again.',
    action: 'none',
  },
  InsufficientBalance: {
    title: 'Insufficient balance',
    sentence: 'Your balance of the token you sell does not cover this order.',
    nextStep: 'Lower the amount or add funds to your wallet.',
    action: 'changeAmount',
  },
  InsufficientAllowance: {
    title: 'Approval needed',
    sentence: 'The protocol is not approved to spend enough of the token you sell.',
    nextStep: 'Approve the token, then submit again.',
    action: 'approve',
  },
  OrderExpired: {
    title: 'Order expired',
    sentence: "The order's deadline has passed.",
    nextStep: 'Get a new quote and sign again.',
    action: 'requote',
  },
  SellAmountOverflow: {
    title: 'Amount too large',
    sentence: 'The amount to sell is larger than the protocol can handle.',
    nextStep: 'Enter a smaller amount.',
    action: 'changeAmount',
  },
  BuyAmountOverflow: {
    title: 'Amount too large',
    sentence: 'The amount to buy is larger than the protocol can handle.',
    nextStep: 'Enter a smaller amount.',
    action: 'changeAmount',
  },
  InvalidAppData: {
    title: 'Order details rejected',
    sentence: "The service does not know the order's details document, or could not read it.",
    nextStep: 'Submit again; the app uploads the document first.',
    action: 'retry',
  },
  Forbidden: {
    title: 'Not allowed',
    sentence: 'This address is not allowed to trade on this service.',
    nextStep: 'Do not retry; contact the service if you think this is a mistake.',
    action: 'none',
  },
  NonZeroFee: {
    title: 'Fee not accepted',
    sentence:
      'Orders must be signed with a fee of zero; the network cost is included in the price.',
    nextStep: 'Get a new quote and sign again.',
    action: 'requote',
  },
  QuoteNotFound: {
    title: 'Quote not found',
    sentence: 'The quote this order was built from is unknown or has expired.',
    nextStep: 'Get a new quote and sign again.',
    action: 'requote',
  },
  InvalidQuote: {
    title: 'Quote no longer valid',
    sentence: 'The quote this order was built from does not match the order.',
    nextStep: 'Get a new quote and sign again.',
    action: 'requote',
  },
  MissingFrom: {
    title: 'Signer missing',
    sentence: 'The order did not say which account signed it.',
    nextStep: 'Reconnect your wallet and try again.',
    action: 'retry',
  },
  WrongOwner: {
    title: 'Not your order',
    sentence: 'Only the account that placed this order can cancel it.',
    nextStep: 'Switch to the account that owns the order.',
    action: 'none',
  },
  ZeroAmount: {
    title: 'Amount is zero',
    sentence: 'An order needs an amount greater than zero.',
    nextStep: 'Enter an amount.',
    action: 'changeAmount',
  },
  SameBuyAndSellToken: {
    title: 'Same token on both sides',
    sentence: 'You cannot trade a token for itself.',
    nextStep: 'Choose a different token to buy.',
    action: 'changeToken',
  },
  InsufficientValidTo: {
    title: 'Deadline too short',
    sentence: 'The order would expire too soon to be settled.',
    nextStep: 'Choose a longer deadline and get a new quote.',
    action: 'changeDeadline',
  },
  ExcessiveValidTo: {
    title: 'Deadline too far away',
    sentence: "The order's deadline is further away than the service allows.",
    nextStep: 'Choose a shorter deadline and get a new quote.',
    action: 'changeDeadline',
  },
  AppDataHashMismatch: {
    title: 'Order details mismatch',
    sentence: "The order's details document does not match the hash that was signed.",
    nextStep: 'Get a new quote and sign again.',
    action: 'requote',
  },
  TooManyLimitOrders: {
    title: 'Too many open orders',
    sentence: 'You have reached the number of open limit orders allowed.',
    nextStep: 'Cancel some open orders first.',
    action: 'none',
  },
  OrderNotFound: {
    title: 'Order not found',
    sentence: 'The service does not know this order.',
    nextStep: 'Check the order ID and the network.',
    action: 'none',
  },
  AlreadyCancelled: {
    title: 'Already cancelled',
    sentence: 'This order has already been cancelled.',
    action: 'none',
  },
  OrderFullyExecuted: {
    title: 'Already filled',
    sentence: 'This order has been fully executed, so it can no longer be cancelled.',
    action: 'none',
  },
  OnChainOrder: {
    title: 'Cancel on chain',
    sentence:
      'This order was signed on chain (pre-signed or by a smart-contract wallet), so only an on-chain transaction can cancel it.',
    nextStep: 'Cancel it with a transaction from your wallet.',
    action: 'cancelOnChain',
  },
}

/**
 * Wordings chosen otherwise than by an errorType: by the status, by the endpoint and status
 * of spec 7.4, or by the wallet's answer.
 */
export const DESCRIPTIONS = {
  accessRefused: {
    title: 'Access refused',
    sentence: 'The service refused the request. This also happens briefly after too many requests.',
    nextStep: 'Wait a minute before trying again.',
    action: 'wait',
  },
  notFound: {
    title: 'Not found',
    sentence: 'The service does not have what was asked for.',
    nextStep: 'Check the address or ID and the network.',
    action: 'none',
  },
  serviceUnavailable: {
    title: 'Service unavailable',
    sentence: 'The service is unavailable right now.',
    nextStep: 'Try again later.',
    action: 'retry',
  },
  requestRefused: {
    title: 'Request refused',
    sentence: 'The service refused the request.',
    nextStep: 'Check what you entered and try again.',
    action: 'fixInput',
  },
  priceUnavailable: {
    title: 'Price unavailable',
    sentence: 'No USD price is known for this token.',
    nextStep: 'USD values are left out; trading still works.',
    action: 'none',
  },
  noHolders: {
    title: 'No holders found',
    sentence: 'No holder data is available for this token.',
    action: 'none',
  },
  invalidTokenAddress: {
    title: 'Invalid token address',
    sentence: 'The token address is not a valid address.',
    nextStep: 'Check the token address.',
    action: 'fixInput',
  },
  noSlippageRecommendation: {
    title: 'No slippage recommendation',
    sentence: 'There is not enough trading history to recommend a slippage for this pair.',
    nextStep: 'The default slippage is used; you can set your own.',
    action: 'none',
  },
  tokenDataUnavailable: {
    title: 'Token data unavailable',
    sentence: 'The data service had a problem.',
    nextStep: 'Try again in a moment.',
    action: 'retry',
  },
  marketDataUnavailable: {
    title: 'Market data unavailable',
    sentence: 'The data service had a problem.',
    nextStep: 'Try again in a moment.',
    action: 'retry',
  },
  invalidAccount: {
    title: 'Invalid account',
    sentence: 'The account address is not a valid address.',
    action: 'fixInput',
  },
  notificationsFailing: {
    title: 'Notifications unavailable',
    sentence: 'The notification service could not read its data.',
    nextStep: 'Try again later.',
    action: 'retry',
  },
  notificationsOff: {
    title: 'Notifications unavailable',
    sentence: 'Notifications are turned off on this service right now.',
    nextStep: 'Your orders are not affected; check back later.',
    action: 'none',
  },
  walletRejected: {
    title: 'Request rejected',
    sentence: 'You rejected the request in your wallet.',
    nextStep: 'Nothing was sent. You can try again when ready.',
    action: 'none',
  },
  wrongNetwork: {
    title: 'Wrong network',
    sentence: 'Your wallet is on a different network from the one you trade on.',
    nextStep: 'Switch your wallet to the selected network.',
    action: 'switchChain',
  },
} satisfies Record<string, Described>
