/**
 * Test support (not a test): an EIP-2612 permit of an unlimited allowance to `spender`, signed
 * by `owner` at the token's current nonce on the sandbox chain, as a trader's wallet signs it.
 */
import { maxUint256, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  erc2612Abi,
  permitTypedData,
  type PermitMessage,
} from '@batchswap/contract/protocol/permit'

export async function signUnlimitedPermit(
  publicClient: PublicClient,
  owner: LocalAccount,
  token: { address: Address; name: string },
  spender: Address,
  deadline: bigint,
): Promise<{ message: PermitMessage; signature: Hex }> {
  const nonce = await publicClient.readContract({
    address: token.address,
    abi: erc2612Abi,
    functionName: 'nonces',
    args: [owner.address],
  })
  const message = { owner: owner.address, spender, value: maxUint256, nonce, deadline }
  const domain = {
    name: token.name,
    version: '1',
    chainId: sandboxDeployment.chainId,
    verifyingContract: token.address,
  }
  const signature = await owner.signTypedData(permitTypedData(domain, message))
  return { message, signature }
}
