import type { Address, Hex } from 'viem'
import { settlementAbi } from '@batchswap/contract/protocol/abis'
import type { Config } from 'wagmi'
import {
  getBytecode,
  signMessage,
  signTypedData,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'
import type { SubmissionEffects } from './submit-order'

/** The wallet's side of the swap: signing and transactions, through wagmi's actions. */

export type WalletEffects = Pick<
  SubmissionEffects,
  'signTypedData' | 'signMessage' | 'isContractAccount' | 'sendPreSignature' | 'waitForTransaction'
>

export function walletEffects(
  config: Config,
  { chainId, account, settlement }: { chainId: number; account: Address; settlement: Address },
): WalletEffects {
  return {
    signTypedData: (typedData) => signTypedData(config, { ...typedData, account }),
    signMessage: (raw) => signMessage(config, { account, message: { raw } }),
    isContractAccount: async (address) => {
      const code = await getBytecode(config, { address, chainId })
      return code !== undefined && code !== '0x'
    },
    sendPreSignature: (uid: Hex) =>
      writeContract(config, {
        chainId,
        address: settlement,
        abi: settlementAbi,
        functionName: 'setPreSignature',
        args: [uid, true],
      }),
    waitForTransaction: async (hash: Hex) => {
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted.`)
    },
  }
}
