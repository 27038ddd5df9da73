import { t } from '@lingui/core/macro'
import { getAddress, isAddress, isAddressEqual, type Address, type Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { CHAINS, ENVIRONMENTS, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import type { RecipientText } from './recipient'

const ENTER_ADDRESS = 'Enter the recipient as a 0x address (40 hex digits) or an ENS name.'
/** label.label…tld, letters of any script, no spaces: what an ENS name can look like. */
const ENS_LIKE = /^[^\s./\\:@]+(\.[^\s./\\:@]+)*\.[\p{L}\p{N}-]{2,}$/u

/** The recipient field's text, read without looking anything up. */
export function readRecipientText(raw: string): RecipientText {
  const text = raw.trim()
  if (text === '') return { status: 'none' }
  if (/^0x/i.test(text)) {
    if (!isAddress(text, { strict: false })) return { status: 'invalid', sentence: ENTER_ADDRESS }
    // A mixed-case address whose checksum is wrong is a typo: refuse it rather than guess.
    if (text !== text.toLowerCase() && text.slice(2) !== text.slice(2).toUpperCase()) {
      if (!isAddress(text, { strict: true })) {
        return {
          status: 'invalid',
          sentence: t`This address’s checksum does not match: check it for a typo.`,
        }
      }
    }
    const address = getAddress(text)
    if (/^0x0{40}$/i.test(address)) {
      return { status: 'invalid', sentence: t`Tokens sent to the zero address are lost.` }
    }
    return { status: 'address', address }
  }
  if (ENS_LIKE.test(text) && text.length <= 255) return { status: 'name', name: text.toLowerCase() }
  return { status: 'invalid', sentence: ENTER_ADDRESS }
}

/** A token of the trade, as the recipient check names it. */
export interface RecipientToken {
  address: Address
  symbol: string
}

/** What a custom recipient is checked against: the order's network and its two tokens. */
export interface RecipientTrade {
  chainId: SupportedChainId
  buyToken?: RecipientToken
  sellToken?: RecipientToken
}

/**
 * The hooks trampoline (cowprotocol/hooks-trampoline networks.json, as the services crate
 * lists it): 0x60Bf… on most networks, the first instance 0x01Dc… still on Gnosis Chain. Both
 * are the protocol's, so neither may receive on any network.
 */
const HOOKS_TRAMPOLINES: readonly Address[] = [
  '0x60Bf78233f48eC42eE3F101b9a05eC7878728006',
  '0x01DcB88678aedD0C4cC9552B20F4718550250574',
]

/** The protocol's own contracts on `chainId` (every environment), each with why it is refused. */
function protocolContracts(chainId: SupportedChainId): { address: Address; sentence: string }[] {
  const chain = CHAINS[chainId]
  const named = ENVIRONMENTS.flatMap((env) => {
    const { settlement, vaultRelayer, ethFlow } = chain.contracts[env]
    return [
      {
        address: settlement,
        sentence: t`This is the protocol’s settlement contract: tokens sent to it stay there for solvers and never reach you.`,
      },
      {
        address: vaultRelayer,
        sentence: t`This is the protocol’s vault relayer: it only moves tokens into trades and cannot pass tokens on, so whatever is sent to it is lost.`,
      },
      ...(ethFlow === undefined
        ? []
        : [
            {
              address: ethFlow,
              sentence: t`This is the protocol’s eth-flow contract: it only holds ${chain.nativeSymbol} for orders and cannot pass tokens on, so whatever is sent to it is lost.`,
            },
          ]),
    ]
  })
  const trampolines = chain.isSandbox ? [sandboxDeployment.hooksTrampoline] : HOOKS_TRAMPOLINES
  const more = [
    ...trampolines.map((address) => ({
      address,
      sentence: t`This is the protocol’s hooks trampoline: it only runs order hooks and cannot pass tokens on, so whatever is sent to it is lost.`,
    })),
    ...(chain.isSandbox
      ? [
          {
            address: sandboxDeployment.authenticator,
            sentence: t`This is the protocol’s solver allow list: it cannot pass tokens on, so whatever is sent to it is lost.`,
          },
        ]
      : []),
  ]
  return [...named, ...more]
}

/**
 * Why a custom recipient would lose the funds, or undefined when nothing known says so: the
 * protocol's own contracts on the order's network, the placeholder of the native currency
 * (nobody's address) and the contracts of the tokens traded (a token holds no tokens for
 * anyone). Other contracts get `CONTRACT_RECIPIENT_WARNING` once their code is read.
 */
export function refusedRecipient(address: Address, trade: RecipientTrade): string | undefined {
  if (isAddressEqual(address, NATIVE_CURRENCY_ADDRESS)) {
    return t`This address stands for the native currency in orders; it belongs to nobody, so whatever is sent to it is lost.`
  }
  const protocol = protocolContracts(trade.chainId).find((c) => isAddressEqual(c.address, address))
  if (protocol) return protocol.sentence
  for (const [token, buying] of [
    [trade.buyToken, true],
    [trade.sellToken, false],
  ] as const) {
    if (token && isAddressEqual(token.address, address)) {
      const symbol = token.symbol
      return buying
        ? t`This is the contract of ${symbol}, the token you are buying: a token contract cannot pass tokens on, so whatever is sent to it is lost.`
        : t`This is the contract of ${symbol}, the token you are selling: a token contract cannot pass tokens on, so whatever is sent to it is lost.`
    }
  }
  return undefined
}

/** A recipient with code: it receives, but only its own code decides whether it can pay out. */
export const CONTRACT_RECIPIENT_WARNING = t`This address is a contract. Make sure it can move the tokens it receives (a Safe can; many contracts cannot), or they stay there for good.`

/**
 * The warning for a recipient whose code was read: none for an account without code, nor for
 * one that delegates to code by EIP-7702 (`0xef0100` + address: its key still moves tokens).
 */
export function contractRecipientWarning(bytecode: Hex | undefined): string | undefined {
  if (bytecode === undefined || bytecode === '0x') return undefined
  if (/^0xef0100[0-9a-f]{40}$/i.test(bytecode)) return undefined
  return CONTRACT_RECIPIENT_WARNING
}
